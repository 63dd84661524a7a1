import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, createEmailVerificationToken, getSessionFromCtx } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import type { Database } from "../../database/client";
import type { MailMessage } from "./mail.server";
import { changeEmailVerification, existingAccountSignupEmail, passwordResetEmail, verificationEmail } from "./emails.server";
import { logger } from "./logger.server";
import { enqueueMail } from "./outbox.server";
import { hitRateLimit } from "./rate-limit.server";
import { hmac } from "./secret.server";
import { AUTH_COOKIE_PREFIX } from "~/lib/cookie-names";
import { AUTH_TABLES, deleteResetTokens, emailTakenByAnother, userExists } from "~/models/accounts.server";
import { forgiveRateLimit } from "~/models/rate-limits.server";

export const PASSWORD_MIN_LENGTH = 8;
/** Where every email-verification link lands: the sign-in page, which says the address is verified. */
export const EMAIL_VERIFIED_CALLBACK = "/auth?verified=1";
const SESSION_DAYS = 30;
const DAY_S = 24 * 60 * 60;
// "Someone tried to sign up with your address" notices: enough to be told, too few to flood an inbox.
const EXISTING_ACCOUNT_NOTICES_PER_DAY = 2;
const TWO_FACTOR_WINDOW_MS = 15 * 60 * 1000;
// Two-factor codes tried per account per 15 minutes, whatever the client: a 6-digit code
// cannot be guessed in 10 tries, and a person who mistypes has plenty.
export const TWO_FACTOR_ATTEMPTS = 10;
const TWO_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/verify-otp"]);
const CHANGE_EMAIL_CALLBACK = "/dashboard/settings";

export interface AuthOptions {
  db: Database;
  secret: string;
  appUrl: string;
}

/**
 * Accounts by better-auth: email + password hashed by the library, required email
 * verification, password reset, sessions stored in the database (any app process can
 * read them), TOTP two-factor. Mail goes into the outbox, in better-auth's transaction when it has one open.
 */
export function createAuth({ db, secret, appUrl }: AuthOptions) {
  const send = (message: MailMessage) =>
    enqueueMail(openTransactions.getStore() ?? db, message).catch((error: unknown) =>
      logger.error({ err: error, subject: message.subject }, "auth email not queued"),
    );

  // Fire and forget: the page answers as for a new address, no later than it would for one.
  const noticeExistingAccount = async (user: { email: string; name: string }) => {
    const limit = await hitRateLimit(db, `signup-notice:${hmac(secret, user.email.toLowerCase()).slice(0, 32)}`, EXISTING_ACCOUNT_NOTICES_PER_DAY, DAY_S * 1000);
    if (limit.allowed) await send(existingAccountSignupEmail({ to: user.email, name: user.name, appUrl }));
  };

  // Kept with this instance, not the module: the server and the route bundle may each load a copy of this file.
  /** The transaction better-auth is running, if any, seen from inside it (its database hooks). */
  const openTransactions = new AsyncLocalStorage<Database>();
  /** What a sign-up adds to the account's transaction (signUpWithProfile). */
  const signUpWork = new AsyncLocalStorage<(tx: Database, userId: string) => Promise<void>>();

  /** The database as better-auth sees it, with each transaction it opens noted, so our writes can join it. */
  const noteTransactions = (database: Database): Database =>
    new Proxy(database, {
      get(target, property, receiver) {
        if (property !== "transaction") return Reflect.get(target, property, receiver) as unknown;
        const transaction: Database["transaction"] = (work, config) =>
          target.transaction((tx) => openTransactions.run(tx, () => work(tx)), config);
        return transaction;
      },
    });

  const twoFactorLimitKey = (userId: string) => `2fa:${hmac(secret, `user:${userId}`).slice(0, 32)}`;

  /** The account a two-factor code is being tried for: the half-signed-in one (its cookie), or the session's (turning 2FA on). */
  const twoFactorAccount = async (ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]): Promise<string | null> => {
    const cookie = ctx.context.createAuthCookie("two_factor");
    const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (pending) {
      const verification = await ctx.context.internalAdapter.findVerificationValue(pending);
      if (verification) return verification.value;
    }
    const session = await getSessionFromCtx(ctx).catch(() => null);
    return session?.user.id ?? null;
  };

  const auth = betterAuth({
    appName: "The Restoration Register",
    baseURL: appUrl,
    secret,
    trustedOrigins: [appUrl],
    database: drizzleAdapter(noteTransactions(db), {
      provider: "pg",
      // Sign-up writes the user and its credentials in one transaction, and the profile joins it (signUpWithProfile).
      transaction: true,
      schema: AUTH_TABLES,
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Every reset link of the account dies with the first one used, not only that one.
      onPasswordReset: async ({ user }) => {
        await deleteResetTokens(db, user.id);
      },
      onExistingUserSignUp: async ({ user }) => {
        void noticeExistingAccount(user).catch((error: unknown) => logger.error({ err: error }, "existing-account notice not sent"));
      },
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
        // A change of address confirmed from the old inbox asks the new one to verify; an address
        // that belongs to another account gets nothing (the change could never complete, and the
        // request was answered as if it could, so nobody learns the address is registered).
        if (await emailTakenByAnother(db, user.email.toLowerCase(), user.id)) return;
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
    databaseHooks: {
      session: {
        create: {
          // No client address is kept with a session (the privacy policy): better-auth would store it raw.
          before: async (session) => ({ data: { ...session, ipAddress: null } }),
        },
      },
      account: {
        create: {
          // The credentials are the last write of a sign-up, with the user already in the transaction.
          before: async (account) => {
            const joinSignUp = signUpWork.getStore();
            if (!joinSignUp) return;
            const tx = openTransactions.getStore();
            if (!tx) throw new Error("sign-up is not running in a transaction");
            await joinSignUp(tx, account.userId);
          },
        },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * DAY_S,
      updateAge: DAY_S,
    },
    hooks: {
      // better-auth's own per-address limit on these is no lock on an account: this one is,
      // and it counts each attempt before the code is checked (one atomic statement), so any
      // number of parallel tries from any number of processes gets exactly TWO_FACTOR_ATTEMPTS.
      before: createAuthMiddleware(async (ctx) => {
        if (!TWO_FACTOR_PATHS.has(ctx.path)) return;
        const userId = await twoFactorAccount(ctx);
        if (!userId) return;
        const limit = await hitRateLimit(db, twoFactorLimitKey(userId), TWO_FACTOR_ATTEMPTS, TWO_FACTOR_WINDOW_MS);
        // Recorded as a security event by whoever answers the 429 (routes/api.auth.ts, routes/auth.two-factor.tsx).
        if (!limit.allowed) throw new APIError("TOO_MANY_REQUESTS", { message: "Too many attempts. Please wait 15 minutes and try again." });
      }),
      // A right code gives its attempt back, so people who sign in often never lock themselves out.
      after: createAuthMiddleware(async (ctx) => {
        if (!TWO_FACTOR_PATHS.has(ctx.path) || ctx.context.returned instanceof Error) return;
        const userId = ctx.context.newSession?.user.id ?? (await getSessionFromCtx(ctx).catch(() => null))?.user.id;
        if (userId) await forgiveRateLimit(db, twoFactorLimitKey(userId));
      }),
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      // Counted in our rate_limits table (one atomic statement per hit) under a keyed hash of
      // better-auth's key: its own table would store the client address and the request path
      // (a reset link's path holds its token) in clear.
      customStorage: {
        consume: async (key, rule) => {
          const limit = await hitRateLimit(db, `auth:${hmac(secret, redactAuthPath(key)).slice(0, 32)}`, rule.max, rule.window * 1000);
          return { allowed: limit.allowed, retryAfter: limit.allowed ? null : Math.max(1, Math.ceil((limit.resetAt.getTime() - Date.now()) / 1000)) };
        },
      },
      customRules: {
        "/sign-in/email": { window: 300, max: 10 },
        "/two-factor/verify-totp": { window: 300, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
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

  /**
   * better-auth's email sign-up with `withAccount` run inside the same transaction, once the
   * user exists: the account, its credentials and what `withAccount` writes (the
   * profile) are stored together or not at all, even if the process dies halfway. Answers
   * the new user's id, or null when the address already had an account (better-auth then
   * stores nothing and answers as for a new address; its owner gets a notice by email).
   */
  async function signUpWithProfile(
    body: { name: string; email: string; password: string },
    headers: Headers,
    withAccount: (tx: Database, userId: string) => Promise<void>,
  ): Promise<string | null> {
    let created: string | null = null;
    const { user } = await signUpWork.run(
      async (tx, userId) => {
        await withAccount(tx, userId);
        created = userId;
      },
      () => auth.api.signUpEmail({ body, headers }),
    );
    if (created === null) {
      // The made-up user of a known address is never stored; a stored one means the hook was bypassed.
      if (await userExists(db, user.id)) throw new Error("an account was stored without its profile");
    }
    return created;
  }

  /**
   * Asks to move the signed-in account to `newEmail`. The answer, and the mail to the current
   * inbox, are the same whether or not `newEmail` already has an account: better-auth sends
   * nothing for a taken address, which told anyone with an account who else had one. The link
   * for a taken address is a real one; following it sends nothing (sendVerificationEmail).
   */
  async function requestEmailChange(user: { id: string; email: string; name: string }, newEmail: string, headers: Headers) {
    const address = newEmail.toLowerCase();
    if (!(await emailTakenByAnother(db, address, user.id))) {
      await auth.api.changeEmail({ body: { newEmail: address, callbackURL: CHANGE_EMAIL_CALLBACK }, headers });
      return;
    }
    const token = await createEmailVerificationToken(secret, user.email, address, 2 * DAY_S, {
      requestType: "change-email-confirmation",
      userId: user.id,
    });
    const url = `${appUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(CHANGE_EMAIL_CALLBACK)}`;
    await send(changeEmailVerification({ to: user.email, newEmail: address, url }));
  }

  return Object.assign(auth, { signUpWithProfile, requestEmailChange });
}

/**
 * better-auth's rate-limit key is "<address>|<path>"; a reset link's path carries its token,
 * which must not become part of any key (even hashed, one bucket per token would be no limit).
 */
export function redactAuthPath(key: string): string {
  return key.replace(/\/reset-password\/[^/?|]+/g, "/reset-password/:token");
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
