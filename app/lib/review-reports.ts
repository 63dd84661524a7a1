/**
 * "Report this review" (issue #14 item 4): the reasons a visitor or the listing's specialist may
 * give, as stored and as shown, and the limits of the form. No zod here: the form and the admin
 * queue need only the words and the numbers (the schema is ~/lib/review-report-schema).
 */
export const REPORT_REASON_LABELS = {
  fake: "Fake review",
  not_customer: "Not a customer",
  offensive: "Offensive",
  personal_data: "Contains personal data",
  other: "Other",
} as const;
export type ReportReason = keyof typeof REPORT_REASON_LABELS;
export const REPORT_REASONS = Object.keys(REPORT_REASON_LABELS) as ReportReason[];

export const REPORT_DETAILS_MAX = 1_000;

/** Who reported a review, as the admin queue names them. */
export const REPORT_SOURCE_LABELS = { visitor: "A visitor", specialist: "The specialist" } as const;

export const REPORT_RECEIVED =
  "Thank you. Our moderators will look at this review; we do not remove reviews because they are negative.";
