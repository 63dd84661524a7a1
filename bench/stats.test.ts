import { describe, expect, it } from "vitest";
import { percentile, summarise } from "./stats";

describe("bench latency summary", () => {
  it("takes nearest-rank percentiles and the maximum", () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(summarise(values)).toEqual({ samples: 10, p50: 5, p95: 10, p99: 10, max: 10 });
    expect(percentile(values, 10)).toBe(1);
    expect(Number.isNaN(summarise([]).max)).toBe(true);
  });

  it("summarises a run of more answers than a call may take arguments", () => {
    // A cached page at 50 connections for 10 s: Math.max(...values) threw a RangeError here.
    const values = Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 1000);
    expect(summarise(values)).toMatchObject({ samples: 300_000, max: 999, p50: 499 });
  });
});
