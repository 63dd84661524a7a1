import { describe, expect, it } from "vitest";
import { KEYWORD_MAX_LENGTH, keywordPieces, keywordTerms, keywordTsQuery } from "./keyword-query";

describe("keyword tsquery", () => {
  it("makes every word a required prefix", () => {
    expect(keywordTsQuery("restor concours")).toEqual({
      match: "restor:* & concours:*",
      mention: "restor:* & concours:*",
      // The listings matching only some of the words follow those matching all (issue #25).
      any: "restor:* | concours:*",
    });
    expect(keywordTsQuery("restor")?.any).toBeNull();
  });

  it("keeps a hyphenated word as a phrase of its pieces", () => {
    expect(keywordTsQuery("Rust-proofing")?.match).toBe("(rust <-> proofing:*)");
  });

  it("maps a model to its mention or its make, however it is spelled", () => {
    for (const typed of ["E-type", "e type", "E-TYPE", "Etype"]) {
      const query = keywordTsQuery(typed)!;
      expect(query.match).toMatch(/^\((\(e <-> type\)|etype) \| jaguar\)$/);
      expect(query.mention).not.toContain("jaguar");
    }
    expect(keywordTsQuery("mk1 escort bodywork")).toEqual({
      match: "((mk1 <-> escort) | ford) & bodywork:*",
      mention: "(mk1 <-> escort) & bodywork:*",
      any: "((mk1 <-> escort) | ford) | bodywork:*",
    });
    // A make as people shorten or spell it is searched as the make.
    expect(keywordTsQuery("VW")?.match).toBe("(vw | volkswagen)");
    expect(keywordTsQuery("landrover")?.match).toBe("(landrover | (land <-> rover))");
    expect(keywordTsQuery("citroen")?.match).toBe("(citroen | citroën)");
    // The longest spelling wins: Mk2 alone is the Jaguar, Mk2 Escort the Ford.
    expect(keywordTsQuery("Mk2")?.match).toBe("(mk2 | jaguar)");
    expect(keywordTsQuery("Mk2 Escort")?.match).toBe("((mk2 <-> escort) | ford)");
    expect(keywordTsQuery("Series IIA")?.match).toBe("((series <-> iia) | (land <-> rover))");
    expect(keywordTsQuery("cooper")?.match).toBe("(cooper | mini | austin)");
  });

  it("does not take part of a word for a model", () => {
    expect(keywordTerms("E-types").map((t) => t.kind)).toEqual(["word"]);
    expect(keywordTerms("mk2s")).toEqual([{ kind: "word", pieces: ["mk2s"] }]);
  });

  it("lets no operator, quote or bracket through, whatever is typed", () => {
    for (const hostile of [`'); drop table profiles; --`, `a & | ! : * ( ) <-> b`, `"quoted" 'single' \\ back`, `!!!:*`, `a:*B|c`]) {
      const query = keywordTsQuery(hostile);
      for (const text of [query?.match ?? "", query?.mention ?? ""]) {
        // Only letters, digits, and the builder's own operators between them.
        expect(text.replace(/[\p{L}\p{N}]+(:\*)?/gu, "w").replace(/ (&|\||<->) /g, "")).toMatch(/^[w()]*$/);
      }
    }
    expect(keywordTsQuery(`!!!:*&|()`)).toBeNull();
    expect(keywordTsQuery("   ")).toBeNull();
    expect(keywordTsQuery(null)).toBeNull();
  });

  it("bounds long input to the first words of the first 100 characters", () => {
    const query = keywordTsQuery("word ".repeat(2_000));
    expect(query!.match.split(" & ")).toHaveLength(8);
    expect(keywordTerms("x".repeat(10_000))[0]!.pieces[0]).toHaveLength(KEYWORD_MAX_LENGTH);
  });

  it("keeps letters of every script and composes accents", () => {
    expect(keywordPieces("Citroe\u0308n café 東京 Škoda")).toEqual(["citroën", "café", "東京", "škoda"]);
    expect(keywordTsQuery("Citroën")?.match).toBe("citroën:*");
  });
});
