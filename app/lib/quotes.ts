import { makeOptionBySlug } from "~/content/taxonomy";
import { formatCount } from "./format";

/**
 * Quote requests (issue #27 items 2–4, decision 0028): the words and limits the owner's form, their
 * request page and the specialist's inbox share. No zod here: the pages that only need the words
 * do not download a validator.
 */

/** Photos of the car one request may carry, and how many a client address may send in an hour (each costs about a second of a core). */
export const QUOTE_PHOTOS_MAX = 6;
export const QUOTE_PHOTOS_PER_HOUR = 24;

/** How many specialists one request goes to. */
export const QUOTE_RECIPIENTS_MAX = 5;
export const QUOTE_DESCRIPTION_MIN = 20;
export const QUOTE_DESCRIPTION_MAX = 3_000;
export const QUOTE_MODEL_MAX = 60;
export const QUOTE_LOCATION_MAX = 80;
/** A message in a thread, a quote's "what it includes", a decline's reason. */
export const THREAD_MESSAGE_MAX = 3_000;
export const QUOTE_LEAD_TIME_MAX = 80;
/** Whole pounds: a restoration quote above £2m is a typo. */
export const QUOTE_PRICE_MAX = 2_000_000;
export const QUOTE_YEAR_MIN = 1885;

export const QUOTE_TIMINGS = {
  asap: "As soon as possible",
  "3-months": "Within 3 months",
  "12-months": "Within a year",
  flexible: "I'm flexible",
} as const;
export type QuoteTiming = keyof typeof QUOTE_TIMINGS;

export const QUOTE_BUDGETS = {
  "under-5k": "Under £5,000",
  "5k-15k": "£5,000 – £15,000",
  "15k-40k": "£15,000 – £40,000",
  "40k-plus": "Over £40,000",
} as const;
export type QuoteBudget = keyof typeof QUOTE_BUDGETS;

/** A lead as the specialist's inbox names it. */
export const LEAD_STATUS_LABELS = {
  new: "New",
  replied: "Replied",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
  declined: "Declined",
} as const;
export type LeadStatus = keyof typeof LEAD_STATUS_LABELS;

/** The request as its owner reads its state. */
export const REQUEST_STATUS_LABELS = {
  unconfirmed: "Waiting for your email confirmation",
  open: "Waiting for answers",
  accepted: "Quote accepted",
  completed: "Job completed",
  withdrawn: "Withdrawn",
} as const;

/** "1967 Jaguar E-type", from a request's car: its pages, its emails and the specialist's inbox name it so. */
export function carName(request: { year: number; makeSlug: string; model: string }) {
  return `${request.year} ${makeOptionBySlug(request.makeSlug)?.name ?? ""} ${request.model}`.replace(/\s+/g, " ").trim();
}

/** "£4,500" or "£4,000 – £6,000". */
export function priceLabel(from: number, to: number) {
  const pounds = (value: number) => `£${formatCount(value)}`;
  return from === to ? pounds(from) : `${pounds(from)} – ${pounds(to)}`;
}

export const QUOTE_PATH = "/quotes";
