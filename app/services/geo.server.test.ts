import { describe, expect, it } from "vitest";
import { locatePostcode, parseCsvLine, placeKey, resolveLocation } from "./geo.server";
import { distanceMiles } from "~/lib/geo";

describe("resolveLocation", () => {
  it("accepts a full postcode in any case and spacing", () => {
    for (const input of ["SW1A 1AA", "sw1a1aa", "  Sw1A   1aA "]) {
      const hit = resolveLocation(input);
      expect(hit?.kind, input).toBe("postcode");
      expect(hit?.latitude).toBeCloseTo(51.502, 2);
      expect(hit?.longitude).toBeCloseTo(-0.134, 2);
    }
  });

  it("accepts an outcode", () => {
    const hit = resolveLocation("ls1");
    expect(hit).toMatchObject({ kind: "outcode" });
    expect(hit?.label).toMatch(/^LS1 \(Leeds\)$/);
    expect(resolveLocation("EH1")?.latitude).toBeCloseTo(55.95, 1);
    expect(resolveLocation("BT1")?.latitude).toBeCloseTo(54.58, 1);
  });

  it("accepts a town name, treating St and Saint, case and hyphens alike", () => {
    expect(resolveLocation("leeds")).toMatchObject({ kind: "place", label: "Leeds" });
    expect(resolveLocation("MANCHESTER")?.latitude).toBeCloseTo(53.48, 1);
    expect(resolveLocation("saint ives")?.label).toMatch(/^St Ives/);
    expect(resolveLocation("Newcastle-under-Lyme")?.label).toMatch(/Newcastle under Lyme/);
  });

  it("prefers the biggest place of a shared name, and honours a county after a comma", () => {
    expect(resolveLocation("Newport")?.label).toBe("Newport");
    expect(resolveLocation("Newport, Isle of Wight")?.label).toBe("Newport, Isle of Wight");
    expect(resolveLocation("Newport, Isle of Wight")?.latitude).toBeCloseTo(50.7, 1);
  });

  it("reads names that contain a comma whole (quoted in the CSV)", () => {
    expect(resolveLocation("Basford, Stoke-on-Trent")).toMatchObject({ kind: "place" });
    expect(resolveLocation("Basford, Stoke-on-Trent")?.latitude).toBeCloseTo(53.02, 1);
    expect(resolveLocation("Broadstone, Bournemouth, Christchurch and Poole")?.longitude).toBeCloseTo(-1.99, 1);
    expect(parseCsvLine('"Basford, Stoke-on-Trent",Staffordshire,53.01628,-2.2123')).toEqual([
      "Basford, Stoke-on-Trent",
      "Staffordshire",
      "53.01628",
      "-2.2123",
    ]);
    expect(parseCsvLine('a,,"say ""hi"""')).toEqual(["a", "", 'say "hi"']);
  });

  it("returns null for what it cannot place", () => {
    for (const input of ["", "   ", "Atlantis", "ZZ9 9ZZ", "x".repeat(200)]) {
      expect(resolveLocation(input), input).toBeNull();
    }
  });
});

describe("distances", () => {
  it("London SW1A to Leeds LS1 is about 170 miles", () => {
    const london = resolveLocation("SW1A")!;
    const leeds = resolveLocation("LS1")!;
    expect(distanceMiles(london, leeds)).toBeGreaterThan(165);
    expect(distanceMiles(london, leeds)).toBeLessThan(175);
  });

  it("Edinburgh EH1 to Cardiff CF10 (almost due south) is about 310 miles, and a point to itself is 0", () => {
    const d = distanceMiles(resolveLocation("EH1")!, resolveLocation("CF10")!);
    expect(d).toBeGreaterThan(300);
    expect(d).toBeLessThan(320);
    expect(distanceMiles(resolveLocation("M1")!, resolveLocation("M1")!)).toBe(0);
  });

  it("locates a profile's postcode by its district", () => {
    expect(locatePostcode("LS11 5ZZ")?.latitude).toBeCloseTo(53.77, 1);
    expect(locatePostcode("not a postcode")).toBeNull();
  });

  it("normalises place keys", () => {
    expect(placeKey("St. Albans")).toBe("saint albans");
    expect(placeKey("Stoke-on-Trent")).toBe("stoke on trent");
  });
});
