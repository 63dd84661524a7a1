import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql, type SQL } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile } from "./fixtures";
import { queryRows, type DatabaseHandle, type Database } from "../database/client";
import { profiles, projects } from "../database/schema";
import { distanceSql, KEYWORD_MATCH_CAP, searchProfiles, type SearchInput } from "../app/models/profile-search.server";
import { resolveLocation } from "../app/services/geo.server";

const base: SearchInput = { specialty: null, vehicleMake: null, origin: null, sort: "best", page: 1, pageSize: 12 };
const DESCRIPTION = "An independent workshop for classic cars, with a description long enough for the rule.";

async function names(db: Database, input: Partial<SearchInput>) {
  const result = await searchProfiles(db, { ...base, ...input });
  return { names: result.profiles.map((p) => p.businessName), total: result.total };
}

describe.each(TEST_ENGINES)("keyword search on %s", (engine) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    db = handle.db;
  });
  afterAll(() => handle.close());

  it("ranks a name match above a description match, and finds words by their prefix", async () => {
    await insertProfile(db, { businessName: "Pennine Coachworks", businessDescription: DESCRIPTION, ratingAverage: 3 });
    await insertProfile(db, {
      businessName: "Dales Motor Works",
      businessDescription: "Panel beating and coachworks repairs for classic cars, with a long enough description.",
      ratingAverage: 5,
    });
    await insertProfile(db, { businessName: "Unrelated Garage", businessDescription: DESCRIPTION, ratingAverage: 5 });
    expect(await names(db, { keyword: "coachworks" })).toEqual({ names: ["Pennine Coachworks", "Dales Motor Works"], total: 2 });
    // "Highest Rated" with the same keyword: the same matches, in rating order.
    expect((await names(db, { keyword: "coachworks", sort: "rating" })).names).toEqual(["Dales Motor Works", "Pennine Coachworks"]);
    expect((await names(db, { keyword: "coachw" })).names).toEqual(["Pennine Coachworks", "Dales Motor Works"]);
    expect((await names(db, { keyword: "COACHWORK dales" })).names).toEqual(["Dales Motor Works"]);
  });

  it("finds 'restoration' from 'restor', certifications, and nothing for stop words or symbols only", async () => {
    await insertProfile(db, {
      businessName: "Wolds Heritage",
      businessDescription: "Full restorations of pre-war saloons, with a long enough description for the rule.",
      certifications: "FBHVC Heritage Skills apprenticeship",
    });
    expect((await names(db, { keyword: "restor" })).names).toContain("Wolds Heritage");
    expect((await names(db, { keyword: "apprenticeship" })).names).toEqual(["Wolds Heritage"]);
    expect(await names(db, { keyword: "the and of" })).toEqual({ names: [], total: 0 });
    expect(await names(db, { keyword: `'&|!:*()"` })).toEqual({ names: [], total: 0 });
    expect(await names(db, { keyword: `restor'); drop table profiles; --` })).toEqual({ names: [], total: 0 });
    expect((await names(db, { keyword: "x".repeat(10_000) })).total).toBe(0);
  });

  it("maps a model to its make: mentions of the E-type first, then other Jaguar specialists", async () => {
    await insertProfile(db, {
      businessName: "Big Cat Restorations",
      businessDescription: "We look after every Jaguar, and the E-type is our favourite car to restore in the workshop.",
      vehicleMakes: ["Jaguar"],
      ratingAverage: 3,
    });
    await insertProfile(db, { businessName: "Leaper Motors", businessDescription: DESCRIPTION, vehicleMakes: ["Jaguar", "MG"], ratingAverage: 5 });
    await insertProfile(db, { businessName: "Octagon Works", businessDescription: DESCRIPTION, vehicleMakes: ["MG"], ratingAverage: 5 });
    for (const keyword of ["E-type", "e type", "Etype"]) {
      const found = await names(db, { keyword });
      expect(found.names[0], keyword).toBe("Big Cat Restorations");
      expect(found.names).toContain("Leaper Motors");
      expect(found.names).not.toContain("Octagon Works");
    }
    expect((await names(db, { keyword: "e-type restore" })).names).toEqual(["Big Cat Restorations"]);
  });

  it("combines the keyword with service, make and location filters and every sort", async () => {
    const common = "Concours preparation and detailing, with a description long enough for the fifty character rule.";
    await insertProfile(db, { businessName: "Leeds Concours", postcode: "LS1 4AP", businessDescription: common, specialties: ["Paint & Bodywork"], vehicleMakes: ["Triumph"], yearsInBusiness: 5, ratingAverage: 4 });
    await insertProfile(db, { businessName: "Bristol Concours", postcode: "BS1 4DJ", businessDescription: common, specialties: ["Paint & Bodywork"], vehicleMakes: ["Porsche"], yearsInBusiness: 30, ratingAverage: 3 });
    await insertProfile(db, { businessName: "York Concours", postcode: "YO1 7HH", businessDescription: common, specialties: ["Engine Rebuilds"], vehicleMakes: ["Triumph"], yearsInBusiness: 12, ratingAverage: 5 });
    expect((await names(db, { keyword: "concours", specialty: "Paint & Bodywork" })).names.sort()).toEqual(["Bristol Concours", "Leeds Concours"]);
    expect(await names(db, { keyword: "concours", vehicleMake: "Triumph", specialty: "Engine Rebuilds" })).toEqual({ names: ["York Concours"], total: 1 });
    expect((await names(db, { keyword: "concours", sort: "experience" })).names).toEqual(["Bristol Concours", "York Concours", "Leeds Concours"]);
    expect((await names(db, { keyword: "concours", sort: "rating" })).names).toEqual(["York Concours", "Leeds Concours", "Bristol Concours"]);
    const near = await searchProfiles(db, { ...base, keyword: "concours", origin: resolveLocation("Bristol"), sort: "nearest" });
    expect(near.profiles.map((p) => p.businessName)).toEqual(["Bristol Concours", "Leeds Concours", "York Concours"]);
    const distances = near.profiles.map((p) => p.distanceMiles!);
    expect(distances).toEqual([...distances].sort((x, y) => x - y));
    // Pages: the count is of the keyword's matches, not of every listing.
    const paged = await searchProfiles(db, { ...base, keyword: "concours", pageSize: 2, page: 2 });
    expect(paged.total).toBe(3);
    expect(paged.profiles).toHaveLength(1);
  });

  it("never finds a pending or rejected listing, nor a project until it is approved", async () => {
    await insertProfile(db, { businessName: "Quarantined Zephyr Works", profileStatus: "pending" });
    await insertProfile(db, { businessName: "Refused Zephyr Works", profileStatus: "rejected" });
    expect(await names(db, { keyword: "zephyr" })).toEqual({ names: [], total: 0 });

    const owner = await insertProfile(db, { businessName: "Humber Bank Garage", businessDescription: DESCRIPTION });
    const [project] = await db
      .insert(projects)
      .values({ profileId: owner.id, title: "Barn-find Sunbeam Alpine", vehicleMake: "Other / Custom", story: "Forty years in a Lincolnshire barn." })
      .returning();
    expect((await names(db, { keyword: "sunbeam" })).total).toBe(0);
    await db.update(projects).set({ status: "approved", publishedAt: new Date() }).where(eq(projects.id, project!.id));
    expect((await names(db, { keyword: "sunbeam alpine" })).names).toEqual(["Humber Bank Garage"]);
    expect((await names(db, { keyword: "lincolnshire barn" })).names).toEqual(["Humber Bank Garage"]);
    // A project title ranks like the business name, above a description's mention.
    await insertProfile(db, { businessName: "Alpine Mention", businessDescription: "We once restored a Sunbeam, a fine car, and wrote a long description." });
    expect((await names(db, { keyword: "sunbeam" })).names).toEqual(["Humber Bank Garage", "Alpine Mention"]);

    // An edit sends it back to pending (decision 0019): its words leave the search.
    await db.update(projects).set({ status: "pending", title: "Sunbeam Tiger" }).where(eq(projects.id, project!.id));
    expect((await names(db, { keyword: "sunbeam" })).names).toEqual(["Alpine Mention"]);
    await db.update(projects).set({ status: "rejected" }).where(eq(projects.id, project!.id));
    expect((await names(db, { keyword: "tiger" })).total).toBe(0);
    await db.update(projects).set({ status: "approved" }).where(eq(projects.id, project!.id));
    expect((await names(db, { keyword: "tiger" })).names).toEqual(["Humber Bank Garage"]);
    await db.delete(projects).where(eq(projects.id, project!.id));
    expect((await names(db, { keyword: "tiger" })).total).toBe(0);
  });

  it("follows a listing's edits, approval and deletion", async () => {
    const row = await insertProfile(db, { businessName: "Moorland Trim", profileStatus: "pending" });
    await db.update(profiles).set({ profileStatus: "approved" }).where(eq(profiles.id, row.id));
    expect((await names(db, { keyword: "moorland" })).names).toEqual(["Moorland Trim"]);
    await db.update(profiles).set({ businessName: "Heather Trim", certifications: "Upholstery guild member" }).where(eq(profiles.id, row.id));
    expect((await names(db, { keyword: "moorland" })).total).toBe(0);
    expect((await names(db, { keyword: "heather guild" })).names).toEqual(["Heather Trim"]);
    // A make or service the listing offers counts, below any mention.
    await db.update(profiles).set({ vehicleMakes: ["Lancia"], specialties: ["Upholstery & Trim"] }).where(eq(profiles.id, row.id));
    expect((await names(db, { keyword: "lancia heather" })).names).toEqual(["Heather Trim"]);
    await db.delete(profiles).where(eq(profiles.id, row.id));
    expect((await names(db, { keyword: "heather" })).total).toBe(0);
  });

  it("counts and ranks a word found in most listings up to the cap, every page within it", async () => {
    await db.execute(sql`insert into profiles (slug, business_name, contact_person, email, phone, address, city, postcode, business_description, profile_status, rating_average)
      select 'common-' || n, 'Common Works ' || n, 'Alex', 'c' || n || '@example.com', '0113 496 0000', '1 Street', 'Leeds', 'LS1 4AP',
        'Quince polishing for every car, with a description that is long enough for the rule.', 'approved', (n % 5) + 1
      from generate_series(1, ${KEYWORD_MATCH_CAP + 20}) as n`);
    await insertProfile(db, { businessName: "Quince Specialists", ratingAverage: 1 });
    const first = await searchProfiles(db, { ...base, keyword: "quince" });
    expect(first).toMatchObject({ total: KEYWORD_MATCH_CAP, moreThanTotal: true });
    expect(first.profiles).toHaveLength(12);
    const lastPage = Math.ceil(KEYWORD_MATCH_CAP / 12);
    const last = await searchProfiles(db, { ...base, keyword: "quince", page: lastPage });
    expect(last.profiles).toHaveLength(KEYWORD_MATCH_CAP - (lastPage - 1) * 12);
    expect((await searchProfiles(db, { ...base, keyword: "quince", sort: "rating" })).profiles[0]!.ratingAverage).toBe(5);
    // A rare word is counted exactly.
    expect(await searchProfiles(db, { ...base, keyword: "quince specialists" })).toMatchObject({ total: 1, moreThanTotal: false });
  });

  it("sorts a common word's matches by distance and experience over all of them, not only the ranked ones", async () => {
    // Past the cap, any sort but Best match is of every match: spread over a grid of places,
    // with years that tie, so the tiebreakers count too.
    await db.execute(sql`insert into profiles (slug, business_name, contact_person, email, phone, address, city, postcode,
        business_description, profile_status, rating_average, years_in_business, latitude, longitude)
      select 'medlar-' || n, 'Medlar Works ' || n, 'Alex', 'm' || n || '@example.com', '0113 496 0000', '1 Street', 'Town', 'LS1 4AP',
        'Medlar lacquer for every car, with a description that is long enough for the rule.', 'approved',
        (n % 5) + 1, n % 40, 50.2 + (n % 30) * 0.25, -5.5 + (n / 30) * 0.3
      from generate_series(1, ${KEYWORD_MATCH_CAP + 40}) as n`);
    const origin = resolveLocation("Leeds")!;
    const everyMatch = (order: SQL) =>
      queryRows<{ slug: string }>(db, sql`select slug from profiles where business_name like 'Medlar Works %' order by ${order} limit 36`);
    const slugs = (result: Awaited<ReturnType<typeof searchProfiles>>) => result.profiles.map((p) => p.slug);
    const byDistance = await everyMatch(
      sql`${distanceSql(origin)} asc nulls last, rating_average desc nulls last, years_in_business desc nulls last, business_name, id`,
    );
    const nearest = { ...base, keyword: "medlar", origin, sort: "nearest" as const };
    const first = await searchProfiles(db, nearest);
    expect(first).toMatchObject({ total: KEYWORD_MATCH_CAP, moreThanTotal: true });
    expect(slugs(first)).toEqual(byDistance.slice(0, 12).map((row) => row.slug));
    expect(slugs(await searchProfiles(db, { ...nearest, page: 3 }))).toEqual(byDistance.slice(24, 36).map((row) => row.slug));
    const distances = first.profiles.map((p) => p.distanceMiles!);
    expect(distances).toEqual([...distances].sort((x, y) => x - y));

    const byExperience = await everyMatch(sql`years_in_business desc nulls last, rating_average desc nulls last, business_name, id`);
    const experience = await searchProfiles(db, { ...base, keyword: "medlar", sort: "experience" });
    expect(slugs(experience)).toEqual(byExperience.slice(0, 12).map((row) => row.slug));

    // Past the last page: nothing, and the count still right.
    expect(await searchProfiles(db, { ...nearest, page: 60 })).toEqual({ total: KEYWORD_MATCH_CAP, moreThanTotal: true, profiles: [] });
    expect(await searchProfiles(db, { ...base, keyword: "medlar", page: 60 })).toEqual({ total: KEYWORD_MATCH_CAP, moreThanTotal: true, profiles: [] });
  });

  it("counts a rare word's matches on a page past the last one", async () => {
    await insertProfile(db, { businessName: "Loquat Lane Motors", businessDescription: DESCRIPTION });
    expect(await searchProfiles(db, { ...base, keyword: "loquat", page: 2 })).toEqual({ total: 1, moreThanTotal: false, profiles: [] });
    expect(await searchProfiles(db, { ...base, keyword: "loquat nowhere" })).toEqual({ total: 0, moreThanTotal: false, profiles: [] });
  });

  it("a document is the same whether written by the triggers or computed afresh", async () => {
    const [row] = await queryRows<{ stale: number }>(
      db,
      sql`select count(*)::int as stale from profiles p where p.search_document <>
        profile_search_document(p.id, p.business_name, p.certifications, p.business_description, p.specialties, p.vehicle_makes)`,
    );
    expect(row!.stale).toBe(0);
  });
});
