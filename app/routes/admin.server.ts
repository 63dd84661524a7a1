import { data, type AppLoadContext } from "react-router";
import { z } from "zod";
import { decideProfile, moderateReview } from "~/models/admin.server";
import { deleteAccountOfProfile } from "~/models/accounts.server";
import { NO_NUL } from "~/lib/schemas";
import { requireAdmin } from "~/services/session.server";
import { profileDecisionEmail, reviewPublishedEmail } from "~/services/emails.server";
import { logger } from "~/services/logger.server";
import { toastHeader } from "~/services/toast.server";
import { readFormData } from "~/services/form-data.server";
import { enqueueMail, retryFailedMail } from "~/services/outbox.server";
import type { Database } from "../../database/client";

export type AdminResult = { ok: boolean; message: string; intent?: string; profileId?: string; errors?: Record<string, string> };

/**
 * The outcome goes out as a toast cookie too: the card that sent it may have left its
 * list by the time the answer arrives, and the page's revalidation shows the toast.
 */
async function reply(result: AdminResult, status = 200) {
  const cookie = await toastHeader({ type: result.ok ? "success" : "error", title: result.message });
  return data<AdminResult>(result, { status, headers: { "Set-Cookie": cookie } });
}

const Decide = z.object({
  intent: z.literal("decide"),
  profileId: z.uuid(),
  decision: z.enum(["approved", "rejected", "suspended"]),
  reason: z.string().trim().max(1_000).regex(NO_NUL).optional().transform((v) => v || null),
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

/** Every admin action checks the role on the server first, whatever the page showed. */
export async function adminAction(request: Request, context: AppLoadContext) {
  const session = await requireAdmin(request, context);
  const form = Object.fromEntries(await readFormData(request));
  const decide = Decide.safeParse(form);
  if (decide.success) {
    const { profileId, decision, reason } = decide.data;
    try {
      const profile = await context.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const decided = await decideProfile(tx, {
          profileId,
          decision,
          reason,
          admin: { id: session.user.id, email: session.user.email },
        });
        if (decided) {
          await enqueueMail(tx, profileDecisionEmail({ to: decided.email, businessName: decided.businessName, decision, reason, appUrl: context.env.APP_URL, slug: decided.slug }));
        }
        return decided;
      });
      if (!profile) return reply({ ok: false, message: "Failed to update profile status" }, 409);
      return reply({ ok: true, message: `Profile ${STATUS_WORD[decision]} successfully` });
    } catch (error) {
      logger.error({ err: error }, "profile status update failed");
      return reply({ ok: false, message: "Failed to update profile status" }, 500);
    }
  }
  if (form.intent === "delete-account") {
    const deletion = DeleteAccount.safeParse(form);
    if (!deletion.success) {
      const message = deletion.error.issues[0]?.message ?? "Invalid request";
      const profileId = typeof form.profileId === "string" ? form.profileId : undefined;
      return reply({ ok: false, message, intent: "delete-account", profileId, errors: { reason: message } }, 400);
    }
    try {
      const name = await deleteAccountOfProfile(context.db, deletion.data.profileId, {
        adminEmail: session.user.email,
        reason: deletion.data.reason,
      });
      if (!name) return reply({ ok: false, message: "That account has already been deleted" }, 409);
      logger.info({ adminEmail: session.user.email, profileId: deletion.data.profileId }, "account deleted by an admin on request");
      return reply({ ok: true, intent: "delete-account", message: `The account of ${name} has been deleted` });
    } catch (error) {
      logger.error({ err: error }, "account deletion failed");
      return reply({ ok: false, message: "Failed to delete the account" }, 500);
    }
  }
  const moderate = Moderate.safeParse(form);
  if (moderate.success) {
    try {
      const result = await context.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const moderated = await moderateReview(tx, moderate.data.reviewId, moderate.data.status);
        if (moderated && moderate.data.status === "approved") {
          await enqueueMail(
            tx,
            reviewPublishedEmail({
              to: moderated.provider.email,
              businessName: moderated.provider.businessName,
              reviewerName: moderated.review.reviewerName,
              rating: moderated.review.rating,
              appUrl: context.env.APP_URL,
              slug: moderated.provider.slug,
            }),
          );
        }
        return moderated;
      });
      if (!result) return reply({ ok: false, message: "Failed to update review status" }, 409);
      return reply({ ok: true, message: `Review ${moderate.data.status} successfully` });
    } catch (error) {
      logger.error({ err: error }, "review moderation failed");
      return reply({ ok: false, message: "Failed to update review status" }, 500);
    }
  }
  const retry = RetryMail.safeParse(form);
  if (retry.success) {
    const queued = await retryFailedMail(context.db, retry.data.mailId);
    return queued ? reply({ ok: true, message: "Email queued to send again" }) : reply({ ok: false, message: "That email is no longer waiting" }, 409);
  }
  return reply({ ok: false, message: "Invalid request" }, 400);
}
