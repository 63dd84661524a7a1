import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../database/client";

// Fixed-window counters shared by every app process (decision 0011). What counts against which
// limit, and what a refusal does, is services/rate-limit.server.ts's.

/**
 * Counts one hit under `key`, in one atomic upsert: a new or expired window starts at 1;
 * otherwise the count goes up. Answers the count and when the window ends.
 */
export async function countRateLimitHit(db: Database, key: string, windowMs: number): Promise<{ count: number; resetAt: Date }> {
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
  return { count: Number(row!.count), resetAt: new Date(row!.window_ends_at) };
}

/** The count of `key`'s current window, counting nothing (0 when it has none, or it has ended). */
export async function currentRateLimitCount(db: Database, key: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count from rate_limits where key = ${key} and window_ends_at > now()`);
  return row ? Number(row.count) : 0;
}

/**
 * Gives back one hit of the current window (never below zero): a sign-in that succeeded was
 * counted before it was checked, so the limit is exact under concurrency, and is forgiven here.
 */
export async function forgiveRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0 and window_ends_at > now()`);
}

/** How often finished windows are purged: the privacy policy says "within an hour after that period ends". */
export const RATE_LIMIT_PURGE_MS = 60 * 60 * 1000;

/**
 * Finished windows are dead weight, and the privacy policy promises they are not kept.
 * (better-auth's limiter counts here too; its own table was dropped by migration 0015.)
 */
export async function purgeExpiredRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_ends_at <= now()`);
}
