import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify (docs/spec.md §2 slug rule)", () => {
  it.each([
    ["Chrome & Polishing", "chrome-and-polishing"],
    ["Engine Rebuilds", "engine-rebuilds"],
    ["Paint & Bodywork", "paint-and-bodywork"],
    ["Classic Conversions", "classic-conversions"],
    ["Diagnostics & Inspection", "diagnostics-and-inspection"],
    ["Citroën", "citroen"],
    ["Mercedes-Benz", "mercedes-benz"],
    ["Other / Custom", "other-custom"],
    ["  Alfa   Romeo  ", "alfa-romeo"],
    ["Land Rover", "land-rover"],
    ["MG", "mg"],
  ])("%s → %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("never leaves leading, trailing or doubled hyphens", () => {
    expect(slugify("--Hot Rods!! & Specials//")).toBe("hot-rods-and-specials");
  });
});
