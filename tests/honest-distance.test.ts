import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import type { DatabaseHandle } from "../database/client";
import { seedDemo } from "../scripts/seed";
import { parseSearchParams } from "../app/lib/search-params";
import { FURTHER_AFIELD_COUNT, searchDirectory } from "../app/services/directory-search.server";

const search = (handle: DatabaseHandle, query: string, pageSize?: number) =>
  searchDirectory(handle.db, parseSearchParams(new URLSearchParams(query)), pageSize);

/** Issue #25 item 3 on the demo directory: a place search says which listings it counts, and calls nothing far away near. */
describe.each(TEST_ENGINES)("honest distance on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    await seedDemo(handle.db);
  });
  afterAll(() => handle.close());

  it("near Leeds without a keyword: only those within 50 miles are found, then the nearest further afield, each with its distance", async () => {
    const near = await search(handle, "location=Leeds");
    expect(near.radiusMiles).toBe(50);
    expect(near.profiles.length).toBeGreaterThan(2);
    expect(near.total).toBe(near.profiles.length);
    for (const profile of near.profiles) expect(profile.distanceMiles!).toBeLessThanOrEqual(50);
    // Cardiff (174 miles) and Belfast (185 miles) are never among those found near Leeds.
    expect(near.profiles.map((p) => p.city)).not.toContain("Cardiff");
    expect(near.furtherAfield.length).toBe(FURTHER_AFIELD_COUNT);
    const further = near.furtherAfield.map((p) => p.distanceMiles!);
    expect(Math.min(...further)).toBeGreaterThan(50);
    expect(further).toEqual([...further].sort((a, b) => a - b));
    // The nearest beyond the radius: none of those left out is nearer than the last shown.
    const everywhere = await search(handle, "location=Leeds&within=any&sort=nearest", 100);
    const beyond = everywhere.profiles.map((p) => p.distanceMiles!).filter((miles) => miles > 50);
    expect(further).toEqual(beyond.slice(0, FURTHER_AFIELD_COUNT));
  });

  it("Within 10, 25 and 100 miles, and anywhere", async () => {
    for (const miles of [10, 25, 100]) {
      const found = await search(handle, `location=Leeds&within=${miles}`);
      expect(found.radiusMiles).toBe(miles);
      for (const profile of found.profiles) expect(profile.distanceMiles!).toBeLessThanOrEqual(miles);
    }
    const ten = await search(handle, "location=Leeds&within=10");
    const hundred = await search(handle, "location=Leeds&within=100");
    expect(hundred.total).toBeGreaterThan(ten.total);
    const anywhere = await search(handle, "location=Leeds&within=any");
    expect(anywhere.radiusMiles).toBeNull();
    expect(anywhere.furtherAfield).toEqual([]);
    expect(anywhere.total).toBeGreaterThan(hundred.total);
  });

  it("with a keyword the whole UK is ranked, each with its distance: the E-type specialist 100 miles away first", async () => {
    const found = await search(handle, "q=E-type&location=Leeds");
    expect(found.radiusMiles).toBeNull();
    expect(found.profiles[0]!.businessName).toBe("Arden XK Restorations");
    expect(found.profiles[0]!.distanceMiles!).toBeGreaterThan(90);
    for (const profile of found.profiles) expect(profile.distanceMiles).not.toBeNull();
    // Nearer Jaguar workshops found through the make follow.
    expect(found.profiles.slice(1).some((p) => p.distanceMiles! < 20)).toBe(true);
  });

  it("Nearest Location with a radius: nearest first within it", async () => {
    const found = await search(handle, "service=paint-and-bodywork&location=Leeds&sort=nearest");
    const miles = found.profiles.map((p) => p.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(Math.max(...miles)).toBeLessThanOrEqual(50);
    expect(found.furtherAfield.length).toBeGreaterThan(0);
  });
});
