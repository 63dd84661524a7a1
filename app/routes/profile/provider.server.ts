import { data } from "react-router";
import type { RequestContext } from "~/context";
import type { Database } from "../../../database/client";
import { findPublicProfile, revealContact, type PublicProfile } from "~/models/public-profile.server";
import type { ProfileFormIntent, ProfilePageIntent, Revealed, RevealResult } from "~/lib/form-results";
import { intent, intentAction, type FormIntent } from "~/services/form-intents.server";
import { createContactRequest } from "~/models/contact-requests.server";
import { createReview, outstandingUnconfirmedReviews } from "~/models/reviews.server";
import { callRequestSchema, enquirySchema, NO_FIELDS, reviewSchema } from "~/lib/schemas";
import { enquiryReviewOpensBy } from "~/lib/enquiry-review";
import { constraints, formFailure, formSuccess, type FieldErrors } from "~/lib/form";
import { DEFAULT_MIN_FILL_MS, REVIEW_MIN_FILL_MS } from "~/services/spam.server";
import { submitVisitorForm, type SubmissionLimit, type VisitorForm } from "~/services/visitor-submission.server";
import { revealForVisitor } from "~/services/contact-reveal.server";
import { enquiryConfirmationEmail, enquiryEmail, reviewConfirmationEmail } from "~/services/emails.server";
import { enqueueMail } from "~/services/outbox.server";
import { recordSecurityEvent } from "~/services/analytics.server";
import { hitRateLimit, rateLimitReached, recipientKey } from "~/services/rate-limit.server";
import { enquiryReviewUrl, reviewConfirmUrl } from "~/services/review-links.server";

const HOUR_MS = 60 * 60 * 1000;
// docs/spec.md §9: 3 reviews per hour per client.
const REVIEWS_PER_HOUR = 3;
// Reviews that may reach one profile's moderation queue per day from everyone together: many
// addresses (or one IPv6 block's many /64s) cannot bury a profile in reviews for the moderators to
// wade through. Counted where a review reaches moderation (an open-form review's confirmation, an
// enquirer's review) and never for reviews still waiting for their email link: ten throw-away
// reviews nobody confirms must not shut a listing's reviews for the day (issue #23, defect 5).
export const REVIEWS_PER_PROFILE_PER_DAY = 10;
// Open-form reviews still waiting for their email link, posted to one profile in the last 24 hours.
// Junk is never confirmed, so this bounds how much of it a listing collects in a day; twice the
// confirmed cap, so a listing can still take its 10 genuine reviews with 10 unconfirmed ones beside
// them, and a genuine reviewer's own review leaves the count as soon as they confirm it. With the
// per-client cap below, filling it takes 7 client addresses for one listing for one day.
export const UNCONFIRMED_REVIEWS_PER_PROFILE = 20;
// Open-form reviews still waiting for their email link posted from one client address (an IPv4
// address or IPv6 /64) in the last 24 hours, to any listing: SPEC's 3 an hour would let one address
// leave 72 a day. A person reviewing three specialists in one sitting is not held up, and confirming
// one frees its place at once.
export const UNCONFIRMED_REVIEWS_PER_CLIENT = 3;
const DAY_MS = 24 * HOUR_MS;
const ENQUIRIES_PER_HOUR = 10;
// Enquiry confirmations (with their personal review link) one inbox is sent per hour, whoever sends
// the enquiries and from wherever: as password resets (forgot-password.tsx). The enquiry form mails
// whatever address is typed, so without it anyone could aim confirmations at a stranger's inbox from
// many client addresses. A real enquirer writing to several specialists in an hour gets the first 3;
// the rest still reach the specialists, and each enquiry's link comes again with its 30-day invitation.
export const ENQUIRY_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR = 3;
// Confirmation emails one address may be sent in a day: the open form cannot mail anyone more than this.
export const REVIEWS_PER_EMAIL_PER_DAY = 3;

export const REVIEW_SUCCESS =
  "Review submitted successfully! Thank you for your feedback. Your review will be published after moderation.";
export const REVIEW_TOO_MANY = "Please wait before submitting another review from this location.";
export const REVIEW_PROFILE_FULL = "This listing has received all the reviews it can take today. Please try again tomorrow.";
export const REVIEW_FAILED = "Please try again later.";
/** The line after SPEC's success text: an open-form review waits for its email link (#14). */
export const REVIEW_CONFIRM_BY_EMAIL =
  "We have emailed you a link: your review goes to our moderators once you confirm your email address.";
/** The open form's answer: SPEC's text as it stands, then on its own line what the reviewer must do. */
export const REVIEW_SUBMITTED = `${REVIEW_SUCCESS}\n${REVIEW_CONFIRM_BY_EMAIL}`;
export const REVIEW_EMAIL_TOO_MANY =
  "We have already sent several review confirmations to this email address today. Please confirm those from your inbox, or try again tomorrow.";
export const ENQUIRY_SUCCESS = "Message sent successfully! The provider will receive your inquiry.";
export const ENQUIRY_FAILED = "Failed to send message. Please try again.";

/** The two forms' `required`/`minLength`/`maxLength`, sent as loader data: the page downloads no validator for them. */
export const PROFILE_FORM_FIELDS = { review: constraints(reviewSchema), enquiry: constraints(enquirySchema), call: constraints(callRequestSchema) };

/** Which of the enquiry dialog's two forms was posted: Send Message, or Request Phone Call with its own fields. */
export type EnquiryKind = "message" | "call";
export const ENQUIRY_KIND_FIELD = "kind";

const profilePath = (slugOrId: string) => `/provider/${slugOrId}`;

/**
 * The listing as its page shows it, field by field (#24): the page's data is public, so it never
 * carries the row. Left out on purpose: the postcode (only the town is shown) and the position (the
 * map is drawn from it on the server, at its postcode district's centre); an owner's id and the
 * admin's reason stay with the preview banner's own data.
 */
export function profilePageView(profile: PublicProfile) {
  return {
    id: profile.id,
    slug: profile.slug,
    businessName: profile.businessName,
    city: profile.city,
    county: profile.county,
    yearsInBusiness: profile.yearsInBusiness,
    profileStatus: profile.profileStatus,
    facebookUrl: profile.facebookUrl,
    instagramUrl: profile.instagramUrl,
    businessDescription: profile.businessDescription,
    website: profile.website,
    specialties: profile.specialties,
    vehicleMakes: profile.vehicleMakes,
    certifications: profile.certifications,
    logoUrl: profile.logoUrl,
    ratingAverage: profile.ratingAverage,
    reviewCount: profile.reviewCount,
  };
}
export type ProfilePageView = ReturnType<typeof profilePageView>;
const findProfile = (slugOrId: string) => (db: Database) => findPublicProfile(db, slugOrId);

/**
 * Only an approved profile accepts enquiries; its owner is emailed with the enquirer as Reply-To, and
 * the enquirer gets a confirmation with their personal link to review that specialist later, unless
 * their inbox has had ENQUIRY_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR this hour. The enquiry is stored and
 * sent on either way, and the visitor's answer is the same: it must not tell anyone whether an inbox
 * has been written to.
 */
const enquiryForm = (
  slugOrId: string,
  context: RequestContext,
  kind: EnquiryKind,
): VisitorForm<typeof enquirySchema | typeof callRequestSchema, PublicProfile, { id: string; createdAt: Date }> => ({
  purpose: "enquiry",
  route: profilePath(slugOrId),
  schema: kind === "call" ? callRequestSchema : enquirySchema,
  minFillMs: DEFAULT_MIN_FILL_MS,
  invalidMessage: () => "Please check the highlighted fields.",
  perClient: { max: ENQUIRIES_PER_HOUR, windowMs: HOUR_MS, message: "You have sent several messages recently. Please try again later." },
  findTarget: findProfile(slugOrId),
  targetKey: (target) => target.id,
  notFoundMessage: ENQUIRY_FAILED,
  store: (tx, { data: enquiry, formKey, target }) =>
    createContactRequest(tx, {
      profileId: target.id,
      requesterName: enquiry.name,
      requesterEmail: enquiry.email,
      message: enquiry.message,
      ...("phone" in enquiry ? { phone: enquiry.phone, callTime: enquiry.callTime } : {}),
      formKey,
    }),
  notify: async (tx, { data: enquiry, target, appUrl, stored }) => {
    const to = await revealContact(tx, target.id, "email");
    if (to) await enqueueMail(tx, enquiryEmail({ to, profile: target, enquiry, appUrl }));
    // Counted in this transaction, first (one atomic upsert), so parallel enquiries to one inbox cannot
    // all pass, and an enquiry that is not stored counts nothing.
    const cap = await hitRateLimit(
      tx,
      `enquiry-mail:${recipientKey(context.secret, enquiry.email)}`,
      ENQUIRY_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR,
      HOUR_MS,
    );
    if (!cap.allowed) {
      // Recorded outside the transaction (the events are batched on the request's database); the key's hash stays out.
      recordSecurityEvent(context.db, profilePath(slugOrId), { kind: "rate_limited", action: "enquiry-mail" });
      return;
    }
    const reviewUrl = enquiryReviewUrl(appUrl, context.secret, stored.id);
    await enqueueMail(
      tx,
      enquiryConfirmationEmail({
        to: enquiry.email,
        businessName: target.businessName,
        message: enquiry.message,
        reviewUrl,
        opensBy: enquiryReviewOpensBy(stored.createdAt),
      }),
    );
  },
  successMessage: ENQUIRY_SUCCESS,
  failureMessage: ENQUIRY_FAILED,
});

/** What every review form shares, the profile's open form and an enquirer's own: one limit of SPEC's 3 an hour per client. */
export const REVIEW_FORM_RULES = {
  purpose: "review",
  minFillMs: REVIEW_MIN_FILL_MS,
  invalidMessage: (errors: FieldErrors) => Object.values(errors)[0] ?? REVIEW_FAILED,
  perClient: { max: REVIEWS_PER_HOUR, windowMs: HOUR_MS, message: REVIEW_TOO_MANY },
  notFoundMessage: REVIEW_FAILED,
  failureMessage: REVIEW_FAILED,
} as const;

/**
 * The reviews that reach one listing's moderation in a day, from the open form (counted when confirmed,
 * reviews.confirm.server.ts) and enquirers' links (counted when posted) together.
 */
export const reviewsPerListing = (profileId: string): SubmissionLimit => ({
  key: `review-listing:${profileId}`,
  max: REVIEWS_PER_PROFILE_PER_DAY,
  windowMs: DAY_MS,
  message: REVIEW_PROFILE_FULL,
});

/**
 * Whether an open-form review may be stored, in its storing transaction (outstandingUnconfirmedReviews
 * locks, then counts): not while the listing has UNCONFIRMED_REVIEWS_PER_PROFILE reviews waiting for
 * their link from the last 24 hours, or this client UNCONFIRMED_REVIEWS_PER_CLIENT, and not once the
 * listing has taken its REVIEWS_PER_PROFILE_PER_DAY for the day (a review taken now could not be
 * confirmed today; the reviewer is told at once, not after opening their email). The refusals use the
 * form's own words: the listing is full today, or wait before another review from this location.
 */
async function admitOpenReview(tx: Database, { target, clientHash, formKey }: { target: PublicProfile; clientHash: string; formKey: string | null }) {
  const waiting = await outstandingUnconfirmedReviews(tx, { profileId: target.id, clientHash, since: new Date(Date.now() - DAY_MS), formKey });
  if (waiting.ofProfile >= UNCONFIRMED_REVIEWS_PER_PROFILE) return { action: "review-unconfirmed-listing", message: REVIEW_PROFILE_FULL };
  if (waiting.fromClient >= UNCONFIRMED_REVIEWS_PER_CLIENT) return { action: "review-unconfirmed-client", message: REVIEW_TOO_MANY };
  const perListing = reviewsPerListing(target.id);
  if (await rateLimitReached(tx, perListing.key, perListing.max)) return { action: "review-listing", message: perListing.message };
  return null;
}

/**
 * A review is stored unconfirmed and its writer emailed a confirmation link: confirmed, it waits for
 * moderation. Besides SPEC's 3 an hour per client, what admitOpenReview checks, and one email address
 * is sent at most REVIEWS_PER_EMAIL_PER_DAY confirmations a day.
 */
const reviewForm = (slugOrId: string, secret: string): VisitorForm<typeof reviewSchema, PublicProfile, { id: string }> => ({
  ...REVIEW_FORM_RULES,
  route: profilePath(slugOrId),
  schema: reviewSchema,
  findTarget: findProfile(slugOrId),
  targetKey: (target) => target.id,
  targetLimits: (_target, review) => [
    {
      key: `review-email:${recipientKey(secret, review.email)}`,
      max: REVIEWS_PER_EMAIL_PER_DAY,
      windowMs: DAY_MS,
      message: REVIEW_EMAIL_TOO_MANY,
    },
  ],
  admit: admitOpenReview,
  store: (tx, { data: review, formKey, target, clientHash }) =>
    createReview(tx, {
      profileId: target.id,
      reviewerName: review.name,
      reviewerEmail: review.email,
      rating: review.rating,
      comment: review.comment,
      incentivised: review.incentivised,
      formKey,
      clientHash,
    }),
  notify: async (tx, { data: review, target, appUrl, stored }) => {
    const url = reviewConfirmUrl(appUrl, secret, stored.id);
    await enqueueMail(tx, reviewConfirmationEmail({ to: review.email, businessName: target.businessName, url }));
  },
  successMessage: REVIEW_SUBMITTED,
});

/** `slugOrId` is the route parameter. */
export const submitEnquiry = (slugOrId: string, form: FormData, context: RequestContext) =>
  submitVisitorForm(enquiryForm(slugOrId, context, form.get(ENQUIRY_KIND_FIELD) === "call" ? "call" : "message"), form, context, {
    intent: "enquiry" as ProfileFormIntent,
  });

export const submitReview = (slugOrId: string, form: FormData, context: RequestContext) =>
  submitVisitorForm(reviewForm(slugOrId, context.secret), form, context, { intent: "review" as ProfileFormIntent });

/**
 * Show Email / Show Phone, posted to the profile itself so that without JavaScript the
 * answer is the profile with the value in it. Only ever a POST answer, never stored:
 * no-store keeps it out of every cache on the way.
 */
export async function submitReveal(request: Request, form: FormData, context: RequestContext) {
  // The field's wire name stays "providerId": scripts post it to /api/reveal (docs/decisions/0016).
  const profileId = String(form.get("providerId") ?? "");
  const type = form.get("type");
  const { status, value } = await revealForVisitor(request, context, profileId, type);
  const revealed: Revealed = { intent: "reveal", providerId: profileId, type: type === "email" || type === "phone" ? type : null, value };
  return data<RevealResult>(status === 200 ? formSuccess(undefined, revealed) : { ...formFailure({}), ...revealed }, {
    status,
    headers: { "Cache-Control": "no-store" },
  });
}

const unknownProfileAction = () => data({ ...formFailure({}, {}, { message: "Unknown action" }), intent: "enquiry" as const }, { status: 400 });

interface ProfilePageArgs {
  request: Request;
  context: RequestContext;
  /** The route parameter: the profile's slug or id. */
  slugOrId: string;
}
type ProfilePageAnswer =
  | Awaited<ReturnType<typeof submitReview>>
  | Awaited<ReturnType<typeof submitEnquiry>>
  | Awaited<ReturnType<typeof submitReveal>>
  | ReturnType<typeof unknownProfileAction>;

/**
 * The profile page's forms. Each parses its own fields inside the visitor-form pipeline, after the
 * spam and rate-limit checks that must see the raw post first (services/visitor-submission.server.ts).
 */
const profilePageIntents: Record<ProfilePageIntent, FormIntent<ProfilePageArgs, ProfilePageAnswer>> = {
  review: intent(NO_FIELDS, (_none, { slugOrId, context }: ProfilePageArgs, form) => submitReview(slugOrId, form, context)),
  enquiry: intent(NO_FIELDS, (_none, { slugOrId, context }: ProfilePageArgs, form) => submitEnquiry(slugOrId, form, context)),
  reveal: intent(NO_FIELDS, (_none, { request, context }: ProfilePageArgs, form) => submitReveal(request, form, context)),
};

export const profilePageAction = intentAction<ProfilePageArgs, ProfilePageAnswer>(profilePageIntents, () => unknownProfileAction());
