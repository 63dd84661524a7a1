import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { generateRandomString } from "better-auth/crypto";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, createEmailVerificationToken, getSessionFromCtx } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import type { Database } from "../../database/client";
import type { MailMessage } from "./mail.server";
import { changeEmailVerification, existingAccountSignupEmail, passwordResetEmail, verificationEmail } from "./emails.server";
import { logger } from "./logger.server";
import { authLogger } from "./auth-logger.server";
import { enqueueMail } from "./outbox.server";
import { hitRateLimit } from "./rate-limit.server";
import { hmac } from "./secret.server";
import { AUTH_COOKIE_PREFIX } from "~/lib/cookie-names";
import { AUTH_TABLES, deleteResetTokens, emailTakenByAnother, inResetTransaction, insertResetToken, userExists } from "~/models/accounts.server";
import { forgiveRateLimit } from "~/models/rate-limits.server";

export const PASSWORD_MIN_LENGTH = 8;
/** Where every email-verification link lands: the sign-in page, which says the address is verified. */
export const EMAIL_VERIFIED_CALLBACK = "/auth?verified=1";
const SESSION_DAYS = 30;
const DAY_S = 24 * 60 * 60;
// "Someone tried to sign up with your address" notices: enough to be told, too few to flood an inbox.
const EXISTING_ACCOUNT_NOTICES_PER_DAY = 2;
const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
// Two-factor codes tried per account per 15 minutes, whatever the client: a 6-digit code
// cannot be guessed in 10 tries, and a person who mistypes has plenty.
export const TWO_FACTOR_ATTEMPTS = 10;
const TWO_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/verify-otp"]);
// Passwords checked per account per 15 minutes, wherever they are typed (sign-in, or a Settings
// form that asks for the password again), from any number of clients: one counter, so a stolen
// session cannot be used to guess the password that guards deletion and two-factor.
export const PASSWORD_ATTEMPTS = 8;
/** Every library endpoint that checks the account's password: sign-in by email, or the signed-in user's (`session`). */
const PASSWORD_PATHS: ReadonlyMap<string, "body" | "session"> = new Map([
  ["/sign-in/email", "body"],
  ["/change-password", "session"],
  ["/verify-password", "session"],
  ["/delete-user", "session"],
  ["/two-factor/enable", "session"],
  ["/two-factor/disable", "session"],
  ["/two-factor/get-totp-uri", "session"],
  ["/two-factor/generate-backup-codes", "session"],
]);
export const PASSWORD_ATTEMPTS_MESSAGE = "Too many attempts. Please wait 15 minutes and try again.";
const CHANGE_EMAIL_CALLBACK = "/dashboard/settings";
const VERIFICATION_EXPIRES_S = 2 * DAY_S;
const RESET_EXPIRES_S = 60 * 60;
/** Where a reset link hands its token on (the form that sets the new password). */
const RESET_PASSWORD_PAGE = "/reset-password";
/**
 * How long mail queued by a request whose answer must not tell one case from another (a new
 * address or a known one) waits before it is sent: long enough that its sending is not racing
 * that answer (on PGlite every query shares one connection), short enough that nobody notices.
 */
export const MAIL_AFTER_ANSWER_MS = 1_000;

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
  type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
  /** The password counter each call counted, by that call's context (shared by its before and after hooks). */
  const countedPasswords = new WeakMap<object, string>();

  /** The password counter of the account a password is being checked for, or null when there is none to count. */
  const passwordLimitKey = async (ctx: HookContext): Promise<string | null> => {
    const source = PASSWORD_PATHS.get(ctx.path);
    if (!source) return null;
    const email =
      source === "body"
        ? (ctx.body as { email?: unknown } | undefined)?.email
        : (await getSessionFromCtx(ctx).catch(() => null))?.user.email;
    return typeof email === "string" ? passwordAttemptKey(secret, email) : null;
  };

  /** The account a two-factor code is being tried for: the half-signed-in one (its cookie), or the session's (turning 2FA on). */
  const twoFactorAccount = async (ctx: HookContext): Promise<string | null> => {
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
    logger: authLogger(),
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
      resetPasswordTokenExpiresIn: RESET_EXPIRES_S,
      // Every reset link of the account dies with the first one used, not only that one.
      onPasswordReset: async ({ user }) => {
        await deleteResetTokens(db, user.id);
      },
      onExistingUserSignUp: async ({ user }) => {
        void noticeExistingAccount(user).catch((error: unknown) => logger.error({ err: error }, "existing-account notice not sent"));
      },
    },
    emailVerification: {
      // Sent by the sign-up action once the profile exists too (never for a half-created account).
      sendOnSignUp: false,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_EXPIRES_S,
      sendVerificationEmail: async ({ user, url }) => {
        // A change of address confirmed from the old inbox asks the new one to verify; an address
        // that belongs to another account gets nothing (the change could never complete, and the
        // request was answered as if it could, so nobody learns the address is registered).
        if (await emailTakenByAnother(db, user.email.toLowerCase(), user.id)) return;
        await send(verificationEmail({ to: user.email, name: user.name, url: landOnSignIn(url) }));
      },
    },
    databaseHooks: {
      session: {
        create: {
          // No client address is kept with a session (the privacy policy): better-auth would store it
          // raw. Left out, not written as null: sessions have no such column (migration 0015).
          before: async (session) => ({ data: { ...session, ipAddress: undefined } }),
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
      // Passwords and two-factor codes are counted per account before they are checked (one
      // atomic statement), for our pages' server-side calls and any HTTP call alike: however many
      // tries arrive at once, from however many processes and clients, exactly the limit is checked.
      // better-auth's own limiter is per address and its per-cookie counter races.
      before: createAuthMiddleware(async (ctx) => {
        const passwordKey = await passwordLimitKey(ctx);
        if (passwordKey) {
          // Kept for the after hook: by then a password change or 2FA switch has replaced the session it was found by.
          countedPasswords.set(ctx.context, passwordKey);
          const limit = await hitRateLimit(db, passwordKey, PASSWORD_ATTEMPTS, ATTEMPT_WINDOW_MS);
          // Recorded as a security event by whoever answers the 429 (routes/account/auth.server.ts, dashboard.settings.server.ts).
          if (!limit.allowed) throw new APIError("TOO_MANY_REQUESTS", { message: PASSWORD_ATTEMPTS_MESSAGE });
        }
        if (!TWO_FACTOR_PATHS.has(ctx.path)) return;
        const userId = await twoFactorAccount(ctx);
        if (!userId) return;
        const limit = await hitRateLimit(db, twoFactorLimitKey(userId), TWO_FACTOR_ATTEMPTS, ATTEMPT_WINDOW_MS);
        // Recorded as a security event by whoever answers the 429 (routes/account/auth.two-factor.tsx).
        if (!limit.allowed) throw new APIError("TOO_MANY_REQUESTS", { message: PASSWORD_ATTEMPTS_MESSAGE });
      }),
      // A right password or code gives its attempt back, so people who sign in often never lock themselves out.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.context.returned instanceof Error) return;
        const passwordKey = countedPasswords.get(ctx.context);
        if (passwordKey) await forgiveRateLimit(db, passwordKey);
        if (!TWO_FACTOR_PATHS.has(ctx.path)) return;
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
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Express resolves the client address through TRUST_PROXY and passes it on in this header.
      ipAddress: { ipAddressHeaders: ["x-client-address"] },
      // better-auth's check wants a column for every field of its models, sessions.ip_address
      // included, which we never write (no client address is kept) and dropped (migration 0015).
      // Our own check takes its place: every other field must be a column (auth-schema.server.test.ts).
      database: { validateSchema: false },
    },
    telemetry: { enabled: false },
    // Over HTTP only the links in our emails reach the library: an allowlist in
    // services/auth-endpoints.server.ts (routes/account/api.auth.ts), not better-auth's disabledPaths,
    // so an endpoint a library upgrade adds is closed too. The server-side calls (auth.api.*) are ours.
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
        // The verification mail is written with the account (a crash after the answer cannot lose it),
        // due a moment later so its sending does not follow hard on this answer: a known address's
        // answer carries no mail work, and the two must take the same time (bench/signup-timing.ts).
        await enqueueMail(tx, await signUpVerificationEmail({ id: userId, email: body.email, name: body.name }), { delayMs: MAIL_AFTER_ANSWER_MS });
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
   * A password-reset request: a link, valid for an hour, to the address if it has an account. The
   * answer must not tell whether it has one, by its words or by its time (issue #23: on PGlite a
   * known address answered 6–12 ms later, its token and mail written after the answer on the one
   * connection the next page needed). So every request does the same statements before answering,
   * in one transaction: look the address up, write a token, queue the mail (due a moment later);
   * for an unknown address that transaction is rolled back. The token is stored as better-auth
   * stores its own (its /reset-password endpoints check and use it).
   */
  async function requestPasswordReset(email: string): Promise<void> {
    const address = email.toLowerCase();
    const token = generateRandomString(24, "a-z", "A-Z", "0-9");
    const url = `${appUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(RESET_PASSWORD_PAGE)}`;
    await inResetTransaction(db, address, async (tx, user) => {
      await insertResetToken(tx, { token, userId: user?.id ?? "", expiresAt: new Date(Date.now() + RESET_EXPIRES_S * 1000) });
      await enqueueMail(tx, passwordResetEmail({ to: address, name: user?.name ?? "", url }), { delayMs: MAIL_AFTER_ANSWER_MS });
    });
  }

  /** The first verification mail of a new account, as better-auth's own would be, landing on the sign-in page. */
  async function signUpVerificationEmail(user: { id: string; email: string; name: string }) {
    const email = user.email.toLowerCase();
    const token = await createEmailVerificationToken(secret, email, undefined, VERIFICATION_EXPIRES_S, { userId: user.id });
    const url = `${appUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(EMAIL_VERIFIED_CALLBACK)}`;
    return verificationEmail({ to: email, name: user.name, url });
  }

  /**
   * Asks to move the signed-in account to `newEmail`: a confirmation link to the current inbox, as
   * better-auth's change-email sends for a verified account. Built here, the same way whether or
   * not `newEmail` already has an account (better-auth sends nothing for a taken one, so its answer
   * and its time told anyone signed in who else was registered). The link for a taken address is a
   * real one; following it sends nothing (sendVerificationEmail above). The mail waits a moment, as
   * the sign-up's does, so nothing after the answer differs either.
   */
  async function requestEmailChange(user: { id: string; email: string }, newEmail: string) {
    const address = newEmail.toLowerCase();
    const token = await createEmailVerificationToken(secret, user.email, address, VERIFICATION_EXPIRES_S, {
      requestType: "change-email-confirmation",
      userId: user.id,
    });
    const url = `${appUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(CHANGE_EMAIL_CALLBACK)}`;
    await enqueueMail(db, changeEmailVerification({ to: user.email, newEmail: address, url }), { delayMs: MAIL_AFTER_ANSWER_MS });
  }

  return Object.assign(auth, { signUpWithProfile, requestEmailChange, requestPasswordReset });
}

/**
 * The one counter of password checks for an account (sign-in and every form that asks for the
 * password again), keyed by a keyed hash of its address: unknown addresses are counted too.
 */
export function passwordAttemptKey(secret: string, email: string): string {
  return `signin:email:${hmac(secret, email.trim().toLowerCase()).slice(0, 32)}`;
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
