import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, testContext } from "./fixtures";
import { queryRows, type DatabaseHandle } from "../database/client";
import { analyticsDailyCounts, analyticsEvents, profiles, sessions, users } from "../database/schema";
import { rollUpOldEvents } from "../app/models/events.server";
import { directoryInsights, profileViewStats, securityInsights } from "../app/models/insights.server";
import { purgeExpiredRateLimits } from "../app/models/rate-limits.server";
import { purgeExpiredAuth } from "../app/services/auth-purge.server";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-20T15:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

describe.each(TEST_ENGINES)("usage events past their retention on %s", (engine) => {
  let handle: DatabaseHandle;
  let listing: string;
  let other: string;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    listing = (await insertProfile(handle.db, { businessName: "Rolled Up Coachworks" })).id;
    other = (await insertProfile(handle.db, { businessName: "Counted Elsewhere Ltd" })).id;
    const event = (name: string, at: Date, extra: Partial<typeof analyticsEvents.$inferInsert> = {}) => ({
      name,
      route: "/somewhere",
      sessionId: "visit-1234",
      userAgent: "Mozilla/5.0",
      referrer: "https://search.example/?q=e-type",
      createdAt: at,
      ...extra,
    });
    // Midday on whole days, away from the windows' edges: last month (October), this month, the last week.
    const rows = [
      ...Array.from({ length: 5 }, () => event("page_view", daysAgo(40), { profileId: listing })),
      ...Array.from({ length: 3 }, () => event("page_view", daysAgo(25), { profileId: listing })),
      ...Array.from({ length: 2 }, () => event("page_view", daysAgo(12), { profileId: listing })),
      ...Array.from({ length: 4 }, () => event("page_view", daysAgo(12), { profileId: other })),
      event("page_view", daysAgo(2), { profileId: listing }),
      event("page_view", daysAgo(12)), // a page that is no listing's
      ...Array.from({ length: 2 }, () => event("contact_revealed", daysAgo(15), { profileId: listing, metadata: { kind: "phone" } })),
      event("search_submitted", daysAgo(20), { metadata: { service: "paint-bodywork", vehicle: "jaguar" } }),
      event("search_submitted", daysAgo(20), { metadata: { service: "paint-bodywork" } }),
      event("search_submitted", daysAgo(13), { metadata: { vehicle: "mg" } }),
      event("search_submitted", daysAgo(1), { metadata: { service: "upholstery" } }),
      ...Array.from({ length: 3 }, () => event("security_event", daysAgo(20), { metadata: { kind: "rate_limited", action: "review" } })),
      event("security_event", daysAgo(12), { metadata: { kind: "spam_refused", reason: "honeypot", form: "enquiry" } }),
      event("security_event", daysAgo(3), { metadata: { kind: "cross_site_refused" } }),
      event("account_deleted", daysAgo(60), { metadata: { by: "owner" } }),
    ];
    await handle.db.insert(analyticsEvents).values(rows);
  });
  afterAll(() => handle.close());

  it("keeps every Insights figure and a listing's view counts the same once older events are daily counts", async () => {
    const before = {
      listing: await profileViewStats(handle.db, listing, NOW),
      other: await profileViewStats(handle.db, other, NOW),
      directory: await directoryInsights(handle.db, NOW),
      security: (await securityInsights(handle.db, NOW)).counts,
    };
    expect(before.listing).toEqual({ thisMonth: 3, lastMonth: 8, change: -62 });
    expect(before.directory.profileViews.reduce((sum, day) => sum + day.n, 0)).toBe(3 + 2 + 4 + 1);
    expect(before.directory.searchesByService).toEqual([
      { key: "paint-bodywork", n: 2 },
      { key: "upholstery", n: 1 },
    ]);

    // Everything older than 10 days becomes counts (small batches: the sweep's loop is exercised too).
    expect(await rollUpOldEvents(handle.db, daysAgo(10), 4)).toBe(5 + 3 + 2 + 4 + 1 + 2 + 3 + 3 + 1);

    expect(await profileViewStats(handle.db, listing, NOW)).toEqual(before.listing);
    expect(await profileViewStats(handle.db, other, NOW)).toEqual(before.other);
    expect(await directoryInsights(handle.db, NOW)).toEqual(before.directory);
    expect((await securityInsights(handle.db, NOW)).counts).toEqual(before.security);
  });

  it("keeps nothing of a visit past the retention but the counts, and the deletion audit whole", async () => {
    const left = await handle.db.select({ name: analyticsEvents.name, createdAt: analyticsEvents.createdAt }).from(analyticsEvents);
    expect(left.filter((row) => row.createdAt < daysAgo(10)).map((row) => row.name)).toEqual(["account_deleted"]);
    expect(left).toHaveLength(4);
    const counts = await handle.db.select().from(analyticsDailyCounts);
    // No session, browser, referrer, route, action or reason survives: the columns do not exist.
    expect(Object.keys(counts[0]!).sort()).toEqual(["count", "day", "detail", "name", "profileId"]);
    const of = (name: string, detail: string, profileId: string | null = null) =>
      counts.filter((row) => row.name === name && row.detail === detail && row.profileId === profileId).reduce((sum, row) => sum + row.count, 0);
    expect(of("page_view", "", listing)).toBe(10);
    expect(of("page_view", "", other)).toBe(4);
    expect(of("page_view", "")).toBe(1);
    expect(of("search_submitted", "service:paint-bodywork")).toBe(2);
    expect(of("search_submitted", "vehicle:jaguar")).toBe(1);
    expect(of("search_submitted", "")).toBe(3);
    expect(of("security_event", "kind:rate_limited")).toBe(3);
    expect(counts.find((row) => row.name === "page_view" && row.profileId === listing && row.day === daysAgo(40).toISOString().slice(0, 10))?.count).toBe(5);
  });

  it("adds a later sweep's events to the same day's counts, and goes with the listing when it is deleted", async () => {
    await handle.db.insert(analyticsEvents).values({ name: "page_view", route: "/provider/x", profileId: other, createdAt: daysAgo(12) });
    expect(await rollUpOldEvents(handle.db, daysAgo(10))).toBe(1);
    const [row] = await handle.db
      .select({ count: analyticsDailyCounts.count })
      .from(analyticsDailyCounts)
      .where(and(eq(analyticsDailyCounts.profileId, other), eq(analyticsDailyCounts.day, daysAgo(12).toISOString().slice(0, 10))));
    expect(row?.count).toBe(5);
    await handle.db.delete(profiles).where(eq(profiles.id, other));
    expect(await handle.db.select().from(analyticsDailyCounts).where(eq(analyticsDailyCounts.profileId, other))).toEqual([]);
  });

  it("counts each event once when two sweeps run at the same time", async () => {
    const day = daysAgo(50);
    await handle.db.insert(analyticsEvents).values(Array.from({ length: 300 }, () => ({ name: "review_snippet_viewed", createdAt: day })));
    const [first, second] = await Promise.all([rollUpOldEvents(handle.db, daysAgo(10), 7), rollUpOldEvents(handle.db, daysAgo(10), 11)]);
    expect(first! + second!).toBe(300);
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select sum(count)::int as n from analytics_daily_counts where name = 'review_snippet_viewed'`);
    expect(row!.n).toBe(300);
  });
});

/**
 * Migration 0015 dropped auth_rate_limits and sessions.ip_address (#28 item 3). The release before
 * it was run here on a database without them; this one runs on it as migrated: sign-up, sign-in,
 * the limiter and the purges must not reach for either.
 */
describe.each(TEST_ENGINES)("without the unused auth table and session column on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("signs up, signs in, rate-limits and purges as before", async () => {
    const context = testContext(handle.db);
    const email = "after-the-drop@example.com";
    const password = "Dropped#Columns-2026";
    const { user } = await context.auth.api.signUpEmail({ body: { name: "Drew Dropper", email, password } });
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const signedIn = await context.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    expect(signedIn.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(await handle.db.select({ userId: sessions.userId }).from(sessions)).toEqual([{ userId: user.id }]);
    await purgeExpiredRateLimits(handle.db);
    expect(await purgeExpiredAuth(handle.db, new Date(Date.now() + 365 * DAY))).toMatchObject({ sessions: 1 });
  });
});
