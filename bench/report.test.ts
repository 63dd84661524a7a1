import { describe, expect, it } from "vitest";
import { checkBudgets, relevanceChecks, type BenchResults } from "./budgets";
import { lighthouseFloorLine, readmeSection } from "./report";
import type { LighthouseScores } from "./lighthouse";
import { summarise } from "./stats";

const timing = (ms: number) => summarise([ms]);

function searchOnlyRun(filteredBestMs: number): BenchResults {
  return {
    date: "2026-11-28 05:00 UTC",
    machine: { cpus: 2, cpuModel: "test CPU", memoryGiB: 4, node: "v20", platform: "Linux", loadAverage: 0.1 },
    durationSeconds: 60,
    loadSecondsPerRun: 10,
    engines: [
      {
        engine: "postgres",
        approvedProfiles: 100_000,
        search: {
          filteredBest: timing(filteredBestMs),
          filteredNearest: timing(5),
          locationBest: timing(4),
          locationNearest: timing(3),
          catalogueBest: timing(6),
          defaultSort: timing(2),
          keyword: timing(9),
        },
      },
    ],
    relevance: { searches: 43, top3HitRate: 0.93, ndcgAt5: 0.912, wordOrderViolations: 0, lines: ["Relevance suite: 43 searches, top-3 hit rate 93.0%, nDCG@5 0.912"] },
    errors: [],
  };
}

describe("bench budgets and README section (issue #25)", () => {
  it("budgets the default Best match search like the nearest one, and the relevance suite by the test's limits", () => {
    const byName = (results: BenchResults) => new Map(checkBudgets(results).map((c) => [c.budget, c]));
    expect(byName(searchOnlyRun(12)).get("PostgreSQL 100,000: search p95 (filters + place, Best match)")).toMatchObject({ figure: "12.0 ms", pass: true });
    expect(byName(searchOnlyRun(30)).get("PostgreSQL 100,000: search p95 (filters + place, Best match)")).toMatchObject({ figure: "30.0 ms", pass: false });
    expect(byName(searchOnlyRun(12)).get("PGlite 10,000: search p95 (filters + place, Best match)")).toMatchObject({ figure: "not measured", pass: null });
    expect(relevanceChecks(searchOnlyRun(12).relevance).map((c) => [c.figure, c.pass])).toEqual([
      ["93.0%", true],
      ["0.912", true],
      ["0", true],
    ]);
    expect(relevanceChecks({ searches: 43, top3HitRate: 0.88, ndcgAt5: 0.8, wordOrderViolations: 1, lines: [] }).map((c) => c.pass)).toEqual([false, false, false]);
    expect(relevanceChecks(undefined).every((c) => c.pass === null)).toBe(true);
  });

  it("writes the relevance figures and every search measure into the README section", () => {
    const results = searchOnlyRun(12);
    const section = readmeSection(results, checkBudgets(results));
    expect(section).toContain("- Relevance suite: 43 searches, top-3 hit rate 93.0%, nDCG@5 0.912");
    expect(section).toContain("| Relevance suite (43 demo searches): nDCG@5 | 0.912 | > 0.8 | PASS |");
    expect(section).toContain("| PostgreSQL | 100,000 | 12.0 / 12.0 / 12.0 | 5.0 / 5.0 / 5.0 | 4.0 / 4.0 / 4.0 | 3.0 / 3.0 / 3.0 | 6.0 / 6.0 / 6.0 | 2.0 / 2.0 / 2.0 | 9.0 / 9.0 / 9.0 |");
    expect(section.startsWith("<!-- bench:start -->")).toBe(true);
    expect(section.endsWith("<!-- bench:end -->")).toBe(true);
  });

  it("reports each page's Total Blocking Time and the floor beside the Lighthouse scores", () => {
    const scores = (page: string, path: string, performance: number, runs: number[], totalBlockingTime: number): LighthouseScores => ({
      page,
      path,
      performance,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      failedAudits: [],
      runs,
      totalBlockingTime,
    });
    const results: BenchResults = {
      ...searchOnlyRun(12),
      lighthouse: [scores("results", "/results", 93, [90, 93, 96], 310)],
      lighthouseFloor: [scores("floor", "/", 98, [94, 98, 100], 162), scores("floor-without-coop", "/without-opener-policy", 100, [100, 100, 100], 17)],
    };
    const section = readmeSection(results, checkBudgets(results));
    expect(section).toContain("| /results | 93 | 90, 93, 96 | 310 ms | 100 | 100 | 100 |");
    expect(section).toContain(
      "Floor, the same Lighthouse on a page of one heading and one paragraph (no style, no script) sent with the site's response headers: " +
        "98 (Total Blocking Time 162 ms; every run 94, 98, 100); the same page without Cross-Origin-Opener-Policy: 100 (Total Blocking Time 17 ms; every run 100, 100, 100).",
    );
    // The floor is a measure, not a page with a budget.
    expect(checkBudgets(results).some((check) => check.budget.includes("floor") || check.figure === "98")).toBe(false);
    expect(lighthouseFloorLine(searchOnlyRun(12))).toBeUndefined();
  });
});

