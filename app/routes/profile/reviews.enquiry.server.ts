import { data } from "react-router";
import type { RequestContext } from "~/context";
import type { Database } from "../../../database/client";
import { constraints, formFailure } from "~/lib/form";
import { maskedEmail } from "~/lib/masked-email";
import { enquiryReviewIsOpen, enquiryReviewOpensBy } from "~/lib/enquiry-review";
import { formatLongDate } from "~/lib/format";
import { enquiryReviewSchema } from "~/lib/schemas";
import { findEnquiryForReview, type EnquiryForReview } from "~/models/contact-requests.server";
import { createEnquiryReview } from "~/models/reviews.server";
import { enquiryIdFromReviewToken } from "~/services/review-links.server";
import { submitVisitorForm, type VisitorForm } from "~/services/visitor-submission.server";
import { REVIEW_FORM_RULES, REVIEW_SUCCESS, reviewsPerListing } from "./provider.server";
import type { ProfileFormIntent } from "~/lib/form-results";

export const ENQUIRY_ALREADY_REVIEWED = "A review was already sent for this enquiry.";
export const ENQUIRY_LINK_INVALID = "This review link is not valid, or the listing is no longer in the directory.";

/**
 * Why the link does not take a review yet (#24): it opens when the specialist marks the enquiry
 * contacted, or 7 days after it, whichever is first. Said on the page and to a post sent anyway.
 */
export const enquiryLinkNotYetOpen = (businessName: string, opensBy: Date) =>
  `This review link opens when ${businessName} marks your enquiry as contacted, or on ${formatLongDate(opensBy)}, whichever is first. Please come back then.`;

/** The refusal of a review the link cannot take: already sent for this enquiry, or not open yet. Null when it can. */
function refusalOf(enquiry: EnquiryForReview, now = new Date()) {
  if (enquiry.reviewed) return ENQUIRY_ALREADY_REVIEWED;
  if (!enquiryReviewIsOpen(enquiry, now)) return enquiryLinkNotYetOpen(enquiry.businessName, enquiryReviewOpensBy(enquiry.createdAt));
  return null;
}

/** The form's `required`/`minLength`/`maxLength`, as loader data (the profile page sends its own the same way). */
const FORM_FIELDS = { review: constraints(enquiryReviewSchema) };

// One enquirer's page (their name and address), from a personal link: kept by no cache.
const PRIVATE = { "Cache-Control": "private, no-store" };

const enquiryOf = (context: RequestContext, token: string) => {
  const id = enquiryIdFromReviewToken(context.secret, token);
  return id ? findEnquiryForReview(context.db, id) : Promise.resolve(null);
};

/**
 * The page of an enquirer's personal link: the review form for the one specialist they contacted,
 * with their name filled in and the enquiry's address fixed; or why it cannot be used.
 */
export async function enquiryReviewPage(context: RequestContext, token: string) {
  const enquiry = await enquiryOf(context, token);
  if (!enquiry) return data({ state: "invalid" as const, message: ENQUIRY_LINK_INVALID }, { status: 404, headers: PRIVATE });
  const listing = { businessName: enquiry.businessName, slug: enquiry.slug };
  if (enquiry.reviewed) return data({ state: "reviewed" as const, listing, message: ENQUIRY_ALREADY_REVIEWED }, { headers: PRIVATE });
  if (!enquiryReviewIsOpen(enquiry)) {
    const opensBy = enquiryReviewOpensBy(enquiry.createdAt);
    return data(
      { state: "waiting" as const, listing, message: enquiryLinkNotYetOpen(enquiry.businessName, opensBy), opensBy: opensBy.toISOString() },
      { headers: PRIVATE },
    );
  }
  return data(
    {
      state: "open" as const,
      listing,
      reviewer: { name: enquiry.requesterName, email: maskedEmail(enquiry.requesterEmail) },
      enquiredAt: enquiry.createdAt,
      formFields: FORM_FIELDS,
    },
    { headers: PRIVATE },
  );
}

/**
 * A "Verified enquiry" review: pending at once (the link proved the address), about the enquiry's
 * listing only, one per enquiry; the visitor pipeline's spam, validation and limits as any review.
 */
const enquiryReviewForm = (contactRequestId: string): VisitorForm<typeof enquiryReviewSchema, EnquiryForReview, { id: string }> => ({
  ...REVIEW_FORM_RULES,
  route: "/reviews/enquiry",
  schema: enquiryReviewSchema,
  findTarget: (db: Database) => findEnquiryForReview(db, contactRequestId),
  targetKey: (target) => target.id,
  notFoundMessage: ENQUIRY_LINK_INVALID,
  // Re-checked here whatever the page showed: a post before the link opens stores nothing (answered 409).
  targetRefusal: (target) => refusalOf(target),
  targetLimits: (target) => [reviewsPerListing(target.profileId)],
  store: (tx, { data: review, formKey, target, clientHash }) =>
    createEnquiryReview(
      tx,
      {
        profileId: target.profileId,
        contactRequestId: target.id,
        reviewerName: review.name,
        rating: review.rating,
        comment: review.comment,
        incentivised: review.incentivised,
        formKey,
        clientHash,
      },
      { email: target.requesterEmail, createdAt: target.createdAt },
    ),
  successMessage: REVIEW_SUCCESS,
});

export async function submitEnquiryReview(context: RequestContext, token: string, form: FormData) {
  const intent = { intent: "review" as ProfileFormIntent };
  const id = enquiryIdFromReviewToken(context.secret, token);
  if (!id) return data({ ...formFailure({}, {}, { message: ENQUIRY_LINK_INVALID }), ...intent }, { status: 404, headers: PRIVATE });
  return submitVisitorForm(enquiryReviewForm(id), form, context, intent);
}
