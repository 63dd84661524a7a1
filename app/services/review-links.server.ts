import { hmac, safeEqual } from "./secret.server";
import { isUuid } from "~/lib/uuid";

/**
 * The personal links of the review flows (#14, docs/decisions/0018): a review's confirmation link and
 * an enquirer's link to review the specialist they contacted. A token is the row's id and an HMAC of
 * it under the site secret, so nothing is stored for it and only the site can make one: a specialist
 * cannot mint review links for their own listing. Each kind has its own HMAC label, so a token of
 * one kind never opens the other.
 */
type LinkKind = "review-confirm" | "enquiry-review";


const signatureOf = (secret: string, kind: LinkKind, id: string) => hmac(secret, `${kind}:${id.toLowerCase()}`);

function tokenFor(secret: string, kind: LinkKind, id: string): string {
  return `${id}.${signatureOf(secret, kind, id)}`;
}

/** The id a token was made for, or null when it is malformed or its signature is not ours (compared in constant time). */
function idFrom(secret: string, kind: LinkKind, token: string): string | null {
  const [id = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0 || !isUuid(id)) return null;
  return safeEqual(signature, signatureOf(secret, kind, id)) ? id.toLowerCase() : null;
}

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
