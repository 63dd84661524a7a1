import { AREAS, areaOfCounty } from "../app/content/areas.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Database, type Engine } from "../database/client.ts";
import { migrateDatabase } from "../database/migrate.ts";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { generateBenchData } from "./generate-data.ts";
import { measureKeywordSearch, measureSearch } from "./measure-search.ts";
import { measureLeadsPage } from "./measure-leads.ts";
import { startServer } from "../tests/production/server-process.ts";
import { loadEveryRoute } from "./http-routes.ts";
import { measureFirstLoad } from "./first-load.ts";
import { insertProject } from "../tests/project-fixtures.ts";
import { GALLERY_PROJECTS } from "../e2e/gallery-projects.ts";
import { runLighthouse } from "./lighthouse.ts";
import { FLOOR_PAGES, startFloorPages } from "./lighthouse-floor.ts";
import { createThrowawayDatabase } from "./postgres-database.ts";
import { checkBudgets, BUDGETS, type BenchResults, type EngineResults } from "./budgets.ts";
import { printReport, readmeSection, writeReadme } from "./report.ts";
import { measurePhotoProcessing } from "./photo-processing.ts";
import { measureRelevance } from "./relevance.ts";

/**
 * `npm run bench`: docs/design.md §5 budgets, measured on both engines with generated data.
 *
 * For each engine: generate the directory (the server not running, so PGlite's
 * directory has one owner), time the search in process, start the production server,
 * load every route, and (on one engine) measure the home page's first load and run
 * Lighthouse. Then print PASS/FAIL per budget, rewrite README.md's Performance section,
 * and exit 1 if any budget failed or could not be measured.
 *
 * Settings (environment): BENCH_ENGINES (pglite,postgres), BENCH_DATABASE_URL (where the
 * throw-away PostgreSQL database is created; default local postgres, trust auth),
 * BENCH_PG_PROFILES (100000), BENCH_PGLITE_PROFILES (10000), BENCH_LOAD_SECONDS (10),
 * BENCH_WARMUP_SECONDS (3), BENCH_SEARCH_QUERIES (400), BENCH_LIGHTHOUSE (1), BENCH_LIGHTHOUSE_RUNS (3 per page, the median run scored),
 * BENCH_PORT (3400: PGlite on +1, PostgreSQL on +2), BENCH_WRITE_README (1), BENCH_PHOTOS (1: the 12 MP photo
 * processing of bench/photo-processing.ts, BENCH_PHOTO_RUNS times), CHROMIUM_PATH,
 * BENCH_ONLY=keyword (generate the data and time only the keyword search: no server, no
 * README, only that budget checked), BENCH_ONLY=search (generate the data, time every search
 * and run the relevance suite: no server, no README, only the search budgets and the suite's
 * limits checked), BENCH_ONLY=pages (one engine's generated data, the server started: the
 * first-load sizes and Lighthouse only, for work on page speed; BENCH_ENGINES=pglite is quickest).
 */
const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");
const resultsDir = path.join(root, "bench/results");

const numberSetting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const config = {
  engines: (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",").map((e) => e.trim()) as Engine[],
  profiles: {
    postgres: numberSetting("BENCH_PG_PROFILES", BUDGETS.searchProfiles.postgres),
    pglite: numberSetting("BENCH_PGLITE_PROFILES", BUDGETS.searchProfiles.pglite),
  } as Record<Engine, number>,
  loadSeconds: numberSetting("BENCH_LOAD_SECONDS", 10),
  warmupSeconds: numberSetting("BENCH_WARMUP_SECONDS", 3),
  searchQueries: numberSetting("BENCH_SEARCH_QUERIES", 400),
  lighthouse: process.env.BENCH_LIGHTHOUSE !== "0",
  lighthouseRuns: numberSetting("BENCH_LIGHTHOUSE_RUNS", 3),
  port: numberSetting("BENCH_PORT", 3400),
  writeReadme: process.env.BENCH_WRITE_README !== "0" && !process.env.BENCH_ONLY,
  keywordOnly: process.env.BENCH_ONLY === "keyword",
  searchOnly: process.env.BENCH_ONLY === "search",
  pagesOnly: process.env.BENCH_ONLY === "pages",
};
if (process.env.BENCH_ONLY && !config.keywordOnly && !config.searchOnly && !config.pagesOnly) {
  throw new Error("BENCH_ONLY: the measures that run alone are keyword, search and pages");
}
for (const engine of config.engines) {
  if (engine !== "pglite" && engine !== "postgres") throw new Error(`BENCH_ENGINES: unknown engine ${engine}`);
}
// Lighthouse and the first-load sizes do not depend on the engine: measure them once, on PGlite when it runs.
const pageEngine: Engine = config.engines.includes("pglite") ? "pglite" : "postgres";

// What must not outlive an interrupted run: the detached server, the temp directory, the
// throw-away database. Ctrl-C runs these before exiting.
const cleanups = new Set<() => Promise<void> | void>();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and removing the bench data…`);
    // Innermost first: the server stops before its database and directory go.
    void (async () => {
      for (const cleanup of [...cleanups].reverse()) await Promise.resolve().then(cleanup).catch(() => {});
      process.exit(130);
    })();
  });
}
async function withCleanup<T>(cleanup: () => Promise<void> | void, body: () => Promise<T>): Promise<T> {
  cleanups.add(cleanup);
  try {
    return await body();
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

const started = performance.now();
const log = (line: string) => console.log(line);
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

/** Profiles the provider route cycles through, and one with reviews for Lighthouse. */
async function pickProfiles(db: Database) {
  // md5 order: a fixed, well-spread sample, the same on every run.
  const slugs = await queryRows<{ slug: string }>(
    db,
    sql`select slug from profiles where profile_status = 'approved' order by md5(slug) limit 200`,
  );
  const [reviewed] = await queryRows<{ slug: string }>(
    db,
    sql`select slug from profiles where profile_status = 'approved' and approved_review_count >= 3 order by md5(slug) limit 1`,
  );
  // A place page with listings: the area of the county most listings are in (content/areas.ts).
  const [busiest] = await queryRows<{ county: string }>(
    db,
    sql`select county from profiles where profile_status = 'approved' and county is not null group by county order by count(*) desc, county limit 1`,
  );
  const area = areaOfCounty(busiest?.county) ?? AREAS[0]!;
  return { slugs: slugs.map((row) => row.slug), reviewed: reviewed?.slug ?? slugs[0]!.slug, area: area.slug };
}

/** The browser tests' gallery (three projects, twelve real photos) added to one generated listing. */
async function addGallery(db: Database, slug: string) {
  const [profile] = await queryRows<{ id: string }>(db, sql`select id from profiles where slug = ${slug}`);
  for (const project of GALLERY_PROJECTS) await insertProject(db, profile!.id, project);
}

async function benchEngine(engine: Engine, results: BenchResults): Promise<void> {
  const approved = config.profiles[engine];
  const run: EngineResults = { engine, approvedProfiles: approved };
  results.engines.push(run);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rr-bench-${engine}-`));
  await withCleanup(
    () => fs.rmSync(dataDir, { recursive: true, force: true }),
    async () => {
      const pg = engine === "postgres" ? await createThrowawayDatabase() : undefined;
      run.serverVersion = pg?.serverVersion;
      await withCleanup(async () => pg?.drop(), () => benchOnDatabase(run, dataDir, pg?.url, results));
    },
  );
}

async function benchOnDatabase(run: EngineResults, dataDir: string, databaseUrl: string | undefined, results: BenchResults) {
  const { engine, approvedProfiles: approved } = run;
  log(`[${elapsed()}] ${engine}: generating ${approved.toLocaleString("en-GB")} approved listings…`);
  // The bulk load is a few long statements (each listing's search document is computed by its
  // trigger), not a visitor's request: no 10 s limit.
  const handle = await openDatabase({ databaseUrl, dataDir, statementTimeoutMs: 600_000 });
  let profiles: Awaited<ReturnType<typeof pickProfiles>>;
  try {
    await migrateDatabase(handle);
    run.generation = await generateBenchData(handle.db, { approved });
    if (run.generation.ratingMismatches > 0) {
      throw new Error(`${run.generation.ratingMismatches} generated profiles have a rating that disagrees with their reviews`);
    }
    log(`[${elapsed()}] ${engine}: ${run.generation.profiles} listings, ${run.generation.reviews} reviews in ${run.generation.seconds.toFixed(1)} s; timing search…`);
    if (config.keywordOnly) {
      const keyword = await measureKeywordSearch(handle.db, config.searchQueries);
      run.search = { keyword };
      return;
    }
    if (!config.pagesOnly) run.search = await measureSearch(handle.db, config.searchQueries);
    if (engine === "postgres" && !config.pagesOnly) {
      log(`[${elapsed()}] ${engine}: 10,000 quote requests; timing the specialist's inbox…`);
      run.leads = await measureLeadsPage(handle.db);
    }
    if (config.searchOnly) return;
    profiles = await pickProfiles(handle.db);
    // Issue #15: a listing (not the one the profile budget measures) with a gallery of twelve photos.
    if (engine === pageEngine && config.lighthouse) await addGallery(handle.db, profiles.slugs[1]!);
  } finally {
    await handle.close();
  }

  const port = config.port + (engine === "pglite" ? 1 : 2);
  log(`[${elapsed()}] ${engine}: starting the server on port ${port} and loading each route…`);
  const server = await startServer({ port, dataDir, databaseUrl, logFile: path.join(dataDir, `server-${port}.log`) });
  const stopServer = async () => {
    const peak = server.peakRssBytes();
    if (peak !== undefined) run.peakRssMiB = peak / 2 ** 20;
    await server.stop();
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, `server-${engine}.log`), server.output());
  };
  await withCleanup(stopServer, async () => {
    if (!config.pagesOnly) run.http = await loadEveryRoute({
      baseUrl: server.url,
      cpuSeconds: server.cpuSeconds,
      clientDir,
      profileSlugs: profiles.slugs,
      durationSeconds: config.loadSeconds,
      warmupSeconds: config.warmupSeconds,
      log,
    });
    if (engine !== pageEngine) return;
    results.firstLoad = await measureFirstLoad(server.url, clientDir);
    if (!config.lighthouse) return;
    results.galleryFirstLoad = await measureFirstLoad(server.url, clientDir, `/provider/${profiles.slugs[1]}`);
    log(`[${elapsed()}] ${engine}: Lighthouse…`);
    results.lighthouseEngine = engine;
    results.lighthouse = await runLighthouse(
      server.url,
      [
        { page: "home", path: "/" },
        { page: "results", path: "/results?service=paint-and-bodywork&vehicle=mg&location=Leeds&sort=nearest" },
        { page: "provider", path: `/provider/${profiles.reviewed}` },
        { page: "service", path: "/services/engine-rebuilds" },
        // Issue #25: a place page, of the area most generated listings are in.
        { page: "area", path: `/areas/${profiles.area}` },
        { page: "gallery", path: `/provider/${profiles.slugs[1]}` },
      ],
      resultsDir,
      config.lighthouseRuns,
      results.errors,
    );
    log(`[${elapsed()}] ${engine}: Lighthouse's floor (an empty page with the site's headers)…`);
    const floor = await startFloorPages(server.url);
    try {
      results.lighthouseFloor = await runLighthouse(floor.url, [...FLOOR_PAGES], resultsDir, config.lighthouseRuns, results.errors);
    } finally {
      await floor.close();
    }
  });
}

/** `npm start` on an empty DATA_DIR: the database created, migrated and the demo seeded, then ready. */
async function measureFirstStart(): Promise<number | undefined> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-bench-first-start-"));
  try {
    const server = await startServer({ port: config.port + 3, dataDir, env: { SEED_DEMO: "true" }, readyTimeoutMs: 180_000 });
    const peak = server.peakRssBytes();
    await server.stop();
    return peak === undefined ? undefined : peak / 2 ** 20;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!process.env.BENCH_ONLY || config.pagesOnly) buildIfNeeded();
  const cpus = os.cpus();
  const results: BenchResults = {
    date: `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? "unknown CPU",
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
      loadAverage: os.loadavg()[0]!,
    },
    durationSeconds: 0,
    loadSecondsPerRun: config.loadSeconds,
    engines: [],
    errors: [],
  };
  if (!config.keywordOnly && !config.pagesOnly) {
    log(`[${elapsed()}] relevance suite on the demo directory…`);
    try {
      results.relevance = await measureRelevance();
      for (const line of results.relevance.lines) log(line);
    } catch (error) {
      results.errors.push(`relevance suite: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  for (const engine of config.engines) {
    try {
      await benchEngine(engine, results);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.errors.push(`${engine}: ${message}`);
      console.error(`[${elapsed()}] ${engine} failed: ${message}`);
    }
  }
  if (config.engines.includes("pglite") && !process.env.BENCH_ONLY) {
    log(`[${elapsed()}] first start on an empty data directory (the demo seed)…`);
    results.firstStartPeakRssMiB = await measureFirstStart().catch((error: unknown) => {
      results.errors.push(`first start: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
  }
  if (process.env.BENCH_PHOTOS !== "0" && !process.env.BENCH_ONLY) {
    log(`[${elapsed()}] photo processing of a 12 MP JPEG…`);
    results.photoProcessing = await measurePhotoProcessing().catch((error: unknown) => {
      results.errors.push(`photo processing: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
  }
  results.durationSeconds = (performance.now() - started) / 1000;

  const checks = checkBudgets(results).filter(
    (check) =>
      (!config.keywordOnly || check.budget.includes("keyword")) &&
      (!config.searchOnly || check.budget.includes("search p95") || check.budget.startsWith("Relevance")) &&
      (!config.pagesOnly || check.budget.startsWith("Lighthouse") || /first.load/i.test(check.budget)),
  );
  printReport(results, checks);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, "latest.json"), JSON.stringify({ results, checks }, null, 2));
  if (config.writeReadme) writeReadme(path.join(root, "README.md"), readmeSection(results, checks));
  process.exitCode = checks.every((check) => check.pass === true) ? 0 : 1;
}

await main();
