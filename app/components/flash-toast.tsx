import { useEffect } from "react";
import { toast as show } from "~/lib/toast";
import type { Toast } from "~/services/toast.server";

/** Shows the one-shot toast a redirect left in the rr_toast cookie. */
export function FlashToast({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (!toast) return;
    const options = { description: toast.description, duration: toast.durationMs };
    if (toast.type === "success") show.success(toast.title, options);
    else if (toast.type === "error") show.error(toast.title, options);
    else show.message(toast.title, options);
  }, [toast]);
  return null;
}
