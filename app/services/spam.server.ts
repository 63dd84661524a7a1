import crypto from "node:crypto";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/lib/spam-fields";
import type { Database } from "../../database/client";
import { recordSecurityEvent } from "./analytics.server";
import { hmac, safeEqual } from "./secret.server";

export { FORM_TOKEN_FIELD, HONEYPOT_FIELD };

/** SPEC.md §5 spam protection: a honeypot and a fill-time window, checked on the server. */
export const FORM_MAX_AGE_MS = 30 * 60 * 1000;
export const SIGNUP_MIN_FILL_MS = 5_000;
export const REVIEW_MIN_FILL_MS = 3_000;
export const DEFAULT_MIN_FILL_MS = 3_000;

export type SpamReason = "Honeypot field filled" | "Form submitted too quickly" | "Form session expired";

/**
 * Signed by the server when it renders the form: "<ms>.<nonce>.<signature>". The nonce
 * makes every rendered form its own (two visitors in the same millisecond included), so
 * the token doubles as the form's idempotency key (formKeyOf).
 */
export function issueFormToken(secret: string, purpose: string, now = Date.now()): string {
  const nonce = crypto.randomBytes(16).toString("hex");
  return `${now}.${nonce}.${hmac(secret, `form:${purpose}:${now}:${nonce}`)}`;
}

/** The token's parts when its signature is right; a two-part token is one rendered before nonces existed. */
function verifiedToken(secret: string, purpose: string, token: string): { issued: number; nonce: string | null } | null {
  const parts = token.split(".");
  const [issuedText, nonce, signature] = parts.length === 3 ? parts : [parts[0], null, parts[1]];
  const issued = Number(issuedText);
  if (!Number.isSafeInteger(issued) || !signature || (nonce !== null && !/^[0-9a-f]{32}$/.test(nonce!))) return null;
  const signed = nonce === null ? `form:${purpose}:${issued}` : `form:${purpose}:${issued}:${nonce}`;
  return safeEqual(signature, hmac(secret, signed)) ? { issued, nonce: nonce ?? null } : null;
}

/**
 * The key of one submission (a UUID): the rendered form's nonce (from its signed token) and
 * what was sent in it, or null without a token. Stored with what the form creates under a
 * unique constraint: the same form posted again with the same content (a retry after a
 * timeout, a double click) finds the first row instead of adding another, while a second,
 * different message sent from the same page (which keeps its token) is stored as its own.
 */
export function formKeyOf(secret: string, purpose: string, form: FormData, content: Record<string, unknown>): string | null {
  const token = form.get(FORM_TOKEN_FIELD);
  const nonce = typeof token === "string" ? verifiedToken(secret, purpose, token)?.nonce : null;
  if (!nonce) return null;
  const key = crypto.createHmac("sha256", secret).update(`form-key:${purpose}:${nonce}:${JSON.stringify(content)}`).digest("hex");
  return `${key.slice(0, 8)}-${key.slice(8, 12)}-${key.slice(12, 16)}-${key.slice(16, 20)}-${key.slice(20, 32)}`;
}

/** When signed by us and not yet expired: when it was issued. */
function tokenIssuedAt(secret: string, purpose: string, token: FormDataEntryValue | null, now: number): number | null {
  const verified = typeof token === "string" ? verifiedToken(secret, purpose, token) : null;
  return verified && now - verified.issued <= FORM_MAX_AGE_MS ? verified.issued : null;
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
