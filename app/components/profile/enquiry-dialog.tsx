import { Suspense, useCallback, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Icon } from "~/components/ui/icon";
import { buttonClasses } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { lazyWithPreload } from "~/lib/lazy-with-preload";
import { usePostedAnswer } from "~/lib/use-form-answer";
import type { ProfileFormResult } from "~/lib/form-results";
import type { EnquiryMode } from "~/components/profile/enquiry-form";

// Only shown in the dialog: its file is fetched when the pointer or focus reaches either button.
const EnquiryForm = lazyWithPreload(() => import("~/components/profile/enquiry-form"));

const ENQUIRY_BUTTONS = [
  { mode: "message", label: "Send Message", icon: "message-square", variant: "primary" },
  { mode: "call", label: "Request Phone Call", icon: "phone-call", variant: "outline" },
] as const;

/** Without JavaScript each button is a GET form's: `?form=message` or `?form=call` shows the form in the page. */
const FORM_SEARCH_NAME = "form";

function enquiryMode(value: string | null): EnquiryMode | null {
  return value === "message" || value === "call" ? value : null;
}

const TITLES: Record<EnquiryMode, string> = { message: "Send Message", call: "Request Phone Call" };

function description(mode: EnquiryMode, businessName: string) {
  return mode === "call"
    ? `Ask ${businessName} to ring you: leave your number and a good time to call.`
    : `Your message goes straight to ${businessName}, who will reply by email.`;
}

/**
 * Send Message and Request Phone Call open this same dialog: name, email and message, and for a call
 * the phone number and a good time instead of a required message (#24 item 7, decision 0001). Without
 * JavaScript they load the page again with the form in place of the buttons, and a post of it
 * comes back with its errors there, or with the confirmation above the buttons.
 */
export function EnquiryButtons({
  businessName,
  dialog,
}: {
  businessName: string;
  /** The dialog's state, when the page opens it from elsewhere too (the phone's contact bar). */
  dialog?: [EnquiryMode | null, (mode: EnquiryMode | null) => void];
}) {
  const [searchParams] = useSearchParams();
  const postedEnquiry = usePostedAnswer<ProfileFormResult>((answer) => answer.intent === "enquiry");
  const askedMode = enquiryMode(searchParams.get(FORM_SEARCH_NAME));
  const [inlineMode, setInlineMode] = useState<EnquiryMode | null>(() =>
    postedEnquiry?.status === "success" ? null : (askedMode ?? (postedEnquiry ? "message" : null)),
  );
  const ownDialog = useState<EnquiryMode | null>(null);
  const [mode, setMode] = dialog ?? ownDialog;
  const titleId = useId();
  const descriptionId = useId();
  const close = useCallback(() => setMode(null), [setMode]);
  const closeInline = useCallback(() => setInlineMode(null), []);

  if (inlineMode) {
    return (
      <section id="enquiry" aria-labelledby="enquiry-title" className="scroll-mt-24 rounded-xl border border-line bg-paper p-4">
        <h3 id="enquiry-title" className="text-lg font-semibold">
          {TITLES[inlineMode]}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{description(inlineMode, businessName)}</p>
        <Suspense>
          <EnquiryForm mode={inlineMode} onSent={closeInline} />
        </Suspense>
        <Link
          to={{ search: "" }}
          preventScrollReset
          className={buttonClasses("ghost", "md", "mt-2 w-full")}
          onClick={(event) => {
            event.preventDefault();
            closeInline();
          }}
        >
          Cancel
        </Link>
      </section>
    );
  }

  return (
    <>
      {postedEnquiry?.status === "success" && (
        // Takes the form's id: the post's address (…#enquiry) scrolls to the confirmation.
        <p id="enquiry" role="status" className="mb-3 scroll-mt-24 rounded-lg bg-racing-50 p-3 text-sm text-racing-900">
          {postedEnquiry.message}
        </p>
      )}
      <form method="get" action="#enquiry" className="grid gap-2">
        {ENQUIRY_BUTTONS.map(({ mode: buttonMode, label, icon, variant }) => (
          <button
            key={buttonMode}
            type="submit"
            name={FORM_SEARCH_NAME}
            value={buttonMode}
            className={buttonClasses(variant, "md")}
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault();
              setMode(buttonMode);
            }}
            onPointerEnter={EnquiryForm.preload}
            onFocus={EnquiryForm.preload}
          >
            <Icon name={icon} className="size-4" />
            {label}
          </button>
        ))}
      </form>
      <ModalDialog
        open={mode !== null}
        onClose={close}
        labelledBy={titleId}
        describedBy={descriptionId}
        className="m-auto max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] max-w-none overflow-y-auto rounded-2xl bg-paper p-6 text-ink shadow-[var(--shadow-lift)] backdrop:bg-ink/50 focus:outline-none"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-semibold">
            {TITLES[mode ?? "message"]}
          </h2>
          <button type="button" className={buttonClasses("ghost", "icon", "-mt-2 -mr-2")} aria-label="Close" onClick={close}>
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <p id={descriptionId} className="mt-1 text-ink-muted">
          {description(mode ?? "message", businessName)}
        </p>
        {mode && (
          <Suspense>
            <EnquiryForm mode={mode} onSent={close} />
          </Suspense>
        )}
      </ModalDialog>
    </>
  );
}
