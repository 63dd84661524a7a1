import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_ENGINES } from "../../tests/test-database";
import { insertProfile } from "../../tests/fixtures";
import type { DatabaseHandle } from "../../database/client";
import { directoryFigures } from "~/models/directory-figures.server";
import { homeFigures } from "./home-figures.server";

/** Issue #14: the home page's figures are the directory's own, unless an operator vouches for SPEC's claims. */
describe.each(TEST_ENGINES)("the home page's figures on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("count listed profiles, the published reviews on them and their average, nothing unlisted or unpublished", async () => {
    expect(await directoryFigures(handle.db)).toEqual({ listedProfiles: 0, publishedReviews: 0, averageRating: null });
    await insertProfile(handle.db, { reviews: [{ rating: 5 }, { rating: 4 }, { rating: 1, status: "pending" }, { rating: 1, status: "rejected" }] });
    await insertProfile(handle.db, { reviews: [{ rating: 3 }] });
    await insertProfile(handle.db, {});
    // Not listed: neither they nor their reviews count.
    await insertProfile(handle.db, { profileStatus: "pending", reviews: [{ rating: 1 }] });
    await insertProfile(handle.db, { profileStatus: "rejected", reviews: [{ rating: 1 }] });
    const figures = await directoryFigures(handle.db);
    expect(figures).toMatchObject({ listedProfiles: 3, publishedReviews: 3 });
    expect(figures.averageRating).toBeCloseTo(4, 5);
  });

  it("show them by default, asked once a minute, and SPEC's claims only when the operator sets them", async () => {
    const now = Date.now();
    const shown = await homeFigures(handle.db, false, now);
    expect(shown).toEqual([
      { value: "3", label: "Listed Specialists" },
      { value: "3", label: "Published Reviews" },
      { value: "4.0/5", label: "Average Rating of 3 reviews" },
    ]);
    expect(shown.map((figure) => figure.value)).not.toContain("500+");
    await insertProfile(handle.db, { reviews: [{ rating: 5 }] });
    expect(await homeFigures(handle.db, false, now + 59_000)).toBe(shown);
    expect((await homeFigures(handle.db, false, now + 60_001))[0]).toEqual({ value: "4", label: "Listed Specialists" });
    expect(await homeFigures(handle.db, true)).toEqual([
      { value: "500+", label: "Verified Specialists" },
      { value: "50,000+", label: "Classic Cars Restored" },
      { value: "98%", label: "Customer Satisfaction" },
    ]);
  });
});
