import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { queryRows } from "../../database/client";
import { adminDecisions, analyticsEvents, outbox, profiles, reviews, type ProfileStatus } from "../../database/schema";
import { refreshProviderRating } from "./reviews.server";
import { SECURITY_EVENT_KINDS, type SecurityEvent } from "./events.server";

/** The admin's view of the directory: every profile and decision, all statuses. */

/**
 * Every number the admin layout shows (the stats and the tab labels), in one statement:
 * the layout loads it on each admin page and after each decision, so it stays one round
 * trip whatever tab is open. The reviews and outbox counts use their (status, created_at) indexes.
 */
export async function adminCounts(db: Database) {
  const withStatus = (status: ProfileStatus) => sql<number>`count(*) filter (where ${profiles.profileStatus} = ${status})`.mapWith(Number);
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      pending: withStatus("pending"),
      approved: withStatus("approved"),
      rejected: withStatus("rejected"),
      pendingReviews: sql<number>`(select count(*) from ${reviews} where ${reviews.status} = 'pending')`.mapWith(Number),
      failedMail: sql<number>`(select count(*) from ${outbox} where ${outbox.status} = 'failed')`.mapWith(Number),
    })
    .from(profiles);
  // An aggregate without GROUP BY always returns its one row.
  return row!;
}

export async function profilesWithStatus(db: Database, status: ProfileStatus, limit = 200) {
  const rows = await db
    .select({
      id: profiles.id,
      slug: profiles.slug,
      // Demo listings have no account: there is no one's data to download.
      hasAccount: sql<boolean>`${profiles.userId} is not null`.mapWith(Boolean),
      businessName: profiles.businessName,
      contactPerson: profiles.contactPerson,
      email: profiles.email,
      phone: profiles.phone,
      city: profiles.city,
      county: profiles.county,
      yearsInBusiness: profiles.yearsInBusiness,
      specialties: profiles.specialties,
      vehicleMakes: profiles.vehicleMakes,
      businessDescription: profiles.businessDescription,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.profileStatus, status))
    .orderBy(desc(profiles.createdAt))
    .limit(limit);
  const decisions = rows.length
    ? await db
        .select()
        .from(adminDecisions)
        .where(inArray(adminDecisions.profileId, rows.map((r) => r.id)))
        .orderBy(desc(adminDecisions.createdAt))
    : [];
  return rows.map((row) => ({ ...row, decisions: decisions.filter((d) => d.profileId === row.id) }));
}

export type AdminProfile = Awaited<ReturnType<typeof profilesWithStatus>>[number];

export type Decision = "approved" | "rejected" | "suspended";
const FROM: Record<Decision, ProfileStatus> = { approved: "pending", rejected: "pending", suspended: "approved" };
const TO: Record<Decision, ProfileStatus> = { approved: "approved", rejected: "rejected", suspended: "rejected" };

/**
 * Approve or reject a pending profile, or suspend an approved one (back to rejected).
 * The status change and its record are one transaction; a decision on a profile that
 * is no longer in the expected state changes nothing and returns null.
 */
export async function decideProfile(
  db: Database,
  input: { profileId: string; decision: Decision; reason: string | null; admin: { id: string; email: string } },
) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(profiles)
      .set({ profileStatus: TO[input.decision], updatedAt: new Date() })
      .where(and(eq(profiles.id, input.profileId), eq(profiles.profileStatus, FROM[input.decision])))
      .returning({ id: profiles.id, businessName: profiles.businessName, email: profiles.email, slug: profiles.slug });
    if (!updated) return null;
    await tx.insert(adminDecisions).values({
      profileId: input.profileId,
      adminUserId: input.admin.id,
      adminEmail: input.admin.email,
      decision: input.decision,
      reason: input.reason,
    });
    return updated;
  });
}

export async function pendingReviews(db: Database) {
  return db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      reviewerEmail: reviews.reviewerEmail,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      providerName: profiles.businessName,
      providerSlug: profiles.slug,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.providerId))
    .where(eq(reviews.status, "pending"))
    .orderBy(reviews.createdAt);
}

/** Publishes or rejects a pending review; the provider's rating follows at once. */
export async function moderateReview(db: Database, reviewId: string, status: "approved" | "rejected") {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .update(reviews)
      .set({ status })
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, "pending")))
      .returning();
    if (!review) return null;
    await refreshProviderRating(tx, review.providerId);
    const [provider] = await tx
      .select({ businessName: profiles.businessName, email: profiles.email, slug: profiles.slug })
      .from(profiles)
      .where(eq(profiles.id, review.providerId));
    return { review, provider: provider! };
  });
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
