import type { Database } from "../../database/client";
import { analyticsEvents } from "../../database/schema";

// Analytics events (SPEC.md §7): page views, searches, reveals and refused requests, one row each.
// How they are recorded (batched, crawlers left out, never failing a request) is
// services/analytics.server.ts's; what they add up to is models/insights.server.ts's.

export const EVENT_NAMES = [
  "page_view",
  "search_submitted",
  "cta_supplier_register_clicked",
  "review_snippet_viewed",
  "contact_revealed",
  "security_event",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export type EventRow = typeof analyticsEvents.$inferInsert;

/** Stores events in one statement: all of them, or none if one is refused. */
export async function insertEvents(db: Database, rows: EventRow[]): Promise<void> {
  await db.insert(analyticsEvents).values(rows);
}

/**
 * What a security_event (SPEC.md §7) says: which kind of request was refused and, for a
 * spam refusal, why; for a rate limit, which action (review, enquiry, signup, reveal…).
 */
export type SecurityEvent =
  | { kind: "sign_in_limited" }
  | { kind: "spam_refused"; reason: string; form: string }
  | { kind: "cross_site_refused" }
  | { kind: "rate_limited"; action: string };
export type SecurityEventKind = SecurityEvent["kind"];
export const SECURITY_EVENT_KINDS: readonly SecurityEventKind[] = [
  "sign_in_limited",
  "spam_refused",
  "cross_site_refused",
  "rate_limited",
];
