import fs from "node:fs";
import type { BenchResults, BudgetCheck } from "./budgets.ts";
import type { LighthouseScores } from "./lighthouse.ts";
import { ROUTE_KEYS, ROUTE_LABELS } from "./http-routes.ts";
import type { LatencySummary } from "./stats.ts";
import { photoProcessingLine } from "./photo-processing.ts";

/**
 * The same figures twice: a plain-text table for the terminal and Markdown for the
 * README's "Performance" section, which the bench rewrites between its markers.
 */
const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";

const verdict = (check: BudgetCheck) => (check.pass === null ? "NOT RUN" : check.pass ? "PASS" : "FAIL");
const ENGINE_NAMES = { postgres: "PostgreSQL", pglite: "PGlite" } as const;
const latency = (l: LatencySummary) => `${l.p50.toFixed(1)} / ${l.p95.toFixed(1)} / ${l.p99.toFixed(1)}`;

const CACHE_NOTE =
  "The server runs with its defaults, so anonymous visitors (autocannon sends no session cookie) get each " +
  "address from the page cache (PAGE_CACHE_SECONDS=30) after its first rendering, as real visitors do; the " +
  "rows \"rendered afresh\" load the same routes with the cache bypassed, as a signed-in visitor's requests are.";

function machineLine(results: BenchResults): string {
  const { machine } = results;
  const pg = results.engines.find((e) => e.engine === "postgres")?.serverVersion;
  return (
    `${results.date}, ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB RAM, ` +
    `Node ${machine.node}${pg ? `, PostgreSQL ${pg}` : ""}; load average ${machine.loadAverage.toFixed(2)} at the start; ` +
    `bench took ${(results.durationSeconds / 60).toFixed(1)} min`
  );
}

/** Rows of cells as an aligned plain-text table. */
function textTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
  return [line(rows[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

function markdownTable(rows: string[][]): string {
  const line = (row: string[]) => `| ${row.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`;
  return [line(rows[0]!), line(rows[0]!.map(() => "---")), ...rows.slice(1).map(line)].join("\n");
}

function budgetRows(checks: BudgetCheck[]): string[][] {
  return [["Budget", "Figure", "Limit", "Result"], ...checks.map((c) => [c.budget, c.figure, c.limit, verdict(c)])];
}

/** The search measures, in the order of the table's columns (bench/measure-search.ts says what each runs). */
const SEARCH_COLUMNS = [
  ["filteredBest", "Filters + place, Best match, 50 mi: p50 / p95 / p99 ms"],
  ["filteredNearest", "Filters + place, nearest, 50 mi"],
  ["locationBest", "Place only, Best match, 50 mi"],
  ["locationNearest", "Place only, nearest, 50 mi"],
  ["catalogueBest", "Service only, Best match (service page)"],
  ["defaultSort", "Nothing chosen, Best match"],
  ["keyword", "Keyword"],
] as const;

function searchRows(results: BenchResults): string[][] {
  return [
    ["Engine", "Approved listings", ...SEARCH_COLUMNS.map(([, label]) => label)],
    ...results.engines
      .filter((e) => e.search)
      .map((e) => [
        ENGINE_NAMES[e.engine],
        e.approvedProfiles.toLocaleString("en-GB"),
        // A BENCH_ONLY=keyword run has only the keyword figures.
        ...SEARCH_COLUMNS.map(([measure]) => {
          const figures = e.search![measure];
          return figures ? latency(figures) : "not measured";
        }),
      ]),
  ];
}

/** The relevance suite's figures, and its misses (none when every case hits). */
function relevanceLines(results: BenchResults): string[] {
  return results.relevance?.lines ?? [];
}

function httpRows(results: BenchResults): string[][] {
  const rows = [["Engine", "Route", "req/s @50", "p50 / p95 / p99 ms @50", "req/s @10", "p50 / p95 / p99 ms @10", "server CPU ms/req", "failed"]];
  for (const e of results.engines) {
    if (!e.http) continue;
    for (const key of ROUTE_KEYS) {
      const { at50, at10, cpuMsPerRequest } = e.http[key];
      rows.push([
        ENGINE_NAMES[e.engine],
        ROUTE_LABELS[key],
        at50.requestsPerSecond.toFixed(0),
        latency(at50.latency),
        at10.requestsPerSecond.toFixed(0),
        latency(at10.latency),
        cpuMsPerRequest === undefined ? "–" : cpuMsPerRequest.toFixed(1),
        String(at50.failures + at10.failures),
      ]);
    }
  }
  return rows;
}

function lighthouseRows(results: BenchResults): string[][] {
  return [
    ["Page", "Performance (median run)", "Every run", "Total Blocking Time (median run)", "Accessibility", "Best practices", "SEO"],
    ...(results.lighthouse ?? []).map((p) => [
      p.page === "gallery" ? `${p.path} (12 photos)` : p.path,
      String(p.performance),
      p.runs.join(", "),
      `${p.totalBlockingTime} ms`,
      String(p.accessibility),
      String(p.bestPractices),
      String(p.seo),
    ]),
  ];
}

/**
 * What the machine and the site's headers take before any page does anything (bench/lighthouse-floor.ts):
 * an empty page's score with the site's headers, and without its opener policy.
 */
export function lighthouseFloorLine(results: BenchResults): string | undefined {
  const floor = results.lighthouseFloor?.find((p) => p.page === "floor");
  const withoutPolicy = results.lighthouseFloor?.find((p) => p.page === "floor-without-coop");
  if (!floor) return undefined;
  const scored = (p: LighthouseScores) => `${p.performance} (Total Blocking Time ${p.totalBlockingTime} ms; every run ${p.runs.join(", ")})`;
  return (
    `Floor, the same Lighthouse on a page of one heading and one paragraph (no style, no script) sent with the site's response headers: ${scored(floor)}` +
    (withoutPolicy ? `; the same page without Cross-Origin-Opener-Policy: ${scored(withoutPolicy)}` : "")
  );
}

function generationLine(results: BenchResults): string {
  return results.engines
    .filter((e) => e.generation)
    .map((e) => {
      const g = e.generation!;
      return (
        `${ENGINE_NAMES[e.engine]}: ${g.profiles.toLocaleString("en-GB")} listings (${g.approvedProfiles.toLocaleString("en-GB")} approved), ` +
        `${g.reviews.toLocaleString("en-GB")} reviews (${g.approvedReviews.toLocaleString("en-GB")} approved) in ${g.seconds.toFixed(1)} s`
      );
    })
    .join("; ");
}

export function printReport(results: BenchResults, checks: BudgetCheck[]): void {
  const out = (text = "") => console.log(text);
  out();
  out(`Restoration Register bench — ${machineLine(results)}`);
  out(`Data: ${generationLine(results)}`);
  out();
  out("Search server time (searchProfiles in process, varied queries, ms):");
  out(textTable(searchRows(results)));
  if (results.relevance) {
    out();
    for (const line of relevanceLines(results)) out(line);
  }
  if (results.engines.every((e) => !e.http)) {
    // BENCH_ONLY: no server ran.
    printBudgets(results, checks);
    return;
  }
  out();
  out(`HTTP (autocannon, ${results.loadSecondsPerRun} s per run, same machine as the server):`);
  out(CACHE_NOTE);
  out(textTable(httpRows(results)));
  if (results.firstLoad) {
    const f = results.firstLoad;
    out();
    out(`Home first load: ${f.jsFiles} JS files ${(f.jsGzipBytes / 1000).toFixed(1)} KB gzip, CSS ${(f.cssGzipBytes / 1000).toFixed(1)} KB gzip, HTML ${(f.htmlGzipBytes / 1000).toFixed(1)} KB gzip`);
  }
  if (results.lighthouse) {
    out();
    out(`Lighthouse (mobile preset, ${ENGINE_NAMES[results.lighthouseEngine ?? "pglite"]} server):`);
    out(textTable(lighthouseRows(results)));
    for (const page of results.lighthouse) for (const audit of page.failedAudits) out(`  ${page.path}: ${audit}`);
    const floor = lighthouseFloorLine(results);
    if (floor) out(floor);
  }
  if (results.photoProcessing) {
    out();
    out(photoProcessingLine(results.photoProcessing));
  }
  printBudgets(results, checks);
}

function printBudgets(results: BenchResults, checks: BudgetCheck[]): void {
  const out = (text = "") => console.log(text);
  out();
  out("Budgets (docs/design.md §5):");
  out(textTable(budgetRows(checks)));
  for (const error of results.errors) out(`ERROR: ${error}`);
  const failed = checks.filter((c) => c.pass !== true).length;
  out();
  out(failed === 0 ? "All budgets PASS." : `${failed} budget(s) FAIL or NOT RUN.`);
}

export function readmeSection(results: BenchResults, checks: BudgetCheck[]): string {
  const floor = lighthouseFloorLine(results);
  return [
    START,
    `Figures from \`npm run bench\`: ${machineLine(results)}.`,
    "",
    `Data: ${generationLine(results)}. Load generator (autocannon) and server share the machine; ` +
      `each HTTP figure is one ${results.loadSecondsPerRun} s run after a warm-up.`,
    "",
    markdownTable(budgetRows(checks)),
    "",
    "Search server time: `searchProfiles` called in process, one query at a time, varied services, makes and places (ms):",
    "",
    markdownTable(searchRows(results)),
    "",
    ...(results.relevance
      ? [
          "Search relevance: the suite of `tests/relevance` (owners' searches on the demo directory, run by `npm test` on both engines), here on PGlite:",
          "",
          ...relevanceLines(results).map((line) => `- ${line.trim()}`),
          "",
        ]
      : []),
    `HTTP, one server process. ${CACHE_NOTE.replace("PAGE_CACHE_SECONDS=30", "`PAGE_CACHE_SECONDS`=30")}`,
    "",
    markdownTable(httpRows(results)),
    ...(results.lighthouse
      ? [
          "",
          `Lighthouse, mobile preset, against the ${ENGINE_NAMES[results.lighthouseEngine ?? "pglite"]} server:`,
          "",
          markdownTable(lighthouseRows(results)),
          ...(floor ? ["", `${floor}.`] : []),
        ]
      : []),
    ...(results.photoProcessing ? ["", `${photoProcessingLine(results.photoProcessing)}.`] : []),
    ...(results.errors.length ? ["", ...results.errors.map((e) => `- Not measured: ${e}`)] : []),
    END,
  ].join("\n");
}

/** Replaces the section between the markers, or appends a "Performance" section with them. */
export function writeReadme(readmePath: string, section: string): void {
  const readme = fs.readFileSync(readmePath, "utf8");
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  const updated =
    start >= 0 && end > start
      ? readme.slice(0, start) + section + readme.slice(end + END.length)
      : `${readme.trimEnd()}\n\n## Performance\n\n${section}\n`;
  fs.writeFileSync(readmePath, updated);
}
