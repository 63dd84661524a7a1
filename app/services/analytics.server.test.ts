import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_ENGINES } from "../../tests/test-database";
import type { DatabaseHandle } from "../../database/client";
import { analyticsEvents } from "../../database/schema";
import { eq } from "drizzle-orm";
import { flushEvents, recordEvent } from "./analytics.server";

describe.each(TEST_ENGINES)("analytics events on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("stores an event with its session id, and ignores crawlers", async () => {
    await recordEvent(handle.db, {
      name: "page_view",
      route: "/results",
      sessionId: "s-1",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36",
      metadata: { page: "results" },
    });
    await recordEvent(handle.db, {
      name: "page_view",
      route: "/results",
      sessionId: "s-2",
      userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)",
    });
    const rows = await handle.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "page_view", route: "/results", sessionId: "s-1", metadata: { page: "results" } });
  });

  it("writes events recorded together in one batch, and a refused one costs the others nothing", async () => {
    const route = "/batch-test";
    await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => recordEvent(handle.db, { name: "page_view", route, sessionId: `b-${i}` })),
      // A profile that does not exist: the foreign key refuses this one row.
      recordEvent(handle.db, { name: "page_view", route, profileId: "00000000-0000-4000-8000-00000000beef" }),
    ]);
    const rows = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.route, route));
    expect(rows).toHaveLength(40);
  });

  it("never throws, even when the database refuses the event", async () => {
    await expect(
      recordEvent(handle.db, { name: "page_view", route: "/", profileId: "00000000-0000-4000-8000-00000000dead" }),
    ).resolves.toBeUndefined();
  });

  it("does not report a flush done while an earlier batch is still being written", async () => {
    const written = recordEvent(handle.db, { name: "page_view", route: "/flush-order", sessionId: "f-1" });
    const order: string[] = [];
    // The first flush takes the batch and starts writing it; the second finds the queue empty
    // and must still wait, or shutdown could close the database under the first one's insert.
    const first = flushEvents(handle.db).then(() => order.push("first"));
    await flushEvents(handle.db).then(() => order.push("second"));
    await Promise.all([first, written]);
    expect(order).toEqual(["first", "second"]);
    const rows = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.route, "/flush-order"));
    expect(rows).toHaveLength(1);
  });
});
