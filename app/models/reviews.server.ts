import { and, desc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { profiles, reviewReplies, reviews, type REVIEW_STATUSES, type REVIEW_VERIFICATIONS } from "../../database/schema";
import { publishedReplyColumns, publishedReplyOn } from "./review-replies.server";
import { pendingReviewSignals } from "./review-signals.server";
import { refreshProfileRating } from "./profile-writer.server";
import { formatLongDate, formatMonthYear } from "~/lib/format";

type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type ReviewVerification = (typeof REVIEW_VERIFICATIONS)[number];

/** What every list of reviews shows of one: who wrote it, the stars, the words and when. */
export const reviewCardColumns = {
  id: reviews.id,
  reviewerName: reviews.reviewerName,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
};
/** The listing a review is about, for the lists that hold reviews of many listings. */
export const reviewedListingColumns = { businessName: profiles.businessName, profileSlug: profiles.slug };

/** public_reviews: the approved reviews of a profile, newest first (no reviewer emails), each with its published reply or null. */
export async function approvedReviews(db: Database, profileId: string) {
  return db
    .select({
      ...reviewCardColumns,
      reply: publishedReplyColumns,
      verification: reviews.verification,
      // Only the month the page shows ("… in November 2026"): the enquiry's time is the enquirer's (#24).
      enquiredAt: sql<Date | null>`date_trunc('month', ${reviews.enquiredAt}, 'Europe/London')`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
      verifiedJob: reviews.verifiedJob,
      incentivised: reviews.incentivised,
    })
    .from(reviews)
    .leftJoin(reviewReplies, publishedReplyOn())
    .where(and(eq(reviews.profileId, profileId), eq(reviews.status, "approved")))
    .orderBy(desc(reviews.createdAt));
}
export type PublicReview = Awaited<ReturnType<typeof approvedReviews>>[number];

/**
 * A published review as the profile page shows it: its dates already in words, written here on the
 * server, so the visitor's browser formats none while it hydrates (its first Intl call initialises ICU,
 * 30–45 ms of main thread: lib/format.ts formatCount). The enquiry's month is only ever shown as words.
 */
export function publicReviewView({ enquiredAt, reply, ...review }: PublicReview) {
  return {
    ...review,
    writtenOn: formatLongDate(review.createdAt),
    enquiredIn: enquiredAt ? formatMonthYear(enquiredAt) : null,
    reply: reply && { ...reply, publishedOn: reply.publishedAt ? formatLongDate(reply.publishedAt) : null },
  };
}
export type PublicReviewView = ReturnType<typeof publicReviewView>;

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
  /** The poster's keyed address hash, for the moderators' same-address flag (models/review-signals.server.ts). */
  clientHash?: string | null;
}

/**
 * Stores an open-form review as unconfirmed, marked "Email confirmed" once its email link is
 * opened: nothing reaches the moderators, let alone the public, before that.
 */
export async function createReview(db: Database, review: NewReview) {
  const [row] = await db
    .insert(reviews)
    .values({ ...review, userId: null, status: "unconfirmed", verification: "email" })
    .onConflictDoNothing({ target: reviews.formKey })
    .returning({ id: reviews.id });
  // Undefined when this form was posted before: the first post's row stands.
  return row;
}

/**
 * Open-form reviews still waiting for their email link, posted since `since`: to one profile, and
 * from one client (its address hash). Takes two transaction-scoped advisory locks first, the
 * profile's then the client's (always in that order, so two posts cannot wait on each other), so
 * call it in the transaction that stores the review: a parallel post for the same profile or client
 * waits at the lock until this one commits and then counts its row. The row of `formKey` is left out:
 * a retry of a form already stored is not another review.
 */
export async function outstandingUnconfirmedReviews(
  tx: Database,
  { profileId, clientHash, since, formKey }: { profileId: string; clientHash: string; since: Date; formKey: string | null },
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`unconfirmed-reviews:profile:${profileId}`}, 0))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`unconfirmed-reviews:client:${clientHash}`}, 0))`);
  const [row] = await tx
    .select({
      ofProfile: sql<number>`(count(*) filter (where ${reviews.profileId} = ${profileId}))::int`,
      fromClient: sql<number>`(count(*) filter (where ${reviews.clientHash} = ${clientHash}))::int`,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.status, "unconfirmed"),
        gt(reviews.createdAt, since),
        or(eq(reviews.profileId, profileId), eq(reviews.clientHash, clientHash)),
        formKey === null ? undefined : sql`${reviews.formKey} is distinct from ${formKey}`,
      ),
    );
  return { ofProfile: Number(row?.ofProfile ?? 0), fromClient: Number(row?.fromClient ?? 0) };
}

/**
 * Every review of a profile but those still waiting for their email link (not yet anyone's
 * review), newest first: the specialist's own Reviews page.
 */
export async function allReviewsOf(db: Database, profileId: string) {
  return db
    .select({
      ...reviewCardColumns,
      status: sql<Exclude<ReviewStatus, "unconfirmed">>`${reviews.status}`,
      verification: reviews.verification,
      enquiredAt: reviews.enquiredAt,
      verifiedJob: reviews.verifiedJob,
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
      ...reviewCardColumns,
      reviewerEmail: reviews.reviewerEmail,
      // Warning signs for the moderator (models/review-signals.server.ts), counted in this statement.
      signals: pendingReviewSignals,
      incentivised: reviews.incentivised,
      ...reviewedListingColumns,
      verification: reviews.verification,
      enquiredAt: reviews.enquiredAt,
      verifiedJob: reviews.verifiedJob,
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

/* Review confirmation and verified enquiries (#14, docs/decisions/0018). */

/** An unconfirmed review's confirmation link works this long; the sweep then deletes the review. */
export const UNCONFIRMED_REVIEW_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A review an enquirer posts through their personal link: the link proved the address, so it waits for moderation at once. */
export interface NewEnquiryReview extends Omit<NewReview, "reviewerEmail"> {
  contactRequestId: string;
}

/**
 * Stores a "Verified enquiry" review, pending, with the enquiry's address and date copied from the
 * enquiry itself (never from the form). Undefined when this form, or any review of this enquiry,
 * was stored before: one review per enquiry (the unique contact_request_id).
 */
export async function createEnquiryReview(db: Database, review: NewEnquiryReview, enquiry: { email: string; createdAt: Date }) {
  const [row] = await db
    .insert(reviews)
    .values({
      ...review,
      reviewerEmail: enquiry.email,
      enquiredAt: enquiry.createdAt,
      userId: null,
      status: "pending",
      verification: "enquiry",
      confirmedAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  return row;
}

/** A review from the owner of a completed quote-request job (#27 item 6): the job's link proved the address. */
export type NewJobReview = Omit<NewReview, "reviewerEmail">;

/**
 * Stores a "Verified job" review, pending, with the request's address and the job's words copied from
 * the job itself (never from the form). Undefined when this job was reviewed before: one review per job.
 */
export async function createJobReview(db: Database, review: NewJobReview, job: { email: string; leadId: string; verifiedJob: string }) {
  const [row] = await db
    .insert(reviews)
    .values({
      ...review,
      reviewerEmail: job.email,
      quoteLeadId: job.leadId,
      verifiedJob: job.verifiedJob,
      userId: null,
      status: "pending",
      verification: "job",
      confirmedAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  return row;
}

/**
 * What a confirmation link's page needs of its review: null when it is gone (swept, or never was);
 * `expired` when it is unconfirmed and past its week, whether or not the sweep has run yet.
 */
export async function reviewToConfirm(db: Database, reviewId: string, now = new Date()) {
  const [row] = await db
    .select({
      status: reviews.status,
      createdAt: reviews.createdAt,
      profileId: reviews.profileId,
      businessName: profiles.businessName,
      slug: profiles.slug,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.profileId))
    .where(eq(reviews.id, reviewId));
  if (!row) return null;
  const expired = row.status === "unconfirmed" && row.createdAt.getTime() <= now.getTime() - UNCONFIRMED_REVIEW_MAX_AGE_MS;
  return { ...row, expired };
}

/** Moves an unconfirmed review within its week to the moderators' queue; false when it was not (any more) unconfirmed. */
export async function confirmReview(db: Database, reviewId: string, now = new Date()) {
  const rows = await db
    .update(reviews)
    .set({ status: "pending", confirmedAt: now })
    .where(
      and(
        eq(reviews.id, reviewId),
        eq(reviews.status, "unconfirmed"),
        gt(reviews.createdAt, new Date(now.getTime() - UNCONFIRMED_REVIEW_MAX_AGE_MS)),
      ),
    )
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** The sweep: deletes unconfirmed reviews past their week; how many went. */
export async function deleteExpiredUnconfirmedReviews(db: Database, now = new Date()) {
  const rows = await db
    .delete(reviews)
    .where(and(eq(reviews.status, "unconfirmed"), lt(reviews.createdAt, new Date(now.getTime() - UNCONFIRMED_REVIEW_MAX_AGE_MS))))
    .returning({ id: reviews.id });
  return rows.length;
}
