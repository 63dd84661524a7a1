import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_ENGINES } from "../../tests/test-database";
import { insertProfile } from "../../tests/fixtures";
import type { DatabaseHandle } from "../../database/client";
import { findPublicProfile, revealContact } from "./public-profile.server";
import { uniqueSlug } from "./profile-writer.server";
import { searchProfiles, type SearchInput } from "./profile-search.server";
import { resolveLocation } from "~/services/geo.server";

const base: SearchInput = { specialty: null, vehicleMake: null, origin: null, sort: "rating", page: 1, pageSize: 50 };

describe.each(TEST_ENGINES)("directory search on %s", (engine) => {
  let handle: DatabaseHandle;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    const db = handle.db;
    const add = async (key: string, values: Parameters<typeof insertProfile>[1]) => {
      ids[key] = (await insertProfile(db, { businessName: key, ...values })).id;
    };
    // Leeds, 4.0 average from approved reviews only (the pending 1-star must not count).
    await add("Leeds Engines", {
      postcode: "LS1 4AP",
      specialties: ["Engine Rebuilds", "Mechanical Repairs"],
      vehicleMakes: ["MG", "Triumph"],
      yearsInBusiness: 15,
      reviews: [{ rating: 5 }, { rating: 3 }, { rating: 1, status: "pending" }, { rating: 1, status: "rejected" }],
    });
    // London, 5.0, fewer years.
    await add("London Paint", {
      postcode: "SW1A 1AA",
      city: "London",
      specialties: ["Paint & Bodywork"],
      vehicleMakes: ["Jaguar", "MG"],
      yearsInBusiness: 3,
      reviews: [{ rating: 5 }],
    });
    // Edinburgh, no reviews, most experience.
    await add("Edinburgh Trim", {
      postcode: "EH1 1YZ",
      specialties: ["Upholstery & Trim", "Engine Rebuilds"],
      vehicleMakes: ["Citroën"],
      yearsInBusiness: 25,
    });
    // Manchester, no reviews, less experience than Edinburgh.
    await add("Manchester Electrics", {
      postcode: "M1 1AD",
      specialties: ["Electrics & Wiring"],
      vehicleMakes: ["Other / Custom"],
      yearsInBusiness: 8,
    });
    // Never public.
    await add("Pending Engines", { profileStatus: "pending", reviews: [{ rating: 5 }] });
    await add("Rejected Engines", { profileStatus: "rejected", reviews: [{ rating: 5 }] });
  });
  afterAll(() => handle.close());

  const names = (result: Awaited<ReturnType<typeof searchProfiles>>) => result.profiles.map((p) => p.businessName);

  it("returns only approved profiles, with a true count", async () => {
    const result = await searchProfiles(handle.db, base);
    expect(result.total).toBe(4);
    expect(names(result)).not.toContain("Pending Engines");
    expect(names(result)).not.toContain("Rejected Engines");
  });

  it("Highest Rated: by the average of approved reviews, unreviewed after reviewed, then by experience", async () => {
    const result = await searchProfiles(handle.db, base);
    expect(names(result)).toEqual(["London Paint", "Leeds Engines", "Edinburgh Trim", "Manchester Electrics"]);
    const leeds = result.profiles.find((p) => p.businessName === "Leeds Engines")!;
    expect(leeds.ratingAverage).toBeCloseTo(4, 5);
    expect(leeds.reviewCount).toBe(2);
  });

  it("Most Experience: by years in business", async () => {
    const result = await searchProfiles(handle.db, { ...base, sort: "experience" });
    expect(names(result)).toEqual(["Edinburgh Trim", "Leeds Engines", "Manchester Electrics", "London Paint"]);
  });

  it("filters by service (specialty contains it)", async () => {
    const result = await searchProfiles(handle.db, { ...base, specialty: "Engine Rebuilds" });
    expect(names(result).sort()).toEqual(["Edinburgh Trim", "Leeds Engines"]);
    expect(result.total).toBe(2);
  });

  it("filters by make, and by service and make together", async () => {
    expect(names(await searchProfiles(handle.db, { ...base, vehicleMake: "MG" })).sort()).toEqual([
      "Leeds Engines",
      "London Paint",
    ]);
    const both = await searchProfiles(handle.db, { ...base, specialty: "Engine Rebuilds", vehicleMake: "MG" });
    expect(names(both)).toEqual(["Leeds Engines"]);
    expect((await searchProfiles(handle.db, { ...base, vehicleMake: "Ferrari" })).total).toBe(0);
  });

  it("Nearest Location: great-circle miles from the searched place, nearest first", async () => {
    const origin = resolveLocation("LS1")!;
    const result = await searchProfiles(handle.db, { ...base, origin, sort: "nearest" });
    expect(names(result)).toEqual(["Leeds Engines", "Manchester Electrics", "Edinburgh Trim", "London Paint"]);
    const miles = Object.fromEntries(result.profiles.map((p) => [p.businessName, p.distanceMiles!]));
    expect(miles["Leeds Engines"]).toBeLessThan(1);
    expect(miles["Manchester Electrics"]).toBeGreaterThan(30);
    expect(miles["Manchester Electrics"]).toBeLessThan(40);
    // London SW1A to Leeds LS1: about 170 miles.
    expect(miles["London Paint"]).toBeGreaterThan(165);
    expect(miles["London Paint"]).toBeLessThan(175);
  });

  it("shows distances with other sorts too, and none without a location", async () => {
    const origin = resolveLocation("SW1A 1AA")!;
    const withDistance = await searchProfiles(handle.db, { ...base, origin });
    expect(withDistance.profiles.every((p) => typeof p.distanceMiles === "number")).toBe(true);
    const without = await searchProfiles(handle.db, base);
    expect(without.profiles.every((p) => p.distanceMiles === null)).toBe(true);
  });

  it("pages through results with a stable order and the full count on every page", async () => {
    const first = await searchProfiles(handle.db, { ...base, pageSize: 3, page: 1 });
    const second = await searchProfiles(handle.db, { ...base, pageSize: 3, page: 2 });
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect(names(first)).toHaveLength(3);
    expect(names(second)).toEqual(["Manchester Electrics"]);
    const past = await searchProfiles(handle.db, { ...base, pageSize: 3, page: 9 });
    expect(past.profiles).toEqual([]);
    expect(past.total).toBe(4);
  });

  it("finds a public profile by slug or id, never a pending or rejected one", async () => {
    expect((await findPublicProfile(handle.db, "leeds-engines"))?.id).toBe(ids["Leeds Engines"]);
    expect((await findPublicProfile(handle.db, ids["London Paint"]!))?.slug).toBe("london-paint");
    expect(await findPublicProfile(handle.db, "pending-engines")).toBeNull();
    expect(await findPublicProfile(handle.db, ids["Rejected Engines"]!)).toBeNull();
    expect(await findPublicProfile(handle.db, "no-such-workshop")).toBeNull();
    expect(await findPublicProfile(handle.db, "'; drop table profiles; --")).toBeNull();
  });

  it("reveals contact details of approved providers only", async () => {
    expect(await revealContact(handle.db, ids["Leeds Engines"]!, "email")).toMatch(/@example\.com$/);
    expect(await revealContact(handle.db, ids["Leeds Engines"]!, "phone")).toBe("0113 496 0000");
    expect(await revealContact(handle.db, ids["Pending Engines"]!, "email")).toBeNull();
    expect(await revealContact(handle.db, "not-a-uuid", "email")).toBeNull();
  });

  it("makes unique slugs from business names", async () => {
    expect(await uniqueSlug(handle.db, "Leeds Engines")).toBe("leeds-engines-2");
    await insertProfile(handle.db, { businessName: "Leeds Engines", slug: "leeds-engines-2" });
    expect(await uniqueSlug(handle.db, "Leeds   ENGINES!")).toBe("leeds-engines-3");
    expect(await uniqueSlug(handle.db, "Brand New Name")).toBe("brand-new-name");
  });
});
