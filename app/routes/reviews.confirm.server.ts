import { data } from "react-router";
import type { RequestContext } from "~/context";
import { confirmReview, reviewToConfirm } from "~/models/reviews.server";
import { reviewIdFromConfirmToken } from "~/services/review-links.server";

/**
 * What the confirmation page shows: the button (`confirm`), the thanks after pressing it
 * (`confirmed`), a second visit (`already`), or a link that is unknown or past its week (`invalid`).
 * The listing's slug comes along where the review is known, for a link back to it.
 */
export type ConfirmView =
  | { state: "confirm" | "confirmed" | "already"; businessName: string; slug: string }
  | { state: "invalid"; slug: string | null };

// One visitor's page, from a personal link: kept by no cache and no browser history store.
const PRIVATE = { "Cache-Control": "private, no-store" };

async function viewOf(context: RequestContext, token: string): Promise<ConfirmView> {
  const reviewId = reviewIdFromConfirmToken(context.secret, token);
  const review = reviewId ? await reviewToConfirm(context.db, reviewId) : null;
  if (!review) return { state: "invalid", slug: null };
  if (review.expired) return { state: "invalid", slug: review.slug };
  return { state: review.status === "unconfirmed" ? "confirm" : "already", businessName: review.businessName, slug: review.slug };
}

const answer = (view: ConfirmView) => data(view, { status: view.state === "invalid" ? 404 : 200, headers: PRIVATE });

/** GET: the page with its button. Opening the link confirms nothing, so a mail scanner fetching it changes nothing. */
export const confirmPage = async (context: RequestContext, token: string) => answer(await viewOf(context, token));

/** POST: the reviewer pressed the button; an unconfirmed review within its week goes to the moderators. */
export async function confirmFromLink(context: RequestContext, token: string) {
  const view = await viewOf(context, token);
  if (view.state !== "confirm") return answer(view);
  // Another tab may have confirmed it a moment ago: then it is "already", not an error.
  const confirmed = await confirmReview(context.db, reviewIdFromConfirmToken(context.secret, token)!);
  return answer({ ...view, state: confirmed ? "confirmed" : "already" });
}
