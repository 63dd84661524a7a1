// The analytics events the pages report themselves (app/lib/track.ts), one shape each, read from
// every call of track(): the search forms, the service cards, the home page's featured section and
// its two "list your business" buttons. The server (services/client-events.server.ts) stores these
// shapes only; anything else is refused unstored. Types only: nothing here reaches the bundle.

export interface ClientEventMetadata {
  /** The search forms send the chosen service and make (their slugs, or null); a service card sends its service's name. */
  search_submitted: { service: string | null; vehicle: string | null } | { source: "service_category_card"; service_type: string };
  cta_supplier_register_clicked: { location: "hero_section" | "cta_section" };
  review_snippet_viewed: { section: "featured_specialists" };
}

export type ClientEventName = keyof ClientEventMetadata;
