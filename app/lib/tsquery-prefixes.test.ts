import { describe, expect, it } from "vitest";
import { expandPrefixes, MAX_PREFIX_WORDS, prefixLexemes } from "./tsquery-prefixes";

describe("tsquery prefixes", () => {
  it("lists each prefix once, and no whole word", () => {
    expect(prefixLexemes("'sill':* & 'floor':* & ( 'e' <-> 'type':* ) & 'jaguar' | 'sill':*")).toEqual(["sill", "floor", "type"]);
    expect(prefixLexemes("'jaguar' & 'e' <-> 'type'")).toEqual([]);
  });

  it("replaces a prefix by its words, inside a phrase too", () => {
    const words = new Map([
      ["sill", ["sill", "silli"]],
      ["floor", ["floor"]],
      ["type", ["type", "typic"]],
    ]);
    expect(expandPrefixes("'sill':* & 'floor':*", words)).toBe("( 'sill' | 'silli' ) & 'floor'");
    expect(expandPrefixes("( 'e' <-> 'type':* ) | 'jaguar'", words)).toBe("( 'e' <-> ( 'type' | 'typic' ) ) | 'jaguar'");
  });

  it("keeps a prefix it has no words for, none, or too many", () => {
    const many = Array.from({ length: MAX_PREFIX_WORDS + 1 }, (_, i) => `c${i}`);
    const words = new Map([
      ["zzz", []],
      ["c", many],
    ]);
    expect(expandPrefixes("'zzz':* & 'c':* & 'restor':*", words)).toBe("'zzz':* & 'c':* & 'restor':*");
    expect(expandPrefixes("'c':*", new Map([["c", many.slice(0, MAX_PREFIX_WORDS)]]))).toContain("'c31'");
  });

  it("quotes a lexeme with a quote in it", () => {
    expect(prefixLexemes("'o''neil':*")).toEqual(["o'neil"]);
    expect(expandPrefixes("'o''neil':*", new Map([["o'neil", ["o'neil", "o'neils"]]]))).toBe("( 'o''neil' | 'o''neils' )");
  });
});
