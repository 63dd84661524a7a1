import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile } from "./fixtures";
import { insertProject } from "./project-fixtures";
import { queryRows, type DatabaseHandle, type Database } from "../database/client";
import { profiles } from "../database/schema";
import { searchProfiles, type SearchInput } from "../app/models/profile-search.server";
import { resolveLocation } from "../app/services/geo.server";

/**
 * Decision 0031: a typed prefix is searched as the words search_lexemes holds for it. The table must
 * hold every word of every approved listing's document, whatever wrote it, or a prefix would miss a
 * listing; and the expanded search must find exactly what the prefix itself finds.
 */
const base: SearchInput = { specialty: null, vehicleMake: null, origin: null, sort: "best", page: 1, pageSize: 50 };

async function found(db: Database, input: Partial<SearchInput>) {
  const result = await searchProfiles(db, { ...base, ...input });
  return { total: result.total, ids: result.profiles.map((p) => p.id) };
}

/** Words of approved listings' documents that search_lexemes lacks. */
async function missingWords(db: Database) {
  return queryRows<{ lexeme: string }>(
    db,
    sql`select distinct w.lexeme from profiles p cross join lateral unnest(p.search_document) w
        where p.profile_status = 'approved' and not exists (select 1 from search_lexemes l where l.lexeme = w.lexeme)`,
  );
}

const hasWord = async (db: Database, lexeme: string) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from search_lexemes where lexeme = ${lexeme}`))[0]!.n === 1;

describe.each(TEST_ENGINES)("search words (search_lexemes) on %s", (engine) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    db = handle.db;
  });
  afterAll(() => handle.close());

  it("holds every word of every approved listing after inserts, edits, approvals, projects and deletions", async () => {
    const kept = await insertProfile(db, { businessName: "Quorndon Coachworks", businessDescription: "Zephyrine paintwork and coachbuilding for pre-war saloons, described at length." });
    const pending = await insertProfile(db, {
      businessName: "Tarnwick Trimmers",
      businessDescription: "Quiltery, hood making and Vortigern overdrive rebuilds for open tourers, described at length.",
      profileStatus: "pending",
    });
    const leaving = await insertProfile(db, { businessName: "Ulvercombe Motors", businessDescription: "Zephyrine paintwork and Vortigern gearboxes for classic cars, described at length." });
    expect(await missingWords(db)).toEqual([]);
    expect(await hasWord(db, "vortigern")).toBe(true);

    await db.update(profiles).set({ businessDescription: "Xanthic enamels and Zephyrine paintwork for pre-war saloons, described at length." }).where(eq(profiles.id, kept.id));
    await insertProject(db, kept.id, { title: "Wyvernhoe roadster rebuild", vehicleMake: "MG", photos: [] });
    expect(await missingWords(db)).toEqual([]);
    expect((await found(db, { keyword: "xanth" })).ids).toEqual([kept.id]);
    expect((await found(db, { keyword: "wyvernh" })).ids).toEqual([kept.id]);

    // A deletion drops the words no approved listing holds any more, and keeps the shared ones.
    await db.delete(profiles).where(eq(profiles.id, leaving.id));
    expect(await hasWord(db, "vortigern")).toBe(false);
    expect(await hasWord(db, "zephyrin")).toBe(true);
    // A pending listing's words may go too (nothing searches them), and come back with its approval, its document unchanged.
    expect(await hasWord(db, "vortigern")).toBe(false);
    await db.update(profiles).set({ profileStatus: "approved" }).where(eq(profiles.id, pending.id));
    expect(await missingWords(db)).toEqual([]);
    expect((await found(db, { keyword: "vortig" })).ids).toEqual([pending.id]);
  });

  it("finds a word a listing gained after the same words were searched", async () => {
    const listing = await insertProfile(db, { businessName: "Rookhaven Garage", businessDescription: "Servicing for classic saloons of every age, with a long enough description." });
    expect((await found(db, { keyword: "brightwork" })).ids).toEqual([]);
    await db.update(profiles).set({ businessDescription: "Brightworking, rechroming and servicing for classic saloons, described at length." }).where(eq(profiles.id, listing.id));
    expect((await found(db, { keyword: "brightwork" })).ids).toEqual([listing.id]);
  });

  it("finds exactly what the prefixes themselves find, in the same order", async () => {
    const descriptions = [
      "Sills, floors and original panels for the E-type and Mk2, restored by hand in our workshop.",
      "Silly money? No: honest floorpan repairs and panel beating for MGB and Midget owners.",
      "Restoration of original interiors, upholstery and trim for Jaguar and Daimler saloons.",
      "Floor-to-roof restorations, original paint matched, for Porsche 911 and 356 owners.",
      "Chrome plating, rechroming and restored brightwork for every classic make we meet.",
    ];
    for (const [i, businessDescription] of descriptions.entries()) {
      await insertProfile(db, { businessName: `Prefix Works ${i}`, businessDescription, vehicleMakes: i % 2 ? ["Jaguar"] : ["MG"], ratingAverage: 3 + (i % 3) });
    }
    const leeds = resolveLocation("Leeds")!;
    const searches: Partial<SearchInput>[] = [
      { keyword: "sill floor" },
      { keyword: "original panels" },
      { keyword: "restor" },
      { keyword: "E-type" },
      { keyword: "chrom", sort: "rating" },
      { keyword: "floor original", vehicleMake: "Jaguar" },
      { keyword: "panel", origin: leeds, sort: "nearest" },
      { keyword: "restor orig", origin: leeds, radiusMiles: 50 },
    ];
    const expanded = [];
    for (const search of searches) expanded.push(await found(db, search));
    expect(expanded.filter((result) => result.total > 0).length).toBeGreaterThanOrEqual(6);
    // Without any words kept, every prefix stays a prefix: the text index's own prefix search.
    await db.execute(sql`delete from search_lexemes`);
    for (const [i, search] of searches.entries()) expect(await found(db, search), JSON.stringify(search)).toEqual(expanded[i]);
    await db.execute(sql`insert into search_lexemes select distinct w.lexeme from profiles p cross join lateral unnest(p.search_document) w on conflict do nothing`);
  });
});
