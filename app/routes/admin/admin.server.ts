import { data, type RouterContextProvider } from "react-router";
import { requestContext, sessionContext, type RequestContext } from "~/context";
import type { AuthSession } from "~/services/auth.server";
import { z } from "zod";
import { decideProfile } from "~/models/admin.server";
import { moderateReview } from "~/models/reviews.server";
import { deleteAccountOfProfile } from "~/models/accounts.server";
import { NO_NUL } from "~/lib/schemas";
import { formFailure, formSuccess, type FieldErrors, type FormValues } from "~/lib/form";
import { profileDecisionEmail, projectApprovedEmail, projectRejectedEmail, replyPublishedEmail, replyRejectedEmail, reviewPublishedEmail, reviewPublishedReviewerEmail } from "~/services/emails.server";
import { moderateReply } from "~/models/review-replies.server";
import { moderateProject } from "~/models/projects.server";
import { logger } from "~/services/logger.server";
import { toastHeader } from "~/services/toast.server";
import { readFormData } from "~/services/form-data.server";
import { intent, intentAction, type FormIntent, type IntentRefusal } from "~/services/form-intents.server";
import { enqueueMail, retryFailedMail } from "~/services/outbox.server";
import type { AdminResult } from "~/lib/form-results";

type Outcome = { message: string; intent?: string; profileId?: string; fieldErrors?: FieldErrors; values?: FormValues };

type AdminSession = AuthSession;
/** What every admin form's handler is given: the signed-in admin and the request's context. */
export interface AdminArgs {
  session: AdminSession;
  context: RequestContext;
}
type AdminAnswer = ReturnType<typeof data<AdminResult>>;
/** One admin form: its schema (a tab accepts only what its forms send) and what it does (services/form-intents.server.ts). */
export type AdminHandler = FormIntent<AdminArgs, AdminAnswer>;

/**
 * The outcome goes out as a toast cookie too: the card that sent it may have left its
 * list by the time the answer arrives, and the page's revalidation shows the toast.
 */
async function reply(context: RequestContext, succeeded: boolean, outcome: Outcome, status = 200) {
  const { message, intent, profileId, fieldErrors, values } = outcome;
  const result: AdminResult = succeeded
    ? { ...formSuccess(message, intent ? { intent } : {}), ...(profileId ? { profileId } : {}) }
    : { ...formFailure(values ?? {}, fieldErrors, intent ? { message, intent } : { message }), ...(profileId ? { profileId } : {}) };
  const cookie = await toastHeader(context.secret, { type: succeeded ? "success" : "error", title: message });
  return data<AdminResult>(result, { status, headers: { "Set-Cookie": cookie } });
}
export const done = (context: RequestContext, outcome: Outcome) => reply(context, true, outcome);
export const refused = (context: RequestContext, outcome: Outcome, status: number) => reply(context, false, outcome, status);

const invalid = (context: RequestContext) => refused(context, { message: "Invalid request" }, 400);

/**
 * A tab route's action, after the admin middleware checked the role on the server (whatever the
 * page showed): the form's `intent` picks one of the handlers that tab offers; any other is refused.
 */
export async function adminAction(request: Request, router: Readonly<RouterContextProvider>, handlers: Record<string, AdminHandler>) {
  const args = { context: router.get(requestContext), session: router.get(sessionContext) };
  return intentAction<AdminArgs, AdminAnswer>(handlers, (_refusal, { context }) => invalid(context))(await readFormData(request), args);
}

/**
 * The refusal of a card's form whose one typed field (a reason, a note) was refused: the error goes
 * back under that field, on the card the echoed values name. Anything else refused (a hidden id or
 * choice) is a hand-made request: "Invalid request".
 */
export const refuseCardField =
  (field: string, options: { asProfileId?: boolean } = {}) =>
  ({ intent, fieldErrors, values }: IntentRefusal, { context }: AdminArgs) => {
    const message = fieldErrors[field];
    if (!intent || !message || Object.keys(fieldErrors).length > 1) return invalid(context);
    const profileId = options.asProfileId && typeof values.profileId === "string" ? values.profileId : undefined;
    return refused(context, { message, intent, profileId, fieldErrors: { [field]: message }, values }, 400);
  };

const reason = z.string().trim().max(1_000).regex(NO_NUL).optional().transform((v) => v || null);

const DecidePending = z.object({
  intent: z.literal("decide"),
  profileId: z.uuid(),
  decision: z.enum(["approved", "rejected"]),
  reason,
});

const Suspend = z.object({
  intent: z.literal("suspend"),
  profileId: z.uuid(),
  reason,
});

const Moderate = z.object({
  intent: z.literal("review"),
  reviewId: z.uuid(),
  status: z.enum(["approved", "rejected"]),
});

const RetryMail = z.object({
  intent: z.literal("retry-mail"),
  mailId: z.uuid(),
});

export const DELETION_REASON_REQUIRED = "Please say whose request this is (for example the date and sender of their email)";
const DeleteAccount = z.object({
  intent: z.literal("delete-account"),
  profileId: z.uuid(),
  reason: z.string({ error: DELETION_REASON_REQUIRED }).trim().min(1, DELETION_REASON_REQUIRED).max(1_000).regex(NO_NUL),
});

const STATUS_WORD = { approved: "approved", rejected: "rejected", suspended: "suspended" } as const;

/** The status change, its record and the email to the specialist are stored together or not at all. */
async function decide(context: RequestContext, session: AdminSession, input: { profileId: string; decision: keyof typeof STATUS_WORD; reason: string | null }) {
  const { profileId, decision, reason } = input;
  try {
    const profile = await context.db.transaction(async (tx) => {
      const decided = await decideProfile(tx, { profileId, decision, reason, admin: { id: session.user.id, email: session.user.email } });
      if (decided) {
        await enqueueMail(tx, profileDecisionEmail({ to: decided.email, businessName: decided.businessName, decision, reason, appUrl: context.env.APP_URL, slug: decided.slug }));
      }
      return decided;
    });
    if (!profile) return refused(context, { message: "Failed to update profile status" }, 409);
    return done(context, { message: `Profile ${STATUS_WORD[decision]} successfully` });
  } catch (error) {
    logger.error({ err: error }, "profile status update failed");
    return refused(context, { message: "Failed to update profile status" }, 500);
  }
}

/** Pending tab: approve or reject a new profile, with an optional reason sent to the specialist. */
export const decidePending: AdminHandler = intent(DecidePending, (input, { context, session }: AdminArgs) => decide(context, session, input));

/** Approved tab: take a published profile down again (back to rejected), with the reason sent to the specialist. */
export const suspendProfile: AdminHandler = intent(Suspend, (input, { context, session }: AdminArgs) => decide(context, session, { ...input, decision: "suspended" }));

/** Reviews tab: publish or reject a review; a published one is counted in the rating at once and the specialist and the reviewer are told. */
export const moderate: AdminHandler = intent(Moderate, async ({ reviewId, status }, { context }: AdminArgs) => {
  try {
    const result = await context.db.transaction(async (tx) => {
      const moderated = await moderateReview(tx, reviewId, status);
      if (moderated && status === "approved") {
        const { review, profile } = moderated;
        await enqueueMail(
          tx,
          reviewPublishedEmail({
            to: profile.email,
            businessName: profile.businessName,
            reviewerName: review.reviewerName,
            rating: review.rating,
            appUrl: context.env.APP_URL,
            slug: profile.slug,
          }),
        );
        // The reviewer hears it too (#24), queued with the approval: both happen or neither.
        await enqueueMail(
          tx,
          reviewPublishedReviewerEmail({
            to: review.reviewerEmail,
            reviewerName: review.reviewerName,
            businessName: profile.businessName,
            appUrl: context.env.APP_URL,
            slug: profile.slug,
          }),
        );
      }
      return moderated;
    });
    if (!result) return refused(context, { message: "Failed to update review status" }, 409);
    return done(context, { message: `Review ${status} successfully` });
  } catch (error) {
    logger.error({ err: error }, "review moderation failed");
    return refused(context, { message: "Failed to update review status" }, 500);
  }
});

/**
 * Any profile's card: a specialist's deletion request, made by email. The note of who asked
 * is required; its error goes back to that card's field (intent and profileId say which).
 */
export const deleteAccount: AdminHandler = intent(DeleteAccount, (input, args: AdminArgs) => deleteAccountOnRequest(input, args), {
  refused: refuseCardField("reason", { asProfileId: true }),
});

async function deleteAccountOnRequest({ profileId, reason }: z.output<typeof DeleteAccount>, { context, session }: AdminArgs) {
  try {
    const name = await deleteAccountOfProfile(context.db, profileId, { adminEmail: session.user.email, reason });
    if (!name) return refused(context, { message: "That account has already been deleted" }, 409);
    logger.info({ adminEmail: session.user.email, profileId }, "account deleted by an admin on request");
    return done(context, { intent: "delete-account", message: `The account of ${name} has been deleted` });
  } catch (error) {
    logger.error({ err: error }, "account deletion failed");
    return refused(context, { message: "Failed to delete the account" }, 500);
  }
}

/** Failed emails tab: "Send again" puts a failed email back in the queue. */
export const resendMail: AdminHandler = intent(RetryMail, async ({ mailId }, { context }: AdminArgs) =>
  (await retryFailedMail(context.db, mailId))
    ? done(context, { message: "Email queued to send again" })
    : refused(context, { message: "That email is no longer waiting" }, 409),
);

const ModerateReply = z.object({
  intent: z.literal("reply"),
  replyId: z.uuid(),
  decision: z.enum(["approved", "rejected"]),
  reason,
});

/**
 * Reviews tab, business replies: publish one (the reviewer is emailed the reply and a link to the
 * listing) or reject it (the specialist is emailed the reason); the email is queued with the decision.
 */
export const decideReply: AdminHandler = intent(ModerateReply, async ({ replyId, decision, reason }, { context }: AdminArgs) => {
  try {
    const decided = await context.db.transaction(async (tx) => {
      const moderated = await moderateReply(tx, replyId, decision, reason);
      if (!moderated) return null;
      const { reply, reviewerName, reviewerEmail, businessName, businessEmail, slug } = moderated;
      await enqueueMail(
        tx,
        decision === "approved"
          ? replyPublishedEmail({ to: reviewerEmail, reviewerName, businessName, reply: reply.body, appUrl: context.env.APP_URL, slug })
          : replyRejectedEmail({ to: businessEmail, businessName, reason, appUrl: context.env.APP_URL }),
      );
      return moderated;
    });
    if (!decided) return refused(context, { message: "That reply is no longer waiting for moderation" }, 409);
    return done(context, { message: `Reply ${decision} successfully` });
  } catch (error) {
    logger.error({ err: error }, "reply moderation failed");
    return refused(context, { message: "Failed to update reply status" }, 500);
  }
});

export const PROJECT_REASON_REQUIRED = "Please give the specialist a reason for the rejection";
const ModerateProject = z
  .object({
    intent: z.literal("project"),
    projectId: z.uuid(),
    decision: z.enum(["approved", "rejected"]),
    reason,
  })
  .refine((v) => v.decision === "approved" || Boolean(v.reason), { path: ["reason"], message: PROJECT_REASON_REQUIRED });

/**
 * Projects tab (#15): publish a project at once, or reject it with a reason; the specialist's email
 * is queued in the decision's transaction. Like every signed-in write, it empties the page cache.
 */
export const decideProject: AdminHandler = intent(ModerateProject, (input, args: AdminArgs) => moderateProjectOf(input, args), {
  refused: refuseCardField("reason"),
});

async function moderateProjectOf({ projectId, decision, reason }: z.output<typeof ModerateProject>, { context }: AdminArgs) {
  try {
    const decided = await context.db.transaction(async (tx) => {
      const moderated = await moderateProject(tx, projectId, decision, reason);
      if (!moderated) return null;
      const { title, businessName, email, slug } = moderated;
      await enqueueMail(
        tx,
        decision === "approved"
          ? projectApprovedEmail({ to: email, businessName, title, appUrl: context.env.APP_URL, slug })
          : projectRejectedEmail({ to: email, title, reason, appUrl: context.env.APP_URL }),
      );
      return moderated;
    });
    if (!decided) return refused(context, { message: "That project is no longer waiting for moderation" }, 409);
    return done(context, { message: `Project ${decision} successfully` });
  } catch (error) {
    logger.error({ err: error }, "project moderation failed");
    return refused(context, { message: "Failed to update project status" }, 500);
  }
}
