import { useCallback, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { MessageSquare, PhoneCall, X } from "lucide-react";
import { toast } from "~/lib/toast";
import { Button, buttonClasses } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { TextAreaField, TextField } from "~/components/ui/field";
import { SpamFields } from "~/components/spam-fields";
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from "~/lib/field-limits";
import type { FormResult } from "~/routes/provider.server";

type Mode = "message" | "call";

/** Send Message and Request Phone Call open this same dialog (name, email, message). */
export function EnquiryButtons({ providerName, formToken }: { providerName: string; formToken: string }) {
  const [mode, setMode] = useState<Mode | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useCallback(() => setMode(null), []);
  return (
    <>
      <div className="grid gap-2">
        <button
          type="button"
          className={buttonClasses("primary", "md")}
          aria-haspopup="dialog"
          onClick={() => setMode("message")}
        >
          <MessageSquare aria-hidden className="size-4" />
          Send Message
        </button>
        <button
          type="button"
          className={buttonClasses("outline", "md")}
          aria-haspopup="dialog"
          onClick={() => setMode("call")}
        >
          <PhoneCall aria-hidden className="size-4" />
          Request Phone Call
        </button>
      </div>
      <ModalDialog
        open={mode !== null}
        onClose={close}
        labelledBy={titleId}
        describedBy={descriptionId}
        className="m-auto max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] max-w-none overflow-y-auto rounded-2xl bg-paper p-6 text-ink shadow-[var(--shadow-lift)] backdrop:bg-ink/50 focus:outline-none"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-semibold">
            {mode === "call" ? "Request Phone Call" : "Send Message"}
          </h2>
          <button type="button" className={buttonClasses("ghost", "icon", "-mt-2 -mr-2")} aria-label="Close" onClick={close}>
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <p id={descriptionId} className="mt-1 text-ink-muted">
          {mode === "call"
            ? `Ask ${providerName} to ring you. Include your number and a good time to call.`
            : `Your message goes straight to ${providerName}, who will reply by email.`}
        </p>
        {mode && <EnquiryForm mode={mode} formToken={formToken} onSent={close} />}
      </ModalDialog>
    </>
  );
}

function EnquiryForm({ mode, formToken, onSent }: { mode: Mode; formToken: string; onSent: () => void }) {
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data?.intent === "enquiry" ? fetcher.data : undefined;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      toast.success(result.message);
      onSent();
    } else if (!result.errors) {
      toast.error(result.message);
    }
  }, [fetcher.state, result, onSent]);

  return (
    <fetcher.Form method="post" className="relative mt-6 grid gap-4" noValidate>
      <input type="hidden" name="intent" value="enquiry" />
      <SpamFields token={formToken} />
      <TextField id="enquiry-name" name="name" label="Your name" autoComplete="name" required maxLength={NAME_MAX} error={errors.name} />
      <TextField
        id="enquiry-email"
        name="email"
        type="email"
        label="Your email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX}
        error={errors.email}
      />
      <TextAreaField
        id="enquiry-message"
        name="message"
        label="Message"
        required
        maxLength={MESSAGE_MAX}
        error={errors.message}
        placeholder={
          mode === "call"
            ? "Your phone number, a good time to call, and a few words about your car and the work."
            : "Tell them about your car and the work you have in mind."
        }
      />
      {result && !result.ok && !result.errors && (
        <p role="alert" className="text-sm text-oxblood-700">
          {result.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Sending..." : mode === "call" ? "Request Call" : "Send Message"}
      </Button>
    </fetcher.Form>
  );
}
