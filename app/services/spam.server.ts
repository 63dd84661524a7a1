import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/lib/spam-fields";
import type { Database } from "../../database/client";
import { recordSecurityEvent } from "~/models/events.server";
import { hmac, safeEqual } from "./secret.server";

export { FORM_TOKEN_FIELD, HONEYPOT_FIELD };

/** SPEC.md §5 spam protection: a honeypot and a fill-time window, checked on the server. */
export const FORM_MAX_AGE_MS = 30 * 60 * 1000;
export const SIGNUP_MIN_FILL_MS = 5_000;
export const REVIEW_MIN_FILL_MS = 3_000;
export const DEFAULT_MIN_FILL_MS = 3_000;

export type SpamReason = "Honeypot field filled" | "Form submitted too quickly" | "Form session expired";

/** A timestamp signed by the server when it renders the form: "<ms>.<signature>". */
export function issueFormToken(secret: string, purpose: string, now = Date.now()): string {
  return `${now}.${hmac(secret, `form:${purpose}:${now}`)}`;
}

/** When signed by us and not yet expired: when it was issued. */
function tokenIssuedAt(secret: string, purpose: string, token: FormDataEntryValue | null, now: number): number | null {
  if (typeof token !== "string") return null;
  const [issuedText, signature] = token.split(".", 2);
  const issued = Number(issuedText);
  if (!Number.isSafeInteger(issued) || !signature || !safeEqual(signature, hmac(secret, `form:${purpose}:${issued}`))) return null;
  return now - issued > FORM_MAX_AGE_MS ? null : issued;
}

export function checkSpam(
  secret: string,
  purpose: string,
  form: FormData,
  minFillMs: number = DEFAULT_MIN_FILL_MS,
  now = Date.now(),
): SpamReason | null {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "Honeypot field filled";
  // A missing or forged token is treated like an expired form: the visitor sends it again.
  const issued = tokenIssuedAt(secret, purpose, form.get(FORM_TOKEN_FIELD), now);
  if (issued === null) return "Form session expired";
  if (now - issued < minFillMs) return "Form submitted too quickly";
  return null;
}

/**
 * checkSpam for a form being handled at `route`: a refusal is also recorded as a
 * spam_refused security event (the reason and the form, nothing the visitor typed).
 */
export function spamRefusal(
  context: { db: Database; secret: string },
  route: string,
  purpose: string,
  form: FormData,
  minFillMs: number = DEFAULT_MIN_FILL_MS,
): SpamReason | null {
  const reason = checkSpam(context.secret, purpose, form, minFillMs);
  if (reason) recordSecurityEvent(context.db, route, { kind: "spam_refused", reason, form: purpose });
  return reason;
}

/**
 * What the visitor reads when checkSpam refuses their form: a sentence, not a code. The
 * form is shown again with what they typed, so "send it again" is all they need to do.
 */
export const SPAM_MESSAGES: Record<SpamReason, string> = {
  "Form submitted too quickly": "Please wait a moment before submitting.",
  "Form session expired": "This form has expired. Please check your details and send it again.",
  "Honeypot field filled": "Your form could not be sent. Please reload the page and try again.",
};

/**
 * The token a form shown again after a refusal should carry: the one it was posted with
 * while that is still good, so the fill time keeps counting from when the visitor first
 * saw the form; a new one when it had expired (or was never ours).
 */
export function nextFormToken(secret: string, purpose: string, form: FormData, now = Date.now()): string {
  const posted = form.get(FORM_TOKEN_FIELD);
  return tokenIssuedAt(secret, purpose, posted, now) === null ? issueFormToken(secret, purpose, now) : (posted as string);
}
