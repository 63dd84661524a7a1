import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, sql, type SQL } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "../../tests/test-database";
import { insertProfile } from "../../tests/fixtures";
import { queryRows, type DatabaseHandle, type Database } from "../../database/client";
import { profiles } from "../../database/schema";
import { distanceSql, searchProfiles, type SearchInput } from "./profile-search.server";
import { resolveLocation } from "~/services/geo.server";
import type { GeoPoint } from "~/lib/geo";

/** Every (specialty, make) cell that disagrees with a count of the profiles themselves. */
async function wrongCounts(db: Database) {
  return queryRows<{ specialty: string; vehicle_make: string; expected: number; stored: number }>(
    db,
    sql`with expected as (
          select s.specialty, m.vehicle_make, count(*)::int as n
          from profiles p
          cross join lateral (select distinct unnest(array[''] || p.specialties) as specialty) s
          cross join lateral (select distinct unnest(array[''] || p.vehicle_makes) as vehicle_make) m
          where p.profile_status = 'approved'
          group by 1, 2)
        select coalesce(e.specialty, c.specialty) as specialty, coalesce(e.vehicle_make, c.vehicle_make) as vehicle_make,
          coalesce(e.n, 0) as expected, coalesce(c.approved_count, 0) as stored
        from expected e full join profile_search_counts c on c.specialty = e.specialty and c.vehicle_make = e.vehicle_make
        where coalesce(e.n, 0) <> coalesce(c.approved_count, 0)`,
  );
}

/**
 * Every row of profile_search_points that should not be there, and every one missing: each approved
 * profile with a position is kept once per (specialty, make) cell but ("", ""), at its position.
 */
async function wrongPoints(db: Database) {
  return queryRows<{ specialty: string; vehicle_make: string; profile_id: string; expected: number; stored: number }>(
    db,
    sql`with expected as (
          select s.specialty, m.vehicle_make, p.latitude, p.longitude, p.id as profile_id, 1 as n
          from profiles p
          cross join lateral (select distinct unnest(array[''] || p.specialties) as specialty) s
          cross join lateral (select distinct unnest(array[''] || p.vehicle_makes) as vehicle_make) m
          where p.profile_status = 'approved' and p.latitude is not null and p.longitude is not null
            and (s.specialty <> '' or m.vehicle_make <> '')),
        stored as (
          select specialty, vehicle_make, latitude, longitude, profile_id, count(*)::int as n
          from profile_search_points group by 1, 2, 3, 4, 5)
        select coalesce(e.specialty, s.specialty) as specialty, coalesce(e.vehicle_make, s.vehicle_make) as vehicle_make,
          coalesce(e.profile_id, s.profile_id) as profile_id, coalesce(e.n, 0) as expected, coalesce(s.n, 0) as stored
        from expected e full join stored s on s.specialty = e.specialty and s.vehicle_make = e.vehicle_make
          and s.latitude = e.latitude and s.longitude = e.longitude and s.profile_id = e.profile_id
        where coalesce(e.n, 0) <> coalesce(s.n, 0)`,
  );
}

describe.each(TEST_ENGINES)("found counts kept by triggers on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("follow inserts, status changes, edits, deletes and truncation", async () => {
    const db = handle.db;
    const a = await insertProfile(db, { specialties: ["Engine Rebuilds", "Paint & Bodywork"], vehicleMakes: ["MG", "Jaguar"] });
    const b = await insertProfile(db, { profileStatus: "pending", specialties: ["Engine Rebuilds"], vehicleMakes: ["MG"] });
    // A duplicated entry still counts once, as the array search matches once.
    await insertProfile(db, { specialties: ["Upholstery & Trim", "Upholstery & Trim"], vehicleMakes: ["Mini"] });
    expect(await wrongCounts(db)).toEqual([]);
    expect(await wrongPoints(db)).toEqual([]);
    const mgEngines = await searchProfiles(db, { ...base, specialty: "Engine Rebuilds", vehicleMake: "MG" });
    expect(mgEngines.total).toBe(1);

    await db.update(profiles).set({ profileStatus: "approved" }).where(sql`${profiles.id} = ${b.id}`);
    expect((await searchProfiles(db, { ...base, specialty: "Engine Rebuilds", vehicleMake: "MG" })).total).toBe(2);
    await db.update(profiles).set({ vehicleMakes: ["Triumph"], ratingAverage: 4 }).where(sql`${profiles.id} = ${a.id}`);
    await db.update(profiles).set({ phone: "0113 496 0999" }); // touches every row, changes nothing counted
    // A move (a new postcode district) moves every cell of the profile; losing the position takes it out of them all.
    await db.update(profiles).set({ latitude: 51.5, longitude: -0.12 }).where(sql`${profiles.id} = ${b.id}`);
    expect(await wrongPoints(db)).toEqual([]);
    await db.update(profiles).set({ latitude: null }).where(sql`${profiles.id} = ${b.id}`);
    expect(await wrongPoints(db)).toEqual([]);
    await db.update(profiles).set({ latitude: 53.8, longitude: -1.55 }).where(sql`${profiles.id} = ${b.id}`);
    expect(await wrongCounts(db)).toEqual([]);
    expect(await wrongPoints(db)).toEqual([]);
    expect((await searchProfiles(db, { ...base, vehicleMake: "Triumph" })).total).toBe(1);

    await db.update(profiles).set({ profileStatus: "rejected" }).where(sql`${profiles.id} = ${a.id}`);
    await db.delete(profiles).where(sql`${profiles.id} = ${b.id}`);
    expect(await wrongCounts(db)).toEqual([]);
    expect(await wrongPoints(db)).toEqual([]);
    expect((await searchProfiles(db, base)).total).toBe(1);

    await db.execute(sql`truncate profiles cascade`);
    expect(await wrongCounts(db)).toEqual([]);
    expect(await wrongPoints(db)).toEqual([]);
    expect((await searchProfiles(db, base)).total).toBe(0);
  });
});

const base: SearchInput = { specialty: null, vehicleMake: null, origin: null, sort: "nearest", page: 1, pageSize: 12 };
const PROFILES = 3_600;

describe.each(TEST_ENGINES)("nearest search over thousands of matches on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    // Enough profiles that "nearest" widens a radius instead of sorting every match (with
    // and without the specialty filter). 1,500 scattered positions over Great Britain, most
    // shared by two or three profiles, as profiles share a postcode district, so distance
    // ties occur; and a few profiles have no position at all.
    await handle.db.execute(sql`insert into profiles (slug, business_name, contact_person, email, phone, address, city,
        postcode, specialties, vehicle_makes, profile_status, latitude, longitude, years_in_business, rating_average)
      select 'scale-' || n, 'Scale ' || (n % 97), 'Alex', 'scale' || n || '@example.com', '0113 496 0000', '1 Street', 'Town',
        'LS1 1AA', case when n % 3 = 0 then array['Paint & Bodywork'] else array['Engine Rebuilds'] end, array['MG'],
        case when n % 20 = 0 then 'pending' else 'approved' end,
        case when n % 50 = 0 then null else 50 + (n % 1500 * 7919 % 1009) * 0.0079 end,
        case when n % 50 = 0 then null else -5.5 + (n % 1500 * 104729 % 1013) * 0.0069 end,
        n % 40, case when n % 4 = 0 then null else 1 + (n % 5) end
      from generate_series(1, ${PROFILES}) as n`);
  });
  afterAll(() => handle.close());

  /** "nearest" in full: distance, then the rating, experience, name and id tie-breaks. */
  const nearestFirst = (origin: GeoPoint) => [
    sql`${distanceSql(origin)} asc nulls last`,
    sql`${profiles.ratingAverage} desc nulls last`,
    sql`${profiles.yearsInBusiness} desc nulls last`,
    asc(profiles.businessName),
    asc(profiles.id),
  ];

  /** The same search done the simple way: every match sorted by distance. */
  async function reference(input: SearchInput): Promise<string[]> {
    const filters: SQL[] = [sql`${profiles.profileStatus} = 'approved'`];
    if (input.specialty) filters.push(sql`${profiles.specialties} @> array[${input.specialty}]::text[]`);
    const rows = await handle.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(...filters))
      .orderBy(...nearestFirst(input.origin!))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize);
    return rows.map((row) => row.id);
  }

  it.each([
    ["LS1", null, 1],
    ["LS1", null, 2],
    ["Truro", null, 1],
    ["Inverness", null, 1],
    ["SW1A", "Engine Rebuilds", 1],
    ["EH1", "Engine Rebuilds", 30],
    ["EH1", "Engine Rebuilds", 190], // the last page, which includes profiles without a position
    ["BT1", null, 283], // the first page with profiles without a position
    ["CF10", null, 285], // the last page
    ["CF10", null, 286], // past the end
  ] as const)("near %s, specialty %s, page %i: the same page as sorting every match", async (place, specialty, page) => {
    const input: SearchInput = { ...base, origin: resolveLocation(place)!, specialty, page };
    const result = await searchProfiles(handle.db, input);
    expect(result.profiles.map((p) => p.id)).toEqual(await reference(input));
    const distances = result.profiles.map((p) => p.distanceMiles ?? Infinity);
    expect(distances).toEqual([...distances].sort((x, y) => x - y));
  });

  /** A search within a radius the simple way: every match inside it, sorted by distance. */
  async function referenceWithin(input: SearchInput & { radiusMiles: number }) {
    const filters: SQL[] = [sql`${profiles.profileStatus} = 'approved'`, sql`${distanceSql(input.origin!)} <= ${input.radiusMiles}`];
    if (input.specialty) filters.push(sql`${profiles.specialties} @> array[${input.specialty}]::text[]`);
    if (input.vehicleMake) filters.push(sql`${profiles.vehicleMakes} @> array[${input.vehicleMake}]::text[]`);
    const rows = await handle.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(...filters))
      .orderBy(...nearestFirst(input.origin!));
    return rows.map((row) => row.id);
  }

  // A service or make around a place is read from profile_search_points (decision 0030): the same
  // matches, count and nearest-first pages as the profiles give, below the 500 cap and past it.
  it.each([
    ["M1", 50, "Engine Rebuilds", null, false],
    ["M1", 50, "Paint & Bodywork", "MG", false],
    ["EH1", 50, null, "MG", false],
    ["B1", 200, "Engine Rebuilds", null, true],
    ["NE1", 200, null, "MG", true],
    ["BS1", 200, "Paint & Bodywork", "MG", true],
  ] as const)("near %s within %i miles, %s %s: the matches, count and pages of the profiles themselves", async (place, radiusMiles, specialty, vehicleMake, pastCap) => {
    const origin = resolveLocation(place)!;
    const expected = await referenceWithin({ ...base, origin, radiusMiles, specialty, vehicleMake });
    expect(expected.length).toBeGreaterThan(24);
    expect(expected.length > 500).toBe(pastCap);
    const total = Math.min(expected.length, 500);
    for (const page of [1, 2, 5]) {
      const result = await searchProfiles(handle.db, { ...base, origin, radiusMiles, specialty, vehicleMake, page });
      expect(result.total).toBe(total);
      expect(Boolean(result.moreThanTotal)).toBe(expected.length > 500);
      expect(result.profiles.map((p) => p.id), `nearest, page ${page}`).toEqual(expected.slice((page - 1) * 12, page * 12));
    }
    const best = await searchProfiles(handle.db, { ...base, sort: "best", origin, radiusMiles, specialty, vehicleMake });
    expect(best.total).toBe(total);
    expect(best.profiles).toHaveLength(12);
    // Below the cap Best match ranks every match; past it, the nearest 500.
    const candidates = new Set(expected.slice(0, 500));
    for (const profile of best.profiles) expect(candidates.has(profile.id)).toBe(true);
  });

  // Wherever the radius happens to stop, the page must be the one a full sort gives: many
  // places, the first pages, with and without the filter.
  const PLACES = ["AB10", "IV1", "G1", "DG1", "CA1", "NE1", "YO1", "M1", "LL57", "SY23", "B1", "NR1", "CB2", "SA1", "BS1", "PL1", "TR1", "CT1", "BN1", "SO14"];
  it("matches a full sort from 20 places across Great Britain, pages 1 to 8", async () => {
    for (const place of PLACES) {
      for (const specialty of [null, "Engine Rebuilds"]) {
        for (const page of [1, 2, 3, 5, 8]) {
          const input: SearchInput = { ...base, origin: resolveLocation(place)!, specialty, page };
          const ids = (await searchProfiles(handle.db, input)).profiles.map((p) => p.id);
          expect.soft(ids, `${place} ${specialty} page ${page}`).toEqual(await reference(input));
        }
      }
    }
  });
});
