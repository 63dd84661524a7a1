import { useEffect } from "react";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { SpamFields } from "~/components/spam-fields";
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from "~/lib/field-limits";
import { useProviderForm } from "~/lib/use-provider-form";

export type EnquiryMode = "message" | "call";

/** The enquiry form inside the Send Message / Request Phone Call dialog. */
export default function EnquiryForm({ mode, formToken, onSent }: { mode: EnquiryMode; formToken: string; onSent: () => void }) {
  const { fetcher, result, errors, busy } = useProviderForm("enquiry");

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
