import { useEffect } from "react";
import { toast as show } from "~/lib/toast";
import type { Toast } from "~/services/toast.server";

/**
 * Shows the one-shot toast a redirect left in the rr_toast cookie. Without JavaScript no toast
 * can appear, so the page carries the same words in a <noscript> banner at its top: a form posted
 * without JavaScript shows its confirmation after the redirect too (Settings, profile set-up).
 */
export function FlashToast({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (!toast) return;
    const options = { description: toast.description, duration: toast.durationMs };
    if (toast.type === "success") show.success(toast.title, options);
    else if (toast.type === "error") show.error(toast.title, options);
    else show.message(toast.title, options);
  }, [toast]);
  // Few bytes on purpose: every page's first load carries this component.
  return toast ? (
    <noscript>
      <p role="status" className="bg-racing-900 px-4 py-3 text-center text-sm text-white">
        {toast.title} {toast.description}
      </p>
    </noscript>
  ) : null;
}
