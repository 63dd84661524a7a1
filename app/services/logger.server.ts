import pino from "pino";

export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
});

/**
 * A request path as it may be logged: a reset link's token (its path is
 * /api/auth/reset-password/<token>) would let anyone who reads the log take the account, so
 * it is replaced, as is any other segment that looks like a random token (mixed-case letters
 * and digits, 20 or more: never one of our slugs, which are lower case).
 */
export function redactPath(path: string): string {
  return path
    .split("/")
    .map((segment, index, segments) =>
      segments[index - 1] === "reset-password" ||
      (/^[A-Za-z0-9_.-]{20,}$/.test(segment) && /[A-Z]/.test(segment) && /[a-z]/.test(segment) && /\d/.test(segment))
        ? ":token"
        : segment,
    )
    .join("/");
}

/** A full URL as it may be logged: its path redacted (redactPath), its query string (tokens, addresses) left out. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${redactPath(parsed.pathname)}`;
  } catch {
    return redactPath(url.split("?")[0]!);
  }
}
