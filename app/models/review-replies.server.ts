import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { profiles, reviewReplies, reviews } from "../../database/schema";

// A business's one public reply to a published review of its own listing (#14), moderated like
// reviews. Every statement of the specialist's side names their profile in its where clause, so
// no request can write, change or delete a reply on another listing's review.

/** Selected beside a review on the public page (reviews.server.ts approvedReviews): null when it has no published reply. */
export const publishedReplyColumns = { body: reviewReplies.body, publishedAt: reviewReplies.publishedAt };
/** The left join's condition for `publishedReplyColumns`: only an approved reply is public. */
export const publishedReplyOn = () => and(eq(reviewReplies.reviewId, reviews.id), eq(reviewReplies.status, "approved"));

// A reply waits for a moderator only while its review is still published: a review taken down
// after a report takes its pending reply out of the queue (and out of the tab's count) with it.
// Spelled out: drizzle leaves column names unqualified in a one-table statement.
const answersPublishedReview = sql`exists (select 1 from reviews r where r.id = review_replies.review_id and r.status = 'approved')`;

/** The admin tab's count of replies waiting for moderation, as a subquery for adminCounts' one statement. */
export const pendingReplyCount = () =>
  sql<number>`(select count(*) from review_replies rr join reviews r on r.id = rr.review_id
    where rr.status = 'pending' and r.status = 'approved')`.mapWith(Number);

/**
 * Writes the profile's reply to one of its published reviews, or replaces the text of the one it
 * has: either way it waits for moderation (an approved reply leaves the public page until approved
 * again). Null, writing nothing, when the review is not a published review of this profile.
 */
export async function saveReply(db: Database, profileId: string, reviewId: string, body: string) {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.profileId, profileId), eq(reviews.status, "approved")));
    if (!review) return null;
    const [reply] = await tx
      .insert(reviewReplies)
      .values({ reviewId, profileId, body })
      .onConflictDoUpdate({
        target: reviewReplies.reviewId,
        set: { body, status: "pending", rejectionReason: null, updatedAt: new Date() },
        // The review is this profile's (checked above), so its reply is too; said again where the row is written.
        setWhere: eq(reviewReplies.profileId, profileId),
      })
      .returning({ id: reviewReplies.id, status: reviewReplies.status });
    return reply ?? null;
  });
}

/** Deletes the profile's reply to one of its reviews; false when it has none there. */
export async function deleteReply(db: Database, profileId: string, reviewId: string): Promise<boolean> {
  const deleted = await db
    .delete(reviewReplies)
    .where(and(eq(reviewReplies.reviewId, reviewId), eq(reviewReplies.profileId, profileId)))
    .returning({ id: reviewReplies.id });
  return deleted.length > 0;
}

/** The profile's replies in every status, for its own Reviews page (each beside the review it answers). */
export async function repliesOfProfile(db: Database, profileId: string) {
  return db
    .select({
      reviewId: reviewReplies.reviewId,
      body: reviewReplies.body,
      status: reviewReplies.status,
      rejectionReason: reviewReplies.rejectionReason,
      publishedAt: reviewReplies.publishedAt,
      updatedAt: reviewReplies.updatedAt,
    })
    .from(reviewReplies)
    .where(eq(reviewReplies.profileId, profileId));
}
export type OwnReply = Awaited<ReturnType<typeof repliesOfProfile>>[number];

/** The admins' queue: every reply waiting for moderation, oldest first, with the review it answers and the business. */
export async function pendingReplies(db: Database) {
  return db
    .select({
      id: reviewReplies.id,
      body: reviewReplies.body,
      sentAt: reviewReplies.updatedAt,
      reviewerName: reviews.reviewerName,
      rating: reviews.rating,
      comment: reviews.comment,
      reviewedAt: reviews.createdAt,
      businessName: profiles.businessName,
      profileSlug: profiles.slug,
    })
    .from(reviewReplies)
    .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
    .innerJoin(profiles, eq(profiles.id, reviewReplies.profileId))
    .where(and(eq(reviewReplies.status, "pending"), eq(reviews.status, "approved")))
    .orderBy(reviewReplies.updatedAt);
}
export type PendingReply = Awaited<ReturnType<typeof pendingReplies>>[number];

/**
 * Publishes (with today's date) or rejects (with the reason shown to the specialist) a pending
 * reply to a published review. Returns what the emails need: the reviewer's address for a
 * publication, the business's for a rejection. Null, changing nothing, when it is not waiting.
 */
export async function moderateReply(db: Database, replyId: string, decision: "approved" | "rejected", reason: string | null) {
  return db.transaction(async (tx) => {
    const [reply] = await tx
      .update(reviewReplies)
      .set(decision === "approved" ? { status: "approved", publishedAt: new Date(), rejectionReason: null } : { status: "rejected", rejectionReason: reason })
      .where(and(eq(reviewReplies.id, replyId), eq(reviewReplies.status, "pending"), answersPublishedReview))
      .returning({ id: reviewReplies.id, reviewId: reviewReplies.reviewId, body: reviewReplies.body });
    if (!reply) return null;
    const [about] = await tx
      .select({
        reviewerName: reviews.reviewerName,
        reviewerEmail: reviews.reviewerEmail,
        businessName: profiles.businessName,
        businessEmail: profiles.email,
        slug: profiles.slug,
      })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.id, reviews.profileId))
      .where(eq(reviews.id, reply.reviewId));
    return { reply, ...about! };
  });
}
