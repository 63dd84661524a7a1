import { idFrom, tokenFor } from "./signed-links.server";

/**
 * The personal links of the review flows (#14, docs/decisions/0018): a review's confirmation link and
 * an enquirer's link to review the specialist they contacted (signed-links.server.ts): a specialist
 * cannot mint review links for their own listing.
 */

export const reviewConfirmToken = (secret: string, reviewId: string) => tokenFor(secret, "review-confirm", reviewId);
export const reviewIdFromConfirmToken = (secret: string, token: string) => idFrom(secret, "review-confirm", token);

export const enquiryReviewToken = (secret: string, contactRequestId: string) => tokenFor(secret, "enquiry-review", contactRequestId);
export const enquiryIdFromReviewToken = (secret: string, token: string) => idFrom(secret, "enquiry-review", token);

/** The address the reviewer opens to confirm their review (GET shows a button, POST confirms). */
export const reviewConfirmUrl = (appUrl: string, secret: string, reviewId: string) =>
  `${appUrl}/reviews/confirm/${reviewConfirmToken(secret, reviewId)}`;

/** The enquirer's own review form for the specialist they contacted. */
export const enquiryReviewUrl = (appUrl: string, secret: string, contactRequestId: string) =>
  `${appUrl}/reviews/enquiry/${enquiryReviewToken(secret, contactRequestId)}`;
