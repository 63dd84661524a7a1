import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { analyticsEvents } from "../../database/schema";

/** Start of the month `offset` months from `now`, in UTC. */
function monthStart(now: Date, offset: number) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/**
 * Public profile views this month and last month (bots are never recorded), and the
 * change as a whole percentage; null when last month had none to compare with.
 */
export async function profileViewStats(db: Database, providerId: string, now = new Date()) {
  const [row] = await db
    .select({
      thisMonth: sql<number>`count(*) filter (where ${analyticsEvents.createdAt} >= ${monthStart(now, 0).toISOString()}::timestamptz)`.mapWith(Number),
      lastMonth: sql<number>`count(*) filter (where ${analyticsEvents.createdAt} < ${monthStart(now, 0).toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.providerId, providerId),
        eq(analyticsEvents.name, "page_view"),
        gte(analyticsEvents.createdAt, monthStart(now, -1)),
        lt(analyticsEvents.createdAt, monthStart(now, 1)),
      ),
    );
  const thisMonth = row?.thisMonth ?? 0;
  const lastMonth = row?.lastMonth ?? 0;
  const change = lastMonth === 0 ? (thisMonth === 0 ? 0 : null) : Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  return { thisMonth, lastMonth, change };
}
