import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../database/client.ts";
import { migrateDatabase } from "../database/migrate.ts";
import { seedDemoIfWanted } from "../server/demo-directory.ts";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { startServer } from "../tests/production/server-process.ts";
import { assetGzipBytes, measureFirstLoad, pageScripts } from "./first-load.ts";
import { runLighthouse } from "./lighthouse.ts";
import { FLOOR_PAGES, startFloorPages } from "./lighthouse-floor.ts";

/**
 * `npm run bench:pages`: the five budgeted pages on the demo directory, quickly, for work
 * on page weight (the full `npm run bench` generates 100,000 profiles first).
 *
 * Prints the home page's first load as the budget counts it, each page's scripts (file by
 * file with PAGES_LIST=1), then LIGHTHOUSE_RUNS rounds of Lighthouse with the metrics
 * behind each score: on a shared machine one run is noise, the metrics say what moved.
 * Reports go to bench/results/lighthouse-<page>-<round>.json.
 *
 * Settings (environment): LIGHTHOUSE_RUNS (0), PAGES (home,results,provider,service,area,floor,floor-without-coop),
 * PAGES_LIST, BENCH_PORT (3450).
 */
const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");
const resultsDir = path.join(root, "bench/results");
const rounds = Number(process.env.LIGHTHOUSE_RUNS ?? 0);
const port = Number(process.env.BENCH_PORT ?? 3450);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A page's scripts as the first-load budget counts them, largest first. */
async function scriptsOf(baseUrl: string, pagePath: string): Promise<{ url: string; gzipBytes: number }[]> {
  const html = await (await fetch(`${baseUrl}${pagePath}`)).text();
  return [...pageScripts(html, clientDir)]
    .map((url) => ({ url, gzipBytes: assetGzipBytes(clientDir, url) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try again. */
async function lighthouseWithRetries(baseUrl: string, target: { page: string; path: string }, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await runLighthouse(baseUrl, [target], resultsDir))[0]!;
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${target.page}: ${(error as Error).message}; again`);
    }
  }
}

buildIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-pages-"));
const handle = await openDatabase({ dataDir });
await migrateDatabase(handle);
await seedDemoIfWanted(handle, "true", { reopen: () => Promise.resolve(handle), inProcess: true });
await handle.close();

const server = await startServer({ port, dataDir });
const wanted = (page: string) => !process.env.PAGES || process.env.PAGES.split(",").includes(page);
let floor: Awaited<ReturnType<typeof startFloorPages>> | undefined;
try {
  const home = await (await fetch(`${server.url}/`)).text();
  const profileSlug = /href="\/provider\/([^"]+)"/.exec(home)?.[1];
  const pages = [
    { page: "home", path: "/" },
    { page: "results", path: "/results?service=paint-and-bodywork&vehicle=mg&location=Leeds&sort=nearest" },
    { page: "provider", path: `/provider/${profileSlug}` },
    { page: "service", path: "/services/engine-rebuilds" },
    { page: "area", path: "/areas/west-yorkshire" },
  ].filter(({ page }) => wanted(page));
  // The floor (bench/lighthouse-floor.ts): what the machine and the site's headers take on an empty page.
  const floorPages = FLOOR_PAGES.filter(({ page }) => wanted(page));
  if (floorPages.length > 0) floor = await startFloorPages(server.url);

  const firstLoad = await measureFirstLoad(server.url, clientDir);
  console.log(`home first load: ${firstLoad.jsFiles} scripts, ${kb(firstLoad.jsGzipBytes)} JS, ${kb(firstLoad.cssGzipBytes)} CSS, HTML ${kb(firstLoad.htmlGzipBytes)} (gzipped)`);
  for (const { page, path: pagePath } of pages) {
    const scripts = await scriptsOf(server.url, pagePath);
    console.log(`${page}: ${scripts.length} scripts, ${kb(scripts.reduce((sum, s) => sum + s.gzipBytes, 0))}`);
    if (process.env.PAGES_LIST) for (const { url, gzipBytes } of scripts) console.log(`  ${kb(gzipBytes).padStart(9)}  ${url}`);
  }

  const targets = [...pages.map((p) => ({ ...p, base: server.url })), ...floorPages.map((p) => ({ ...p, base: floor!.url }))];
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const scores = await lighthouseWithRetries(target.base, target);
      const report = path.join(resultsDir, `lighthouse-${target.page}.json`);
      const { audits } = JSON.parse(fs.readFileSync(report, "utf8")) as {
        audits: Record<string, { numericValue?: number; score?: number | null }>;
      };
      fs.renameSync(report, path.join(resultsDir, `lighthouse-${target.page}-${round}.json`));
      const metric = (id: string, name: string) =>
        `${name} ${Math.round(audits[id]?.numericValue ?? NaN)} (${audits[id]?.score ?? "?"})`;
      console.log(
        [
          `${target.page.padEnd(8)} performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo}`,
          metric("first-contentful-paint", "FCP"),
          metric("largest-contentful-paint", "LCP"),
          metric("total-blocking-time", "TBT"),
          `CLS ${(audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)}`,
          metric("speed-index", "SI"),
          ...scores.failedAudits,
        ].join(" | "),
      );
    }
  }
} finally {
  await floor?.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
