import { logger } from "./logger.server.ts";
import { statementTimeouts } from "./metrics.server.ts";

// Node's socket errors and PostgreSQL's "connection exception" / "operator intervention"
// states: the database is gone or restarting, as opposed to a query that is simply wrong.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
// A read that never came back (the driver's own timeout) counts too: the connection may be gone.
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error and is not queryable|Connection ended|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * A statement PostgreSQL cancelled at its time limit (database/client.ts): the database answered, so
 * this is one slow request, not an outage (#28 item 5). Nothing was stored; that request is answered
 * 503 (the visitor retries) and logged as slow, and the site goes on serving.
 */
export function isStatementTimeout(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (code === "57014" && typeof message === "string" && /statement timeout/i.test(message)) return true;
  if (typeof message === "string" && /canceling statement due to statement timeout/i.test(message)) return true;
  return isStatementTimeout(cause, depth + 1);
}

/** True when an error (or anything in its cause chain) means the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith("08"))) {
    return true;
  }
  if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}

/**
 * Whether the database answers. A request that hits a connection error marks it down;
 * from then on pages answer 503 at once (no request waits on a dead pool) while a probe
 * pings every `probeIntervalMs` and lifts the outage as soon as the database is back.
 */
export class DatabaseAvailability {
  #down = false;
  #probing = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly probeIntervalMs = 500,
  ) {}

  get down(): boolean {
    return this.#down;
  }

  /** Looks at a failure; returns true (and starts probing) when it means an outage. A slow statement does not. */
  report(error: unknown): boolean {
    if (isStatementTimeout(error)) {
      statementTimeouts.inc();
      logger.warn({ err: error }, "slow statement cancelled at its time limit: that request answered 503");
      return false;
    }
    if (!isDatabaseUnreachable(error)) return false;
    this.markDown(error);
    return true;
  }

  markDown(error?: unknown): void {
    if (this.#down) return;
    this.#down = true;
    logger.error({ err: error }, "database unreachable: answering 503 until it is back");
    this.#timer = setInterval(() => void this.#probe(), this.probeIntervalMs);
    this.#timer.unref();
  }

  close(): void {
    clearInterval(this.#timer);
  }

  async #probe(): Promise<void> {
    if (this.#probing) return;
    this.#probing = true;
    try {
      await this.ping();
      this.#down = false;
      clearInterval(this.#timer);
      logger.info("database reachable again");
    } catch {
      // still down: the next tick tries again
    } finally {
      this.#probing = false;
    }
  }
}

/** Retry-After for the outage page: the probe interval is well under this. */
export const OUTAGE_RETRY_AFTER_S = 5;

/**
 * The outage page: plain HTML that needs neither the database nor the client bundle,
 * styled inline in the site's colours, and honest about what is happening.
 */
export function outagePage(): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back shortly | The Restoration Register</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #faf7f2; color: #1f2a24;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.6; }
  main { max-width: 34rem; padding: 2rem 1.5rem; text-align: center; }
  .brand { font-family: Georgia, "Times New Roman", serif; font-size: 1.1rem; color: #1d4d36; letter-spacing: .02em; }
  h1 { font-family: Georgia, "Times New Roman", serif; font-size: 2rem; margin: 1.5rem 0 .75rem; }
  p { margin: 0 0 1rem; color: #3d4a43; }
  a { display: inline-block; margin-top: .5rem; padding: .7rem 1.4rem; border-radius: .5rem; background: #1d4d36;
    color: #fff; font-weight: 600; text-decoration: none; }
  a:focus-visible { outline: 3px solid #b8860b; outline-offset: 3px; }
</style>
</head>
<body>
<main>
  <p class="brand">The Restoration Register</p>
  <h1>We'll be back shortly</h1>
  <p>The directory is briefly unavailable while we reconnect to our database. Please try again in a few seconds.</p>
  <p>If you were sending an enquiry or a review, it did not go through: please send it again once the page loads.</p>
  <a href="">Try again</a>
</main>
</body>
</html>`;
}
