import fs from "node:fs";
import path from "node:path";
import { loadRoute, warmUp, type RouteLoad } from "./measure-http.ts";
import { resultsPath, searchCases } from "./search-cases.ts";

/**
 * The routes the bench loads, and why each is there. docs/design.md §5 budgets the first
 * three; the others are yardsticks on the same server in the same run.
 */
export const ROUTE_KEYS = [
  "home",
  "results",
  "provider",
  "noLoader",
  "resultsDefault",
  "static",
  "homeFresh",
  "resultsFresh",
  "providerFresh",
] as const;
export type RouteKey = (typeof ROUTE_KEYS)[number];
export const BUDGETED_ROUTES: readonly RouteKey[] = ["home", "results", "provider"];

export const ROUTE_LABELS: Record<RouteKey, string> = {
  home: "/ (home)",
  results: "/results service+make+location, nearest",
  provider: "/provider/{slug}",
  // The baseline: a full page in the same layout with no route loader. The root loader
  // still runs, but without a session cookie it does no database work; so this is the
  // cost of rendering alone, which is what "a route with no loader" asks for.
  noLoader: "/about (no route loader)",
  resultsDefault: "/results (default sort, no filters)",
  // The ceiling: Express serving a file (compressed per request like any response).
  static: "static asset (entry.client JS)",
  // The budgeted routes again, rendered for every request: what a visitor the page cache
  // does not serve (signed in, or the first after a change) costs.
  homeFresh: "/ (home), rendered afresh",
  resultsFresh: "/results service+make+location, nearest, rendered afresh",
  providerFresh: "/provider/{slug}, rendered afresh",
};

/**
 * Any cookie but the anonymous analytics id keeps a request away from the page cache
 * (server/react-router-handler.ts), as it does for a signed-in visitor; this one means
 * nothing else to the site, so the loaders do exactly what an anonymous visit's do.
 */
const PAGE_CACHE_BYPASS = { cookie: "rr_bench=uncached" };

export interface RouteFigures {
  at50: RouteLoad;
  at10: RouteLoad;
  /** Server CPU (all its threads) per request during the 50-connection run; see RunningServer.cpuSeconds. */
  cpuMsPerRequest?: number;
}

/** The client entry chunk: every page loads it, so it is the static file that matters most. */
export function staticAssetPath(clientDir: string): string {
  const entry = fs.readdirSync(path.join(clientDir, "assets")).find((file) => /^entry\.client-.*\.js$/.test(file));
  if (!entry) throw new Error(`no entry.client chunk in ${clientDir}/assets: is the build complete?`);
  return `/assets/${entry}`;
}

export interface ServerLoadOptions {
  baseUrl: string;
  cpuSeconds: () => number | undefined;
  clientDir: string;
  profileSlugs: string[];
  durationSeconds: number;
  warmupSeconds: number;
  log: (line: string) => void;
}

export async function loadEveryRoute(options: ServerLoadOptions): Promise<Record<RouteKey, RouteFigures>> {
  const paths: Record<RouteKey, string[]> = {
    home: ["/"],
    results: searchCases(200).map((search) => resultsPath({ ...search, sort: "nearest" })),
    provider: options.profileSlugs.map((slug) => `/provider/${slug}`),
    noLoader: ["/about"],
    resultsDefault: ["/results"],
    static: [staticAssetPath(options.clientDir)],
    homeFresh: ["/"],
    resultsFresh: [],
    providerFresh: [],
  };
  paths.resultsFresh = paths.results;
  paths.providerFresh = paths.provider;
  const headers: Partial<Record<RouteKey, Record<string, string>>> = {
    homeFresh: PAGE_CACHE_BYPASS,
    resultsFresh: PAGE_CACHE_BYPASS,
    providerFresh: PAGE_CACHE_BYPASS,
  };
  const figures = {} as Record<RouteKey, RouteFigures>;
  for (const key of ROUTE_KEYS) {
    const base = { baseUrl: options.baseUrl, route: ROUTE_LABELS[key], paths: paths[key], headers: headers[key] };
    await warmUp(base, options.warmupSeconds);
    const cpuBefore = options.cpuSeconds();
    const at50 = await loadRoute({ ...base, connections: 50, durationSeconds: options.durationSeconds });
    const cpuAfter = options.cpuSeconds();
    const at10 = await loadRoute({ ...base, connections: 10, durationSeconds: options.durationSeconds });
    const cpuMsPerRequest =
      cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / at50.requests;
    figures[key] = { at50, at10, cpuMsPerRequest };
    options.log(
      `  ${ROUTE_LABELS[key].padEnd(56)} ${at50.requestsPerSecond.toFixed(0).padStart(6)} req/s @50, ` +
        `p99 ${at10.latency.p99.toFixed(1)} ms @10` +
        `${cpuMsPerRequest === undefined ? "" : `, ${cpuMsPerRequest.toFixed(1)} ms server CPU/request`}${at50.failures + at10.failures ? `, ${at50.failures + at10.failures} failed` : ""}`,
    );
  }
  return figures;
}
