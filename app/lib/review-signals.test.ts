import { describe, expect, it } from "vitest";
import {
  emailDomain,
  findNearDuplicates,
  FREE_MAIL_DOMAINS,
  jaccard,
  listingDomainMatch,
  NEAR_DUPLICATE_THRESHOLD,
  normaliseText,
  shingles,
  websiteDomain,
} from "./review-signals";

describe("near-duplicate text", () => {
  it("normalises case, accents, punctuation and spacing", () => {
    expect(normaliseText("  Brilliant—WORK on my Citroën!!\n\nThanks ")).toBe("brilliant work on my citroen thanks");
  });

  it("cuts a text into word trigrams, and a short text into one shingle", () => {
    expect([...shingles("A b c d")]).toEqual(["a b c", "b c d"]);
    expect([...shingles("Great job!")]).toEqual(["great job"]);
    expect(shingles("  ...  ").size).toBe(0);
  });

  it("measures Jaccard similarity of two sets", () => {
    expect(jaccard(new Set(["a", "b"]), new Set(["a", "b"]))).toBe(1);
    expect(jaccard(new Set(["a", "b", "c"]), new Set(["b", "c", "d"]))).toBeCloseTo(0.5, 5);
    expect(jaccard(new Set(["a"]), new Set(["b"]))).toBe(0);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });

  const original =
    "They rebuilt the engine of my 1968 MGB, kept me posted every week with photos, and finished on the day they promised. Highly recommended.";
  it("finds a copy with a changed word or punctuation, most alike first, and not the text itself", () => {
    const pool = [
      { id: "self", text: original },
      { id: "copy", text: original.replace("1968", "1971").replace("Highly recommended.", "Highly recommended!") },
      { id: "exact", text: original.toUpperCase() },
      { id: "other", text: "Slow to answer the phone, but the paintwork on my Jaguar E-type is flawless and the price was fair." },
    ];
    const found = findNearDuplicates([{ id: "self", text: original }], pool).get("self")!;
    expect(found.map((match) => match.id)).toEqual(["exact", "copy"]);
    expect(found[0]!.similarity).toBe(1);
    expect(found[1]!.similarity).toBeGreaterThanOrEqual(NEAR_DUPLICATE_THRESHOLD);
    expect(found[1]!.similarity).toBeLessThan(1);
  });

  it("does not flag reviews that only share a phrase or a subject", () => {
    const pool = [
      { id: "a", text: "Highly recommended. They rebuilt the engine of my Triumph TR6 and the gearbox too, all within budget and on time." },
      { id: "b", text: "Kept me posted every week with photos while they restored the bodywork of my Austin-Healey." },
    ];
    expect(findNearDuplicates([{ id: "t", text: original }], pool).get("t")).toEqual([]);
  });
});

describe("the reviewer writes from the listing's own domain", () => {
  it("reads the domain of an email address and of a website as typed", () => {
    expect(emailDomain("Sam@Hartley.co.uk")).toBe("hartley.co.uk");
    expect(emailDomain("no-at-sign")).toBeNull();
    expect(websiteDomain("https://www.Hartley.co.uk/about")).toBe("hartley.co.uk");
    expect(websiteDomain("hartley.co.uk")).toBe("hartley.co.uk");
    expect(websiteDomain("")).toBeNull();
    expect(websiteDomain("http://")).toBeNull();
  });

  it("matches the website's domain, a subdomain of it, or the listing's email domain", () => {
    expect(listingDomainMatch("sam@hartley.co.uk", { website: "www.hartley.co.uk", email: "info@other.example" })).toEqual({ domain: "hartley.co.uk", matches: "website" });
    expect(listingDomainMatch("sam@mail.hartley.co.uk", { website: "https://hartley.co.uk", email: "x@y.example" })).toEqual({ domain: "mail.hartley.co.uk", matches: "website" });
    expect(listingDomainMatch("sam@hartley-motors.com", { website: null, email: "office@Hartley-Motors.com" })).toEqual({ domain: "hartley-motors.com", matches: "email" });
  });

  it("does not match other domains, look-alikes, or free-mail domains shared by everyone", () => {
    expect(listingDomainMatch("sam@example.org", { website: "hartley.co.uk", email: "info@hartley.co.uk" })).toBeNull();
    expect(listingDomainMatch("sam@nothartley.co.uk", { website: "hartley.co.uk", email: "info@hartley.co.uk" })).toBeNull();
    for (const free of ["gmail.com", "outlook.com", "hotmail.com", "yahoo.co.uk", "icloud.com", "btinternet.com"]) {
      expect(FREE_MAIL_DOMAINS.has(free), free).toBe(true);
      expect(listingDomainMatch(`owner@${free}`, { website: null, email: `workshop@${free}` }), free).toBeNull();
    }
  });
});
