import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { profiles, reviews, type REVIEW_STATUSES } from "../../database/schema";

type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** public_reviews: the approved reviews of a profile, newest first (no reviewer emails). */
export async function approvedReviews(db: Database, profileId: string) {
  return db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      incentivised: reviews.incentivised,
    })
    .from(reviews)
    .where(and(eq(reviews.profileId, profileId), eq(reviews.status, "approved")))
    .orderBy(desc(reviews.createdAt));
}
export type PublicReview = Awaited<ReturnType<typeof approvedReviews>>[number];

export interface NewReview {
  profileId: string;
  reviewerName: string;
  reviewerEmail: string;
  rating: number;
  comment: string;
  /** The reviewer ticked "I received something in return for this review". */
  incentivised?: boolean;
  /** The posted form's key (spam.server.ts formKeyOf). */
  formKey?: string | null;
}

/** Stores a visitor's review as pending: nothing public changes until it is approved. */
export async function createReview(db: Database, review: NewReview) {
  const [row] = await db
    .insert(reviews)
    .values({ ...review, userId: null, status: "pending" })
    .onConflictDoNothing({ target: reviews.formKey })
    .returning({ id: reviews.id });
  // Undefined when this form was posted before: the first post's row stands.
  return row;
}

/**
 * Recomputes a profile's rating from its approved reviews. Kept on the profile so
 * search can sort by it from an index; called whenever a review's status changes.
 */
export async function refreshProfileRating(db: Database, profileId: string) {
  await db
    .update(profiles)
    .set({
      approvedReviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.profileId} = ${profileId} and ${reviews.status} = 'approved')`,
      ratingAverage: sql`(select avg(${reviews.rating})::real from ${reviews} where ${reviews.profileId} = ${profileId} and ${reviews.status} = 'approved')`,
    })
    .where(eq(profiles.id, profileId));
}

/**
 * Every review of a profile but those still waiting for their email link (not yet anyone's
 * review), newest first: the specialist's own Reviews page.
 */
export async function allReviewsOf(db: Database, profileId: string) {
  return db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      rating: reviews.rating,
      comment: reviews.comment,
      status: sql<Exclude<ReviewStatus, "unconfirmed">>`${reviews.status}`,
      createdAt: reviews.createdAt,
      incentivised: reviews.incentivised,
    })
    .from(reviews)
    .where(and(eq(reviews.profileId, profileId), ne(reviews.status, "unconfirmed")))
    .orderBy(desc(reviews.createdAt));
}
export type ProfileReview = Awaited<ReturnType<typeof allReviewsOf>>[number];

/** The admins' moderation queue: every pending review, oldest first, with the profile it is about. */
export async function pendingReviews(db: Database) {
  return db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      reviewerEmail: reviews.reviewerEmail,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      incentivised: reviews.incentivised,
      businessName: profiles.businessName,
      profileSlug: profiles.slug,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.profileId))
    .where(eq(reviews.status, "pending"))
    .orderBy(reviews.createdAt);
}

/** Publishes or rejects a pending review; the profile's rating follows at once. */
export async function moderateReview(db: Database, reviewId: string, status: "approved" | "rejected") {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .update(reviews)
      .set({ status })
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, "pending")))
      .returning();
    if (!review) return null;
    await refreshProfileRating(tx, review.profileId);
    const [profile] = await tx
      .select({ businessName: profiles.businessName, email: profiles.email, slug: profiles.slug })
      .from(profiles)
      .where(eq(profiles.id, review.profileId));
    return { review, profile: profile! };
  });
}
