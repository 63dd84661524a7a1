import { isbot } from "isbot";
import type { Database } from "../../database/client";
import { analyticsEvents } from "../../database/schema";
import { logger } from "~/services/logger.server";

export const EVENT_NAMES = [
  "page_view",
  "search_submitted",
  "cta_supplier_register_clicked",
  "review_snippet_viewed",
  "contact_revealed",
  "security_event",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export interface EventInput {
  name: EventName;
  route: string;
  metadata?: Record<string, unknown>;
  sessionId?: string | null;
  userAgent?: string | null;
  referrer?: string | null;
  providerId?: string | null;
}

const MAX_TEXT = 500;
const clip = (value: string | null | undefined) => (value ? value.slice(0, MAX_TEXT) : null);

/**
 * Records an analytics event. Crawlers are not counted, and a failure is logged and
 * swallowed: analytics must never change what the visitor sees.
 */
export async function recordEvent(db: Database, event: EventInput): Promise<void> {
  if (event.userAgent && isbot(event.userAgent)) return;
  try {
    await db.insert(analyticsEvents).values({
      name: event.name,
      route: clip(event.route) ?? "/",
      metadata: event.metadata ?? {},
      sessionId: clip(event.sessionId),
      userAgent: clip(event.userAgent),
      referrer: clip(event.referrer),
      providerId: event.providerId ?? null,
    });
  } catch (error) {
    logger.warn({ err: error, event: event.name }, "analytics event not recorded");
  }
}

/** The common fields of an event from the request that caused it. */
export function requestEventFields(request: Request, sessionId: string) {
  const url = new URL(request.url);
  return {
    route: url.pathname + url.search,
    sessionId,
    userAgent: request.headers.get("user-agent"),
    referrer: request.headers.get("referer"),
  };
}
