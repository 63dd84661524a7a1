import { describe, expect, it } from "vitest";
import { highlightSegments, keywordExcerpt, keywordMatcher } from "./keyword-highlight";

const marked = (text: string, keyword: string) =>
  highlightSegments(text, keywordMatcher(keyword))
    .filter((s) => s.match)
    .map((s) => s.text);

describe("keyword highlighting", () => {
  it("marks prefixes and the forms the stemmer matches", () => {
    expect(marked("Restoration and restored cars; a restorer.", "restoration")).toEqual(["Restoration", "restored", "restorer"]);
    expect(marked("Concours preparation for the concours d'elegance", "concour")).toEqual(["Concours", "concours"]);
    expect(marked("Engines rebuilt", "engines")).toEqual(["Engines"]);
  });

  it("marks a model however it is hyphenated, and its make", () => {
    expect(marked("We restore the E-type, the E type and other Jaguar cars.", "e-type")).toEqual(["E-type", "E type", "Jaguar"]);
    expect(marked("Every era of car", "e-type")).toEqual([]);
  });

  it("does not mark inside words, nor every word starting with a one-letter term", () => {
    expect(marked("Preserved paint", "serve")).toEqual([]);
    expect(marked("e engines everywhere", "e")).toEqual(["e"]);
  });

  it("keeps every character of the text, in order, hostile or not", () => {
    const texts = [`<script>alert(1)</script> restoration`, "ünïcödé Citroën 2CV restorations 東京", "a".repeat(10_000)];
    for (const text of texts) {
      for (const keyword of ["restor", `<script>`, `.*`, `(a|b)`, "citroën", "a", "\\"]) {
        const segments = highlightSegments(text, keywordMatcher(keyword));
        expect(segments.map((s) => s.text).join("")).toBe(text);
      }
    }
    expect(marked(`<b>x</b> restoration`, `<b>`)).toEqual(["b", "b"]);
  });

  it("treats regex syntax typed as plain text", () => {
    expect(keywordMatcher(".*")).toBeNull();
    // As the database matches it: the pieces as a phrase, whatever separates them.
    expect(marked("a+b (c) a b", "a+b")).toEqual(["a+b", "a b"]);
  });

  it("starts the excerpt near a match far into the description", () => {
    const text = `${"Our workshop offers general servicing for all classic cars. ".repeat(4)}We also prepare cars for concours events.`;
    const excerpt = keywordExcerpt(text, "concours");
    expect(excerpt[0]).toEqual({ text: "…", match: false });
    expect(excerpt.find((s) => s.match)?.text).toBe("concours");
    expect(excerpt.map((s) => s.text).join("").length).toBeLessThan(120);
    expect(keywordExcerpt("Concours from the start", "concours")[0]).toEqual({ text: "Concours", match: true });
    expect(keywordExcerpt(text, null)).toEqual([{ text, match: false }]);
  });
});
