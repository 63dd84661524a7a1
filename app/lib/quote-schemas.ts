import { z } from "~/lib/zod";
import { VEHICLE_MAKE_OPTIONS, SERVICE_TYPES } from "~/content/taxonomy";
import { callRequestSchema, enquirySchema, INVALID_CHARACTERS, NO_NUL, userText } from "~/lib/schemas";
import { isUuid } from "~/lib/uuid";
import {
  QUOTE_BUDGETS,
  QUOTE_DESCRIPTION_MAX,
  QUOTE_DESCRIPTION_MIN,
  QUOTE_LEAD_TIME_MAX,
  QUOTE_LOCATION_MAX,
  QUOTE_MODEL_MAX,
  QUOTE_PRICE_MAX,
  QUOTE_RECIPIENTS_MAX,
  QUOTE_TIMINGS,
  QUOTE_YEAR_MIN,
  THREAD_MESSAGE_MAX,
  type QuoteBudget,
  type QuoteTiming,
} from "~/lib/quotes";
import { formatCount } from "./format";

/** The quote-request forms (issue #27), checked on the server; the pages get their constraints as data. */

const required = (max: number, empty: string, tooLong: string) =>
  userText({ error: empty }).trim().min(1, empty).max(max, tooLong).regex(NO_NUL, INVALID_CHARACTERS);

const repeated = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

const keys = <T extends Record<string, string>>(table: T) => Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];

export const RECIPIENTS_MESSAGE = `Please choose between 1 and ${QUOTE_RECIPIENTS_MAX} specialists`;

export const quoteRequestSchema = z.object({
  to: z.preprocess(
    repeated,
    z
      .array(z.string().refine(isUuid, RECIPIENTS_MESSAGE))
      .min(1, RECIPIENTS_MESSAGE)
      .max(QUOTE_RECIPIENTS_MAX, RECIPIENTS_MESSAGE)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  ),
  make: z.enum(VEHICLE_MAKE_OPTIONS.map((option) => option.slug) as [string, ...string[]], { error: "Please choose the make" }),
  model: required(QUOTE_MODEL_MAX, "Please enter the model", `Please keep the model under ${QUOTE_MODEL_MAX} characters`),
  year: z.coerce
    .number({ error: "Please enter the year it was built" })
    .int("Please enter the year it was built")
    .min(QUOTE_YEAR_MIN, "Please enter the year it was built")
    .refine((year) => year <= new Date().getFullYear(), "Please enter the year it was built"),
  services: z.preprocess(
    repeated,
    z.array(z.enum(SERVICE_TYPES, { error: "Please choose the work you want done" })).min(1, "Please choose the work you want done"),
  ),
  description: userText({ error: "Please describe the work" })
    .trim()
    .min(QUOTE_DESCRIPTION_MIN, `Please write at least ${QUOTE_DESCRIPTION_MIN} characters`)
    .max(QUOTE_DESCRIPTION_MAX, `Please keep the description under ${formatCount(QUOTE_DESCRIPTION_MAX)} characters`)
    .regex(NO_NUL, INVALID_CHARACTERS),
  carLocation: required(QUOTE_LOCATION_MAX, "Please say where the car is", `Please keep this under ${QUOTE_LOCATION_MAX} characters`),
  timing: z.enum(keys(QUOTE_TIMINGS), { error: "Please say when you would like the work done" }) as z.ZodType<QuoteTiming>,
  budget: z
    .union([z.literal(""), z.enum(keys(QUOTE_BUDGETS))])
    .optional()
    .transform((value) => (value ? (value as QuoteBudget) : null)),
  name: enquirySchema.shape.name,
  email: enquirySchema.shape.email,
  phone: z
    .union([z.literal(""), callRequestSchema.shape.phone])
    .optional()
    .transform((value) => value || null),
});
export type QuoteRequestInput = z.output<typeof quoteRequestSchema>;

const threadText = (empty: string) =>
  userText({ error: empty })
    .trim()
    .min(1, empty)
    .max(THREAD_MESSAGE_MAX, `Please keep this under ${formatCount(THREAD_MESSAGE_MAX)} characters`)
    .regex(NO_NUL, INVALID_CHARACTERS);

/** A message in one thread, from either side. */
export const threadMessageSchema = z.object({ lead: z.string().refine(isUuid, "Unknown conversation"), body: threadText("Please write a message") });

const pounds = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(QUOTE_PRICE_MAX, message);

export const PRICE_MESSAGE = "Please enter a price in whole pounds";
export const PRICE_ORDER_MESSAGE = "The upper price must not be below the lower one";

/** The specialist's quote: a fixed price (leave "to" empty) or a range, what it includes, lead time, valid until. */
export const quoteSchema = z
  .object({
    lead: z.string().refine(isUuid, "Unknown conversation"),
    priceFrom: pounds(PRICE_MESSAGE),
    priceTo: z.union([z.literal(""), pounds(PRICE_MESSAGE)]).optional(),
    body: threadText("Please say what the quote includes"),
    leadTime: required(QUOTE_LEAD_TIME_MAX, "Please give a lead time", `Please keep this under ${QUOTE_LEAD_TIME_MAX} characters`),
    validUntil: z.iso.date({ error: "Please give the date the quote stands until" }),
  })
  .transform((quote) => ({ ...quote, priceTo: quote.priceTo === "" || quote.priceTo === undefined ? quote.priceFrom : quote.priceTo }))
  .refine((quote) => quote.priceTo >= quote.priceFrom, { path: ["priceTo"], message: PRICE_ORDER_MESSAGE })
  .refine((quote) => new Date(`${quote.validUntil}T23:59:59Z`).getTime() >= Date.now(), {
    path: ["validUntil"],
    message: "Please give a date from today on",
  });

export const declineSchema = z.object({ lead: z.string().refine(isUuid, "Unknown conversation"), body: threadText("Please give the owner a reason") });

/** The owner's choice of one specialist's answer (accept) or of the request as a whole. */
export const leadChoiceSchema = z.object({ lead: z.string().refine(isUuid, "Unknown conversation") });

export const resendLinksSchema = z.object({ email: enquirySchema.shape.email });

/** The owner's confirmation that a project made from their job shows their car (#27 item 6). */
export const projectChoiceSchema = z.object({ project: z.string().refine(isUuid, "Unknown project") });
