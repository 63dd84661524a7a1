import { describe, expect, it } from "vitest";
import { resultsUrl } from "./results-url";

describe("resultsUrl", () => {
  it("omits empty selections", () => {
    expect(resultsUrl({ service: "", vehicle: "" })).toBe("/results");
    expect(resultsUrl({ service: "engine-rebuilds", vehicle: "" })).toBe("/results?service=engine-rebuilds");
    expect(resultsUrl({ service: null, vehicle: "bmw" })).toBe("/results?vehicle=bmw");
  });

  it("keeps every chosen parameter, encoded", () => {
    expect(resultsUrl({ service: "paint-and-bodywork", vehicle: "mg", location: "SW1A 1AA", page: 2 })).toBe(
      "/results?service=paint-and-bodywork&vehicle=mg&location=SW1A+1AA&page=2",
    );
  });

  it("carries the keyword", () => {
    expect(resultsUrl({ q: " Mk1 Escort ", vehicle: "" })).toBe("/results?q=Mk1+Escort");
  });

  it("treats whitespace as empty", () => {
    expect(resultsUrl({ location: "   " })).toBe("/results");
  });
});
