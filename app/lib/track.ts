import type { ClientEventMetadata, ClientEventName } from "./client-events";

/**
 * Reports an analytics event without delaying the visitor: sendBeacon survives the page
 * navigating away; errors are swallowed (docs/spec.md §8: tracking failures are invisible).
 * The server takes only the shapes of lib/client-events.ts, so each kind's metadata is typed.
 */
export function track<Name extends ClientEventName>(name: Name, metadata: ClientEventMetadata[Name]) {
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
