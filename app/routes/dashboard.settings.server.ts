import { data, redirect } from "react-router";
import type { RequestContext } from "~/context";
import type { AuthSession } from "~/services/auth.server";
import QRCode from "qrcode";
import { changeEmailSchema, changePasswordSchema, confirmPasswordSchema, totpCodeSchema } from "~/lib/account-schemas";
import { formFailure, formSuccess, parseForm, type FieldErrors, type FormResult, type FormValues } from "~/lib/form";
import { authErrorMessage, isWrongPassword, WRONG_PASSWORD_MESSAGE } from "~/services/auth-errors.server";
import { readFormData } from "~/services/form-data.server";
import { hitRateLimit } from "~/services/rate-limit.server";
import { hmac } from "~/services/secret.server";
import { deleteAccount } from "~/models/accounts.server";
import { logger } from "~/services/logger.server";

// Requests to change the address per account per hour: each one mails the current inbox.
const EMAIL_CHANGES_PER_HOUR = 3;

export const DELETE_PASSWORD_REQUIRED = "Please enter your password to delete your account";

interface TotpSetup {
  qrSvg: string;
  secretUri: string;
  backupCodes: string[];
}
/** The one form answer, naming which of the page's forms answered; enabling 2FA carries the set-up. */
export type SettingsResult = FormResult<{ totp?: TotpSetup }> & { intent: string };

const fail = (intent: string, status: number, body: { errors?: FieldErrors; message?: string; values?: FormValues }) =>
  data<SettingsResult>({ ...formFailure(body.values ?? {}, body.errors ?? {}, body.message ? { message: body.message } : {}), intent }, { status });
/** Success, passing on any session cookies better-auth renewed (password change and 2FA replace the session). */
const done = (
  intent: string,
  message: string,
  authHeaders?: Headers,
  extra: { totp?: TotpSetup } = {},
) => {
  const headers = new Headers();
  for (const cookie of authHeaders?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  return data<SettingsResult>({ ...formSuccess(message, extra), intent }, { headers });
};

/** Account settings actions, all by better-auth on the signed-in user's own session. */
export async function settingsAction(request: Request, context: RequestContext, session: AuthSession) {
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const headers = request.headers;
  const password = (message: string) => parseForm(confirmPasswordSchema(message), form);
  try {
    switch (intent) {
      case "change-password": {
        const parsed = parseForm(changePasswordSchema, form);
        if (parsed.status === "error") return fail(intent, 400, { errors: parsed.fieldErrors });
        const result = await context.auth.api.changePassword({
          body: { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        });
        return done(intent, "Your password has been changed. Other devices have been signed out.", result.headers);
      }
      case "change-email": {
        const parsed = parseForm(changeEmailSchema, form);
        if (parsed.status === "error") return fail(intent, 400, { errors: parsed.fieldErrors, values: parsed.values });
        if (parsed.data.newEmail.toLowerCase() === session.user.email.toLowerCase()) {
          return fail(intent, 400, { errors: { newEmail: "That is already your email address" }, values: parsed.values });
        }
        const limit = await hitRateLimit(
          context.db,
          `change-email:${hmac(context.secret, `user:${session.user.id}`).slice(0, 32)}`,
          EMAIL_CHANGES_PER_HOUR,
          60 * 60 * 1000,
          { route: "/dashboard/settings" },
        );
        if (!limit.allowed) {
          return fail(intent, 429, { errors: { newEmail: "Too many requests to change your address. Please try again in an hour." } });
        }
        await context.auth.requestEmailChange(session.user, parsed.data.newEmail, headers);
        return done(intent, "Check your current inbox: we have sent a link to confirm the change, then your new address will be verified.");
      }
      case "revoke-other-sessions": {
        await context.auth.api.revokeOtherSessions({ headers });
        return done(intent, "You have been signed out everywhere else.");
      }
      case "enable-2fa": {
        const parsed = password("Please enter your password");
        if (parsed.status === "error") return fail(intent, 400, { errors: parsed.fieldErrors });
        const { headers: renewed, response } = await context.auth.api.enableTwoFactor({
          body: { password: parsed.data.password },
          headers,
          returnHeaders: true,
        });
        if (response.method !== "totp") return fail(intent, 500, { message: "Two-factor set-up is not available." });
        const qrSvg = await QRCode.toString(response.totpURI, { type: "svg", margin: 1, width: 200 });
        return done(intent, "Scan the code with your authenticator app, then enter the 6-digit code to finish.", renewed, {
          totp: { qrSvg, secretUri: response.totpURI, backupCodes: response.backupCodes },
        });
      }
      case "verify-2fa": {
        const parsed = parseForm(totpCodeSchema, form);
        if (parsed.status === "error") return fail(intent, 400, { errors: parsed.fieldErrors });
        const result = await context.auth.api.verifyTOTP({ body: { code: parsed.data.code }, headers, returnHeaders: true });
        return done(intent, "Two-factor authentication is on.", result.headers);
      }
      case "disable-2fa": {
        const parsed = password("Please enter your password");
        if (parsed.status === "error") return fail(intent, 400, { errors: parsed.fieldErrors });
        const result = await context.auth.api.disableTwoFactor({ body: { password: parsed.data.password }, headers, returnHeaders: true });
        return done(intent, "Two-factor authentication is off.", result.headers);
      }
      case "delete-account": {
        const parsed = password(DELETE_PASSWORD_REQUIRED);
        if (parsed.status === "error") return fail(intent, 400, { errors: parsed.fieldErrors });
        // Proof it is the owner at the keyboard, not someone at an unlocked screen.
        await context.auth.api.verifyPassword({ body: { password: parsed.data.password }, headers });
        const { headers: signedOut } = await context.auth.api.signOut({ headers, returnHeaders: true });
        await deleteAccount(context.db, session.user.id, { kind: "owner" });
        logger.info("account deleted by its owner");
        // The profile left the directory with it: server/react-router-handler.ts empties every
        // process's page cache after this signed-in write, before this answer goes out.
        const goodbye = redirect("/account-deleted");
        for (const cookie of signedOut.getSetCookie()) goodbye.headers.append("Set-Cookie", cookie);
        return goodbye;
      }
      default:
        return fail(intent, 400, { message: "Unknown action" });
    }
  } catch (error) {
    // Under the field it belongs to, not the sign-in page's "Invalid email or password".
    if (isWrongPassword(error)) {
      const field = intent === "change-password" ? "currentPassword" : "password";
      return fail(intent, 400, { errors: { [field]: WRONG_PASSWORD_MESSAGE } });
    }
    return fail(intent, 400, { message: authErrorMessage(error) });
  }
}
