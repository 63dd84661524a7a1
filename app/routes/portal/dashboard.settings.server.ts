import { data, redirect } from "react-router";
import type { RequestContext } from "~/context";
import type { AuthSession } from "~/services/auth.server";
import { changeEmailSchema, changePasswordSchema, confirmPasswordSchema, totpCodeSchema } from "~/lib/account-schemas";
import { echoValues, formFailure, formSuccess, type FieldErrors, type FormResult, type FormValues } from "~/lib/form";
import { intent, intentAction, type IntentRefusal } from "~/services/form-intents.server";
import { NO_FIELDS } from "~/lib/schemas";
import { authErrorMessage, isTooManyAttempts, isWrongPassword, WRONG_PASSWORD_MESSAGE } from "~/services/auth-errors.server";
import { PASSWORD_ATTEMPTS_MESSAGE } from "~/services/auth.server";
import { recordSecurityEvent } from "~/services/analytics.server";
import { toastHeader } from "~/services/toast.server";
import { readTotpSetup, totpSetup, type TotpSetup } from "~/services/two-factor-setup.server";
import { readFormData } from "~/services/form-data.server";
import { hitRateLimit } from "~/services/rate-limit.server";
import { hmac } from "~/services/secret.server";
import { deleteAccount } from "~/models/accounts.server";
import { logger } from "~/services/logger.server";

// Requests to change the address per account per hour: each one mails the current inbox.
const EMAIL_CHANGES_PER_HOUR = 3;

const SETTINGS_PATH = "/dashboard/settings";

export const WRONG_CODE_MESSAGE = "That code is not valid. Please try again.";
export const DELETE_PASSWORD_REQUIRED = "Please enter your password to delete your account";

/** The one form answer, naming which of the page's forms answered; enabling 2FA carries the set-up. */
export type SettingsResult = FormResult & { intent: string; totp?: TotpSetup };

const fail = (intent: string, status: number, body: { errors?: FieldErrors; message?: string; values?: FormValues; totp?: TotpSetup }) =>
  data<SettingsResult>(
    { ...formFailure(body.values ?? {}, body.errors ?? {}, body.message ? { message: body.message } : {}), intent, ...(body.totp ? { totp: body.totp } : {}) },
    { status },
  );
/** Success shown in the form that asked (the session it was asked with is still the one in use). */
const done = (intent: string, message: string, extra: { totp?: TotpSetup } = {}, authHeaders?: Headers) => {
  const headers = new Headers();
  for (const cookie of authHeaders?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  return data<SettingsResult>({ ...formSuccess(message), ...extra, intent }, { headers });
};

/**
 * Success of an action that replaced the session (a password change, two-factor on or off):
 * back to the page by a redirect, with better-auth's new session cookie and the message as a
 * toast. Answering with the page itself would render it with the old, revoked cookie (a 500
 * without JavaScript, issue #23); the redirected GET carries the new one.
 */
async function doneWithNewSession(context: RequestContext, message: string, authHeaders: Headers) {
  const headers = new Headers();
  for (const cookie of authHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await toastHeader(context.secret, { type: "success", title: message }));
  return redirect(SETTINGS_PATH, { headers });
}

/** The field whose password or code was being checked, for a refusal shown under it. */
const CHECKED_FIELD: Record<string, string> = {
  "change-password": "currentPassword",
  "enable-2fa": "password",
  "disable-2fa": "password",
  "delete-account": "password",
};

type Answer = ReturnType<typeof fail> | Response;

interface SettingsArgs {
  context: RequestContext;
  session: AuthSession;
  /** The request's headers: better-auth reads the session from them. */
  headers: Headers;
}

const PASSWORD_REQUIRED = "Please enter your password";
/** A refusal under the fields (what was typed comes back, passwords never: lib/form.ts). */
const refuse = ({ intent, fieldErrors, values }: IntentRefusal) =>
  // Only a known intent is named back: whatever else was posted (of any size) is not echoed.
  intent ? fail(intent, 400, { errors: fieldErrors, values }) : fail("", 400, { message: "Unknown action" });

/** Account settings' forms, all by better-auth on the signed-in user's own session. */
const settingsIntents = intentAction<SettingsArgs, Answer>(
  {
    "change-password": intent(changePasswordSchema, async (input, { context, headers }) => {
      const result = await context.auth.api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
        headers,
        returnHeaders: true,
      });
      return doneWithNewSession(context, "Your password has been changed. Other devices have been signed out.", result.headers);
    }),
    "change-email": intent(changeEmailSchema, async (input, { context, session }, form) => {
      const values = echoValues(form, changeEmailSchema);
      if (input.newEmail.toLowerCase() === session.user.email.toLowerCase()) {
        return fail("change-email", 400, { errors: { newEmail: "That is already your email address" }, values });
      }
      const limit = await hitRateLimit(
        context.db,
        `change-email:${hmac(context.secret, `user:${session.user.id}`).slice(0, 32)}`,
        EMAIL_CHANGES_PER_HOUR,
        60 * 60 * 1000,
        { route: SETTINGS_PATH },
      );
      if (!limit.allowed) {
        return fail("change-email", 429, { errors: { newEmail: "Too many requests to change your address. Please try again in an hour." } });
      }
      await context.auth.requestEmailChange(session.user, input.newEmail);
      return done("change-email", "Check your current inbox: we have sent a link to confirm the change, then your new address will be verified.");
    }),
    "revoke-other-sessions": intent(NO_FIELDS, async (_input, { context, headers }) => {
      await context.auth.api.revokeOtherSessions({ headers });
      return done("revoke-other-sessions", "You have been signed out everywhere else.");
    }),
    "enable-2fa": intent(confirmPasswordSchema(PASSWORD_REQUIRED), async (input, { context, session, headers }) => {
      const { headers: renewed, response } = await context.auth.api.enableTwoFactor({
        body: { password: input.password },
        headers,
        returnHeaders: true,
      });
      if (response.method !== "totp") return fail("enable-2fa", 500, { message: "Two-factor set-up is not available." });
      const totp = await totpSetup(context.secret, session.user.id, { secretUri: response.totpURI, backupCodes: response.backupCodes });
      return done("enable-2fa", "Scan the code with your authenticator app, then enter the 6-digit code to finish.", { totp }, renewed);
    }),
    "verify-2fa": intent(
      totpCodeSchema,
      async (input, { context, session, headers }, form) => {
        try {
          const result = await context.auth.api.verifyTOTP({ body: { code: input.code }, headers, returnHeaders: true });
          return doneWithNewSession(context, "Two-factor authentication is on.", result.headers);
        } catch (error) {
          if (isTooManyAttempts(error)) {
            recordSecurityEvent(context.db, SETTINGS_PATH, { kind: "sign_in_limited" });
            return verifyAgain(context, session, form, 429, { code: PASSWORD_ATTEMPTS_MESSAGE });
          }
          return verifyAgain(context, session, form, 400, { code: WRONG_CODE_MESSAGE });
        }
      },
      { refused: ({ fieldErrors }, { context, session }, form) => verifyAgain(context, session, form, 400, fieldErrors) },
    ),
    "disable-2fa": intent(confirmPasswordSchema(PASSWORD_REQUIRED), async (input, { context, headers }) => {
      const result = await context.auth.api.disableTwoFactor({ body: { password: input.password }, headers, returnHeaders: true });
      return doneWithNewSession(context, "Two-factor authentication is off.", result.headers);
    }),
    "delete-account": intent(confirmPasswordSchema(DELETE_PASSWORD_REQUIRED), async (input, { context, session, headers }) => {
      // Proof it is the owner at the keyboard, not someone at an unlocked screen.
      await context.auth.api.verifyPassword({ body: { password: input.password }, headers });
      const { headers: signedOut } = await context.auth.api.signOut({ headers, returnHeaders: true });
      await deleteAccount(context.db, session.user.id, { kind: "owner" });
      logger.info("account deleted by its owner");
      // The profile left the directory with it: server/react-router-handler.ts empties every
      // process's page cache after this signed-in write, before this answer goes out.
      const goodbye = redirect("/account-deleted");
      for (const cookie of signedOut.getSetCookie()) goodbye.headers.append("Set-Cookie", cookie);
      return goodbye;
    }),
  },
  refuse,
);

/** The 2FA set-up stays on the page after a refused code, with or without JavaScript. */
async function verifyAgain(context: RequestContext, session: AuthSession, form: FormData, status: number, errors: FieldErrors) {
  const shown = await readTotpSetup(context.secret, session.user.id, form.get("setup"));
  return fail("verify-2fa", status, { errors, ...(shown ? { totp: shown } : {}) });
}

/** Account settings actions; better-auth's refusals are answered under the field they concern. */
export async function settingsAction(request: Request, context: RequestContext, session: AuthSession) {
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  try {
    return await settingsIntents(form, { context, session, headers: request.headers });
  } catch (error) {
    // Under the field it belongs to, not the sign-in page's "Invalid email or password".
    const field = CHECKED_FIELD[intent];
    if (field && isWrongPassword(error)) return fail(intent, 400, { errors: { [field]: WRONG_PASSWORD_MESSAGE } });
    // Over the account's limit of password or code checks (auth.server.ts): nothing was checked.
    if (field && isTooManyAttempts(error)) {
      recordSecurityEvent(context.db, SETTINGS_PATH, { kind: "sign_in_limited" });
      return fail(intent, 429, { errors: { [field]: PASSWORD_ATTEMPTS_MESSAGE } });
    }
    return fail(intent, 400, { message: authErrorMessage(error) });
  }
}
