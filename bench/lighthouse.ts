import fs from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { launch } from "chrome-launcher";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.ts";

/**
 * Lighthouse with its default configuration (the mobile preset: a mid-range phone,
 * simulated slow 4G and 4x CPU slowdown) against local pages, in Debian's Chromium.
 * Nothing is downloaded: the machine has no internet, and Lighthouse needs none for
 * these categories.
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
}

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export function chromiumPath(): string {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  }
  return CHROMIUM_PATH;
}

/** Runs each page once; the full reports go to `reportDir` (bench/results/, not committed) for digging in. */
export async function runLighthouse(
  baseUrl: string,
  pages: { page: string; path: string }[],
  reportDir: string,
): Promise<LighthouseScores[]> {
  fs.mkdirSync(reportDir, { recursive: true });
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    const scores: LighthouseScores[] = [];
    // One page at a time: parallel runs on two cores would distort each other's timings.
    for (const { page, path: pagePath } of pages) {
      // Now and then Lighthouse fails to record a trace (NO_NAVSTART) on a busy machine: up to three tries.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(`${baseUrl}${pagePath}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
        if (!result?.lhr.runtimeError || attempt >= 3) break;
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      fs.writeFileSync(path.join(reportDir, `lighthouse-${page}.json`), JSON.stringify(result.lhr, null, 1));
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse could not load ${pagePath}: ${runtimeError.message}`);
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
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
