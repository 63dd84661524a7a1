import { z } from "~/lib/zod";
import { CALL_TIMES } from "~/lib/call-times";
import { COMMENT_MAX, EMAIL_MAX, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX, PHONE_MAX, REPLY_MAX } from "~/lib/field-limits";
import { formatCount } from "./format";

/** Form schemas shared by the browser (instant feedback) and the server (the real check). */

// The HTML standard's valid e-mail address (what an <input type="email"> accepts), with at least one dot
// in the domain: so the server refuses what the browser refuses, and no "<script>" or quote gets in.
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * PostgreSQL text cannot hold a NUL character: a field with one would fail at the insert
 * (a 500), so every text field refuses it up front. No keyboard types one.
 */
export const NO_NUL = /^[^\0]*$/;

/** A form that sends nothing but its intent (a button). */
export const NO_FIELDS = z.object({});
export const INVALID_CHARACTERS = "Please remove the unsupported characters";

/**
 * Bidirectional controls (embeddings, overrides, isolates and marks): a right-to-left override
 * in a business name or review makes the text after it display reversed, so "moc.elpmaxe" shows
 * as a trusted-looking address. Nobody needs them in a form field here, so they are dropped.
 */
const BIDI_CONTROLS = /[؜‎‏‪-‮⁦-⁩]/g;
export const stripBidiControls = (value: string) => value.replace(BIDI_CONTROLS, "");

/** A string field of text a person typed for others to read: bidi controls removed before any check. */
export const userText = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(stripBidiControls);

const text = (max: number, required: string, tooLong: string) =>
  userText({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .regex(NO_NUL, INVALID_CHARACTERS);

export const enquirySchema = z.object({
  name: text(NAME_MAX, "Please enter your name", `Please keep your name under ${NAME_MAX} characters`),
  email: text(EMAIL_MAX, "Please enter your email address", "Please enter a valid email address").regex(
    EMAIL_PATTERN,
    "Please enter a valid email address",
  ),
  message: userText({ error: "Please enter a message" })
    .trim()
    .min(MESSAGE_MIN, `Please write at least ${MESSAGE_MIN} characters`)
    .max(MESSAGE_MAX, `Please keep your message under ${formatCount(MESSAGE_MAX)} characters`)
    .regex(NO_NUL, INVALID_CHARACTERS),
});
export type EnquiryInput = z.infer<typeof enquirySchema>;

export const CALL_PHONE_MESSAGE = "Please enter a phone number, including the area code";
export const CALL_TIME_MESSAGE = "Please choose a good time to call";

/**
 * Request Phone Call (#24 item 7): what a specialist needs to ring back, asked for as fields rather
 * than hoped for in a message: the number (10 to 15 digits, in any usual writing) and a good time;
 * a few words about the car are welcome but not required.
 */
export const callRequestSchema = z.object({
  name: enquirySchema.shape.name,
  email: enquirySchema.shape.email,
  phone: text(PHONE_MAX, CALL_PHONE_MESSAGE, CALL_PHONE_MESSAGE)
    .regex(/^\+?[\d\s().-]+$/, CALL_PHONE_MESSAGE)
    .refine((value) => {
      const digits = value.replace(/\D/g, "").length;
      return digits >= 10 && digits <= 15;
    }, CALL_PHONE_MESSAGE),
  callTime: z.enum(CALL_TIMES, { error: CALL_TIME_MESSAGE }),
  message: userText()
    .trim()
    .max(MESSAGE_MAX, `Please keep your message under ${formatCount(MESSAGE_MAX)} characters`)
    .regex(NO_NUL, INVALID_CHARACTERS)
    .optional()
    .transform((value) => value ?? ""),
});
export type CallRequestInput = z.infer<typeof callRequestSchema>;

// docs/spec.md §5 review form messages, word for word.
export const REVIEW_REQUIRED_MESSAGE = "Please fill in all fields: Name, email, and comment are required";
export const REVIEW_EMAIL_MESSAGE = "Invalid email address: Please enter a valid email address";

export const reviewSchema = z.object({
  name: text(NAME_MAX, REVIEW_REQUIRED_MESSAGE, `Please keep your name under ${NAME_MAX} characters`),
  email: text(EMAIL_MAX, REVIEW_REQUIRED_MESSAGE, REVIEW_EMAIL_MESSAGE).regex(EMAIL_PATTERN, REVIEW_EMAIL_MESSAGE),
  comment: text(
    COMMENT_MAX,
    REVIEW_REQUIRED_MESSAGE,
    `Please keep your review under ${formatCount(COMMENT_MAX)} characters`,
  ),
  rating: z.coerce
    .number({ error: "Please choose a rating from 1 to 5 stars" })
    .int("Please choose a rating from 1 to 5 stars")
    .min(1, "Please choose a rating from 1 to 5 stars")
    .max(5, "Please choose a rating from 1 to 5 stars"),
  // "I received something in return for this review" (issue #14): a ticked checkbox sends "on", an unticked one nothing.
  incentivised: z.literal("on").optional().transform((ticked) => ticked === "on"),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** A specialist's public reply to a review of their listing (dashboard Reviews page), re-checked by its action. */
export const replySchema = z.object({
  reviewId: z.uuid("Invalid request"),
  body: text(REPLY_MAX, "Please write your reply", `Please keep your reply to ${formatCount(REPLY_MAX)} characters or fewer`),
});
export type ReplyInput = z.infer<typeof replySchema>;
/** The review an enquirer writes through their personal link (#14): the address is the enquiry's, never typed. */
export const enquiryReviewSchema = reviewSchema.omit({ email: true });
