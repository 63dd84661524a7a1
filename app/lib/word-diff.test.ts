import { describe, expect, it } from "vitest";
import { wordDiff } from "./word-diff";

describe("wordDiff", () => {
  it("marks the words removed and added, keeping the rest", () => {
    expect(wordDiff("Engine rebuilds for Triumph TRs and Spitfires.", "Engine and gearbox rebuilds for Triumph TRs.")).toEqual([
      { type: "same", text: "Engine " },
      { type: "added", text: "and gearbox " },
      { type: "same", text: "rebuilds for Triumph " },
      { type: "removed", text: "TRs and Spitfires." },
      { type: "added", text: "TRs." },
    ]);
  });

  it("joins back into the new text exactly, and the old one but for its spacing (spacing alone is no change)", () => {
    const before = "A  short\ntext with  odd   spacing.";
    const after = "A short text\nwith odd spacing, changed.";
    const parts = wordDiff(before, after);
    const squeeze = (text: string) => text.replace(/\s+/g, " ");
    expect(squeeze(parts.filter((p) => p.type !== "added").map((p) => p.text).join(""))).toBe(squeeze(before));
    expect(parts.filter((p) => p.type !== "removed").map((p) => p.text).join("")).toBe(after);
  });

  it("handles empty texts and identical ones", () => {
    expect(wordDiff("", "New words")).toEqual([{ type: "added", text: "New words" }]);
    expect(wordDiff("Old words", "")).toEqual([{ type: "removed", text: "Old words" }]);
    expect(wordDiff("Same", "Same")).toEqual([{ type: "same", text: "Same" }]);
  });
});
