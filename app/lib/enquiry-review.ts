/**
 * When an enquirer's personal review link opens (#24, docs/decisions/0018): a "Verified enquiry"
 * must not be earned seconds after the enquiry, before the specialist could have done anything. The
 * link opens when the specialist marks the enquiry contacted in their dashboard, or
 * ENQUIRY_REVIEW_WAIT_DAYS after the enquiry, whichever comes first. Shared by the page and its
 * action (checked on the server for both), the email that carries the link, and the admins' card.
 */
export const ENQUIRY_REVIEW_WAIT_DAYS = 7;
export const ENQUIRY_REVIEW_WAIT_MS = ENQUIRY_REVIEW_WAIT_DAYS * 24 * 60 * 60 * 1000;

/** The latest the link opens without the specialist: 7 days after the enquiry. */
export const enquiryReviewOpensBy = (enquiredAt: Date | string) => new Date(new Date(enquiredAt).getTime() + ENQUIRY_REVIEW_WAIT_MS);

/** Whether the link is open now: marked contacted (archiving later keeps the mark), or 7 days gone by. */
export function enquiryReviewIsOpen(enquiry: { createdAt: Date | string; contactedAt: Date | string | null }, now = new Date()) {
  return enquiry.contactedAt !== null || now.getTime() >= enquiryReviewOpensBy(enquiry.createdAt).getTime();
}

/** "3 hours", "2 days": the time between an enquiry and its review, as the admins' card says it. */
export function elapsedLabel(from: Date | string | number, to: Date | string | number): string {
  const ms = Math.max(0, new Date(to).getTime() - new Date(from).getTime());
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (days >= 1) return plural(days, "day");
  if (hours >= 1) return plural(hours, "hour");
  return minutes < 1 ? "less than a minute" : plural(minutes, "minute");
}
