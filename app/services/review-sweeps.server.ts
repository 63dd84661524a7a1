import type { Database } from "../../database/client";
import { claimDueReviewInvites } from "~/models/contact-requests.server";
import { deleteExpiredUnconfirmedReviews } from "~/models/reviews.server";
import { reviewInviteEmail } from "./emails.server";
import { enqueueMail } from "./outbox.server";
import { enquiryReviewUrl } from "./review-links.server";

/** How often server/main.ts runs the sweeps (and once at start, so frequent restarts do not starve them). */
export const REVIEW_SWEEP_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The "How did it go?" email goes this long after an enquiry (#14). */
export const REVIEW_INVITE_AFTER_MS = 30 * DAY_MS;
/**
 * ...and only within two weeks after that: a server that was down for a while still invites, but
 * enquiries from before this feature existed (or from long ago) are never mailed out of the blue.
 */
export const REVIEW_INVITE_WINDOW_MS = 14 * DAY_MS;
/** Invitations queued per transaction: a backlog goes out in several short ones, not one long lock. */
export const REVIEW_INVITE_BATCH = 50;

export interface ReviewSweepContext {
  db: Database;
  secret: string;
  appUrl: string;
}

/**
 * The periodic work of the review flows (docs/decisions/0018): unconfirmed reviews past their week
 * are deleted, and enquiries 30 days old get their one invitation to review, each queued in the same
 * transaction as the mark that it was sent. Processes sharing a database may run it at once: each
 * enquiry is claimed by one of them.
 */
export async function runReviewSweeps(context: ReviewSweepContext, now = new Date()) {
  const expired = await deleteExpiredUnconfirmedReviews(context.db, now);
  const window = {
    sentBefore: new Date(now.getTime() - REVIEW_INVITE_AFTER_MS),
    sentAfter: new Date(now.getTime() - REVIEW_INVITE_AFTER_MS - REVIEW_INVITE_WINDOW_MS),
    limit: REVIEW_INVITE_BATCH,
  };
  let invited = 0;
  for (;;) {
    const batch = await context.db.transaction(async (tx) => {
      const due = await claimDueReviewInvites(tx, window);
      for (const enquiry of due) {
        const reviewUrl = enquiryReviewUrl(context.appUrl, context.secret, enquiry.id);
        await enqueueMail(tx, reviewInviteEmail({ to: enquiry.requesterEmail, businessName: enquiry.businessName, reviewUrl }));
      }
      return due.length;
    });
    invited += batch;
    if (batch < REVIEW_INVITE_BATCH) return { expired, invited };
  }
}
