import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import type { Database } from "../../database/client";
import * as schema from "../../database/schema";
import type { Mailer } from "./mail.server";
import { changeEmailVerification, passwordResetEmail, verificationEmail } from "./emails.server";
import { logger } from "./logger.server";

export const PASSWORD_MIN_LENGTH = 8;
/** Where every email-verification link lands: the sign-in page, which says the address is verified. */
export const EMAIL_VERIFIED_CALLBACK = "/auth?verified=1";
const SESSION_DAYS = 30;
const DAY_S = 24 * 60 * 60;

export interface AuthOptions {
  db: Database;
  secret: string;
  appUrl: string;
  mailer: Mailer;
}

/**
 * Accounts by better-auth: email + password hashed by the library, required email
 * verification, password reset, sessions stored in the database (any app process can
 * read them), TOTP two-factor. Mail goes through our mailer; failures are logged.
 */
export function createAuth({ db, secret, appUrl, mailer }: AuthOptions) {
  const send = (message: Parameters<Mailer["send"]>[0]) =>
    mailer.send(message).catch((error: unknown) => logger.error({ err: error, subject: message.subject }, "auth email not sent"));

  return betterAuth({
    appName: "The Restoration Register",
    baseURL: appUrl,
    secret,
    trustedOrigins: [appUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        twoFactor: schema.twoFactors,
        rateLimit: schema.authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await send(passwordResetEmail({ to: user.email, name: user.name, url }));
      },
    },
    emailVerification: {
      // Sent by the sign-up action once the profile exists too (never for a half-created account).
      sendOnSignUp: false,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 2 * DAY_S,
      sendVerificationEmail: async ({ user, url }) => {
        await send(verificationEmail({ to: user.email, name: user.name, url: landOnSignIn(url) }));
      },
    },
    user: {
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user, newEmail, url }) => {
          await send(changeEmailVerification({ to: user.email, newEmail, url }));
        },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * DAY_S,
      updateAge: DAY_S,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 300, max: 10 },
        "/two-factor/verify-totp": { window: 300, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: "rr",
      useSecureCookies: appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Express resolves the client address through TRUST_PROXY and passes it on in this header.
      ipAddress: { ipAddressHeaders: ["x-client-address"] },
    },
    telemetry: { enabled: false },
    // Not reachable over HTTP: sign-up goes through /signup (spam checks, limits, and the
    // profile created with the account), sign-in and the email-sending endpoints through our
    // own routes (per-account failure limits, per-address mail limits), and nothing of ours
    // edits the user record directly. The server-side calls (auth.api.*) are not affected.
    disabledPaths: [
      "/sign-up/email",
      "/update-user",
      "/sign-in/email",
      "/request-password-reset",
      "/send-verification-email",
    ],
    plugins: [twoFactor({ issuer: "The Restoration Register" })],
  });
}

/**
 * better-auth gives a link sent without a callback (the fresh one an unverified sign-in
 * sends) the callback "/", which would drop the person on the home page with no word that
 * it worked. Those land on the sign-in page too; a callback chosen on purpose (a change of
 * address confirmed from Settings) is kept.
 */
function landOnSignIn(url: string): string {
  const link = new URL(url);
  const callback = link.searchParams.get("callbackURL");
  if (!callback || callback === "/") link.searchParams.set("callbackURL", EMAIL_VERIFIED_CALLBACK);
  return link.toString();
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
