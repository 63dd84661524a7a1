import { data, redirect } from "react-router";
import type { RequestContext } from "~/context";
import { signInSchema } from "~/lib/account-schemas";
import { formFailure, parseForm, type FormResult } from "~/lib/form";
import { authErrorMessage, SIGN_IN_MESSAGES } from "~/services/auth-errors.server";
import { clientKey, hitRateLimit } from "~/services/rate-limit.server";
import { forgiveRateLimit } from "~/models/rate-limits.server";
import { hmac } from "~/services/secret.server";
import { landingAfterSignIn, safeRedirect } from "~/services/session.server";
import { logger } from "~/services/logger.server";
import { recordSecurityEvent } from "~/services/analytics.server";

const WINDOW_MS = 15 * 60 * 1000;
// Failed sign-ins per 15 minutes (every attempt counts, a successful one is given back): per address (a shared office is fine), and per account (no guessing one password).
const ATTEMPTS_PER_CLIENT = 20;
const ATTEMPTS_PER_EMAIL = 8;

/** A refused sign-in (or sign-out): field errors, or one `message` such as SPEC's "Invalid email or password". */
export type SignInResult = FormResult;

/** Appends every Set-Cookie better-auth produced to our redirect. */
export function withAuthCookies(target: string, authHeaders: Headers) {
  const headers = new Headers();
  for (const cookie of authHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(target, { headers });
}

export async function signIn(request: Request, context: RequestContext, form: FormData) {
  const parsed = parseForm(signInSchema, form);
  if (parsed.status === "error") return data<SignInResult>(formFailure(parsed.values, parsed.fieldErrors), { status: 400 });
  const refuse = (status: number, message: string) => data<SignInResult>(formFailure(parsed.values, {}, { message }), { status });
  const email = parsed.data.email.toLowerCase();

  // Every attempt is counted before its password is checked (one atomic statement per key), so
  // however many arrive at once, from however many processes, at most `limit` are evaluated.
  // A successful sign-in gives its hit back below, so people who sign in never use up the allowance.
  const keys = [
    `signin:client:${clientKey(context.secret, context.clientAddress)}`,
    `signin:email:${hmac(context.secret, email).slice(0, 32)}`,
  ];
  const counted = await Promise.all([
    hitRateLimit(context.db, keys[0]!, ATTEMPTS_PER_CLIENT, WINDOW_MS),
    hitRateLimit(context.db, keys[1]!, ATTEMPTS_PER_EMAIL, WINDOW_MS),
  ]);
  if (counted.some((limit) => !limit.allowed)) {
    recordSecurityEvent(context.db, "/auth", { kind: "sign_in_limited" });
    return refuse(429, SIGN_IN_MESSAGES.tooMany);
  }
  const forgive = () => Promise.all(keys.map((key) => forgiveRateLimit(context.db, key)));

  try {
    const { headers, response } = await context.auth.api.signInEmail({
      body: { email, password: parsed.data.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await forgive();
    if ((response as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
      const requested = safeRedirect(form.get("redirectTo"), "");
      const query = requested ? `?redirectTo=${encodeURIComponent(requested)}` : "";
      return withAuthCookies(`/auth/two-factor${query}`, headers);
    }
    return withAuthCookies(await landingAfterSignIn(context, form.get("redirectTo"), response.user.id), headers);
  } catch (error) {
    const message = authErrorMessage(error);
    if (message !== SIGN_IN_MESSAGES.invalid && message !== SIGN_IN_MESSAGES.unverified) logger.warn({ err: error }, "sign-in failed");
    return refuse(400, message);
  }
}

export async function signOut(request: Request, context: RequestContext) {
  try {
    const { headers } = await context.auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return withAuthCookies("/", headers);
  } catch (error) {
    logger.error({ err: error }, "sign-out failed");
    return data<SignInResult>(formFailure({}, {}, { message: "Failed to sign out. Please try again." }), { status: 500 });
  }
}
