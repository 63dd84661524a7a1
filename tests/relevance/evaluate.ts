import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../database/client";
import { keywordTsQuery } from "../../app/lib/keyword-query";
import { parseSearchParams } from "../../app/lib/search-params";
import { searchDirectory } from "../../app/services/directory-search.server";
import { RELEVANCE_CASES, type RelevanceCase } from "./cases";

export interface CaseResult {
  case: RelevanceCase;
  /** The first five listings' names, as the page shows them. */
  top5: string[];
  hit: boolean;
  ndcg: number;
  /** Listings that match none of the words placed above ones that match them (must be none). */
  wordOrderViolations: string[];
}

export interface RelevanceReport {
  cases: CaseResult[];
  top3HitRate: number;
  ndcgAt5: number;
}

/** Graded gains: a listing that belongs in the top three counts 3, one that is also good 1. */
function gainOf(testCase: RelevanceCase, name: string): number {
  if (testCase.top3.includes(name)) return 3;
  return testCase.alsoGood?.includes(name) ? 1 : 0;
}

function dcg(gains: number[]): number {
  return gains.reduce((sum, gain, i) => sum + (2 ** gain - 1) / Math.log2(i + 2), 0);
}

function ndcgAt5(testCase: RelevanceCase, names: string[]): number {
  const ideal = [...testCase.top3.map(() => 3), ...(testCase.alsoGood ?? []).map(() => 1)].slice(0, 5);
  return dcg(names.slice(0, 5).map((name) => gainOf(testCase, name))) / dcg(ideal);
}

/** Which of these listings match every word of the keyword (the search document's own test). */
async function matchingWords(db: Database, keyword: string, ids: string[]): Promise<Set<string>> {
  const query = keywordTsQuery(keyword);
  if (!query || ids.length === 0) return new Set(ids);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from profiles where id in ${sql.raw(`(${ids.map((id) => `'${id.replace(/[^0-9a-f-]/g, "")}'`).join(",")})`)}
      and search_document @@ to_tsquery('english', ${query.match})`,
  );
  return new Set(rows.map((row) => row.id));
}

/** Every case of the suite, searched as /results searches it, scored by top-3 hits and nDCG@5. */
export async function evaluateRelevance(db: Database, cases: readonly RelevanceCase[] = RELEVANCE_CASES): Promise<RelevanceReport> {
  const results: CaseResult[] = [];
  for (const testCase of cases) {
    const query = new URLSearchParams(testCase.search);
    const params = parseSearchParams(query);
    for (const key of ["service", "vehicle"] as const) {
      if (query.has(key) && !params[key]) throw new Error(`Relevance case "${testCase.search}": unknown ${key}`);
    }
    const search = await searchDirectory(db, params);
    // In the order the page shows them: every word's matches, then those further afield, then those of some of the words.
    const listed = [...search.profiles, ...search.furtherAfield, ...search.partialMatches];
    const top5 = listed.slice(0, 5).map((p) => p.businessName);
    const wordOrderViolations: string[] = [];
    if (params.q) {
      const matching = await matchingWords(db, search.correctedQuery ?? params.q, listed.map((p) => p.id));
      let seenNonMatching: string | null = null;
      for (const profile of listed) {
        if (!matching.has(profile.id)) seenNonMatching ??= profile.businessName;
        else if (seenNonMatching) wordOrderViolations.push(`${seenNonMatching} above ${profile.businessName}`);
      }
    }
    results.push({
      case: testCase,
      top5,
      hit: testCase.top3.every((name) => top5.slice(0, 3).includes(name)),
      ndcg: ndcgAt5(testCase, top5),
      wordOrderViolations,
    });
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return { cases: results, top3HitRate: mean(results.map((r) => (r.hit ? 1 : 0))), ndcgAt5: mean(results.map((r) => r.ndcg)) };
}

/** The report as lines for a terminal: the two figures, then every miss with what came first. */
export function formatRelevanceReport(report: RelevanceReport): string[] {
  const lines = [
    `Relevance suite: ${report.cases.length} searches, top-3 hit rate ${(report.top3HitRate * 100).toFixed(1)}%, nDCG@5 ${report.ndcgAt5.toFixed(3)}`,
  ];
  for (const result of report.cases.filter((r) => !r.hit || r.wordOrderViolations.length > 0)) {
    lines.push(`  miss: ${result.case.search} (${result.case.why}): expected ${result.case.top3.join(", ")}; got ${result.top5.join(" | ") || "nothing"}`);
  }
  return lines;
}
