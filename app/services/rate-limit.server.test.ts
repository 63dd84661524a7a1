import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "../../tests/test-database";
import type { DatabaseHandle } from "../../database/client";
import { analyticsEvents, rateLimits } from "../../database/schema";
import { flushEvents } from "./analytics.server";
import { clientKey, clientNetwork, hitRateLimit } from "./rate-limit.server";
import { forgiveRateLimit, purgeExpiredRateLimits } from "~/models/rate-limits.server";
import { refusals } from "./metrics.server";

describe.each(TEST_ENGINES)("rate limits on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("allows `limit` hits per window, then refuses", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(handle.db, "test:a", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
  });

  it("counts concurrent hits exactly (one atomic statement)", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(handle.db, "test:b", 5, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("starts a new window once the old one has ended", async () => {
    await hitRateLimit(handle.db, "test:c", 1, 60_000);
    expect((await hitRateLimit(handle.db, "test:c", 1, 60_000)).allowed).toBe(false);
    await handle.db.execute(sql`update rate_limits set window_ends_at = now() - interval '1 second' where key = 'test:c'`);
    expect(await hitRateLimit(handle.db, "test:c", 1, 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it("records a refusal as a security event when given its route, with the key's action and not its client part", async () => {
    const key = `reveal:${clientKey("secret-secret-secret-secret-secret-00", "203.0.113.9")}`;
    for (let i = 0; i < 3; i++) await hitRateLimit(handle.db, key, 1, 60_000, { route: "/api/reveal" });
    // Without a route (the sign-in limiter counting failures) nothing is recorded.
    for (let i = 0; i < 3; i++) await hitRateLimit(handle.db, "signin:client:abc", 1, 60_000);
    await flushEvents(handle.db);
    const rows = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, "security_event"));
    expect(rows.map((row) => [row.route, row.metadata])).toEqual([
      ["/api/reveal", { kind: "rate_limited", action: "reveal" }],
      ["/api/reveal", { kind: "rate_limited", action: "reveal" }],
    ]);
  });

  it("with `once`, records one event per window but counts every refusal for /metrics", async () => {
    const counted = async () => (await refusals.get()).values.find((v) => v.labels.kind === "rate_limited" && v.labels.action === "flood")?.value ?? 0;
    const before = await counted();
    for (let i = 0; i < 6; i++) await hitRateLimit(handle.db, "flood:client:xyz", 2, 60_000, { route: "/api/events", once: true });
    await flushEvents(handle.db);
    const rows = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.route, "/api/events"));
    expect(rows.filter((row) => (row.metadata as { action?: string }).action === "flood")).toHaveLength(1);
    expect((await counted()) - before).toBe(4);
  });

  it("keys clients by a hash, never the address itself", () => {
    const key = clientKey("secret-secret-secret-secret-secret-00", "203.0.113.9");
    expect(key).not.toContain("203.0.113.9");
    expect(key).toBe(clientKey("secret-secret-secret-secret-secret-00", "203.0.113.9"));
    expect(key).not.toBe(clientKey("secret-secret-secret-secret-secret-00", "203.0.113.10"));
  });

  it("gives back a forgiven hit within its window, never below zero", async () => {
    await hitRateLimit(handle.db, "test:f", 2, 60_000);
    await hitRateLimit(handle.db, "test:f", 2, 60_000);
    await forgiveRateLimit(handle.db, "test:f");
    expect(await hitRateLimit(handle.db, "test:f", 2, 60_000)).toMatchObject({ allowed: true, count: 2 });
    for (let i = 0; i < 4; i++) await forgiveRateLimit(handle.db, "test:f");
    expect((await hitRateLimit(handle.db, "test:f", 2, 60_000)).count).toBe(1);
  });

  it("purges every finished window at once and keeps running ones", async () => {
    await hitRateLimit(handle.db, "test:finished", 5, 60_000);
    await hitRateLimit(handle.db, "test:running", 5, 60_000);
    await handle.db.execute(sql`update rate_limits set window_ends_at = now() - interval '1 second' where key = 'test:finished'`);
    await purgeExpiredRateLimits(handle.db);
    const keys = (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain("test:running");
    expect(keys).not.toContain("test:finished");
  });
});

describe("client networks", () => {
  it("keys IPv4 by the address and IPv6 by its /64, in any spelling", () => {
    expect(clientNetwork("203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetwork("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetwork("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:0DB8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("unknown")).toBe("unknown");
    const secret = "secret-secret-secret-secret-secret-00";
    expect(clientKey(secret, "2001:db8:1:2::1")).toBe(clientKey(secret, "2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(clientKey(secret, "2001:db8:1:2::1")).not.toBe(clientKey(secret, "2001:db8:1:3::1"));
  });
});
