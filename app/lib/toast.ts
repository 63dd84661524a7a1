import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

/**
 * Toasts without sonner in the first load: most visits never show one, so sonner (and the
 * Toaster that renders its toasts) are fetched on the first call. sonner replays toasts
 * raised before its Toaster subscribed, so nothing shown while it loads is lost.
 */
type Kind = "success" | "error" | "message";

let toasterWanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind) {
  return (title: string, options?: ExternalToast) => {
    if (!toasterWanted) {
      toasterWanted = true;
      listeners.forEach((listener) => listener());
    }
    import("sonner").then(
      ({ toast }) => toast[kind](title, options),
      (error: unknown) => console.error("Could not load the toast library", error),
    );
  };
}

export const toast = { success: show("success"), error: show("error"), message: show("message") };

/** True once a toast has been asked for (never during server rendering). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasterWanted,
    () => false,
  );
}
