import crypto from "node:crypto";
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
 * The rendered form's own key (a UUID) from its signed token, or null without one. Stored
 * with what the form creates under a unique constraint: posting the same form again (a retry
 * after a timeout, a double click) finds the first row instead of adding another.
 */
export function formKeyOf(secret: string, purpose: string, form: FormData): string | null {
  const token = form.get(FORM_TOKEN_FIELD);
  const nonce = typeof token === "string" ? verifiedToken(secret, purpose, token)?.nonce : null;
  if (!nonce) return null;
  return `${nonce.slice(0, 8)}-${nonce.slice(8, 12)}-${nonce.slice(12, 16)}-${nonce.slice(16, 20)}-${nonce.slice(20)}`;
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
  const token = form.get(FORM_TOKEN_FIELD);
  if (typeof token !== "string") return "Form session expired";
  const verified = verifiedToken(secret, purpose, token);
  // A missing or forged token is treated like an expired form: the visitor reloads and tries again.
  if (!verified) return "Form session expired";
  const age = now - verified.issued;
  if (age < minFillMs) return "Form submitted too quickly";
  if (age > FORM_MAX_AGE_MS) return "Form session expired";
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
