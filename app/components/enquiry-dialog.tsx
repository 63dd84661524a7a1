import { Suspense, useCallback, useId, useState } from "react";
import { MessageSquare, PhoneCall, X } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { lazyWithPreload } from "~/lib/lazy-with-preload";
import type { EnquiryMode } from "~/components/enquiry-form";

// Only shown in the dialog: its file is fetched when the pointer or focus reaches either button.
const EnquiryForm = lazyWithPreload(() => import("~/components/enquiry-form"));

const ENQUIRY_BUTTONS = [
  { mode: "message", label: "Send Message", Icon: MessageSquare, variant: "primary" },
  { mode: "call", label: "Request Phone Call", Icon: PhoneCall, variant: "outline" },
] as const;

/** Send Message and Request Phone Call open this same dialog (name, email, message). */
export function EnquiryButtons({ providerName, formToken }: { providerName: string; formToken: string }) {
  const [mode, setMode] = useState<EnquiryMode | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useCallback(() => setMode(null), []);
  return (
    <>
      <div className="grid gap-2">
        {ENQUIRY_BUTTONS.map(({ mode: buttonMode, label, Icon, variant }) => (
          <button
            key={buttonMode}
            type="button"
            className={buttonClasses(variant, "md")}
            aria-haspopup="dialog"
            onClick={() => setMode(buttonMode)}
            onPointerEnter={EnquiryForm.preload}
            onFocus={EnquiryForm.preload}
          >
            <Icon aria-hidden className="size-4" />
            {label}
          </button>
        ))}
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
        {mode && (
          <Suspense>
            <EnquiryForm mode={mode} formToken={formToken} onSent={close} />
          </Suspense>
        )}
      </ModalDialog>
    </>
  );
}
