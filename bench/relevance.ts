import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../database/client.ts";
import { migrateDatabase } from "../database/migrate.ts";
import { seedDemo } from "../scripts/seed.ts";
import { evaluateRelevance, formatRelevanceReport } from "../tests/relevance/evaluate.ts";

/** The relevance suite's figures (issue #25 item 2), as the bench prints them and the README keeps them. */
export interface RelevanceFigures {
  searches: number;
  top3HitRate: number;
  ndcgAt5: number;
  /** Listings matching none of the words placed above ones that match them: must be 0. */
  wordOrderViolations: number;
  /** formatRelevanceReport's lines: the figures, then every miss with what came first. */
  lines: string[];
}

/**
 * The suite of tests/relevance.test.ts, run on the demo directory seeded into a throw-away PGlite
 * directory (the ranking is the same code on both engines; the test runs it on both), so the figures
 * the bench reports are the ones `npm test` holds to its limits.
 */
export async function measureRelevance(): Promise<RelevanceFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-bench-relevance-"));
  try {
    const handle = await openDatabase({ dataDir });
    try {
      await migrateDatabase(handle);
      await seedDemo(handle.db);
      const report = await evaluateRelevance(handle.db);
      return {
        searches: report.cases.length,
        top3HitRate: report.top3HitRate,
        ndcgAt5: report.ndcgAt5,
        wordOrderViolations: report.cases.reduce((sum, r) => sum + r.wordOrderViolations.length, 0),
        lines: formatRelevanceReport(report),
      };
    } finally {
      await handle.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
