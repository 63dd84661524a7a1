import { and, asc, desc, eq, exists, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { profiles, reviewReports, reviews, type REPORT_REASONS } from "../../database/schema";
import { refreshProfileRating } from "./profile-writer.server";
import { reviewCardColumns, reviewedListingColumns } from "./reviews.server";
import { isUuid } from "~/lib/uuid";

// "Report this review" (issue #14 item 4): reports from visitors and from the listing's own
// specialist, the admins' queue of reported reviews, and their decision (keep or remove).

type ReportReason = (typeof REPORT_REASONS)[number];


/** A review anyone can report: a published review of a public listing (null for any other id, well-formed or not). */
export async function findReportableReview(db: Database, reviewId: string) {
  if (!isUuid(reviewId)) return null;
  const [row] = await db
    .select({ ...reviewCardColumns, ...reviewedListingColumns })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.profileId))
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, "approved"), eq(profiles.profileStatus, "approved")));
  return row ?? null;
}
export type ReportableReview = NonNullable<Awaited<ReturnType<typeof findReportableReview>>>;

export interface NewReport {
  reviewId: string;
  reason: ReportReason;
  details: string;
  reporterEmail: string | null;
}

/**
 * A visitor's report, with their hashed address; idempotent on the form key (a retry of the same
 * form stores nothing more). Undefined when that form was stored before.
 */
export async function createVisitorReport(db: Database, report: NewReport & { clientHash: string; formKey: string | null }) {
  const [row] = await db
    .insert(reviewReports)
    .values({ ...report, source: "visitor" })
    .onConflictDoNothing({ target: reviewReports.formKey })
    .returning({ id: reviewReports.id });
  return row;
}

/**
 * The specialist's report of a review of their own listing: the profile id is in the check, so no
 * request can report another listing's review. "already" while their earlier report of it is open;
 * null when the review is not a published review of this profile.
 */
export async function reportOwnReview(db: Database, profileId: string, report: NewReport): Promise<"reported" | "already" | null> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, report.reviewId), eq(reviews.profileId, profileId), eq(reviews.status, "approved")))
      .for("update");
    if (!review) return null;
    const [open] = await tx
      .select({ id: reviewReports.id })
      .from(reviewReports)
      .where(and(eq(reviewReports.reviewId, review.id), eq(reviewReports.source, "specialist"), eq(reviewReports.status, "open")))
      .limit(1);
    if (open) return "already";
    await tx.insert(reviewReports).values({ ...report, source: "specialist" });
    return "reported";
  });
}

/**
 * The specialist's own latest report of each review of their listing (#24): when they reported it,
 * and the moderators' decision once made (kept or removed, with the admin's reason). Scoped to the
 * profile through the review; reports by visitors are never shown to the specialist.
 */
export async function specialistReportsOf(db: Database, profileId: string) {
  return db
    .selectDistinctOn([reviewReports.reviewId], {
      reviewId: reviewReports.reviewId,
      reportedAt: reviewReports.createdAt,
      status: reviewReports.status,
      decisionReason: reviewReports.decisionReason,
      decidedAt: reviewReports.decidedAt,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .where(and(eq(reviews.profileId, profileId), eq(reviewReports.source, "specialist")))
    .orderBy(reviewReports.reviewId, desc(reviewReports.createdAt));
}
export type SpecialistReport = Awaited<ReturnType<typeof specialistReportsOf>>[number];

// The queue shows at most this many open reports (oldest first); a review's count covers all of its own.
const QUEUE_REPORTS = 300;

/**
 * The admins' queue: every review with open reports, the longest-waiting first, with those
 * reports (the reporter's address hash stays in the database).
 */
export async function reportedReviewQueue(db: Database) {
  const rows = await db
    .select({
      reportId: reviewReports.id,
      reason: reviewReports.reason,
      details: reviewReports.details,
      source: reviewReports.source,
      reporterEmail: reviewReports.reporterEmail,
      reportedAt: reviewReports.createdAt,
      openReports: sql<number>`count(*) over (partition by ${reviewReports.reviewId})`.mapWith(Number),
      reviewId: reviews.id,
      reviewerName: reviews.reviewerName,
      reviewerEmail: reviews.reviewerEmail,
      rating: reviews.rating,
      comment: reviews.comment,
      reviewedAt: reviews.createdAt,
      ...reviewedListingColumns,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(profiles, eq(profiles.id, reviews.profileId))
    .where(eq(reviewReports.status, "open"))
    .orderBy(asc(reviewReports.createdAt))
    .limit(QUEUE_REPORTS);
  const queue = new Map<string, ReportedReview>();
  for (const row of rows) {
    const { reportId, reason, details, source, reporterEmail, reportedAt, ...review } = row;
    const entry = queue.get(review.reviewId) ?? { ...review, reports: [] };
    entry.reports.push({ id: reportId, reason, details, source, reporterEmail, reportedAt });
    queue.set(review.reviewId, entry);
  }
  return [...queue.values()];
}
export interface ReportedReview {
  reviewId: string;
  reviewerName: string;
  reviewerEmail: string;
  rating: number;
  comment: string;
  reviewedAt: Date;
  businessName: string;
  profileSlug: string;
  openReports: number;
  reports: { id: string; reason: ReportReason; details: string; source: "visitor" | "specialist"; reporterEmail: string | null; reportedAt: Date }[];
}

/** Who decided, and why: kept on every report the decision closes. */
export interface ReportDecision {
  reviewId: string;
  reason: string;
  adminEmail: string;
}

/** Closes a review's open reports with the given outcome; the addresses of the reporters who want to hear it. */
async function closeReports(tx: Database, decision: ReportDecision, status: "kept" | "removed") {
  const closed = await tx
    .update(reviewReports)
    .set({ status, decisionReason: decision.reason, decidedByEmail: decision.adminEmail, decidedAt: new Date() })
    .where(and(eq(reviewReports.reviewId, decision.reviewId), eq(reviewReports.status, "open")))
    .returning({ reporterEmail: reviewReports.reporterEmail });
  return { closed: closed.length, reporterEmails: [...new Set(closed.flatMap((r) => (r.reporterEmail ? [r.reporterEmail.toLowerCase()] : [])))] };
}

/** "Keep the review": its open reports are closed as kept, with the admin and the reason. Null when none was open. */
export async function keepReportedReview(db: Database, decision: ReportDecision) {
  return db.transaction(async (tx) => {
    const { closed, reporterEmails } = await closeReports(tx, decision, "kept");
    if (closed === 0) return null;
    const [profile] = await tx
      .select({ businessName: profiles.businessName })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.id, reviews.profileId))
      .where(eq(reviews.id, decision.reviewId));
    return { businessName: profile!.businessName, reporterEmails };
  });
}

/**
 * "Remove the review": a published, reported review becomes removed (with the reason), its open
 * reports are closed as removed, and the listing's rating is recomputed without it. Null when the
 * review is no longer published or no report of it is open (another admin decided first).
 */
export async function removeReportedReview(db: Database, decision: ReportDecision) {
  return db.transaction(async (tx) => {
    const openReport = tx
      .select({ id: reviewReports.id })
      .from(reviewReports)
      .where(and(eq(reviewReports.reviewId, reviews.id), eq(reviewReports.status, "open")));
    const [review] = await tx
      .update(reviews)
      .set({ status: "removed", removedReason: decision.reason })
      .where(and(eq(reviews.id, decision.reviewId), eq(reviews.status, "approved"), exists(openReport)))
      .returning({ profileId: reviews.profileId, reviewerName: reviews.reviewerName, reviewerEmail: reviews.reviewerEmail, rating: reviews.rating });
    if (!review) return null;
    const { reporterEmails } = await closeReports(tx, decision, "removed");
    await refreshProfileRating(tx, review.profileId);
    const [profile] = await tx
      .select({ businessName: profiles.businessName, email: profiles.email, slug: profiles.slug })
      .from(profiles)
      .where(eq(profiles.id, review.profileId));
    return { review, profile: profile!, reporterEmails };
  });
}
