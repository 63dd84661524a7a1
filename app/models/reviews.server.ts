import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { profiles, reviews } from "../../database/schema";

/** public_reviews: the approved reviews of a provider, newest first (no reviewer emails). */
export async function approvedReviews(db: Database, providerId: string) {
  return db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(and(eq(reviews.providerId, providerId), eq(reviews.status, "approved")))
    .orderBy(desc(reviews.createdAt));
}
export type PublicReview = Awaited<ReturnType<typeof approvedReviews>>[number];

export interface NewReview {
  providerId: string;
  reviewerName: string;
  reviewerEmail: string;
  rating: number;
  comment: string;
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
 * Recomputes a provider's rating from its approved reviews. Kept on the profile so
 * search can sort by it from an index; called whenever a review's status changes.
 */
export async function refreshProviderRating(db: Database, providerId: string) {
  await db
    .update(profiles)
    .set({
      approvedReviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.providerId} = ${providerId} and ${reviews.status} = 'approved')`,
      ratingAverage: sql`(select avg(${reviews.rating})::real from ${reviews} where ${reviews.providerId} = ${providerId} and ${reviews.status} = 'approved')`,
    })
    .where(eq(profiles.id, providerId));
}

/** Every review of a provider, any status, newest first: the specialist's own Reviews page. */
export async function allReviewsOf(db: Database, providerId: string) {
  return db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      rating: reviews.rating,
      comment: reviews.comment,
      status: reviews.status,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.providerId, providerId))
    .orderBy(desc(reviews.createdAt));
}
export type ProviderReview = Awaited<ReturnType<typeof allReviewsOf>>[number];

/** The admins' moderation queue: every pending review, oldest first, with the listing it is about. */
export async function pendingReviews(db: Database) {
  return db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      reviewerEmail: reviews.reviewerEmail,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      providerName: profiles.businessName,
      providerSlug: profiles.slug,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.providerId))
    .where(eq(reviews.status, "pending"))
    .orderBy(reviews.createdAt);
}

/** Publishes or rejects a pending review; the provider's rating follows at once. */
export async function moderateReview(db: Database, reviewId: string, status: "approved" | "rejected") {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .update(reviews)
      .set({ status })
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, "pending")))
      .returning();
    if (!review) return null;
    await refreshProviderRating(tx, review.providerId);
    const [provider] = await tx
      .select({ businessName: profiles.businessName, email: profiles.email, slug: profiles.slug })
      .from(profiles)
      .where(eq(profiles.id, review.providerId));
    return { review, provider: provider! };
  });
}
