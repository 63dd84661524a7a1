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
  const [issuedText, signature] = token.split(".", 2);
  const issued = Number(issuedText);
  // A missing or forged token is treated like an expired form: the visitor reloads and tries again.
  if (!Number.isSafeInteger(issued) || !signature || !safeEqual(signature, hmac(secret, `form:${purpose}:${issued}`))) {
    return "Form session expired";
  }
  const age = now - issued;
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
