/** docs/spec.md §8 sign-in error catalogue, from better-auth's error codes and statuses. */
export const SIGN_IN_MESSAGES = {
  invalid: "Invalid email or password. If you just signed up, please check your email and click the verification link first.",
  unverified: "Please check your email and click the verification link before signing in.",
  tooMany: "Too many login attempts. Please wait a few minutes before trying again.",
} as const;

interface AuthError {
  status?: number | string;
  statusCode?: number;
  body?: { code?: string; message?: string };
  message?: string;
}

export function authErrorMessage(error: unknown): string {
  const e = error as AuthError;
  const code = e?.body?.code;
  if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL" || code === "INVALID_PASSWORD") {
    return SIGN_IN_MESSAGES.invalid;
  }
  if (code === "EMAIL_NOT_VERIFIED") return SIGN_IN_MESSAGES.unverified;
  if (isTooManyAttempts(error)) return SIGN_IN_MESSAGES.tooMany;
  return e?.body?.message ?? e?.message ?? "Something went wrong. Please try again.";
}

export const WRONG_PASSWORD_MESSAGE = "That password is not correct";

/** Over a limit of attempts: the password or code was not checked. */
export function isTooManyAttempts(error: unknown): boolean {
  const e = error as AuthError;
  return e?.statusCode === 429 || e?.status === 429 || e?.status === "TOO_MANY_REQUESTS";
}

/** A signed-in user's own password was wrong (changing it, or turning two-factor on or off). */
export function isWrongPassword(error: unknown): boolean {
  return (error as AuthError)?.body?.code === "INVALID_PASSWORD";
}
