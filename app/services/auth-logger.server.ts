import type { Logger as PinoLogger } from "pino";
import { logger } from "./logger.server";

type AuthLogLevel = "debug" | "info" | "warn" | "error";

// Anything shaped like an address: better-auth's messages and the objects it logs with them can
// name the account (a failed sign-in, a duplicate sign-up), and logs are kept and shipped far
// longer than an address may be.
const EMAIL = /[^\s@<>"'(),;:[\]{}]+@[^\s@<>"'(),;:[\]{}]+/g;
// A long mixed-case letters-and-digits run is a token (a session, a reset link): never one of ours to log.
const TOKEN = /\b(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}\b/g;
const MAX_DETAIL_CHARS = 2_000;

export function redactSecrets(text: string): string {
  return text.replace(EMAIL, "[email]").replace(TOKEN, "[token]");
}

function describe(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: redactSecrets(value.message) };
  try {
    const text = JSON.stringify(value, (_key, item: unknown) => (item instanceof Error ? { name: item.name, message: item.message } : item));
    return text === undefined ? String(value) : redactSecrets(text).slice(0, MAX_DETAIL_CHARS);
  } catch {
    return "[unserialisable]";
  }
}

// Its "error" lines are about requests it refused (an invalid callback URL, a bad token): the visitor's
// mistake or an attack, which our own handlers see and answer. A failure of the site itself reaches us
// as an exception and is logged by us as an error; so its lines are warnings at most.
const OUR_LEVEL: Record<AuthLogLevel, "debug" | "info" | "warn"> = { debug: "debug", info: "info", warn: "warn", error: "warn" };

/**
 * better-auth's own logger, routed through ours: one format and one level (LOG_LEVEL) for the
 * whole process, and nothing it logs (its message or the values logged with it) names an email
 * address or carries a token.
 */
export function authLogger(target: PinoLogger = logger) {
  return {
    level: "debug" as const,
    log(level: AuthLogLevel, message: string, ...args: unknown[]) {
      const ours = OUR_LEVEL[level];
      if (!target.isLevelEnabled(ours)) return;
      const details = args.map(describe);
      target[ours]({ source: "better-auth", ...(details.length ? { details } : {}) }, redactSecrets(message));
    },
  };
}
