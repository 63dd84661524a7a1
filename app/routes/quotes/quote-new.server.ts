import type { RequestContext } from "~/context";
import { quoteRequestSchema } from "~/lib/quote-schemas";
import { carName, QUOTE_BUDGETS, QUOTE_PHOTOS_MAX, QUOTE_PHOTOS_PER_HOUR, QUOTE_RECIPIENTS_MAX, QUOTE_TIMINGS } from "~/lib/quotes";
import { PHOTO_ACCEPT } from "~/lib/project-limits";
import { isUuid } from "~/lib/uuid";
import { SERVICE_TYPES, VEHICLE_MAKE_OPTIONS } from "~/content/taxonomy";
import {
  addRequestPhotos,
  createQuoteRequest,
  type NewRequestPhoto,
  listedRecipients,
  lockClientRequests,
  unconfirmedRequestsFromClient,
} from "~/models/quote-requests.server";
import { quoteConfirmEmail } from "~/services/emails.server";
import { enqueueMail } from "~/services/outbox.server";
import { quoteRequestUrl } from "~/services/quote-links.server";
import { clientKey, recipientKey } from "~/services/rate-limit.server";
import { receivePhotos } from "~/services/photo-upload.server";
import { photoAllowance } from "~/services/photo-upload-limit.server";
import { data } from "react-router";
import { constraints, echoValues, formFailure, type FormResult } from "~/lib/form";
import { DEFAULT_MIN_FILL_MS } from "~/services/spam.server";
import { submitVisitorForm, type VisitorForm } from "~/services/visitor-submission.server";
import { readFormData } from "~/services/form-data.server";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// As enquiries (provider.server.ts): 10 an hour from one client address.
export const QUOTE_REQUESTS_PER_HOUR = 10;
// Requests still waiting for their email link from one client address in a day: junk is never
// confirmed, so this bounds what one address can leave behind (as unconfirmed reviews, #23).
export const UNCONFIRMED_QUOTE_REQUESTS_PER_CLIENT = 3;
// Confirmation emails one inbox is sent per hour (as enquiry confirmations): the form mails whatever
// address is typed, so without it anyone could aim them at a stranger's inbox.
export const QUOTE_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR = 3;

export const QUOTE_REQUEST_SENT =
  "Nearly done: we have emailed you a link. Open it and confirm, and your request goes to the specialists you chose.";
export const QUOTE_REQUEST_FAILED = "Your request could not be sent. Please try again.";
export const QUOTE_NO_RECIPIENTS = "None of the specialists you chose is listed any more. Please choose again from your shortlist.";

/** The form's constraints and choices, as loader data: the page downloads no validator. */
const FORM_FIELDS = constraints(quoteRequestSchema);

/** The specialists a request goes to, from the repeated `to` (the ticks on the shortlist or in results), at most QUOTE_RECIPIENTS_MAX. */
export const chosenIds = (values: string[]) => [...new Set(values.filter(isUuid).map((id) => id.toLowerCase()))];

/** The request form's page: who it goes to (public listings only), the choices, and the form's constraints. */
export async function quoteFormView(request: Request, app: RequestContext) {
  const url = new URL(request.url);
  const wanted = chosenIds(url.searchParams.getAll("to"));
  const recipients = (await listedRecipients(app.db, wanted.slice(0, QUOTE_RECIPIENTS_MAX))).map((profile) => ({
    id: profile.id,
    slug: profile.slug,
    businessName: profile.businessName,
    city: profile.city,
  }));
  return {
    recipients,
    tooMany: wanted.length > QUOTE_RECIPIENTS_MAX,
    max: QUOTE_RECIPIENTS_MAX,
    fields: FORM_FIELDS,
    photos: { max: QUOTE_PHOTOS_MAX, accept: PHOTO_ACCEPT },
    makes: VEHICLE_MAKE_OPTIONS.map(({ name, slug }) => ({ name, slug })),
    services: [...SERVICE_TYPES],
    timings: Object.entries(QUOTE_TIMINGS).map(([value, label]) => ({ value, label })),
    budgets: Object.entries(QUOTE_BUDGETS).map(([value, label]) => ({ value, label })),
  };
}
export type QuoteFormView = Awaited<ReturnType<typeof quoteFormView>>;

type Recipients = Awaited<ReturnType<typeof listedRecipients>>;

/**
 * One request to several specialists (#27 item 2): stored unconfirmed with a lead for each, and
 * only the owner is emailed (the link to confirm). Nothing reaches a specialist until they confirm.
 */
const quoteForm = (ids: string[], context: RequestContext, photos: NewRequestPhoto[]): VisitorForm<typeof quoteRequestSchema, Recipients, { id: string }> => ({
  purpose: "quote",
  route: "/quotes/new",
  schema: quoteRequestSchema,
  minFillMs: DEFAULT_MIN_FILL_MS,
  invalidMessage: () => "Please check the highlighted fields.",
  perClient: { max: QUOTE_REQUESTS_PER_HOUR, windowMs: HOUR_MS, message: "You have sent several requests recently. Please try again later." },
  findTarget: async (db) => {
    const listed = await listedRecipients(db, ids);
    return listed.length > 0 ? listed : null;
  },
  targetKey: (target) => target.map((profile) => profile.id).sort().join(","),
  notFoundMessage: QUOTE_NO_RECIPIENTS,
  targetLimits: (_target, request) => [
    {
      key: `quote-mail:${recipientKey(context.secret, request.email)}`,
      max: QUOTE_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR,
      windowMs: HOUR_MS,
      message: "We have already sent several confirmation emails to this address in the last hour. Please confirm those, or try again later.",
    },
  ],
  admit: async (tx, { clientHash, formKey }) => {
    await lockClientRequests(tx, clientHash);
    const waiting = await unconfirmedRequestsFromClient(tx, clientHash, new Date(Date.now() - DAY_MS), formKey);
    return waiting >= UNCONFIRMED_QUOTE_REQUESTS_PER_CLIENT
      ? { action: "quote-unconfirmed", message: "Please confirm the requests you have already sent (we emailed you a link), then try again." }
      : null;
  },
  store: async (tx, { data: request, formKey, target, clientHash }) => {
    const stored = await createQuoteRequest(
      tx,
      {
        ownerName: request.name,
        ownerEmail: request.email,
        ownerPhone: request.phone,
        makeSlug: request.make,
        model: request.model,
        year: request.year,
        services: request.services,
        description: request.description,
        carLocation: request.carLocation,
        timing: request.timing,
        budget: request.budget,
        formKey,
        clientHash,
      },
      target.map((profile) => profile.id),
    );
    if (stored) await addRequestPhotos(tx, stored.id, photos);
    return stored;
  },
  notify: async (tx, { data: request, target, appUrl, stored }) => {
    await enqueueMail(
      tx,
      quoteConfirmEmail({
        to: request.email,
        name: request.name,
        car: carName({ year: request.year, makeSlug: request.make, model: request.model }),
        businessNames: target.map((profile) => profile.businessName),
        url: quoteRequestUrl(appUrl, context.secret, stored.id),
      }),
    );
  },
  successMessage: QUOTE_REQUEST_SENT,
  failureMessage: QUOTE_REQUEST_FAILED,
});

/** The per-client photo limit (QUOTE_PHOTOS_PER_HOUR): the form takes photos from anyone, so the count is by address. */
const quotePhotoAllowance = (context: RequestContext) =>
  photoAllowance(context, {
    key: `quote-photo:${clientKey(context.secret, context.clientAddress)}`,
    max: QUOTE_PHOTOS_PER_HOUR,
    route: "/quotes/new",
    refusal: () => "You have sent many photos within the last hour. Please send your request without them, or try again later.",
  });

/**
 * The form as sent: a plain or multipart post. With photos, each is read and processed as it streams
 * in (the gallery's pipeline); one that cannot be used refuses the whole request with its reason by
 * the photos field, so nothing goes out without the photos the owner chose.
 */
export async function submitQuoteRequest(request: Request, context: RequestContext) {
  let form: FormData;
  let photos: NewRequestPhoto[] = [];
  let photoError: string | null = null;
  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const upload = await receivePhotos(request, QUOTE_PHOTOS_MAX, quotePhotoAllowance(context));
    form = upload.fields;
    const refused = upload.files.flatMap((file) => ("refusal" in file ? [`${file.name}: ${file.refusal}`] : []));
    photoError = upload.stopped ?? (refused.length > 0 ? refused.join(" ") : null);
    photos = upload.files.flatMap((file) => ("photo" in file ? [file.photo] : []));
  } else {
    form = await readFormData(request);
  }
  if (photoError) {
    return data<FormResult>(formFailure(echoValues(form, quoteRequestSchema), { photos: photoError }, { message: "Please check the photos." }), { status: 400 });
  }
  const ids = chosenIds(form.getAll("to").filter((value): value is string => typeof value === "string")).slice(0, QUOTE_RECIPIENTS_MAX);
  return submitVisitorForm(quoteForm(ids, context, photos), form, context, {});
}
