import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { queryRows } from "../../database/client";
import { analyticsEvents } from "../../database/schema";
import { SECURITY_EVENT_KINDS, type SecurityEvent } from "./events.server";

// What the analytics events (and the directory's own tables) add up to: a specialist's profile
// views on their dashboard, and the admins' Insights tab.

/** Start of the month `offset` months from `now`, in UTC. */
function monthStart(now: Date, offset: number) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/**
 * Public profile views this month and last month (bots are never recorded), and the
 * change as a whole percentage; null when last month had none to compare with.
 */
export async function profileViewStats(db: Database, profileId: string, now = new Date()) {
  const [row] = await db
    .select({
      thisMonth: sql<number>`count(*) filter (where ${analyticsEvents.createdAt} >= ${monthStart(now, 0).toISOString()}::timestamptz)`.mapWith(Number),
      lastMonth: sql<number>`count(*) filter (where ${analyticsEvents.createdAt} < ${monthStart(now, 0).toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.profileId, profileId),
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

const DAY_MS = 24 * 60 * 60 * 1000;
export const INSIGHT_DAYS = 30;

/** The last 30 days of the directory, for the Insights tab. */
export async function directoryInsights(db: Database, now = new Date()) {
  const since = new Date(now.getTime() - INSIGHT_DAYS * DAY_MS);
  const sinceIso = since.toISOString();
  // Table names and conditions are constants below; only the date is a parameter.
  const perDay = (table: string, where = "true") =>
    queryRows<{ day: string; n: number }>(
      db,
      sql`select to_char(date_trunc('day', created_at), 'YYYY-MM-DD') as day, count(*)::int as n
          from ${sql.raw(table)} where created_at >= ${sinceIso}::timestamptz and ${sql.raw(where)}
          group by 1 order by 1`,
    );
  const [views, reveals, enquiries, signups, byService, byMake] = await Promise.all([
    perDay("analytics_events", "name = 'page_view' and provider_id is not null"),
    perDay("analytics_events", "name = 'contact_revealed'"),
    perDay("contact_requests"),
    perDay("profiles"),
    db
      .select({ key: sql<string>`${analyticsEvents.metadata}->>'service'`, n: sql<number>`count(*)`.mapWith(Number) })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, "search_submitted"), gte(analyticsEvents.createdAt, since), sql`${analyticsEvents.metadata}->>'service' is not null`))
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`),
    db
      .select({ key: sql<string>`${analyticsEvents.metadata}->>'vehicle'`, n: sql<number>`count(*)`.mapWith(Number) })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, "search_submitted"), gte(analyticsEvents.createdAt, since), sql`${analyticsEvents.metadata}->>'vehicle' is not null`))
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`),
  ]);
  const days = Array.from({ length: INSIGHT_DAYS }, (_, i) => new Date(since.getTime() + (i + 1) * DAY_MS).toISOString().slice(0, 10));
  const series = (rows: { day: string; n: number }[]) => days.map((day) => ({ day, n: Number(rows.find((r) => r.day === day)?.n ?? 0) }));
  return {
    days,
    profileViews: series(views),
    reveals: series(reveals),
    enquiries: series(enquiries),
    signups: series(signups),
    searchesByService: byService,
    searchesByMake: byMake,
  };
}

export const SECURITY_WINDOWS_DAYS = [7, 30] as const;

/**
 * Refused requests (security_event) for the Insights tab: how many of each kind in the
 * last 7 and 30 days, every kind listed even at 0, and the latest few as they were recorded.
 */
export async function securityInsights(db: Database, now = new Date(), latest = 10) {
  const [week, month] = SECURITY_WINDOWS_DAYS.map((days) => new Date(now.getTime() - days * DAY_MS));
  const kind = sql<string>`${analyticsEvents.metadata}->>'kind'`;
  const [counts, recent] = await Promise.all([
    db
      .select({
        kind,
        week: sql<number>`count(*) filter (where ${analyticsEvents.createdAt} >= ${week!.toISOString()}::timestamptz)`.mapWith(Number),
        month: sql<number>`count(*)`.mapWith(Number),
      })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, "security_event"), gte(analyticsEvents.createdAt, month!)))
      .groupBy(sql`1`),
    db
      .select({ id: analyticsEvents.id, route: analyticsEvents.route, metadata: analyticsEvents.metadata, createdAt: analyticsEvents.createdAt })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, "security_event"))
      .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
      .limit(latest),
  ]);
  return {
    counts: SECURITY_EVENT_KINDS.map((k) => {
      const row = counts.find((c) => c.kind === k);
      return { kind: k, week: row?.week ?? 0, month: row?.month ?? 0 };
    }),
    latest: recent.map(({ metadata, ...row }) => ({ ...row, event: metadata as SecurityEvent })),
  };
}
