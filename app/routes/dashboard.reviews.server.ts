import { data } from "react-router";
import type { Profile, RequestContext } from "~/context";
import type { AuthSession } from "~/services/auth.server";
import { z } from "~/lib/zod";
import { formFailure, formSuccess, parseForm, type FormResult } from "~/lib/form";
import { replySchema } from "~/lib/schemas";
import { deleteReply, saveReply } from "~/models/review-replies.server";
import { readFormData } from "~/services/form-data.server";
import { logger } from "~/services/logger.server";
import { submitSpecialistReport } from "./review-report.server";
import type { ReviewsPageResult } from "~/lib/form-results";

export const REPLY_SENT = "Your reply has been sent for moderation. It will appear under the review once our team approves it.";
export const REPLY_DELETED = "Your reply has been deleted.";
export const REPLY_UNAVAILABLE = "This review can no longer be replied to.";
const REPLY_FAILED = "Your reply could not be saved. Please try again.";

type Answer = ReturnType<typeof data<ReviewsPageResult>>;
/** The signed-in specialist and their own profile, as the portal's middleware found them. */
type Own = { profile: Profile; session: AuthSession };
/** One form of the page, on the signed-in specialist's own profile. */
type Handler = (form: FormData, own: Own, context: RequestContext) => Promise<Answer>;

const answer = (status: number, result: FormResult, intent: string, reviewId: string | undefined) =>
  data<ReviewsPageResult>({ ...result, intent, ...(reviewId ? { reviewId } : {}) }, { status });
const invalid = (intent: string) => answer(400, formFailure({}, {}, { message: "Invalid request" }), intent, undefined);

/** "Reply publicly", or an edit of the reply: stored as pending, whatever it was. */
const submitReply: Handler = async (form, { profile }, context) => {
  const parsed = parseForm(replySchema, form);
  if (parsed.status === "error") {
    if (parsed.fieldErrors.reviewId) return invalid("reply");
    return answer(400, formFailure(parsed.values, parsed.fieldErrors), "reply", String(form.get("reviewId")));
  }
  const { reviewId, body } = parsed.data;
  try {
    const saved = await saveReply(context.db, profile.id, reviewId, body);
    if (!saved) return answer(404, formFailure(parsed.values, {}, { message: REPLY_UNAVAILABLE }), "reply", reviewId);
    return answer(200, formSuccess(REPLY_SENT), "reply", reviewId);
  } catch (error) {
    logger.error({ err: error }, "review reply not saved");
    return answer(500, formFailure(parsed.values, {}, { message: REPLY_FAILED }), "reply", reviewId);
  }
};

const DeleteReply = z.object({ reviewId: z.uuid() });

/** Delete (confirmed in a dialog with JavaScript; a plain post without). */
const removeReply: Handler = async (form, { profile }, context) => {
  const parsed = DeleteReply.safeParse({ reviewId: form.get("reviewId") });
  if (!parsed.success) return invalid("delete-reply");
  const { reviewId } = parsed.data;
  const deleted = await deleteReply(context.db, profile.id, reviewId);
  return deleted
    ? answer(200, formSuccess(REPLY_DELETED), "delete-reply", reviewId)
    : answer(404, formFailure({}, {}, { message: "That reply has already been deleted." }), "delete-reply", reviewId);
};

const HANDLERS: Record<string, Handler> = {
  reply: submitReply,
  "delete-reply": removeReply,
  // "Report this review" (review-report.server.ts: the same form as the public report page's).
  report: (form, own, context) => submitSpecialistReport(form, own, context),
};

/** The Reviews page's forms: the posted `intent` picks one; any other is refused. */
export async function reviewsPageAction(request: Request, context: RequestContext, own: Own) {
  const form = await readFormData(request);
  const intent = form.get("intent");
  // Only a known intent is named back: whatever else was posted (of any size) is not echoed.
  if (typeof intent !== "string" || !Object.hasOwn(HANDLERS, intent)) return invalid("");
  return HANDLERS[intent]!(form, own, context);
}
