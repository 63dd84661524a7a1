import { z } from "zod";
import { keepReportedReview, removeReportedReview } from "~/models/review-reports.server";
import { NO_NUL } from "~/lib/schemas";
import { reportOutcomeEmail, reviewRemovedReviewerEmail, reviewRemovedSpecialistEmail } from "~/services/emails.server";
import { enqueueMail } from "~/services/outbox.server";
import { logger } from "~/services/logger.server";
import { done, refuseCardField, refused, type AdminArgs, type AdminHandler } from "./admin.server";
import { intent } from "~/services/form-intents.server";
import type { Database } from "../../../database/client";

// The Reported reviews tab's two decisions (issue #14 item 4), each with its own schema. Either
// needs a reason: it is recorded on the reports, and on a removal it is what the reviewer and
// the specialist are told.

export const DECISION_REASON_REQUIRED = "Please give the reason for your decision";
const reason = z
  .string({ error: DECISION_REASON_REQUIRED })
  .trim()
  .min(1, DECISION_REASON_REQUIRED)
  .max(1_000, "Please keep the reason under 1,000 characters")
  .regex(NO_NUL, DECISION_REASON_REQUIRED);

const KeepReview = z.object({ intent: z.literal("keep-review"), reviewId: z.uuid(), reason });
const RemoveReview = z.object({ intent: z.literal("remove-review"), reviewId: z.uuid(), reason });

type Decision = "keep-review" | "remove-review";
const FAILED: Record<Decision, string> = {
  "keep-review": "Failed to keep the review",
  "remove-review": "Failed to remove the review",
};

/** Reporters who left an address hear the outcome (never twice, and not those told already). */
async function tellReporters(tx: Database, reporters: string[], told: string[], mail: Omit<Parameters<typeof reportOutcomeEmail>[0], "to">) {
  const skip = new Set(told.map((email) => email.toLowerCase()));
  for (const to of reporters) if (!skip.has(to)) await enqueueMail(tx, reportOutcomeEmail({ to, ...mail }));
}

/** "Keep the review": its open reports are closed as kept, with who decided and why. */
export const keepReview: AdminHandler = intent(KeepReview, (input, args: AdminArgs) => keep(input, args), { refused: refuseCardField("reason") });

async function keep({ reviewId, reason }: z.output<typeof KeepReview>, { context, session }: AdminArgs) {
  try {
    const kept = await context.db.transaction(async (tx) => {
      const outcome = await keepReportedReview(tx, { reviewId, reason, adminEmail: session.user.email });
      if (outcome) await tellReporters(tx, outcome.reporterEmails, [], { businessName: outcome.businessName, outcome: "kept", reason });
      return outcome;
    });
    if (!kept) return refused(context, { message: "That review has no open reports any more" }, 409);
    return done(context, { message: "Review kept; its reports are closed" });
  } catch (error) {
    logger.error({ err: error }, "reported review not kept");
    return refused(context, { message: FAILED["keep-review"] }, 500);
  }
}

/**
 * "Remove the review": it leaves the listing and its rating at once, and the reviewer and the
 * specialist are emailed why, in the same transaction.
 */
export const removeReview: AdminHandler = intent(RemoveReview, (input, args: AdminArgs) => remove(input, args), { refused: refuseCardField("reason") });

async function remove({ reviewId, reason }: z.output<typeof RemoveReview>, { context, session }: AdminArgs) {
  try {
    const removed = await context.db.transaction(async (tx) => {
      const outcome = await removeReportedReview(tx, { reviewId, reason, adminEmail: session.user.email });
      if (!outcome) return null;
      const { review, profile, reporterEmails } = outcome;
      const appUrl = context.env.APP_URL;
      await enqueueMail(tx, reviewRemovedReviewerEmail({ to: review.reviewerEmail, reviewerName: review.reviewerName, businessName: profile.businessName, reason, appUrl }));
      await enqueueMail(
        tx,
        reviewRemovedSpecialistEmail({ to: profile.email, businessName: profile.businessName, reviewerName: review.reviewerName, rating: review.rating, reason, appUrl }),
      );
      await tellReporters(tx, reporterEmails, [review.reviewerEmail, profile.email], { businessName: profile.businessName, outcome: "removed", reason });
      return outcome;
    });
    if (!removed) return refused(context, { message: "That review is no longer published or reported" }, 409);
    return done(context, { message: "Review removed; the reviewer and the specialist have been emailed" });
  } catch (error) {
    logger.error({ err: error }, "reported review not removed");
    return refused(context, { message: FAILED["remove-review"] }, 500);
  }
}
