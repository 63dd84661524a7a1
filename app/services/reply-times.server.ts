import type { Database } from "../../database/client";
import { REPLY_WINDOW_DAYS, replySummary } from "~/lib/reply-times";
import { replyDelays } from "~/models/quote-requests.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each profile's reply line ("Usually replies within 3 hours · Replied to 5 of 6 requests"), from the
 * quote requests of the last 90 days; null below 3 requests. The profile and the compare page show it.
 */
export async function replyLines(db: Database, profileIds: readonly string[], now = new Date()) {
  const delays = await replyDelays(db, profileIds, new Date(now.getTime() - REPLY_WINDOW_DAYS * DAY_MS));
  return new Map(
    [...delays].map(([id, figures]) => {
      const summary = replySummary(figures);
      return [id, summary ? [summary.usually, summary.replied].filter(Boolean).join(" · ") : null] as const;
    }),
  );
}
