import { isIPv6 } from "node:net";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../database/client";
import { hmac } from "./secret.server";
import { recordSecurityEvent } from "~/models/events.server";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  resetAt: Date;
}

/**
 * Fixed-window counter in the database, shared by every app process. One atomic
 * upsert: a new or expired window starts at 1; otherwise the count goes up.
 * With `refusal`, a hit over the limit is recorded as a rate_limited security event, its
 * action the key's first part ("review:<client hash>" → review); the client part stays out.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  refusal?: { route: string },
): Promise<RateLimitResult> {
  const windowEnds = new Date(Date.now() + windowMs);
  const [row] = await queryRows<{ count: number; window_ends_at: string | Date }>(
    db,
    sql`insert into rate_limits (key, count, window_ends_at)
        values (${key}, 1, ${windowEnds.toISOString()}::timestamptz)
        on conflict (key) do update set
          count = case when rate_limits.window_ends_at <= now() then 1 else rate_limits.count + 1 end,
          window_ends_at = case when rate_limits.window_ends_at <= now()
            then excluded.window_ends_at else rate_limits.window_ends_at end
        returning count, window_ends_at`,
  );
  const count = Number(row!.count);
  const allowed = count <= limit;
  if (!allowed && refusal) recordSecurityEvent(db, refusal.route, { kind: "rate_limited", action: key.split(":")[0]! });
  return { allowed, count, resetAt: new Date(row!.window_ends_at) };
}

/**
 * Gives back one hit of the current window (never below zero): a sign-in that succeeded was
 * counted before it was checked, so the limit is exact under concurrency, and is forgiven here.
 */
export async function forgiveRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0 and window_ends_at > now()`);
}

/**
 * Client addresses are never stored: only a keyed hash of them. An IPv6 client is keyed by
 * its /64, the block one subscriber gets: hashing the full address would give anyone on
 * that network 2^64 buckets of their own.
 */
export function clientKey(secret: string, clientAddress: string): string {
  return hmac(secret, `client:${clientNetwork(clientAddress)}`).slice(0, 32);
}

/** The part of a client address that identifies one subscriber: an IPv4 address, or an IPv6 /64. */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // A trailing dotted IPv4 part (::ffff:1.2.3.4 is handled above) stands for two groups.
  if (right.at(-1)?.includes(".") || (!address.includes("::") && left.at(-1)?.includes("."))) (address.includes("::") ? right : left).push("0");
  const groups = address.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(":")}::/64`;
}

/** How often finished windows are purged: the privacy policy says "within an hour after that period ends". */
export const RATE_LIMIT_PURGE_MS = 60 * 60 * 1000;

/**
 * Finished windows are dead weight, and the privacy policy promises they are not kept: every
 * limit table is purged of them (ours, and better-auth's own table, unused since its limiter
 * counts in ours, in case rows from before are left).
 */
export async function purgeExpiredRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_ends_at <= now()`);
  await db.execute(sql`delete from auth_rate_limits`);
}
