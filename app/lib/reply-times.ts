/**
 * "Usually replies within…" and "Replied to N of M requests" (#27 item 5): computed from the quote
 * requests a specialist was sent in the last 90 days, never typed in, and shown only from 3 requests
 * on (fewer says nothing about a habit).
 */
export const REPLY_WINDOW_DAYS = 90;
export const REPLY_FIGURES_MIN_REQUESTS = 3;

const HOUR_MIN = 60;
const DAY_MIN = 24 * HOUR_MIN;

/** "within 3 hours", "within 2 days": rounded up, never promising quicker than measured. */
export function withinLabel(minutes: number) {
  if (minutes <= HOUR_MIN) return "within an hour";
  if (minutes < 2 * DAY_MIN) return `within ${Math.ceil(minutes / HOUR_MIN)} hours`;
  return `within ${Math.ceil(minutes / DAY_MIN)} days`;
}

/**
 * The median delay to the first reply, counting a request never answered as slower than any answer:
 * so a specialist who answers half their requests quickly and ignores the rest is not "usually" quick.
 * Null when more than half went unanswered.
 */
export function medianReplyMinutes(delays: readonly (number | null)[]) {
  if (delays.length === 0) return null;
  const sorted = delays.map((delay) => delay ?? Infinity).sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Number.isFinite(median) ? median : null;
}

/** The profile's line, or null below REPLY_FIGURES_MIN_REQUESTS requests. */
export function replySummary(delays: readonly (number | null)[]) {
  if (delays.length < REPLY_FIGURES_MIN_REQUESTS) return null;
  const median = medianReplyMinutes(delays);
  const replied = delays.filter((delay) => delay !== null).length;
  return {
    usually: median === null ? null : `Usually replies ${withinLabel(median)}`,
    replied: `Replied to ${replied} of ${delays.length} requests`,
  };
}
