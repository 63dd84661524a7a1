import type { Database } from "../../database/client";
import { deleteExpiredRequests } from "~/models/quote-requests.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A request, its leads, threads and the owner's details go 12 months after its last activity (#27 item 7; the privacy page says so). */
export const QUOTE_RETENTION_MS = 365 * DAY_MS;
/** A request never confirmed goes after a week: its link says so. */
export const UNCONFIRMED_QUOTE_RETENTION_MS = 7 * DAY_MS;
const BATCH = 200;

/** Deletes expired quote requests in short batches (the hourly sweep, server/main.ts); how many went. */
export async function expireQuoteRequests(db: Database, now = new Date()) {
  const cut = {
    before: new Date(now.getTime() - QUOTE_RETENTION_MS),
    unconfirmedBefore: new Date(now.getTime() - UNCONFIRMED_QUOTE_RETENTION_MS),
    limit: BATCH,
  };
  let deleted = 0;
  for (;;) {
    const batch = await deleteExpiredRequests(db, cut);
    deleted += batch;
    if (batch < BATCH) return deleted;
  }
}
