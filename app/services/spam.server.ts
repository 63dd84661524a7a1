import crypto from "node:crypto";
import { HONEYPOT_FIELD } from "~/lib/spam-fields";
import { FORM_COOKIE } from "~/lib/cookie-names";
import type { RequestContext } from "~/context";
import { recordSecurityEvent } from "./analytics.server";
import { hmac, safeEqual } from "./secret.server";

export { HONEYPOT_FIELD };

/** docs/spec.md §5 spam protection: a honeypot and a fill-time window, checked on the server. */
export const FORM_MAX_AGE_MS = 30 * 60 * 1000;
export const SIGNUP_MIN_FILL_MS = 5_000;
export const REVIEW_MIN_FILL_MS = 3_000;
export const DEFAULT_MIN_FILL_MS = 3_000;

export type SpamReason = "Honeypot field filled" | "Form submitted too quickly" | "Form session expired";

/** How long a form-start cookie is renewed before it expires, so a page left open keeps working. */
export const FORM_RENEW_AFTER_MS = 20 * 60 * 1000;

/**
 * When the visitor opened a page with a form, signed by the server: "<ms>.<nonce>.<signature>",
 * sent as the FORM_COOKIE cookie (never in the page, so a cached page holds nothing of one
 * visitor's; docs/decisions/0015-form-start-cookie.md). The nonce makes every visitor's own
 * (two in the same millisecond included), so it doubles as the idempotency key (formKeyOf).
 */
export function issueFormToken(secret: string, now = Date.now()): string {
  // 122 random bits from Node's pooled entropy (randomUUID), not a system call for every page
  // answered with a new form-start cookie; the signature, not the nonce, is what cannot be forged.
  const nonce = crypto.randomUUID().replaceAll("-", "");
  return `${now}.${nonce}.${hmac(secret, `form:${now}:${nonce}`)}`;
}

/** The token's parts when its signature is right. */
function verifiedToken(secret: string, token: string | undefined): { issued: number; nonce: string } | null {
  const [issuedText, nonce, signature, ...rest] = (token ?? "").split(".");
  const issued = Number(issuedText);
  if (rest.length > 0 || !Number.isSafeInteger(issued) || !signature || !/^[0-9a-f]{32}$/.test(nonce ?? "")) return null;
  return safeEqual(signature, hmac(secret, `form:${issued}:${nonce}`)) ? { issued, nonce: nonce! } : null;
}

/**
 * The key of one submission (a UUID): the visitor's form-start nonce, the form and what was
 * sent in it, or null without a good token. Stored with what the form creates under a unique
 * constraint: the same form posted again with the same content (a retry after a timeout, a double
 * click) finds the first row instead of adding another, while a different message is its own.
 */
export function formKeyOf(secret: string, purpose: string, token: string | undefined, content: Record<string, unknown>): string | null {
  const nonce = verifiedToken(secret, token)?.nonce;
  if (!nonce) return null;
  const key = crypto.createHmac("sha256", secret).update(`form-key:${purpose}:${nonce}:${JSON.stringify(content)}`).digest("hex");
  return `${key.slice(0, 8)}-${key.slice(8, 12)}-${key.slice(12, 16)}-${key.slice(16, 20)}-${key.slice(20, 32)}`;
}

/** When signed by us and not yet expired: when it was issued. */
function tokenIssuedAt(secret: string, token: string | undefined, now: number): number | null {
  const verified = verifiedToken(secret, token);
  return verified && now - verified.issued <= FORM_MAX_AGE_MS ? verified.issued : null;
}

/** `token` is the visitor's form-start cookie (RequestContext.formToken). */
export function checkSpam(
  secret: string,
  form: FormData,
  token: string | undefined,
  minFillMs: number = DEFAULT_MIN_FILL_MS,
  now = Date.now(),
): SpamReason | null {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "Honeypot field filled";
  // A missing or forged token is treated like an expired form: the visitor sends it again.
  const issued = tokenIssuedAt(secret, token, now);
  if (issued === null) return "Form session expired";
  if (now - issued < minFillMs) return "Form submitted too quickly";
  return null;
}

/**
 * The Set-Cookie header starting the fill time for a visitor who opens a page with a form, or
 * null while their cookie is good for a while yet: kept across pages and reloads, the fill time
 * counts from when they first saw a form, and the form key stays the same for a retry.
 */
export function formCookieFor(secret: string, current: string | undefined, secure: boolean, now = Date.now()): string | null {
  const issued = tokenIssuedAt(secret, current, now);
  if (issued !== null && now - issued < FORM_RENEW_AFTER_MS) return null;
  const maxAgeS = FORM_MAX_AGE_MS / 1000;
  return `${FORM_COOKIE}=${issueFormToken(secret, now)}; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * checkSpam for a form being handled at `route`: a refusal is also recorded as a
 * spam_refused security event (the reason and the form, nothing the visitor typed). An
 * expired or missing start asks for a new cookie with the answer, to send the form again with.
 */
export function spamRefusal(
  context: Pick<RequestContext, "db" | "secret" | "formToken" | "pageNotes">,
  route: string,
  purpose: string,
  form: FormData,
  minFillMs: number = DEFAULT_MIN_FILL_MS,
): SpamReason | null {
  const reason = checkSpam(context.secret, form, context.formToken, minFillMs);
  if (reason) recordSecurityEvent(context.db, route, { kind: "spam_refused", reason, form: purpose });
  if (reason === "Form session expired") context.pageNotes.formPage = true;
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
