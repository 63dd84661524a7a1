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

/** Client addresses are never stored: only a keyed hash of them. */
export function clientKey(secret: string, clientAddress: string): string {
  return hmac(secret, `client:${clientAddress}`).slice(0, 32);
}

/** Expired windows are dead weight; removed opportunistically. */
export async function purgeExpiredRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_ends_at < now() - interval '1 hour'`);
}

/** Whether `key` has already used up `limit` in its current window, without counting a hit. */
export async function isRateLimited(db: Database, key: string, limit: number): Promise<boolean> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count from rate_limits where key = ${key} and window_ends_at > now()`,
  );
  return Number(row?.count ?? 0) >= limit;
}
