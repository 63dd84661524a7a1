import { describe, expect, it } from "vitest";
import { formatCount } from "./format";

describe("formatCount", () => {
  it("groups a whole number's digits as en-GB's Intl does, without calling it", () => {
    const samples = [0, 1, 12, 999, 1_000, 1_234, 12_345, 123_456, 1_000_000, 9_876_543_210, -1, -1_000, -1_234_567, Number.MAX_SAFE_INTEGER];
    for (const value of samples) expect(formatCount(value), String(value)).toBe(value.toLocaleString("en-GB"));
  });

  it("leaves fractions and numbers beyond the safe integers to Intl", () => {
    expect(formatCount(1234.5)).toBe("1,234.5");
    expect(formatCount(2 ** 60)).toBe((2 ** 60).toLocaleString("en-GB"));
  });
});
