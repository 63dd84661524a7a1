import { data, redirect } from "react-router";
import type { RequestContext } from "~/context";
import type { Database } from "../../../database/client";
import { constraints, formFailure, formSuccess, type FormResult } from "~/lib/form";
import { formatDateTime, formatLongDate, formatMonthYear } from "~/lib/format";
import { leadChoiceSchema, projectChoiceSchema, threadMessageSchema } from "~/lib/quote-schemas";
import { carName, priceLabel, QUOTE_BUDGETS, QUOTE_TIMINGS, REQUEST_STATUS_LABELS, type QuoteBudget, type QuoteTiming } from "~/lib/quotes";
import { NO_FIELDS } from "~/lib/schemas";
import {
  acceptQuote,
  addOwnerMessage,
  completeQuoteRequest,
  confirmQuoteRequest,
  deleteQuoteRequest,
  dropLead,
  findOwnerRequest,
  jobOfRequest,
  markOwnerSeen,
  photosOfRequest,
  withdrawQuoteRequest,
  type OwnerRequest,
  type RequestJob,
  type ThreadMessage,
} from "~/models/quote-requests.server";
import { jobCompletedEmails, quoteDecisionEmail, quoteLeadEmail, quoteThreadEmail, quoteWithdrawnEmail } from "~/services/emails.server";
import { intent, intentAction } from "~/services/form-intents.server";
import { readFormData } from "~/services/form-data.server";
import { enqueueMail } from "~/services/outbox.server";
import { quoteRequestIdFromToken, quoteRequestUrl } from "~/services/quote-links.server";
import { requestPhotoViews } from "~/services/quote-photo-links.server";
import { hitRateLimit } from "~/services/rate-limit.server";
import { toastHeader } from "~/services/toast.server";
import { rethrowOutage } from "~/services/page-parts.server";
import { logger } from "~/services/logger.server";
import { submitVisitorForm, type VisitorForm } from "~/services/visitor-submission.server";
import { createJobReview } from "~/models/reviews.server";
import { confirmJobProject, projectOfJob } from "~/models/projects.server";
import { enquiryReviewSchema } from "~/lib/schemas";
import { REVIEW_FORM_RULES, REVIEW_SUCCESS, reviewsPerListing } from "~/routes/profile/provider.server";
import { maskedEmail } from "~/lib/masked-email";

const HOUR_MS = 60 * 60 * 1000;
// Requests one specialist may be sent in a day, from every owner together: a listing cannot be
// buried in leads. Counted when a request is confirmed (junk is never confirmed).
export const QUOTE_LEADS_PER_PROFILE_PER_DAY = 30;
// Messages one side may write in one request's threads in an hour: a conversation, not a flood of emails.
export const THREAD_MESSAGES_PER_HOUR = 30;

export const QUOTE_LINK_INVALID = "This link is not valid, or the request was deleted.";
export const QUOTE_CONFIRMED = "Your request has been sent. Each specialist answers you here, and we email you when they do.";
export const QUOTE_MESSAGE_SENT = "Message sent.";
export const QUOTE_ACCEPTED = "You accepted this quote. We have told the others, with thanks for their time.";
export const QUOTE_WITHDRAWN = "Your request was withdrawn. The specialists have been told.";
export const QUOTE_DELETED = "Your request, its messages and your details were deleted.";
export const QUOTE_COMPLETED = "Marked as completed. Thank you!";
const QUOTE_CLOSED = "This request no longer takes that.";
const THREAD_TOO_MANY = "You have sent several messages in the last hour. Please try again later.";

// One owner's page (their name, address and messages), from a personal link: kept by no cache.
const PRIVATE = { "Cache-Control": "private, no-store" };

const dashboardLeadUrl = (appUrl: string, leadId: string) => `${appUrl}/dashboard/quotes/${leadId}`;

/** A message as either side's page shows it. */
export function threadMessageView(message: ThreadMessage, viewer: "owner" | "specialist") {
  return {
    id: message.id,
    mine: message.author === viewer,
    kind: message.kind,
    body: message.body,
    price: message.priceFrom !== null && message.priceTo !== null ? priceLabel(message.priceFrom, message.priceTo) : null,
    leadTime: message.leadTime,
    validUntil: message.validUntil ? formatLongDate(message.validUntil) : null,
    sentAt: formatDateTime(message.createdAt),
  };
}
export type ThreadMessageView = ReturnType<typeof threadMessageView>;

/** What the owner reads of a specialist's place in their request. */
const OWNER_LEAD_LABELS = {
  new: "Not answered yet",
  replied: "Replied",
  quoted: "Sent a quote",
  won: "Quote accepted",
  lost: "Not chosen",
  declined: "Declined",
} as const;

/** The request facts both pages show. */
export function requestSummary(request: Pick<OwnerRequest, "year" | "makeSlug" | "model" | "services" | "description" | "carLocation" | "timing" | "budget">) {
  return {
    car: carName(request),
    services: request.services,
    description: request.description,
    carLocation: request.carLocation,
    timing: QUOTE_TIMINGS[request.timing as QuoteTiming] ?? request.timing,
    budget: request.budget ? (QUOTE_BUDGETS[request.budget as QuoteBudget] ?? null) : null,
  };
}

/** The owner's page, built for it: no specialist's address, no ids but the leads' (which its forms post). */
export function ownerRequestView(request: OwnerRequest) {
  const open = request.status === "open";
  return {
    status: request.status,
    statusLabel: REQUEST_STATUS_LABELS[request.status],
    ownerName: request.ownerName,
    ownerEmail: request.ownerEmail,
    sentOn: request.confirmedAt ? formatLongDate(request.confirmedAt) : null,
    completedOn: request.completedAt ? formatLongDate(request.completedAt) : null,
    summary: requestSummary(request),
    leads: request.leads.map((lead) => ({
      id: lead.id,
      businessName: lead.businessName,
      slug: lead.listed ? lead.slug : null,
      city: lead.city,
      status: lead.status,
      statusLabel: OWNER_LEAD_LABELS[lead.status],
      declineReason: lead.declineReason,
      unread: lead.messages.some((message) => message.author === "specialist" && (!lead.ownerSeenAt || message.createdAt > lead.ownerSeenAt)),
      messages: lead.messages.map((message) => threadMessageView(message, "owner")),
      canMessage: request.status !== "unconfirmed" && request.status !== "withdrawn" && lead.status !== "declined" && (open || lead.status === "won"),
      canAccept: open && lead.status === "quoted",
    })),
    can: {
      confirm: request.status === "unconfirmed",
      withdraw: open,
      complete: request.status === "accepted",
    },
    fields: { message: constraints(threadMessageSchema).body },
  };
}
export type OwnerRequestView = ReturnType<typeof ownerRequestView>;

const requestOf = (app: RequestContext, token: string) => {
  const id = quoteRequestIdFromToken(app.secret, token);
  return id ? findOwnerRequest(app.db, id) : Promise.resolve(null);
};

/** The words of a "Verified job" mark: "Paint & Bodywork on a 1965 Jaguar E-type, completed November 2026". */
export const verifiedJobWords = (job: Pick<RequestJob, "services" | "year" | "makeSlug" | "model">, completedAt: Date) =>
  `${job.services.join(" and ")} on a ${carName(job)}, completed ${formatMonthYear(completedAt)}`;

/** A completed job's part of the owner's page (#27 item 6): their review, and the project made of it. */
async function jobView(app: RequestContext, request: OwnerRequest) {
  if (request.status !== "completed") return null;
  const job = await jobOfRequest(app.db, request.id);
  if (!job || !job.completedAt) return null;
  const project = await projectOfJob(app.db, job.leadId);
  return {
    businessName: job.businessName,
    profilePath: job.listed ? `/provider/${job.slug}` : "/",
    canReview: job.listed && !job.reviewed,
    reviewed: job.reviewed,
    mark: `Verified job — ${verifiedJobWords(job, job.completedAt)}`,
    reviewer: { name: request.ownerName, email: maskedEmail(request.ownerEmail) },
    project: project && { id: project.id, title: project.title, confirmed: project.ownerConfirmedAt !== null },
  };
}

export async function ownerRequestPage(app: RequestContext, token: string) {
  const request = await requestOf(app, token);
  if (!request) return data({ state: "invalid" as const, message: QUOTE_LINK_INVALID }, { status: 404, headers: PRIVATE });
  const view = {
    ...ownerRequestView(request),
    job: await jobView(app, request),
    photos: requestPhotoViews(app.secret, await photosOfRequest(app.db, request.id)),
    formFields: JOB_REVIEW_FIELDS,
  };
  // What the owner has now seen: read after the view is built, so this visit still shows what was new.
  if (request.status !== "unconfirmed") await markOwnerSeen(app.db, request.id);
  return data({ state: "request" as const, request: view, formFields: view.formFields }, { headers: PRIVATE });
}

export type OwnerAnswer = FormResult & { intent: string; lead?: string };
type OwnerArgs = { app: RequestContext; request: OwnerRequest; token: string };

const answer = (intentName: string, message: string, lead?: string) => data<OwnerAnswer>({ ...formSuccess(message), intent: intentName, lead }, { headers: PRIVATE });
const refusal = (intentName: string, status: number, message: string, lead?: string, extra: Partial<Pick<OwnerAnswer & { status: "error" }, "fieldErrors" | "values">> = {}) =>
  data<OwnerAnswer>({ ...formFailure(extra.values ?? {}, extra.fieldErrors, { message }), intent: intentName, lead }, { status, headers: PRIVATE });

/** Runs a write with its emails in one transaction, answering a failure (not an outage) in words. */
async function inTransaction<T>(app: RequestContext, what: string, work: (tx: Database) => Promise<T>): Promise<T | "failed"> {
  try {
    return await app.db.transaction(work);
  } catch (error) {
    rethrowOutage(error);
    logger.error({ err: error, what }, "quote request write failed");
    return "failed";
  }
}
const FAILED = "That did not work. Please try again.";

async function confirm({ app, request }: OwnerArgs) {
  const car = carName(request);
  const summary = requestSummary(request);
  const result = await inTransaction(app, "confirm", async (tx) => {
    const sent = await confirmQuoteRequest(tx, request.id);
    if (!sent) return null;
    const full: string[] = [];
    for (const lead of sent) {
      // Counted in this transaction, so parallel confirmations cannot all pass one listing's cap.
      const cap = await hitRateLimit(tx, `quote-lead:${lead.profileId}`, QUOTE_LEADS_PER_PROFILE_PER_DAY, 24 * HOUR_MS);
      if (!cap.allowed) {
        await dropLead(tx, lead.leadId);
        full.push(lead.businessName);
        continue;
      }
      await enqueueMail(
        tx,
        quoteLeadEmail({
          to: lead.email,
          businessName: lead.businessName,
          request: { ownerName: request.ownerName, ...summary, car },
          url: dashboardLeadUrl(app.env.APP_URL, lead.leadId),
        }),
      );
    }
    return full;
  });
  if (result === "failed") return refusal("confirm", 500, FAILED);
  // A second press (or a reload of the answer) finds it sent already: the same words, nothing sent twice.
  if (result === null) return request.status === "unconfirmed" ? refusal("confirm", 409, QUOTE_CLOSED) : answer("confirm", QUOTE_CONFIRMED);
  const notSent = result.length > 0 ? ` ${result.join(", ")} could not take more requests today, so it was not sent to them.` : "";
  return answer("confirm", QUOTE_CONFIRMED + notSent);
}

async function message(input: { lead: string; body: string }, { app, request }: OwnerArgs) {
  const lead = request.leads.find((candidate) => candidate.id === input.lead);
  if (!lead) return refusal("message", 404, QUOTE_CLOSED, input.lead);
  const limit = await hitRateLimit(app.db, `quote-thread:owner:${request.id}`, THREAD_MESSAGES_PER_HOUR, HOUR_MS, { route: "/quotes" });
  if (!limit.allowed) return refusal("message", 429, THREAD_TOO_MANY, input.lead, { values: { body: input.body } });
  const result = await inTransaction(app, "owner message", async (tx) => {
    const added = await addOwnerMessage(tx, request.id, input.lead, input.body);
    if (added.state === "sent")
      await enqueueMail(
        tx,
        quoteThreadEmail({
          to: added.lead.email,
          subject: `New message about the ${carName(request)}`,
          from: request.ownerName,
          body: input.body,
          url: dashboardLeadUrl(app.env.APP_URL, input.lead),
        }),
      );
    return added.state;
  });
  if (result === "failed") return refusal("message", 500, FAILED, input.lead, { values: { body: input.body } });
  if (result === "closed") return refusal("message", 409, QUOTE_CLOSED, input.lead);
  return answer("message", QUOTE_MESSAGE_SENT, input.lead);
}

async function accept(input: { lead: string }, { app, request }: OwnerArgs) {
  const car = carName(request);
  const result = await inTransaction(app, "accept", async (tx) => {
    const accepted = await acceptQuote(tx, request.id, input.lead);
    if (!accepted) return null;
    await enqueueMail(
      tx,
      quoteDecisionEmail({ to: accepted.won.email, businessName: accepted.won.businessName, car, won: true, url: dashboardLeadUrl(app.env.APP_URL, input.lead) }),
    );
    for (const other of accepted.others) {
      await enqueueMail(tx, quoteDecisionEmail({ to: other.email, businessName: other.businessName, car, won: false, url: `${app.env.APP_URL}/dashboard/quotes` }));
    }
    return true;
  });
  if (result === "failed") return refusal("accept", 500, FAILED, input.lead);
  if (!result) return refusal("accept", 409, QUOTE_CLOSED, input.lead);
  return answer("accept", QUOTE_ACCEPTED, input.lead);
}

async function withdraw(_input: unknown, { app, request }: OwnerArgs) {
  const car = carName(request);
  const result = await inTransaction(app, "withdraw", async (tx) => {
    const told = await withdrawQuoteRequest(tx, request.id);
    if (!told) return null;
    for (const specialist of told) await enqueueMail(tx, quoteWithdrawnEmail({ to: specialist.email, car, url: `${app.env.APP_URL}/dashboard/quotes` }));
    return true;
  });
  if (result === "failed") return refusal("withdraw", 500, FAILED);
  if (!result) return refusal("withdraw", 409, QUOTE_CLOSED);
  return answer("withdraw", QUOTE_WITHDRAWN);
}

/** Deletes the request and everything of it at once (#27 item 7); the answer is the home page with a toast. */
async function remove(_input: unknown, { app, request }: OwnerArgs) {
  const car = carName(request);
  const result = await inTransaction(app, "delete", async (tx) => {
    const told = await deleteQuoteRequest(tx, request.id);
    for (const specialist of told ?? []) await enqueueMail(tx, quoteWithdrawnEmail({ to: specialist.email, car, url: `${app.env.APP_URL}/dashboard/quotes` }));
    return true;
  });
  if (result === "failed") return refusal("delete", 500, FAILED);
  return redirect("/", { headers: { "Set-Cookie": await toastHeader(app.secret, { type: "success", title: QUOTE_DELETED }), ...PRIVATE } });
}

async function complete(_input: unknown, { app, request }: OwnerArgs) {
  const result = await inTransaction(app, "complete", async (tx) => {
    const done = await completeQuoteRequest(tx, request.id);
    const job = done && (await jobOfRequest(tx, request.id));
    if (job) {
      const messages = jobCompletedEmails({
        owner: { name: request.ownerName, email: request.ownerEmail },
        specialist: { email: job.email },
        car: carName(request),
        businessName: job.businessName,
        reviewUrl: `${quoteRequestUrl(app.env.APP_URL, app.secret, request.id)}#review`,
        dashboardUrl: dashboardLeadUrl(app.env.APP_URL, job.leadId),
      });
      for (const message of messages) await enqueueMail(tx, message);
    }
    return done;
  });
  if (result === "failed") return refusal("complete", 500, FAILED);
  if (!result) return refusal("complete", 409, QUOTE_CLOSED);
  return answer("complete", QUOTE_COMPLETED);
}

export const JOB_ALREADY_REVIEWED = "A review was already sent for this job.";
const JOB_REVIEW_CLOSED = "This job cannot be reviewed: it is not completed, or the specialist is no longer listed.";
/** The review form's constraints, as loader data (read by the lazy form, as on the profile). */
const JOB_REVIEW_FIELDS = { review: constraints(enquiryReviewSchema) };

/**
 * A "Verified job" review (#27 item 6): from the owner's own page once the job they accepted is
 * completed, about that specialist only, one per job; pending at once (the link proved the address),
 * with the visitor pipeline's spam check, validation and limits as any review.
 */
const jobReviewForm = (requestId: string): VisitorForm<typeof enquiryReviewSchema, RequestJob, { id: string }> => ({
  ...REVIEW_FORM_RULES,
  route: "/quotes",
  schema: enquiryReviewSchema,
  findTarget: async (db) => {
    const job = await jobOfRequest(db, requestId);
    return job && job.completedAt && job.listed ? job : null;
  },
  targetKey: (job) => job.leadId,
  notFoundMessage: JOB_REVIEW_CLOSED,
  targetRefusal: (job) => (job.reviewed ? JOB_ALREADY_REVIEWED : null),
  targetLimits: (job) => [reviewsPerListing(job.profileId)],
  store: (tx, { data: review, formKey, target: job, clientHash }) =>
    createJobReview(
      tx,
      { profileId: job.profileId, reviewerName: review.name, rating: review.rating, comment: review.comment, incentivised: review.incentivised, formKey, clientHash },
      { email: job.ownerEmail, leadId: job.leadId, verifiedJob: verifiedJobWords(job, job.completedAt!) },
    ),
  successMessage: REVIEW_SUCCESS,
});

async function confirmProject(input: { project: string }, { app, request }: OwnerArgs) {
  const job = await jobOfRequest(app.db, request.id);
  const confirmed = job && (await confirmJobProject(app.db, job.leadId, input.project));
  if (!confirmed) return refusal("confirm-project", 404, QUOTE_CLOSED);
  return answer("confirm-project", "Thank you: the project now shows that you, the car's owner, confirmed it.");
}

const ownerForms = intentAction<OwnerArgs, Response | ReturnType<typeof answer>>(
  {
    review: intent(NO_FIELDS, (_none, { app, request }, form) =>
      submitVisitorForm(jobReviewForm(request.id), form, app, { intent: "review" as const }),
    ),
    "confirm-project": intent(projectChoiceSchema, confirmProject),
    confirm: intent(NO_FIELDS, (_none, args) => confirm(args)),
    message: intent(threadMessageSchema, message, {
      refused: (refused) => refusal("message", 400, "Please check the highlighted fields.", String(refused.values.lead ?? ""), refused),
    }),
    accept: intent(leadChoiceSchema, accept),
    withdraw: intent(NO_FIELDS, withdraw),
    delete: intent(NO_FIELDS, remove),
    complete: intent(NO_FIELDS, complete),
  },
  (refused) => refusal(refused.intent ?? "unknown", 400, "Unknown action"),
);

export async function ownerRequestAction(app: RequestContext, token: string, httpRequest: Request) {
  const request = await requestOf(app, token);
  if (!request) return refusal("unknown", 404, QUOTE_LINK_INVALID);
  return ownerForms(await readFormData(httpRequest), { app, request, token });
}
