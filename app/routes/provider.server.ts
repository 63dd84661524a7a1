import { data } from "react-router";
import type { RequestContext } from "~/context";
import { findPublicProfile, revealContact, type ContactType } from "~/models/profiles.server";
import { createContactRequest } from "~/models/contact-requests.server";
import { createReview } from "~/models/reviews.server";
import { enquirySchema, reviewSchema } from "~/lib/schemas";
import { constraints, echoValues, formFailure, formSuccess, parseForm, type FieldErrors, type FormFailure, type FormResult, type FormSuccess } from "~/lib/form";
import { spamRefusal, formKeyOf, DEFAULT_MIN_FILL_MS, nextFormToken, REVIEW_MIN_FILL_MS, SPAM_MESSAGES } from "~/services/spam.server";
import { revealForVisitor } from "~/services/contact-reveal.server";
import { clientKey, hitRateLimit } from "~/services/rate-limit.server";
import { logger } from "~/services/logger.server";
import { enquiryEmail } from "~/services/emails.server";
import { enqueueMail } from "~/services/outbox.server";

const HOUR_MS = 60 * 60 * 1000;
// SPEC.md §9: 3 reviews per hour per client.
const REVIEWS_PER_HOUR = 3;
// Reviews one listing may receive per day from everyone together: many addresses (or one
// IPv6 block's many /64s) cannot bury a listing in reviews for the moderators to wade through.
export const REVIEWS_PER_LISTING_PER_DAY = 10;
const DAY_MS = 24 * HOUR_MS;
const ENQUIRIES_PER_HOUR = 10;

export const REVIEW_SUCCESS =
  "Review submitted successfully! Thank you for your feedback. Your review will be published after moderation.";
export const REVIEW_TOO_MANY = "Please wait before submitting another review from this location.";
export const REVIEW_LISTING_FULL = "This listing has received all the reviews it can take today. Please try again tomorrow.";
export const REVIEW_FAILED = "Please try again later.";
export const ENQUIRY_SUCCESS = "Message sent successfully! The provider will receive your inquiry.";
export const ENQUIRY_FAILED = "Failed to send message. Please try again.";

export type ProviderFormIntent = "review" | "enquiry";
/**
 * The one form answer (app/lib/form.ts), naming which of the page's two forms answered. A refusal
 * carries what the visitor typed (without JavaScript it is a new page) and the form token for that
 * form (spam.server.ts nextFormToken).
 */
export type ProviderFormResult = FormResult & { intent: ProviderFormIntent };

const SCHEMAS = { review: reviewSchema, enquiry: enquirySchema } as const;
/** The two forms' `required`/`minLength`/`maxLength`, sent as loader data: the page downloads no validator for them. */
export const PROVIDER_FORM_FIELDS = { review: constraints(reviewSchema), enquiry: constraints(enquirySchema) };

function refuse(intent: ProviderFormIntent, form: FormData, context: RequestContext, status: number, message: string, errors?: FieldErrors) {
  const token = nextFormToken(context.secret, intent, form);
  return data<ProviderFormResult>({ ...formFailure(echoValues(form, SCHEMAS[intent]), errors, { message, token }), intent }, { status });
}

const sent = (intent: ProviderFormIntent, message: string) => data<ProviderFormResult>({ ...formSuccess(message), intent });

/** `slugOrId` is the route parameter; only an approved profile accepts enquiries. */
export async function submitEnquiry(slugOrId: string, form: FormData, context: RequestContext) {
  const spam = spamRefusal(context, `/provider/${slugOrId}`, "enquiry", form, DEFAULT_MIN_FILL_MS);
  if (spam) return refuse("enquiry", form, context, 400, SPAM_MESSAGES[spam]);

  const parsed = parseForm(enquirySchema, form);
  if (parsed.status === "error") return refuse("enquiry", form, context, 400, "Please check the highlighted fields.", parsed.fieldErrors);

  const limit = await hitRateLimit(
    context.db,
    `enquiry:${clientKey(context.secret, context.clientAddress)}`,
    ENQUIRIES_PER_HOUR,
    HOUR_MS,
    { route: `/provider/${slugOrId}` },
  );
  if (!limit.allowed) return refuse("enquiry", form, context, 429, "You have sent several messages recently. Please try again later.");

  const provider = await findPublicProfile(context.db, slugOrId);
  if (!provider) return refuse("enquiry", form, context, 404, ENQUIRY_FAILED);

  try {
    await context.db.transaction(async (tx) => {
      const stored = await createContactRequest(tx, {
        providerId: provider.id,
        requesterName: parsed.data.name,
        requesterEmail: parsed.data.email,
        message: parsed.data.message,
        formKey: formKeyOf(context.secret, "enquiry", form, parsed.data),
      });
      // The same form posted again (a retry after a timeout): the first post stored it and queued its email.
      if (!stored) return;
      const to = await revealContact(tx, provider.id, "email");
      if (to) await enqueueMail(tx, enquiryEmail({ to, provider, enquiry: parsed.data, appUrl: context.env.APP_URL }));
    });
  } catch (error) {
    // Unreachable or out of time: the outage answer (503), not a failure of this form.
    if (context.databaseAvailability.report(error)) throw error;
    logger.error({ err: error }, "enquiry not stored");
    return refuse("enquiry", form, context, 500, ENQUIRY_FAILED);
  }
  return sent("enquiry", ENQUIRY_SUCCESS);
}

export async function submitReview(slugOrId: string, form: FormData, context: RequestContext) {
  const spam = spamRefusal(context, `/provider/${slugOrId}`, "review", form, REVIEW_MIN_FILL_MS);
  if (spam) return refuse("review", form, context, 400, SPAM_MESSAGES[spam]);

  const parsed = parseForm(reviewSchema, form);
  if (parsed.status === "error") {
    const errors = parsed.fieldErrors;
    return refuse("review", form, context, 400, Object.values(errors)[0] ?? REVIEW_FAILED, errors);
  }

  const limit = await hitRateLimit(
    context.db,
    `review:${clientKey(context.secret, context.clientAddress)}`,
    REVIEWS_PER_HOUR,
    HOUR_MS,
    { route: `/provider/${slugOrId}` },
  );
  if (!limit.allowed) return refuse("review", form, context, 429, REVIEW_TOO_MANY);

  const provider = await findPublicProfile(context.db, slugOrId);
  if (!provider) return refuse("review", form, context, 404, REVIEW_FAILED);
  const perListing = await hitRateLimit(context.db, `review-listing:${provider.id}`, REVIEWS_PER_LISTING_PER_DAY, DAY_MS, {
    route: `/provider/${slugOrId}`,
  });
  if (!perListing.allowed) return refuse("review", form, context, 429, REVIEW_LISTING_FULL);
  try {
    await createReview(context.db, {
      providerId: provider.id,
      reviewerName: parsed.data.name,
      reviewerEmail: parsed.data.email,
      rating: parsed.data.rating,
      comment: parsed.data.comment,
      formKey: formKeyOf(context.secret, "review", form, parsed.data),
    });
  } catch (error) {
    if (context.databaseAvailability.report(error)) throw error;
    logger.error({ err: error }, "review not stored");
    return refuse("review", form, context, 500, REVIEW_FAILED);
  }
  return sent("review", REVIEW_SUCCESS);
}

interface Revealed {
  intent: "reveal";
  providerId: string;
  type: ContactType | null;
  /** Null: "Email not available" / "Phone not available". */
  value: string | null;
}
/** The one form answer, with what was revealed (or null, with the refusal's status). */
export type RevealResult = (FormSuccess<Revealed> | (FormFailure & Revealed)) & { intent: "reveal" };

/**
 * Show Email / Show Phone, posted to the profile itself so that without JavaScript the
 * answer is the profile with the value in it. Only ever a POST answer, never stored:
 * no-store keeps it out of every cache on the way.
 */
export async function submitReveal(request: Request, form: FormData, context: RequestContext) {
  const providerId = String(form.get("providerId") ?? "");
  const type = form.get("type");
  const { status, value } = await revealForVisitor(request, context, providerId, type);
  const revealed: Revealed = { intent: "reveal", providerId, type: type === "email" || type === "phone" ? type : null, value };
  return data<RevealResult>(status === 200 ? formSuccess(undefined, revealed) : { ...formFailure({}), ...revealed }, {
    status,
    headers: { "Cache-Control": "no-store" },
  });
}
