import { data } from "react-router";
import type { RequestContext } from "~/context";
import { confirmReview, reviewToConfirm, UNCONFIRMED_REVIEW_MAX_AGE_MS } from "~/models/reviews.server";
import { forgiveRateLimit } from "~/models/rate-limits.server";
import { recordSecurityEvent } from "~/services/analytics.server";
import { hitRateLimit, rateLimitReached } from "~/services/rate-limit.server";
import { reviewIdFromConfirmToken } from "~/services/review-links.server";
import { REVIEW_PROFILE_FULL, reviewsPerListing } from "./provider.server";

/**
 * What the confirmation page shows: the button (`confirm`), the thanks after pressing it
 * (`confirmed`), a second visit (`already`), a listing that has taken all the reviews it can today
 * (`full`: the review is kept, unconfirmed, and its link works again tomorrow, until `linkEnds`), or a
 * link that is unknown or past its week (`invalid`). The listing's slug comes along where the review is
 * known, for a link back to it.
 */
export type ConfirmView =
  | { state: "confirm" | "confirmed" | "already"; businessName: string; slug: string }
  | { state: "full"; businessName: string; slug: string; linkEnds: string; message: string }
  | { state: "invalid"; slug: string | null };

// One visitor's page, from a personal link: kept by no cache and no browser history store.
const PRIVATE = { "Cache-Control": "private, no-store" };

async function reviewOf(context: RequestContext, token: string) {
  const reviewId = reviewIdFromConfirmToken(context.secret, token);
  const review = reviewId ? await reviewToConfirm(context.db, reviewId) : null;
  return review && reviewId ? { ...review, id: reviewId } : null;
}

type Review = NonNullable<Awaited<ReturnType<typeof reviewOf>>>;

function viewOf(review: Review | null, full = false): ConfirmView {
  if (!review) return { state: "invalid", slug: null };
  if (review.expired) return { state: "invalid", slug: review.slug };
  const listing = { businessName: review.businessName, slug: review.slug };
  if (review.status !== "unconfirmed") return { state: "already", ...listing };
  if (!full) return { state: "confirm", ...listing };
  const linkEnds = new Date(review.createdAt.getTime() + UNCONFIRMED_REVIEW_MAX_AGE_MS).toISOString();
  // The review form's own words for a full listing, so the reviewer reads the same thing wherever they meet it.
  return { state: "full", ...listing, linkEnds, message: REVIEW_PROFILE_FULL };
}

const STATUS: Record<ConfirmView["state"], number> = { confirm: 200, confirmed: 200, already: 200, full: 429, invalid: 404 };
const answer = (view: ConfirmView) => data(view, { status: STATUS[view.state], headers: PRIVATE });

/**
 * GET: the page with its button. Opening the link confirms nothing, so a mail scanner fetching it
 * changes nothing; when the listing has already taken its reviews for today, the page says so
 * instead of offering a button that cannot work (nothing is counted).
 */
export async function confirmPage(context: RequestContext, token: string) {
  const review = await reviewOf(context, token);
  const limit = review && review.status === "unconfirmed" ? reviewsPerListing(review.profileId) : null;
  return answer(viewOf(review, limit !== null && (await rateLimitReached(context.db, limit.key, limit.max))));
}

/**
 * POST: the reviewer pressed the button; an unconfirmed review within its week goes to the moderators,
 * if its listing has not taken REVIEWS_PER_PROFILE_PER_DAY today. That count is hit first, in the
 * transaction that confirms (one atomic upsert), so parallel confirmations cannot take a listing past
 * it. Refused, the review stays as it was until its week ends: the reviewer keeps what they wrote and
 * presses the same button tomorrow, rather than writing it all again (or losing it to a listing that
 * someone else filled).
 */
export async function confirmFromLink(context: RequestContext, token: string) {
  const review = await reviewOf(context, token);
  const view = viewOf(review);
  if (!review || view.state !== "confirm") return answer(view);
  const limit = reviewsPerListing(review.profileId);
  const outcome = await context.db.transaction(async (tx) => {
    if (!(await hitRateLimit(tx, limit.key, limit.max, limit.windowMs)).allowed) return "full" as const;
    if (await confirmReview(tx, review.id)) return "confirmed" as const;
    // Another tab confirmed it a moment ago (or its week ended meanwhile): it took no place today.
    await forgiveRateLimit(tx, limit.key);
    return "already" as const;
  });
  if (outcome === "full") {
    recordSecurityEvent(context.db, "/reviews/confirm", { kind: "rate_limited", action: "review-listing" });
    return answer(viewOf(review, true));
  }
  // "already" is not an error: the review is with the moderators either way.
  return answer({ state: outcome, businessName: review.businessName, slug: review.slug });
}
