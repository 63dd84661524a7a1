type ClientEventName = "search_submitted" | "cta_supplier_register_clicked" | "review_snippet_viewed";

/**
 * Reports an analytics event without delaying the visitor: sendBeacon survives the page
 * navigating away; errors are swallowed (SPEC.md §8: tracking failures are invisible).
 */
export function track(name: ClientEventName, metadata: Record<string, string | number | boolean | null> = {}) {
  try {
    const body = JSON.stringify({ name, metadata, route: window.location.pathname + window.location.search });
    const blob = new Blob([body], { type: "application/json" });
    if (!navigator.sendBeacon?.("/api/events", blob)) {
      void fetch("/api/events", { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch(
        () => {},
      );
    }
  } catch {
    // Tracking is best effort.
  }
}
