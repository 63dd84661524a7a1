import { data, type AppLoadContext } from "react-router";
import { findPublicProfile, revealContact } from "~/models/profiles.server";
import { createContactRequest } from "~/models/contact-requests.server";
import { createReview } from "~/models/reviews.server";
import { enquirySchema, fieldErrors, formFields, reviewSchema } from "~/lib/schemas";
import { spamRefusal, formKeyOf, DEFAULT_MIN_FILL_MS, REVIEW_MIN_FILL_MS } from "~/services/spam.server";
import { clientKey, hitRateLimit } from "~/services/rate-limit.server";
import { logger } from "~/services/logger.server";
import { enquiryEmail } from "~/services/emails.server";
import { enqueueMail } from "~/services/outbox.server";
import type { Database } from "../../database/client";

const HOUR_MS = 60 * 60 * 1000;
// SPEC.md §9: 3 reviews per hour per client.
const REVIEWS_PER_HOUR = 3;
const ENQUIRIES_PER_HOUR = 10;

export const REVIEW_SUCCESS =
  "Review submitted successfully! Thank you for your feedback. Your review will be published after moderation.";
export const REVIEW_TOO_MANY = "Please wait before submitting another review from this location.";
export const REVIEW_FAILED = "Please try again later.";
export const ENQUIRY_SUCCESS = "Message sent successfully! The provider will receive your inquiry.";
export const ENQUIRY_FAILED = "Failed to send message. Please try again.";

export type FormResult =
  | { intent: "review" | "enquiry"; ok: true; message: string }
  | { intent: "review" | "enquiry"; ok: false; message: string; errors?: Record<string, string> };

function refuse(intent: FormResult["intent"], status: number, message: string, errors?: Record<string, string>) {
  return data<FormResult>({ intent, ok: false, message, errors }, { status });
}

/** `slugOrId` is the route parameter; only an approved profile accepts enquiries. */
export async function submitEnquiry(slugOrId: string, form: FormData, context: AppLoadContext) {
  const spam = spamRefusal(context, `/provider/${slugOrId}`, "enquiry", form, DEFAULT_MIN_FILL_MS);
  if (spam) return refuse("enquiry", 400, `Submission blocked: ${spam}`);

  const parsed = enquirySchema.safeParse(formFields(form, ["name", "email", "message"]));
  if (!parsed.success) return refuse("enquiry", 400, "Please check the highlighted fields.", fieldErrors(parsed.error));

  const limit = await hitRateLimit(
    context.db,
    `enquiry:${clientKey(context.secret, context.clientAddress)}`,
    ENQUIRIES_PER_HOUR,
    HOUR_MS,
    { route: `/provider/${slugOrId}` },
  );
  if (!limit.allowed) return refuse("enquiry", 429, "You have sent several messages recently. Please try again later.");

  const provider = await findPublicProfile(context.db, slugOrId);
  if (!provider) return refuse("enquiry", 404, ENQUIRY_FAILED);

  try {
    await context.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const stored = await createContactRequest(tx, {
        providerId: provider.id,
        requesterName: parsed.data.name,
        requesterEmail: parsed.data.email,
        message: parsed.data.message,
        formKey: formKeyOf(context.secret, "enquiry", form),
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
    return refuse("enquiry", 500, ENQUIRY_FAILED);
  }
  return data<FormResult>({ intent: "enquiry", ok: true, message: ENQUIRY_SUCCESS });
}

export async function submitReview(slugOrId: string, form: FormData, context: AppLoadContext) {
  const spam = spamRefusal(context, `/provider/${slugOrId}`, "review", form, REVIEW_MIN_FILL_MS);
  if (spam) return refuse("review", 400, `Submission blocked: ${spam}`);

  const parsed = reviewSchema.safeParse(formFields(form, ["name", "email", "comment", "rating"]));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return refuse("review", 400, Object.values(errors)[0] ?? REVIEW_FAILED, errors);
  }

  const limit = await hitRateLimit(
    context.db,
    `review:${clientKey(context.secret, context.clientAddress)}`,
    REVIEWS_PER_HOUR,
    HOUR_MS,
    { route: `/provider/${slugOrId}` },
  );
  if (!limit.allowed) return refuse("review", 429, REVIEW_TOO_MANY);

  const provider = await findPublicProfile(context.db, slugOrId);
  if (!provider) return refuse("review", 404, REVIEW_FAILED);
  try {
    await createReview(context.db, {
      providerId: provider.id,
      reviewerName: parsed.data.name,
      reviewerEmail: parsed.data.email,
      rating: parsed.data.rating,
      comment: parsed.data.comment,
      formKey: formKeyOf(context.secret, "review", form),
    });
  } catch (error) {
    if (context.databaseAvailability.report(error)) throw error;
    logger.error({ err: error }, "review not stored");
    return refuse("review", 500, REVIEW_FAILED);
  }
  return data<FormResult>({ intent: "review", ok: true, message: REVIEW_SUCCESS });
}
