import { describe, expect, it } from "vitest";
import { DEFAULT_SORT, parseSearchParams, searchQuery, SORTS } from "./search-params";

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe("results parameters", () => {
  it("reads known services, makes and sorts, and trims the location", () => {
    expect(parse("service=engine-rebuilds&vehicle=jaguar&location=%20York%20&sort=nearest&page=3")).toEqual({
      service: "engine-rebuilds",
      vehicle: "jaguar",
      q: null,
      location: "York",
      within: "50",
      sort: "nearest",
      page: 3,
    });
  });

  it("falls back to 'not chosen' for anything unknown, and keeps pages in range", () => {
    expect(parse("service=teleportation&vehicle=delorean-flux&sort=cheapest&page=-2&location=%20")).toEqual({
      service: null,
      vehicle: null,
      q: null,
      location: null,
      within: "50",
      sort: DEFAULT_SORT,
      page: 1,
    });
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=999999").page).toBe(1_000);
    expect(parse(`location=${"x".repeat(300)}`).location).toHaveLength(100);
  });

  it("writes the canonical query: chosen values only, without the default sort or page 1", () => {
    expect(searchQuery({})).toBe("");
    expect(searchQuery({ service: "engine-rebuilds", sort: DEFAULT_SORT, page: 1 })).toBe("?service=engine-rebuilds");
    expect(searchQuery({ location: "St Albans", sort: "nearest", page: 2 })).toBe("?location=St+Albans&sort=nearest&page=2");
  });

  it("round-trips: parsing the canonical query gives the same parameters", () => {
    const params = parse("vehicle=jaguar&service=engine-rebuilds&sort=experience&page=4&location=Bath");
    expect(parse(searchQuery(params).slice(1))).toEqual(params);
  });

  it("reads the keyword trimmed and bounded, with Best match its default sort", () => {
    expect(parse("q=%20%20E-type%20%20%20restoration%20").q).toBe("E-type restoration");
    expect(parse(`q=${"a".repeat(300)}`).q).toHaveLength(100);
    expect(parse("q=%20").q).toBeNull();
    expect(parse("q=concours").sort).toBe("best");
    expect(parse("q=concours&sort=experience").sort).toBe("experience");
    // Best match is the one ranking, and the default with or without a keyword (issue #25).
    expect(parse("sort=best").sort).toBe("best");
    expect(parse("").sort).toBe("best");
    expect(SORTS[0]).toEqual({ value: "best", label: "Best match" });
  });

  it("leaves each search's own default sort out of the address", () => {
    expect(searchQuery({ q: "E-type", sort: "best", page: 1 })).toBe("?q=E-type");
    expect(searchQuery({ q: "E-type", sort: "rating" })).toBe("?q=E-type&sort=rating");
    expect(searchQuery({ vehicle: "jaguar", q: "mk2", location: "York", sort: "nearest", page: 2 })).toBe(
      "?vehicle=jaguar&q=mk2&location=York&sort=nearest&page=2",
    );
    const params = parse("q=e-type&sort=rating&page=2");
    expect(parse(searchQuery(params).slice(1))).toEqual(params);
  });

  it("reads the radius: 50 miles by default without a keyword, anywhere with one, and only with a place (issue #25)", () => {
    expect(parse("location=Leeds").within).toBe("50");
    expect(parse("location=Leeds&q=e-type").within).toBe("any");
    expect(parse("location=Leeds&within=10").within).toBe("10");
    expect(parse("location=Leeds&within=7").within).toBe("50");
    expect(searchQuery({ location: "Leeds", within: "50" })).toBe("?location=Leeds");
    expect(searchQuery({ location: "Leeds", within: "any" })).toBe("?location=Leeds&within=any");
    expect(searchQuery({ location: "Leeds", q: "e-type", within: "any" })).toBe("?q=e-type&location=Leeds");
    expect(searchQuery({ location: "Leeds", q: "e-type", within: "25" })).toBe("?q=e-type&location=Leeds&within=25");
    // Without a place a radius means nothing, and is left out of the address.
    expect(searchQuery({ service: "engine-rebuilds", within: "10" })).toBe("?service=engine-rebuilds");
    const params = parse("location=York&within=100&sort=nearest");
    expect(parse(searchQuery(params).slice(1))).toEqual(params);
  });
});
