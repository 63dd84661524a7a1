import fs from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { launch } from "chrome-launcher";
// Lighthouse's own choice of a representative run (its docs on variability: run several times, take the median).
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.ts";

/**
 * Lighthouse with its default configuration (the mobile preset: a mid-range phone,
 * simulated slow 4G and 4x CPU slowdown) against local pages, in Debian's Chromium.
 * Nothing is downloaded: the machine has no internet, and Lighthouse needs none for
 * these categories. Each page is run `runs` times and scored by the median run (the run
 * nearest the median first paint and time to interactive, Lighthouse's computeMedianRun),
 * as Lighthouse's guidance on variability advises: one run's Total Blocking Time moves by
 * ±100 ms on this two-core machine, which alone is 3–5 points.
 */
export interface LighthouseScores {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Titles of the audits that cost points outside performance, to say why a score is below 100. */
  failedAudits: string[];
  /** Every run's performance score, the median run's being `performance`. */
  runs: number[];
  /** The median run's Total Blocking Time (ms): what nearly every point lost on this machine comes from. */
  totalBlockingTime: number;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const ATTEMPTS = 3;

/**
 * One run. Now and then Lighthouse fails to record a trace on a busy machine (NO_NAVSTART), as a
 * runtime error in its report or as a thrown error: either is tried again, up to three times.
 */
async function runOnce(url: string, port: number): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (!result.lhr.runtimeError) return result.lhr;
      if (attempt >= ATTEMPTS) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export function chromiumPath(): string {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  }
  return CHROMIUM_PATH;
}

/**
 * Runs each page `runs` times; the median runs' full reports go to `reportDir` (bench/results/, not
 * committed) for digging in. A run that fails three times is left out of its page's median, and a
 * page with no run at all is reported in `errors`: one bad trace never drops the other pages' figures.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: { page: string; path: string }[],
  reportDir: string,
  runs = 3,
  errors: string[] = [],
): Promise<LighthouseScores[]> {
  fs.mkdirSync(reportDir, { recursive: true });
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    const scores: LighthouseScores[] = [];
    // One page at a time: parallel runs on two cores would distort each other's timings.
    for (const { page, path: pagePath } of pages) {
      const lhrs: LighthouseResult[] = [];
      const failures: string[] = [];
      for (let run = 0; run < runs; run++) {
        try {
          lhrs.push(await runOnce(`${baseUrl}${pagePath}`, chrome.port));
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
      if (lhrs.length === 0) {
        errors.push(`Lighthouse could not measure ${pagePath}: ${failures.join("; ")}`);
        continue;
      }
      const median = computeMedianRun(lhrs);
      fs.writeFileSync(path.join(reportDir, `lighthouse-${page}.json`), JSON.stringify(median, null, 1));
      const { categories, audits } = median;
      const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
      const failedAudits = CATEGORIES.filter((id) => id !== "performance")
        .flatMap((id) => categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id}: ${audits[ref.id]?.title ?? ""}`);
      scores.push({
        page,
        path: pagePath,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        failedAudits,
        runs: lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
        totalBlockingTime: Math.round(audits["total-blocking-time"]?.numericValue ?? Number.NaN),
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
