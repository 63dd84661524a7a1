import { describe, expect, it } from "vitest";
import { DEFAULT_SORT, parseSearchParams, searchQuery } from "./search-params";

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe("results parameters", () => {
  it("reads known services, makes and sorts, and trims the location", () => {
    expect(parse("service=engine-rebuilds&vehicle=jaguar&location=%20York%20&sort=nearest&page=3")).toEqual({
      service: "engine-rebuilds",
      vehicle: "jaguar",
      location: "York",
      sort: "nearest",
      page: 3,
    });
  });

  it("falls back to 'not chosen' for anything unknown, and keeps pages in range", () => {
    expect(parse("service=teleportation&vehicle=delorean-flux&sort=cheapest&page=-2&location=%20")).toEqual({
      service: null,
      vehicle: null,
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
});
