import { data, redirect } from "react-router";
import { NO_FIELDS } from "~/lib/schemas";
import { SERVICE_OPTIONS } from "~/content/taxonomy";
import { createProject, projectOfJob } from "~/models/projects.server";
import type { RequestContext } from "~/context";
import type { Database } from "../../../database/client";
import { constraints, formFailure, formSuccess, type FormResult } from "~/lib/form";
import { declineSchema, quoteSchema, threadMessageSchema } from "~/lib/quote-schemas";
import { carName, LEAD_STATUS_LABELS } from "~/lib/quotes";
import { answerLead, findProfileLead, markSpecialistSeen, photosOfRequest, type SpecialistAnswer } from "~/models/quote-requests.server";
import { requestPhotoViews } from "~/services/quote-photo-links.server";
import { jobProjectEmail, quoteThreadEmail } from "~/services/emails.server";
import { intent, intentAction, type IntentRefusal } from "~/services/form-intents.server";
import { notFound } from "~/services/not-found.server";
import { enqueueMail } from "~/services/outbox.server";
import { rethrowOutage } from "~/services/page-parts.server";
import { quoteRequestUrl } from "~/services/quote-links.server";
import { hitRateLimit } from "~/services/rate-limit.server";
import { logger } from "~/services/logger.server";
import { requestSummary, threadMessageView, THREAD_MESSAGES_PER_HOUR } from "~/routes/quotes/quote-request.server";

const HOUR_MS = 60 * 60 * 1000;

/** One lead as the specialist's page shows it: the request, the owner's contact details, the thread. */
export async function leadPageView(db: Database, secret: string, profileId: string, leadId: string) {
  const lead = await findProfileLead(db, profileId, leadId);
  if (!lead) notFound("lead");
  const open = lead.requestStatus === "open" && lead.status !== "declined" && lead.status !== "won" && lead.status !== "lost";
  const finished = lead.status === "won" && lead.requestStatus === "completed";
  const project = finished ? await projectOfJob(db, lead.id) : null;
  const view = {
    id: lead.id,
    status: lead.status,
    statusLabel: LEAD_STATUS_LABELS[lead.status],
    withdrawn: lead.requestStatus === "withdrawn",
    owner: { name: lead.ownerName, email: lead.ownerEmail, phone: lead.ownerPhone },
    summary: requestSummary(lead),
    photos: requestPhotoViews(secret, await photosOfRequest(db, lead.requestId)),
    messages: lead.messages.map((message) => threadMessageView(message, "specialist")),
    can: { message: open || lead.status === "won", quote: open, decline: open, publish: finished && !project },
    // The project made of this job (#27 item 6), and whether its owner confirmed it.
    project: project && { id: project.id, title: project.title, status: project.status, confirmed: project.ownerConfirmedAt !== null },
    fields: {
      message: constraints(threadMessageSchema).body,
      quote: constraints(quoteSchema),
      decline: constraints(declineSchema).body,
    },
  };
  await markSpecialistSeen(db, profileId, lead.id);
  return view;
}
export type LeadPageView = Awaited<ReturnType<typeof leadPageView>>;

export type LeadAnswer = FormResult & { intent: string };
type LeadArgs = { app: RequestContext; profileId: string; leadId: string };

const SUBJECTS: Record<SpecialistAnswer["kind"], (business: string, car: string) => string> = {
  message: (business, car) => `${business} replied about your ${car}`,
  quote: (business, car) => `${business} sent you a quote for your ${car}`,
  decline: (business, car) => `${business} cannot take on your ${car}`,
};
const SENT: Record<SpecialistAnswer["kind"], string> = {
  message: "Message sent.",
  quote: "Quote sent. The owner has been emailed.",
  decline: "You declined this request. The owner has been told.",
};

/** The specialist's answer: stored and emailed to the owner in one transaction, limited per lead. */
async function answer(kind: SpecialistAnswer["kind"], fields: Omit<SpecialistAnswer, "kind">, { app, profileId, leadId }: LeadArgs) {
  const refuse = (status: number, message: string) => data<LeadAnswer>({ ...formFailure({}, {}, { message }), intent: kind }, { status });
  const limit = await hitRateLimit(app.db, `quote-thread:specialist:${leadId}`, THREAD_MESSAGES_PER_HOUR, HOUR_MS, { route: "/dashboard/quotes" });
  if (!limit.allowed) return refuse(429, "You have sent several messages in the last hour. Please try again later.");
  try {
    const result = await app.db.transaction(async (tx) => {
      const stored = await answerLead(tx, profileId, leadId, { kind, ...fields });
      if (typeof stored === "string") return stored;
      const car = carName(stored.car);
      await enqueueMail(
        tx,
        quoteThreadEmail({
          to: stored.ownerEmail,
          subject: SUBJECTS[kind](stored.businessName, car),
          from: stored.businessName,
          body: kind === "quote" ? `${fields.body}\n\n(See the price, lead time and date it stands until on your request's page.)` : fields.body,
          url: quoteRequestUrl(app.env.APP_URL, app.secret, stored.requestId),
        }),
      );
      return "sent" as const;
    });
    if (result === "closed") return refuse(409, "This request no longer takes that answer.");
    return data<LeadAnswer>({ ...formSuccess(SENT[kind]), intent: kind });
  } catch (error) {
    rethrowOutage(error);
    logger.error({ err: error }, "lead answer not stored");
    return refuse(500, "That did not work. Please try again.");
  }
}

const refusedFields = (intentName: string) => (refused: IntentRefusal) =>
  data<LeadAnswer>({ ...formFailure(refused.values, refused.fieldErrors, { message: "Please check the highlighted fields." }), intent: intentName }, { status: 400 });

/**
 * A project made from a finished job (#27 item 6): the car, the make and the services filled in from
 * the request, pending moderation like any project; the owner is asked to confirm it is their car.
 */
async function publishProject({ app, profileId, leadId }: LeadArgs) {
  const lead = await findProfileLead(app.db, profileId, leadId);
  if (!lead || lead.status !== "won" || lead.requestStatus !== "completed") {
    return data<LeadAnswer>({ ...formFailure({}, {}, { message: "Only a finished job you won can become a project." }), intent: "project" }, { status: 409 });
  }
  const car = carName(lead);
  const created = await app.db.transaction(async (tx) => {
    const project = await createProject(
      tx,
      profileId,
      {
        title: car,
        vehicleMake: lead.makeSlug,
        model: lead.model,
        year: lead.year,
        services: lead.services.flatMap((name) => SERVICE_OPTIONS.find((option) => option.name === name)?.slug ?? []),
        story: "",
      },
      { quoteLeadId: lead.id },
    );
    if (project !== "full") {
      await enqueueMail(tx, jobProjectEmail({ to: lead.ownerEmail, businessName: lead.businessName, car, url: quoteRequestUrl(app.env.APP_URL, app.secret, lead.requestId) }));
    }
    return project;
  });
  if (created === "full") {
    return data<LeadAnswer>({ ...formFailure({}, {}, { message: "Your gallery is full: delete a project to add this one." }), intent: "project" }, { status: 409 });
  }
  return redirect(`/dashboard/projects/${created.id}`);
}

export const leadForms = intentAction<LeadArgs, Response | ReturnType<typeof data<LeadAnswer>>>(
  {
    message: intent(threadMessageSchema, (input, args) => answer("message", { body: input.body }, args), { refused: refusedFields("message") }),
    quote: intent(
      quoteSchema,
      (input, args) =>
        answer(
          "quote",
          { body: input.body, priceFrom: input.priceFrom, priceTo: input.priceTo, leadTime: input.leadTime, validUntil: new Date(`${input.validUntil}T23:59:59Z`) },
          args,
        ),
      { refused: refusedFields("quote") },
    ),
    project: intent(NO_FIELDS, (_none, args) => publishProject(args)),
    decline: intent(declineSchema, (input, args) => answer("decline", { body: input.body }, args), { refused: refusedFields("decline") }),
  },
  (refused) => data<LeadAnswer>({ ...formFailure({}, {}, { message: "Unknown action" }), intent: refused.intent ?? "unknown" }, { status: 400 }),
);
