import { data, redirect } from "react-router";
import type { RequestContext } from "~/context";
import { TERMS_REQUIRED } from "~/lib/account-schemas";
import { echoValues, formFailure, parseForm, type FieldErrors, type FormResult, type FormValues } from "~/lib/form";
import { serverSignupSchema } from "~/services/profile-schemas.server";
import { createProfileForAccount } from "~/models/own-profile.server";
import { locatePostcode } from "~/services/geo.server";
import { adminEmails } from "~/models/roles.server";
import { recordSecurityEvent } from "~/services/analytics.server";
import { spamRefusal, SIGNUP_MIN_FILL_MS, SPAM_MESSAGES } from "~/services/spam.server";
import { clientKey, hitRateLimit } from "~/services/rate-limit.server";
import { hmac } from "~/services/secret.server";
import { MAIL_AFTER_ANSWER_MS } from "~/services/auth.server";
import type { Database } from "../../../database/client";
import { newProfileAdminEmail } from "~/services/emails.server";
import { logger } from "~/services/logger.server";
import { toastHeader, type Toast } from "~/services/toast.server";
import { readFormData } from "~/services/form-data.server";
import { enqueueMail } from "~/services/outbox.server";

const HOUR_MS = 60 * 60 * 1000;
// docs/spec.md §9: 3 sign-ups per hour per email; and a per-address cap so one client can't cycle emails.
const SIGNUPS_PER_EMAIL_PER_HOUR = 3;
const SIGNUPS_PER_CLIENT_PER_HOUR = 10;
const UNEXPECTED = "An unexpected error occurred. Please try again.";
const CREATED: Toast = {
  type: "success",
  title: "Account created!",
  description: "Please check your email (and spam folder) and click the verification link to activate your account.",
  durationMs: 10_000,
};

export type SignupResult = FormResult;

function fail(status: number, values: FormValues, toast: Toast, errors?: FieldErrors) {
  return data<SignupResult>(formFailure(values, errors, { toasts: [toast] }), { status });
}

/** docs/spec.md §4 sign-up flow: spam check, rate limit, validation, terms, account, profile, redirect. */
export async function signUp(request: Request, context: RequestContext) {
  const form = await readFormData(request);
  const typed = echoValues(form, serverSignupSchema);
  const spam = spamRefusal(context, "/signup", "signup", form, SIGNUP_MIN_FILL_MS);
  if (spam) return fail(400, typed, { type: "error", title: "Submission blocked", description: SPAM_MESSAGES[spam] });

  const rawEmail = String(form.get("email") ?? "").trim().toLowerCase().slice(0, 254);
  const limits = await Promise.all([
    hitRateLimit(context.db, `signup:email:${hmac(context.secret, rawEmail).slice(0, 32)}`, SIGNUPS_PER_EMAIL_PER_HOUR, HOUR_MS),
    hitRateLimit(context.db, `signup:client:${clientKey(context.secret, context.clientAddress)}`, SIGNUPS_PER_CLIENT_PER_HOUR, HOUR_MS),
  ]).catch((error: unknown) => {
    logger.error({ err: error }, "sign-up rate limit check failed");
    return null;
  });
  if (!limits || limits.some((limit) => !limit.allowed)) {
    // Recorded here, not by each limit: one refused sign-up may be over both.
    if (limits) recordSecurityEvent(context.db, "/signup", { kind: "rate_limited", action: "signup" });
    return fail(429, typed, { type: "error", title: "Too many attempts", description: "Please wait before trying to sign up again" });
  }

  const parsed = parseForm(serverSignupSchema, form);
  if (parsed.status === "error") {
    const errors = parsed.fieldErrors;
    const onlyTerms = Object.keys(errors).length === 1 && errors.terms === TERMS_REQUIRED;
    return fail(
      400,
      parsed.values,
      onlyTerms
        ? { type: "error", title: "Terms acceptance required", description: "Please accept the Terms of Service and Privacy Policy to continue." }
        : { type: "error", title: "Please fix the errors below", description: "Check the highlighted fields and try again." },
      errors,
    );
  }
  const values = parsed.data;

  let userId: string | null;
  try {
    userId = await context.auth.signUpWithProfile(
      { name: values.contactName, email: values.email, password: values.password },
      request.headers,
      async (tx, newUserId) => {
        await createProfileForAccount(tx, newUserId, values.email, values, locatePostcode(values.postcode));
        await notifyAdmins(tx, context.env.APP_URL, values, MAIL_AFTER_ANSWER_MS);
      },
    );
  } catch (error) {
    // One transaction: nothing of the account or its profile was kept. The account service's own refusals say why.
    const refusal = (error as { body?: { message?: string } }).body?.message;
    if (refusal) logger.info({ reason: refusal }, "sign-up refused by the account service");
    else logger.error({ err: error }, "sign-up failed: nothing stored");
    return fail(refusal ? 400 : 500, parsed.values, { type: "error", title: "Error creating account", description: refusal ?? UNEXPECTED });
  }
  // An address that already has an account: nothing was stored (its owner is emailed), and the answer is a new sign-up's.
  if (!userId) {
    logger.info("sign-up for an address that already has an account");
    throw redirect("/signup-success", { headers: { "Set-Cookie": await toastHeader(context.secret, CREATED) } });
  }

  // Its verification mail and the admins' notice were queued with the account, in its transaction.
  throw redirect("/signup-success", { headers: { "Set-Cookie": await toastHeader(context.secret, CREATED) } });
}

/**
 * Tells the admins a listing is waiting, in the transaction that creates it (`tx`). A sign-up's
 * notice waits a moment, like the account's verification mail (auth.server.ts MAIL_AFTER_ANSWER_MS).
 */
export async function notifyAdmins(tx: Database, appUrl: string, listing: { businessName: string; city: string }, delayMs = 0) {
  const to = await adminEmails(tx);
  if (to.length > 0) await enqueueMail(tx, newProfileAdminEmail({ to, ...listing, appUrl }), { delayMs });
}
