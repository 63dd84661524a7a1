import { data } from "react-router";
import type { Profile, RequestContext } from "~/context";
import type { AuthSession } from "~/services/auth.server";
import { z } from "~/lib/zod";
import { echoValues, formFailure, formSuccess, type FormResult } from "~/lib/form";
import { intent, intentAction } from "~/services/form-intents.server";
import { NO_FIELDS, replySchema } from "~/lib/schemas";
import { deleteReply, saveReply } from "~/models/review-replies.server";
import { readFormData } from "~/services/form-data.server";
import { logger } from "~/services/logger.server";
import { submitSpecialistReport } from "../profile/review-report.server";
import type { ReviewsPageResult } from "~/lib/form-results";

export const REPLY_SENT = "Your reply has been sent for moderation. It will appear under the review once our team approves it.";
export const REPLY_DELETED = "Your reply has been deleted.";
export const REPLY_UNAVAILABLE = "This review can no longer be replied to.";
const REPLY_FAILED = "Your reply could not be saved. Please try again.";

type Answer = ReturnType<typeof data<ReviewsPageResult>>;
/** The signed-in specialist and their own profile, as the portal's middleware found them. */
type Own = { profile: Profile; session: AuthSession };
/** What the page's forms are given: the request's context and the specialist's own profile. */
type ReviewsArgs = { context: RequestContext; own: Own };

const answer = (status: number, result: FormResult, intent: string, reviewId: string | undefined) =>
  data<ReviewsPageResult>({ ...result, intent, ...(reviewId ? { reviewId } : {}) }, { status });
const invalid = (intent: string) => answer(400, formFailure({}, {}, { message: "Invalid request" }), intent, undefined);

/** "Reply publicly", or an edit of the reply: stored as pending, whatever it was. */
async function submitReply({ reviewId, body }: z.output<typeof replySchema>, { context, own }: ReviewsArgs, form: FormData) {
  const values = echoValues(form, replySchema);
  try {
    const saved = await saveReply(context.db, own.profile.id, reviewId, body);
    if (!saved) return answer(404, formFailure(values, {}, { message: REPLY_UNAVAILABLE }), "reply", reviewId);
    return answer(200, formSuccess(REPLY_SENT), "reply", reviewId);
  } catch (error) {
    logger.error({ err: error }, "review reply not saved");
    return answer(500, formFailure(values, {}, { message: REPLY_FAILED }), "reply", reviewId);
  }
}

const DeleteReply = z.object({ reviewId: z.uuid() });

/** Delete (confirmed in a dialog with JavaScript; a plain post without). */
async function removeReply({ reviewId }: z.output<typeof DeleteReply>, { context, own }: ReviewsArgs) {
  const deleted = await deleteReply(context.db, own.profile.id, reviewId);
  return deleted
    ? answer(200, formSuccess(REPLY_DELETED), "delete-reply", reviewId)
    : answer(404, formFailure({}, {}, { message: "That reply has already been deleted." }), "delete-reply", reviewId);
}

/** The Reviews page's forms: the posted `intent` picks one; any other is refused. */
const reviewsPageIntents = intentAction<ReviewsArgs, Answer>(
  {
    reply: intent(replySchema, submitReply, {
      // The reply's words are answered under them; a bad review id is a hand-made request.
      refused: ({ fieldErrors, values }) =>
        fieldErrors.reviewId ? invalid("reply") : answer(400, formFailure(values, fieldErrors), "reply", String(values.reviewId)),
    }),
    "delete-reply": intent(DeleteReply, removeReply),
    // "Report this review" (review-report.server.ts: the same form as the public report page's, which parses it).
    report: intent(NO_FIELDS, (_none, { context, own }: ReviewsArgs, form) => submitSpecialistReport(form, own, context)),
  },
  // Only a known intent is named back: whatever else was posted (of any size) is not echoed.
  ({ intent }) => invalid(intent ?? ""),
);

export async function reviewsPageAction(request: Request, context: RequestContext, own: Own) {
  return reviewsPageIntents(await readFormData(request), { context, own });
}
