import { data, redirect } from "react-router";
import type { RequestContext } from "~/context";
import { signInSchema } from "~/lib/account-schemas";
import { formFailure, parseForm, type FormResult } from "~/lib/form";
import { authErrorMessage, SIGN_IN_MESSAGES } from "~/services/auth-errors.server";
import { clientKey, hitRateLimit } from "~/services/rate-limit.server";
import { forgiveRateLimit } from "~/models/rate-limits.server";
import { landingAfterSignIn, safeRedirect } from "~/services/session.server";
import { logger } from "~/services/logger.server";
import { recordSecurityEvent } from "~/services/analytics.server";
import { intent, intentAction } from "~/services/form-intents.server";
import { NO_FIELDS } from "~/lib/schemas";

const WINDOW_MS = 15 * 60 * 1000;
// Sign-ins per address per 15 minutes (every attempt counts, a successful one is given back): a shared
// office is fine. The account's own limit is on every password check, in the account service (PASSWORD_ATTEMPTS).
const ATTEMPTS_PER_CLIENT = 20;

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

  // Every attempt is counted before its password is checked (one atomic statement), so however
  // many arrive at once, from however many processes, at most the limit are evaluated; the
  // account's counter is counted the same way by the account service, for every password check.
  // A successful sign-in gives its hits back, so people who sign in never use up the allowance.
  const clientLimitKey = `signin:client:${clientKey(context.secret, context.clientAddress)}`;
  const limited = () => {
    recordSecurityEvent(context.db, "/auth", { kind: "sign_in_limited" });
    return refuse(429, SIGN_IN_MESSAGES.tooMany);
  };
  if (!(await hitRateLimit(context.db, clientLimitKey, ATTEMPTS_PER_CLIENT, WINDOW_MS)).allowed) return limited();

  try {
    const { headers, response } = await context.auth.api.signInEmail({
      body: { email, password: parsed.data.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await forgiveRateLimit(context.db, clientLimitKey);
    if ((response as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
      const requested = safeRedirect(form.get("redirectTo"), "");
      const query = requested ? `?redirectTo=${encodeURIComponent(requested)}` : "";
      return withAuthCookies(`/auth/two-factor${query}`, headers);
    }
    return withAuthCookies(await landingAfterSignIn(context, form.get("redirectTo"), response.user.id), headers);
  } catch (error) {
    const message = authErrorMessage(error);
    if (message === SIGN_IN_MESSAGES.tooMany) return limited();
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

interface AuthArgs {
  request: Request;
  context: RequestContext;
}

/**
 * The portal page's two forms: sign-in (the form that names no intent, as password managers and
 * other clients post it) and "signout". Sign-in checks its own fields, as the profile page's forms
 * do: it is also called on its own, and its refusals keep the typed email.
 */
export const authForms = intentAction<AuthArgs, Awaited<ReturnType<typeof signIn>> | Awaited<ReturnType<typeof signOut>>>(
  {
    signin: intent(NO_FIELDS, (_none, { request, context }, form) => signIn(request, context, form)),
    signout: intent(NO_FIELDS, (_none, { request, context }) => signOut(request, context)),
  },
  () => data<SignInResult>(formFailure({}, {}, { message: "Invalid request" }), { status: 400 }),
  { unnamed: "signin" },
);
