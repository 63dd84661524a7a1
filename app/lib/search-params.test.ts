import { describe, expect, it } from "vitest";
import { DEFAULT_SORT, parseSearchParams, searchQuery, sortsFor } from "./search-params";

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe("results parameters", () => {
  it("reads known services, makes and sorts, and trims the location", () => {
    expect(parse("service=engine-rebuilds&vehicle=jaguar&location=%20York%20&sort=nearest&page=3")).toEqual({
      service: "engine-rebuilds",
      vehicle: "jaguar",
      q: null,
      location: "York",
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
    // Best match means nothing without a keyword.
    expect(parse("sort=best").sort).toBe(DEFAULT_SORT);
    expect(sortsFor(null).map((s) => s.value)).not.toContain("best");
    expect(sortsFor("mgb")[0]).toEqual({ value: "best", label: "Best match" });
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
});
