import { isbot } from "isbot";
import type { RequestContext } from "~/context";
import { z } from "~/lib/zod";
import { NO_NUL } from "~/lib/schemas";
import type { ClientEventMetadata, ClientEventName } from "~/lib/client-events";
import { SERVICE_OPTIONS, VEHICLE_MAKE_OPTIONS } from "~/content/taxonomy";
import { recordEvent } from "./analytics.server";
import { clientKey, hitRateLimit } from "./rate-limit.server";
import { hmac } from "./secret.server";

// The events the pages send to POST /api/events (lib/track.ts), checked and limited before any is
// stored: the admin's Insights count them, so a script posting them in a loop must not write them
// all (issue #23: 300 of 300 from one address were stored).

const HOUR_MS = 60 * 60 * 1000;
/**
 * Per visitor (the anonymous rr_sid id): the pages send one event per search, per service card
 * clicked, per home-page view (the featured section seen) and per "list your business" click.
 * A visitor searching once a minute for a whole hour, with a home-page visit or two, sends about
 * 60; a busy minute (five quick searches, back home twice) is well inside the same allowance.
 */
export const EVENTS_PER_VISITOR_PER_HOUR = 60;
/**
 * Per client address (an IPv6 /64): four visitors that busy behind one address (a household, a
 * workshop's office). The id is the visitor's own cookie, so a script drops it and gets a new one
 * each time: this is the limit such a script meets. Visitors past it behind a large shared address
 * (a mobile network's NAT) lose their events for the rest of the hour, which only thins the Insights.
 */
export const EVENTS_PER_CLIENT_PER_HOUR = 240;

const SERVICE_SLUGS = SERVICE_OPTIONS.map((option) => option.slug);
const SERVICE_NAMES = SERVICE_OPTIONS.map((option) => option.name);
const MAKE_SLUGS = VEHICLE_MAKE_OPTIONS.map((option) => option.slug);
const slugOrNull = (values: string[]) => z.enum(values as [string, ...string[]]).nullable();

// The page sending it: location.pathname + location.search. No NUL: PostgreSQL refuses it in text.
const route = z.string().max(500).regex(NO_NUL).startsWith("/").default("/");

/** Exactly the shapes of lib/client-events.ts: a known kind, its known keys, values from the catalogue. */
const ClientEvent = z.discriminatedUnion("name", [
  z.strictObject({
    name: z.literal("search_submitted"),
    route,
    metadata: z.union([
      z.strictObject({ service: slugOrNull(SERVICE_SLUGS), vehicle: slugOrNull(MAKE_SLUGS) }),
      z.strictObject({ source: z.literal("service_category_card"), service_type: z.enum(SERVICE_NAMES as [string, ...string[]]) }),
    ]),
  }),
  z.strictObject({
    name: z.literal("cta_supplier_register_clicked"),
    route,
    metadata: z.strictObject({ location: z.enum(["hero_section", "cta_section"]) }),
  }),
  z.strictObject({
    name: z.literal("review_snippet_viewed"),
    route,
    metadata: z.strictObject({ section: z.literal("featured_specialists") }),
  }),
]);

// The schema and the pages' type must not drift apart: every shape track() may send is one this takes.
type Sent = { [Name in ClientEventName]: { name: Name; route: string; metadata: ClientEventMetadata[Name] } }[ClientEventName];
const sentIsAccepted: Sent extends z.infer<typeof ClientEvent> ? true : false = true;
void sentIsAccepted;

export type ClientEventOutcome = "stored" | "invalid" | "not-stored";

/**
 * Records one event a page sent, if it is one the pages send and its sender is within both limits.
 * "invalid": not a shape the pages send (nothing counted or stored). "not-stored": a crawler, or
 * over a limit. Counted atomically first (decision 0011), the address before the visitor, so a
 * script sending a new visitor id with each post adds no counter rows once its address is over.
 */
export async function recordClientEvent(context: RequestContext, request: Request, body: unknown): Promise<ClientEventOutcome> {
  const parsed = ClientEvent.safeParse(body);
  if (!parsed.success) return "invalid";
  const userAgent = request.headers.get("user-agent");
  // recordEvent would drop it anyway: a crawler that says so costs no counter write either.
  if (userAgent && isbot(userAgent)) return "not-stored";
  // One refusal a window is a security event (refusal.once): the flood itself writes no more rows.
  const refusal = { route: "/api/events", once: true };
  const perClient = await hitRateLimit(
    context.db,
    `events:client:${clientKey(context.secret, context.clientAddress)}`,
    EVENTS_PER_CLIENT_PER_HOUR,
    HOUR_MS,
    refusal,
  );
  if (!perClient.allowed) return "not-stored";
  const perVisitor = await hitRateLimit(
    context.db,
    `events:visitor:${hmac(context.secret, `visitor:${context.sessionId}`).slice(0, 32)}`,
    EVENTS_PER_VISITOR_PER_HOUR,
    HOUR_MS,
    refusal,
  );
  if (!perVisitor.allowed) return "not-stored";
  await recordEvent(context.db, {
    ...parsed.data,
    sessionId: context.sessionId,
    userAgent,
    referrer: request.headers.get("referer"),
  });
  return "stored";
}
