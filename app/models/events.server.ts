import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../database/client";
import type { analyticsEvents } from "../../database/schema";

// Analytics events (docs/spec.md §7): page views, searches, reveals and refused requests, one row each.
// How they are recorded (batched, crawlers left out, never failing a request) is
// services/analytics.server.ts's; what they add up to is models/insights.server.ts's.

export const EVENT_NAMES = [
  "page_view",
  "search_submitted",
  "cta_supplier_register_clicked",
  "review_snippet_viewed",
  "contact_revealed",
  "security_event",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export type EventRow = typeof analyticsEvents.$inferInsert;

/**
 * Stores events in one statement: all of them, or none if one is refused. Each column goes as one
 * array parameter through `unnest` rather than one parameter per value: a busy page writes a batch
 * of views every 50 ms, and binding 7 arrays instead of 7 × 250 values halves the CPU a batch costs
 * (measured on PGlite, where the insert shares the process with the pages being served).
 */
export async function insertEvents(db: Database, rows: EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const column = (value: (row: EventRow) => string | null | undefined) => sql.param(rows.map((row) => value(row) ?? null));
  await db.execute(sql`
    insert into analytics_events (name, route, metadata, session_id, user_agent, referrer, provider_id, created_at)
    select name, route, metadata::jsonb, session_id, user_agent, referrer, provider_id::uuid, coalesce(created_at::timestamptz, now())
    from unnest(
      ${column((row) => row.name)}::text[], ${column((row) => row.route)}::text[],
      ${column((row) => JSON.stringify(row.metadata ?? {}))}::text[], ${column((row) => row.sessionId)}::text[],
      ${column((row) => row.userAgent)}::text[], ${column((row) => row.referrer)}::text[],
      ${column((row) => row.profileId)}::text[], ${column((row) => row.createdAt?.toISOString())}::text[]
    ) as event(name, route, metadata, session_id, user_agent, referrer, provider_id, created_at)`);
}

/**
 * What a security_event (docs/spec.md §7) says: which kind of request was refused and, for a
 * spam refusal, why; for a rate limit, which action (review, enquiry, signup, reveal…).
 */
export type SecurityEvent =
  | { kind: "sign_in_limited" }
  | { kind: "spam_refused"; reason: string; form: string }
  | { kind: "cross_site_refused" }
  | { kind: "rate_limited"; action: string };
export type SecurityEventKind = SecurityEvent["kind"];
export const SECURITY_EVENT_KINDS: readonly SecurityEventKind[] = [
  "sign_in_limited",
  "spam_refused",
  "cross_site_refused",
  "rate_limited",
];

/**
 * How long an event is kept whole (the privacy page says so): its session id, browser and
 * referring page are needed only for recent trends. After that it becomes part of a daily count.
 */
export const EVENT_DETAIL_DAYS = 30;

/**
 * Rolls events older than `before` up into analytics_daily_counts and deletes them, `batchSize`
 * at a time, each batch one statement (deleted and counted together, or neither), so two
 * processes sweeping at once never count an event twice. A deletion's audit record
 * ("account_deleted") names no one and is kept whole. Resolves with how many events went.
 */
export async function rollUpOldEvents(db: Database, before: Date, batchSize = 5_000): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`
      with batch as (
        delete from analytics_events where id in (
          select id from analytics_events
           where created_at < ${before.toISOString()}::timestamptz and name <> 'account_deleted'
           order by id
           limit ${batchSize}
           for update skip locked)
        returning name, provider_id, metadata, (created_at at time zone 'UTC')::date as day),
      details as (
        select day, name, provider_id, '' as detail from batch
        union all
        select day, name, provider_id, 'service:' || (metadata->>'service') from batch
         where name = 'search_submitted' and metadata->>'service' is not null
        union all
        select day, name, provider_id, 'vehicle:' || (metadata->>'vehicle') from batch
         where name = 'search_submitted' and metadata->>'vehicle' is not null
        union all
        select day, name, provider_id, 'kind:' || (metadata->>'kind') from batch
         where name = 'security_event' and metadata->>'kind' is not null),
      counted as (
        insert into analytics_daily_counts (day, name, provider_id, detail, count)
        select day, name, provider_id, detail, count(*)::int from details group by 1, 2, 3, 4
        on conflict on constraint analytics_daily_counts_key
        do update set count = analytics_daily_counts.count + excluded.count
        returning 1)
      select (select count(*) from batch)::int as n, (select count(*) from counted)::int as days`,
    );
    const rolled = row?.n ?? 0;
    total += rolled;
    if (rolled < batchSize) return total;
  }
}
