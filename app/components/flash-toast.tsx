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
  if (!toast) return null;
  return (
    <noscript>
      <div role={toast.type === "error" ? "alert" : "status"} className={toast.type === "error" ? "bg-oxblood-700 text-white" : "bg-racing-900 text-white"}>
        <p className="container-page py-3 text-sm">
          <strong className="font-semibold">{toast.title}</strong>
          {toast.description ? ` ${toast.description}` : null}
        </p>
      </div>
    </noscript>
  );
}
