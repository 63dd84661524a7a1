import { describe, expect, it } from "vitest";
import { bestMatchScore, RANKING_WEIGHTS, type RankingSignals } from "./ranking";

const listing = (overrides: Partial<RankingSignals> = {}): RankingSignals => ({
  textRank: null,
  namesTheWords: true,
  distanceMiles: null,
  reviewCount: 0,
  ratingAverage: null,
  certification: "none",
  approvedProjects: 0,
  projectsOfChoice: null,
  ...overrides,
});

describe("the one ranking (decision 0023)", () => {
  it("has weights that add up to one", () => {
    expect(Object.values(RANKING_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });

  it("puts a specialist that names the model 100 miles away above a well-reviewed shop 5 miles away found only through the make", () => {
    // Issue #25's example: the E-type specialists, 5.0 from 5 reviews, and a general body shop near Leeds that lists Jaguar.
    const specialist = listing({ textRank: 0.3, namesTheWords: true, distanceMiles: 100, reviewCount: 5, ratingAverage: 5 });
    const bodyShop = listing({ textRank: 0.1, namesTheWords: false, distanceMiles: 5, reviewCount: 10, ratingAverage: 4.5, certification: "checked" });
    expect(bestMatchScore(specialist)).toBeGreaterThan(bestMatchScore(bodyShop));
  });

  it("decays with distance smoothly: no cliff at any radius", () => {
    const at = (miles: number) => bestMatchScore(listing({ distanceMiles: miles }));
    const scores = [0, 5, 10, 25, 49, 50, 51, 100, 200].map(at);
    for (let i = 1; i < scores.length; i++) {
      expect(scores[i]).toBeLessThan(scores[i - 1]!);
      expect(scores[i - 1]! - scores[i]!).toBeLessThan(0.1);
    }
  });

  it("weighs reviews by their number and rating: one 5-star review is less than five, a poor record counts against", () => {
    const one = bestMatchScore(listing({ reviewCount: 1, ratingAverage: 5 }));
    const five = bestMatchScore(listing({ reviewCount: 5, ratingAverage: 5 }));
    const none = bestMatchScore(listing());
    const poor = bestMatchScore(listing({ reviewCount: 6, ratingAverage: 1.8 }));
    expect(five).toBeGreaterThan(one);
    expect(one).toBeGreaterThan(none);
    expect(poor).toBeLessThan(none);
  });

  it("counts checked certifications above stated ones, and shown work of the chosen make", () => {
    expect(bestMatchScore(listing({ certification: "checked" }))).toBeGreaterThan(bestMatchScore(listing({ certification: "listed" })));
    expect(bestMatchScore(listing({ certification: "listed" }))).toBeGreaterThan(bestMatchScore(listing()));
    expect(bestMatchScore(listing({ projectsOfChoice: 2 }))).toBeGreaterThan(bestMatchScore(listing({ projectsOfChoice: 0 })));
  });

  it("a part a search does not ask about moves no listing", () => {
    const a = listing({ reviewCount: 3, ratingAverage: 4 });
    const b = listing({ reviewCount: 2, ratingAverage: 5 });
    // Without a place, every listing's proximity is 0; without a keyword, every listing's words part is 0.
    expect(Math.sign(bestMatchScore(a) - bestMatchScore(b))).toBe(Math.sign(bestMatchScore({ ...a, distanceMiles: null }) - bestMatchScore({ ...b, distanceMiles: null })));
  });
});
