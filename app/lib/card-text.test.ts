import { describe, expect, it } from "vitest";
import { CARD_TEXT_CHARS, cutForCard } from "./card-text";
import { keywordExcerpt } from "./keyword-highlight";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("a card's share of a description", () => {
  it("keeps a text that fits whole, and cuts a longer one at a word boundary, with an ellipsis", () => {
    expect(cutForCard("A short description.")).toBe("A short description.");
    const long = words(1_000);
    const cut = cutForCard(long);
    expect(cut.length).toBeLessThanOrEqual(CARD_TEXT_CHARS + 1);
    expect(cut.endsWith("…")).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long[cut.length - 1]).toBe(" "); // the cut fell between words
  });

  it("cuts a text without spaces at the limit", () => {
    expect(cutForCard("x".repeat(5_000))).toBe(`${"x".repeat(CARD_TEXT_CHARS)}…`);
  });

  it("sends no more of a 5,000-character description in a result's excerpt, from the start or from the keyword", () => {
    const text = `${words(20)} concours ${words(700)}`;
    for (const keyword of [null, "concours"]) {
      const excerpt = keywordExcerpt(text, keyword);
      const sent = excerpt.map((segment) => segment.text).join("");
      expect(sent.length).toBeLessThanOrEqual(CARD_TEXT_CHARS + 2);
      expect(sent.endsWith("…")).toBe(true);
    }
    expect(keywordExcerpt(text, "concours").some((segment) => segment.match && segment.text === "concours")).toBe(true);
  });
});
