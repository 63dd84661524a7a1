import { data, redirect, type AppLoadContext } from "react-router";
import { signInSchema } from "~/lib/account-schemas";
import { fieldErrors } from "~/lib/schemas";
import { authErrorMessage, SIGN_IN_MESSAGES } from "~/services/auth-errors.server";
import { clientKey, forgiveRateLimit, hitRateLimit } from "~/services/rate-limit.server";
import { hmac } from "~/services/secret.server";
import { landingAfterSignIn, safeRedirect } from "~/services/session.server";
import { logger } from "~/services/logger.server";
import { recordSecurityEvent } from "~/models/events.server";

const WINDOW_MS = 15 * 60 * 1000;
// Failed sign-ins per 15 minutes (every attempt counts, a successful one is given back): per address (a shared office is fine), and per account (no guessing one password).
const ATTEMPTS_PER_CLIENT = 20;
const ATTEMPTS_PER_EMAIL = 8;

export interface SignInResult {
  error?: string;
  errors?: Record<string, string>;
}

/** Appends every Set-Cookie better-auth produced to our redirect. */
export function withAuthCookies(target: string, authHeaders: Headers) {
  const headers = new Headers();
  for (const cookie of authHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(target, { headers });
}

export async function signIn(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = signInSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success) return data<SignInResult>({ errors: fieldErrors(parsed.error) }, { status: 400 });
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
    return data<SignInResult>({ error: SIGN_IN_MESSAGES.tooMany }, { status: 429 });
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
    return data<SignInResult>({ error: message }, { status: 400 });
  }
}

export async function signOut(request: Request, context: AppLoadContext) {
  try {
    const { headers } = await context.auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return withAuthCookies("/", headers);
  } catch (error) {
    logger.error({ err: error }, "sign-out failed");
    return data<SignInResult>({ error: "Failed to sign out. Please try again." }, { status: 500 });
  }
}
