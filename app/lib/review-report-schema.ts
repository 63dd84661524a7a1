import { z } from "~/lib/zod";
import { EMAIL_MAX } from "~/lib/field-limits";
import { EMAIL_PATTERN, INVALID_CHARACTERS, NO_NUL, userText } from "~/lib/schemas";
import { REPORT_DETAILS_MAX, REPORT_REASONS } from "~/lib/review-reports";
import { formatCount } from "./format";

/** The report forms' schemas (issue #14 item 4), for the server's check; the field limits come from ~/lib/review-reports. */

export const REPORT_REASON_REQUIRED = "Please choose why you are reporting this review";
export const REPORT_DETAILS_REQUIRED = "Please tell us what is wrong with this review";
export const REPORT_DETAILS_TOO_LONG = `Please keep the details under ${formatCount(REPORT_DETAILS_MAX)} characters`;
const EMAIL_INVALID = "Please enter a valid email address";

const reasonAndDetails = {
  reason: z.enum(REPORT_REASONS, { error: REPORT_REASON_REQUIRED }),
  details: userText().trim().max(REPORT_DETAILS_MAX, REPORT_DETAILS_TOO_LONG).regex(NO_NUL, INVALID_CHARACTERS).default(""),
};

/** "Other" says nothing by itself: its details are required. */
function detailsForOther(value: { reason: string; details: string }, ctx: z.RefinementCtx) {
  if (value.reason === "other" && !value.details) ctx.addIssue({ code: "custom", path: ["details"], message: REPORT_DETAILS_REQUIRED });
}

/** A visitor's report, from /reviews/{id}/report: their email is optional (to hear the outcome). */
export const visitorReportSchema = z
  .object({
    ...reasonAndDetails,
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX, EMAIL_INVALID)
      .refine((value) => value === "" || EMAIL_PATTERN.test(value), EMAIL_INVALID)
      .optional()
      .transform((value) => value || null),
  })
  .superRefine(detailsForOther);

/** The specialist's report of a review of their own listing: they hear the outcome at their account's email. */
export const specialistReportSchema = z
  .object({ ...reasonAndDetails, reviewId: z.uuid({ error: "Unknown review" }) })
  .superRefine(detailsForOther);
