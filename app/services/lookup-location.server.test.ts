import { describe, expect, it } from "vitest";
import { lookupLocation, MAX_TYPEAHEAD, resolveLocation, typeaheadPlaces, type LocationLookup } from "./geo.server";
import { distanceMiles } from "~/lib/geo";
import { CITIES, KNOWN_POSITIONS, PLACE_NAMES, SUBURBS, TOWNS, VILLAGES } from "../../tests/fixtures/uk-place-names";

// The UK's box (geodata/SOURCE.md checks every coordinate against it).
const UK = { south: 49.8, north: 60.95, west: -8.7, east: 1.8 };

function labels(lookup: LocationLookup): string[] {
  if (lookup.kind === "unknown") return lookup.suggestions.map((s) => s.label);
  if (lookup.kind === "ambiguous") return lookup.choices.map((c) => c.label);
  return [lookup.location.label];
}

describe("lookupLocation: suburbs, namesakes and misspellings (issue #25 item 4)", () => {
  it("finds Headingley, a Leeds suburb, and says so", () => {
    const lookup = lookupLocation("Headingley");
    expect(lookup.kind).toBe("found");
    if (lookup.kind !== "found") return;
    expect(lookup.location.label).toBe("Headingley, Leeds");
    expect(distanceMiles(lookup.location, { latitude: 53.82, longitude: -1.58 })).toBeLessThan(3);
  });

  it("finds Roundhay and Kirkstall, the other suburbs the issue names, near Leeds", () => {
    for (const name of ["Roundhay", "Kirkstall", "roundhay ", "KIRKSTALL"]) {
      const lookup = lookupLocation(name);
      expect(lookup.kind, name).toBe("found");
      if (lookup.kind !== "found") continue;
      expect(lookup.location.label, name).toMatch(/, Leeds$/);
      expect(distanceMiles(lookup.location, { latitude: 53.8, longitude: -1.55 }), name).toBeLessThan(6);
    }
  });

  it("asks which Newport, with Wales (shown meanwhile) and the Isle of Wight among at least three choices", () => {
    const lookup = lookupLocation("Newport");
    expect(lookup.kind).toBe("ambiguous");
    if (lookup.kind !== "ambiguous") return;
    expect(lookup.choices.length).toBeGreaterThanOrEqual(3);
    const values = lookup.choices.map((c) => c.value);
    expect(values).toContain("Newport, Wales");
    expect(values).toContain("Newport, Isle of Wight");
    expect(distanceMiles(lookup.location, { latitude: 51.59, longitude: -3.0 })).toBeLessThan(3);
  });

  it("asks about Ashford and Richmond too, the larger first", () => {
    const ashford = lookupLocation("Ashford");
    expect(ashford.kind).toBe("ambiguous");
    expect(labels(ashford).slice(0, 2)).toEqual(["Ashford, Kent", "Ashford, Surrey"]);
    const richmond = lookupLocation("richmond");
    expect(richmond.kind).toBe("ambiguous");
    expect(labels(richmond)).toEqual(expect.arrayContaining(["Richmond, Greater London", "Richmond, North Yorkshire"]));
  });

  it("does not ask about a city for a hamlet of its name, nor about one place listed twice", () => {
    // There is a Leeds in Kent (a village): the city is meant.
    expect(lookupLocation("Leeds")).toMatchObject({ kind: "found", location: { label: "Leeds" } });
    expect(lookupLocation("Manchester").kind).toBe("found");
    expect(lookupLocation("Edinburgh").kind).toBe("found");
  });

  it("gives every choice a value that finds exactly that place, with no choice twice", () => {
    for (const name of ["Newport", "Ashford", "Richmond", "Newcastle", "Castleton", "Holt"]) {
      const lookup = lookupLocation(name);
      expect(lookup.kind, name).toBe("ambiguous");
      if (lookup.kind !== "ambiguous") continue;
      expect(new Set(lookup.choices.map((c) => c.value)).size, name).toBe(lookup.choices.length);
      const points = lookup.choices.map((choice) => {
        const chosen = lookupLocation(choice.value);
        expect(chosen.kind, choice.value).toBe("found");
        return chosen.kind === "found" ? chosen.location : null;
      });
      // Different choices are different places.
      for (let i = 1; i < points.length; i++) expect(distanceMiles(points[0]!, points[i]!), `${name} ${i}`).toBeGreaterThan(1);
    }
    expect(lookupLocation("Newport, Isle of Wight")).toMatchObject({ kind: "found", location: { label: "Newport, Isle of Wight" } });
  });

  it("prefers Newcastle upon Tyne for 'Newcastle' and asks about the others", () => {
    const lookup = lookupLocation("Newcastle");
    expect(lookup.kind).toBe("ambiguous");
    if (lookup.kind !== "ambiguous") return;
    expect(lookup.location.label).toBe("Newcastle upon Tyne");
    expect(labels(lookup)).toContain("Newcastle under Lyme, Staffordshire");
  });

  it("suggests the right place for a typo", () => {
    const cases: [string, string][] = [
      ["Edinbrugh", "Edinburgh"],
      ["Manchster", "Manchester"],
      ["Birmingam", "Birmingham"],
      ["Leads", "Leeds"],
      ["Glasgw", "Glasgow"],
      ["Cardif", "Cardiff"],
      ["Headingly", "Headingley"],
      ["Tunbridge", "Tunbridge Wells"],
    ];
    for (const [typed, meant] of cases) {
      const lookup = lookupLocation(typed);
      // A slip may itself be a real village (Leads is not; Cardif is not): then the place is offered.
      const offered = labels(lookup).slice(0, 6);
      expect(offered.some((label) => label.split(",")[0]!.includes(meant)), `${typed} → ${offered.join(" | ")}`).toBe(true);
      expect(lookup.kind === "unknown" ? lookup.suggestions.length : 1, typed).toBeLessThanOrEqual(6);
    }
  });

  it("answers a name it cannot place with suggestions when any are close, and nothing for noise", () => {
    expect(lookupLocation("Manch")).toMatchObject({ kind: "unknown" });
    expect(labels(lookupLocation("Manch"))[0]).toBe("Manchester, England");
    expect(lookupLocation("Qqqzzxv")).toEqual({ kind: "unknown", suggestions: [] });
    for (const hostile of ["", "   ", "x".repeat(10_000), "\u0000\u0000", "🚗🚗", "<script>alert(1)</script>", "'; drop table profiles; --"]) {
      const lookup = lookupLocation(hostile);
      expect(lookup.kind, JSON.stringify(hostile.slice(0, 20))).toBe("unknown");
      expect(resolveLocation(hostile)).toBeNull();
    }
  });

  it("still reads postcodes and districts first", () => {
    expect(lookupLocation("LS6 3BR")).toMatchObject({ kind: "found", location: { kind: "postcode" } });
    expect(lookupLocation("ls6")).toMatchObject({ kind: "found", location: { kind: "outcode" } });
    expect(lookupLocation("SW1A 1AA")).toMatchObject({ kind: "found", location: { kind: "postcode", label: expect.stringMatching(/^SW1A 1AA/) } });
    expect(resolveLocation("Newport")?.label).toBe("Newport");
  });
});

describe(`lookupLocation over ${PLACE_NAMES.length} UK place names`, () => {
  it("has at least 300 names of every kind", () => {
    expect(PLACE_NAMES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(PLACE_NAMES).size).toBe(PLACE_NAMES.length);
    for (const group of [CITIES, TOWNS, VILLAGES, SUBURBS]) expect(group.length).toBeGreaterThan(50);
  });

  it("resolves each (found or asked about) or suggests, and every place it gives is in the UK", () => {
    const unplaced: string[] = [];
    for (const name of PLACE_NAMES) {
      const lookup = lookupLocation(name);
      if (lookup.kind === "unknown") {
        expect(lookup.suggestions.length, name).toBeGreaterThan(0);
        unplaced.push(name);
        continue;
      }
      const { latitude, longitude } = lookup.location;
      expect(latitude, name).toBeGreaterThanOrEqual(UK.south);
      expect(latitude, name).toBeLessThanOrEqual(UK.north);
      expect(longitude, name).toBeGreaterThanOrEqual(UK.west);
      expect(longitude, name).toBeLessThanOrEqual(UK.east);
    }
    // Almost all are found outright; the rest (spelt otherwise by GeoNames) get suggestions.
    expect(unplaced.length, unplaced.join(", ")).toBeLessThanOrEqual(PLACE_NAMES.length * 0.02);
  });

  it("places the ones with known positions within 3 miles of the truth", () => {
    for (const [name, [latitude, longitude]] of Object.entries(KNOWN_POSITIONS)) {
      const location = resolveLocation(name);
      expect(location, name).not.toBeNull();
      expect(distanceMiles(location!, { latitude, longitude }), name).toBeLessThan(3);
    }
  });
});

describe("typeaheadPlaces", () => {
  it("offers places starting with what was typed, at most eight, each a value the lookup finds", () => {
    const offered = typeaheadPlaces("Headi");
    expect(offered.map((c) => c.label)).toContain("Headingley, Leeds");
    expect(offered.length).toBeLessThanOrEqual(MAX_TYPEAHEAD);
    for (const choice of offered) expect(lookupLocation(choice.value).kind, choice.value).toBe("found");
    expect(typeaheadPlaces("newp").map((c) => c.label).slice(0, 2)).toEqual(["Newport, Wales", "Newport, Isle of Wight"]);
  });

  it("finds a suburb by a later word, and nothing for one letter or noise", () => {
    expect(typeaheadPlaces("allerton").map((c) => c.label)).toContain("Chapel Allerton, Leeds");
    expect(typeaheadPlaces("l")).toEqual([]);
    expect(typeaheadPlaces("🚗")).toEqual([]);
    expect(typeaheadPlaces("x".repeat(10_000)).length).toBeLessThanOrEqual(MAX_TYPEAHEAD);
  });
});
