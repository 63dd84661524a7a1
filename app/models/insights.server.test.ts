import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_ENGINES } from "../../tests/test-database";
import { insertProfile } from "../../tests/fixtures";
import type { DatabaseHandle } from "../../database/client";
import { analyticsEvents } from "../../database/schema";
import { profileViewStats } from "./insights.server";

describe.each(TEST_ENGINES)("profile view statistics on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(() => handle.close());

  const now = new Date("2026-11-20T12:00:00Z");
  const views = (profileId: string, at: string, count: number, name = "page_view") =>
    handle.db.insert(analyticsEvents).values(
      Array.from({ length: count }, () => ({ name, route: "/provider/x", profileId, createdAt: new Date(at) })),
    );

  it("counts this month's and last month's views of one listing, and the change in whole per cent", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Statistics Motors" });
    const other = await insertProfile(handle.db, { businessName: "Other Statistics Garage" });
    await views(profile.id, "2026-11-01T00:00:00Z", 3); // the first instant of this month
    await views(profile.id, "2026-10-31T23:59:59Z", 2); // the last of last month
    await views(profile.id, "2026-09-30T12:00:00Z", 7); // older: not counted
    await views(profile.id, "2026-11-10T12:00:00Z", 4, "contact_revealed"); // not a view
    await views(other.id, "2026-11-05T12:00:00Z", 9); // another profile's
    expect(await profileViewStats(handle.db, profile.id, now)).toEqual({ thisMonth: 3, lastMonth: 2, change: 50 });
  });

  it("has no change to show when last month had no views, and zero when neither month had any", async () => {
    const fresh = await insertProfile(handle.db, { businessName: "Fresh Statistics Ltd" });
    expect(await profileViewStats(handle.db, fresh.id, now)).toEqual({ thisMonth: 0, lastMonth: 0, change: 0 });
    await views(fresh.id, "2026-11-02T10:00:00Z", 2);
    expect(await profileViewStats(handle.db, fresh.id, now)).toEqual({ thisMonth: 2, lastMonth: 0, change: null });
  });

  it("rounds a fall to a whole negative per cent", async () => {
    const falling = await insertProfile(handle.db, { businessName: "Falling Statistics Ltd" });
    await views(falling.id, "2026-10-10T10:00:00Z", 3);
    await views(falling.id, "2026-11-10T10:00:00Z", 1);
    expect(await profileViewStats(handle.db, falling.id, now)).toEqual({ thisMonth: 1, lastMonth: 3, change: -67 });
  });
});
