import { desc, eq, gte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../database/client";
import { profiles, reviews } from "../../database/schema";
import {
  findNearDuplicates,
  listingDomainMatch,
  NEAR_DUPLICATE_DAYS,
  SAME_SENDER_DAYS,
  type ReviewFlags,
} from "~/lib/review-signals";

// The warning signs on the admins' moderation card (issue #14 item 5). Counted in the pending
// queue's own statement (pendingReviews selects `signals`), so a page of cards costs two
// statements whatever its length: the queue, and the recent comments the near-duplicates are
// looked for in (app/lib/review-signals.ts compares them).

const other = alias(reviews, "other_review");
const LONDON = sql.raw(`'Europe/London'`);
const withinDays = (days: number) =>
  sql`${other.createdAt} between ${reviews.createdAt} - ${days} * interval '1 day' and ${reviews.createdAt} + ${days} * interval '1 day'`;

/**
 * Columns for a statement that selects from `reviews` joined to `profiles`: the counts each
 * use an index (client hash, lower(email), listing), and the listing's own addresses for
 * listingDomainMatch. A review without a stored address hash (older ones) counts none.
 */
export const pendingReviewSignals = {
  sameAddress: sql<number>`(select count(*) from ${reviews} ${other} where ${other.clientHash} = ${reviews.clientHash} and ${other.id} <> ${reviews.id} and ${withinDays(SAME_SENDER_DAYS)})`.mapWith(Number),
  sameEmail: sql<number>`(select count(*) from ${reviews} ${other} where lower(${other.reviewerEmail}) = lower(${reviews.reviewerEmail}) and ${other.id} <> ${reviews.id} and ${withinDays(SAME_SENDER_DAYS)})`.mapWith(Number),
  sameDayForListing: sql<number>`(select count(*) from ${reviews} ${other} where ${other.profileId} = ${reviews.profileId} and (${other.createdAt} at time zone ${LONDON})::date = (${reviews.createdAt} at time zone ${LONDON})::date)`.mapWith(Number),
  listingWebsite: profiles.website,
  listingEmail: profiles.email,
};
export interface PendingReviewSignals {
  sameAddress: number;
  sameEmail: number;
  sameDayForListing: number;
  listingWebsite: string | null;
  listingEmail: string;
}

// The comparison pool's size: the newest reviews of the last 90 days, at most this many.
const NEAR_DUPLICATE_POOL = 5_000;

/** The newest reviews of the last NEAR_DUPLICATE_DAYS days (any listing, any status), to compare comments with. */
async function recentComments(db: Database) {
  return db
    .select({ id: reviews.id, text: reviews.comment, reviewerName: reviews.reviewerName, status: reviews.status, businessName: profiles.businessName })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.profileId))
    .where(gte(reviews.createdAt, sql`now() - ${NEAR_DUPLICATE_DAYS} * interval '1 day'`))
    .orderBy(desc(reviews.createdAt))
    .limit(NEAR_DUPLICATE_POOL);
}

/** Pending reviews with their signals turned into the card's flags (one more statement, for near-duplicates). */
export async function withReviewFlags<
  R extends { id: string; comment: string; reviewerEmail: string; createdAt: Date; enquiredAt: Date | null; signals: PendingReviewSignals },
>(
  db: Database,
  rows: R[],
): Promise<(Omit<R, "signals"> & { flags: ReviewFlags })[]> {
  if (rows.length === 0) return [];
  const pool = await recentComments(db);
  const byId = new Map(pool.map((row) => [row.id, row]));
  const duplicates = findNearDuplicates(rows.map((row) => ({ id: row.id, text: row.comment })), pool);
  return rows.map(({ signals, ...row }) => ({
    ...row,
    flags: {
      sameAddress: signals.sameAddress,
      sameEmail: signals.sameEmail,
      sameDayForListing: signals.sameDayForListing,
      domainMatch: listingDomainMatch(row.reviewerEmail, { website: signals.listingWebsite, email: signals.listingEmail }),
      nearDuplicates: (duplicates.get(row.id) ?? []).map((match) => {
        const { reviewerName, businessName, status } = byId.get(match.id)!;
        return { ...match, reviewerName, businessName, status };
      }),
      sinceEnquiryMs: row.enquiredAt ? row.createdAt.getTime() - row.enquiredAt.getTime() : null,
    },
  }));
}
