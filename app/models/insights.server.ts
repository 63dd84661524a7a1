import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { queryRows } from "../../database/client";
import { analyticsEvents } from "../../database/schema";
import { SECURITY_EVENT_KINDS, type EventName, type SecurityEvent } from "./events.server";

// What the analytics events (and the directory's own tables) add up to: a specialist's profile
// views on their dashboard, and the admins' Insights tab.

/** Start of the month `offset` months from `now`, in UTC. */
function monthStart(now: Date, offset: number) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/**
 * Public profile views this month and last month (bots are never recorded), and the
 * change as a whole percentage; null when last month had none to compare with. Views older than
 * the events' retention are read from their daily counts, in the same statement.
 */
export async function profileViewStats(db: Database, profileId: string, now = new Date()) {
  const [from, thisMonth, to] = [monthStart(now, -1), monthStart(now, 0), monthStart(now, 1)].map((date) => date.toISOString());
  const [row] = await queryRows<{ this_month: number; last_month: number }>(
    db,
    sql`select coalesce(sum(n) filter (where at >= ${thisMonth}::timestamptz), 0)::int as this_month,
               coalesce(sum(n) filter (where at < ${thisMonth}::timestamptz), 0)::int as last_month
          from (select created_at as at, 1 as n from analytics_events
                 where provider_id = ${profileId} and name = 'page_view'
                   and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
                union all
                select (day::timestamp at time zone 'UTC') as at, count as n from analytics_daily_counts
                 where provider_id = ${profileId} and name = 'page_view' and detail = ''
                   and day >= ${from}::date and day < ${to}::date) as views`,
  );
  const current = Number(row?.this_month ?? 0);
  const previous = Number(row?.last_month ?? 0);
  const change = previous === 0 ? (current === 0 ? 0 : null) : Math.round(((current - previous) / previous) * 100);
  return { thisMonth: current, lastMonth: previous, change };
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const INSIGHT_DAYS = 30;

/** Events of one name per UTC day since `since`: the recent ones and the daily counts of older ones. */
function eventsPerDay(db: Database, name: EventName, since: string, ofListings = false) {
  const listings = sql.raw(ofListings ? "and provider_id is not null" : "");
  return queryRows<{ day: string; n: number }>(
    db,
    sql`select day, sum(n)::int as n from (
          select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n from analytics_events
           where name = ${name} and created_at >= ${since}::timestamptz ${listings} group by 1
          union all
          select to_char(day, 'YYYY-MM-DD'), sum(count) from analytics_daily_counts
           where name = ${name} and detail = '' and day >= ${since}::date ${listings} group by 1) as counts
        group by day order by day`,
  );
}

/** Rows of a table (contact_requests, profiles) created per UTC day since `since`. */
function rowsPerDay(db: Database, table: "contact_requests" | "profiles", since: string) {
  return queryRows<{ day: string; n: number }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
          from ${sql.raw(table)} where created_at >= ${since}::timestamptz group by 1 order by 1`,
  );
}

/** Searches since `since` by the service or make chosen, recent events and daily counts together. */
function searchesBy(db: Database, field: "service" | "vehicle", since: string) {
  const prefix = `${field}:`;
  return queryRows<{ key: string; n: number }>(
    db,
    sql`select key, sum(n)::int as n from (
          select metadata->>${field} as key, count(*) as n from analytics_events
           where name = 'search_submitted' and created_at >= ${since}::timestamptz and metadata->>${field} is not null group by 1
          union all
          select substr(detail, ${prefix.length + 1}), sum(count) from analytics_daily_counts
           where name = 'search_submitted' and starts_with(detail, ${prefix}) and day >= ${since}::date group by 1) as searches
        group by key order by n desc, key`,
  );
}

/** The last 30 days of the directory, for the Insights tab. */
export async function directoryInsights(db: Database, now = new Date()) {
  const since = new Date(now.getTime() - INSIGHT_DAYS * DAY_MS);
  const sinceIso = since.toISOString();
  const [views, reveals, enquiries, signups, byService, byMake] = await Promise.all([
    eventsPerDay(db, "page_view", sinceIso, true),
    eventsPerDay(db, "contact_revealed", sinceIso),
    rowsPerDay(db, "contact_requests", sinceIso),
    rowsPerDay(db, "profiles", sinceIso),
    searchesBy(db, "service", sinceIso),
    searchesBy(db, "vehicle", sinceIso),
  ]);
  const days = Array.from({ length: INSIGHT_DAYS }, (_, i) => new Date(since.getTime() + (i + 1) * DAY_MS).toISOString().slice(0, 10));
  const series = (rows: { day: string; n: number }[]) => days.map((day) => ({ day, n: Number(rows.find((r) => r.day === day)?.n ?? 0) }));
  return {
    days,
    profileViews: series(views),
    reveals: series(reveals),
    enquiries: series(enquiries),
    signups: series(signups),
    searchesByService: byService.map(({ key, n }) => ({ key, n: Number(n) })),
    searchesByMake: byMake.map(({ key, n }) => ({ key, n: Number(n) })),
  };
}

export const SECURITY_WINDOWS_DAYS = [7, 30] as const;

/**
 * Refused requests (security_event) for the Insights tab: how many of each kind in the
 * last 7 and 30 days, every kind listed even at 0, and the latest few as they were recorded.
 */
export async function securityInsights(db: Database, now = new Date(), latest = 10) {
  const [week, month] = SECURITY_WINDOWS_DAYS.map((days) => new Date(now.getTime() - days * DAY_MS));
  const [counts, recent] = await Promise.all([
    // Refusals older than the events' retention count from their daily totals, whole days only.
    queryRows<{ kind: string; week: number; month: number }>(
      db,
      sql`select kind, sum(week)::int as week, sum(month)::int as month from (
            select metadata->>'kind' as kind, count(*) filter (where created_at >= ${week!.toISOString()}::timestamptz) as week, count(*) as month
              from analytics_events where name = 'security_event' and created_at >= ${month!.toISOString()}::timestamptz group by 1
            union all
            select substr(detail, 6), coalesce(sum(count) filter (where day > ${week!.toISOString()}::date), 0), sum(count)
              from analytics_daily_counts where name = 'security_event' and starts_with(detail, 'kind:') and day > ${month!.toISOString()}::date group by 1) as refusals
          group by kind`,
    ),
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
      return { kind: k, week: Number(row?.week ?? 0), month: Number(row?.month ?? 0) };
    }),
    latest: recent.map(({ metadata, ...row }) => ({ ...row, event: metadata as SecurityEvent })),
  };
}
