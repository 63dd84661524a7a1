import { describe, expect, it } from "vitest";
import { correctedKeyword, editDistance } from "./keyword-spelling";

describe("keyword spelling help", () => {
  it("counts a swap of neighbours as one slip", () => {
    expect(editDistance("jagaur", "jaguar")).toBe(1);
    expect(editDistance("porshe", "porsche")).toBe(1);
    expect(editDistance("upholstry", "upholstery")).toBe(1);
    expect(editDistance("abc", "abc")).toBe(0);
  });

  it("corrects misspelt makes and trade words, and leaves known words, prefixes and short words alone", () => {
    expect(correctedKeyword("porshe")).toBe("porsche");
    expect(correctedKeyword("Jagaur E-type")).toBe("jaguar E-type");
    expect(correctedKeyword("upholstry leeds")).toBe("upholstery leeds");
    expect(correctedKeyword("jaguar")).toBeNull();
    // A prefix of a known word is a search still being typed, not a slip.
    expect(correctedKeyword("upholst")).toBeNull();
    expect(correctedKeyword("mgb")).toBeNull();
    // Nothing close enough: no guess.
    expect(correctedKeyword("zzzzzz")).toBeNull();
  });
});
