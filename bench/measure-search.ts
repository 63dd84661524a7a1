import type { Database } from "../database/client.ts";
import { searchProfiles, type SearchInput } from "../app/models/profile-search.server.ts";
import { resolveLocation } from "../app/services/geo.server.ts";
import { DEFAULT_SORT, RESULTS_PAGE_SIZE, defaultWithinFor, withinMiles, type SortValue } from "../app/lib/search-params.ts";
import { keywordCases, searchCases } from "./search-cases.ts";
import { summarise, type LatencySummary } from "./stats.ts";

/**
 * Search "server time": the wall time of app/models/profile-search.server.ts searchProfiles
 * (the SQL, the driver and the row mapping), called in process exactly as the results
 * loader calls it, one query at a time so nothing queues. HTTP, rendering and the
 * network are measured separately (measure-http.ts).
 */
export interface SearchTimings {
  /** Budgeted (issue #25): service + make + location in the default order, Best match, within the default 50 miles. */
  filteredBest: LatencySummary;
  /** Budgeted: service + make + location, nearest first within 50 miles (/results when Nearest is chosen with a place). */
  filteredNearest: LatencySummary;
  /** Informational: a location only (the home page's most common search), Best match within 50 miles. */
  locationBest: LatencySummary;
  /** Informational: a location only, nearest first within 50 miles. */
  locationNearest: LatencySummary;
  /** Informational: a service only, Best match, no place: what a service page lists. */
  catalogueBest: LatencySummary;
  /** Informational: /results with nothing chosen (every approved profile, Best match: the default order). */
  defaultSort: LatencySummary;
  /** The budgeted keyword search (#15): varied keywords, mostly Best match, some with a filter or another sort. */
  keyword?: LatencySummary;
}

const WARMUP_QUERIES = 30;

async function timeSearches(db: Database, inputs: SearchInput[]): Promise<LatencySummary> {
  for (const input of inputs.slice(0, WARMUP_QUERIES)) await searchProfiles(db, input);
  const times: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await searchProfiles(db, input);
    times.push(performance.now() - started);
  }
  return summarise(times);
}

function origin(location: string) {
  const point = resolveLocation(location);
  if (!point) throw new Error(`bench location not found in geodata: ${location}`);
  return point;
}

/** Keyword searches only: what `BENCH_ONLY=keyword` runs. */
export async function measureKeywordSearch(db: Database, queries = 400): Promise<LatencySummary> {
  const base = { page: 1, pageSize: RESULTS_PAGE_SIZE } as const;
  return timeSearches(
    db,
    keywordCases(queries).map((c) => ({
      ...base,
      keyword: c.keyword,
      specialty: c.filter === "service" ? c.service.name : null,
      vehicleMake: c.filter === "make" ? c.vehicle.name : null,
      origin: c.sort === "nearest" ? origin(c.location) : null,
      sort: c.sort,
    })),
  );
}

/**
 * Every search the bench times: the place searches with the radius /results applies to a place
 * without a keyword (withinMiles of the default "Within"), as app/services/directory-search.server.ts
 * passes it, in the default order (Best match) and in the explicit Nearest.
 */
export async function measureSearch(db: Database, queries = 400): Promise<SearchTimings> {
  const cases = searchCases(queries);
  const base = { page: 1, pageSize: RESULTS_PAGE_SIZE } as const;
  const radiusMiles = withinMiles(defaultWithinFor(null));
  const quarter = cases.slice(0, queries / 4);
  const filtered = (sort: SortValue) =>
    timeSearches(
      db,
      cases.map((c) => ({ ...base, specialty: c.service.name, vehicleMake: c.vehicle.name, origin: origin(c.location), radiusMiles, sort })),
    );
  const locationOnly = (sort: SortValue) =>
    timeSearches(
      db,
      quarter.map((c) => ({ ...base, specialty: null, vehicleMake: null, origin: origin(c.location), radiusMiles, sort })),
    );
  const filteredBest = await filtered("best");
  const filteredNearest = await filtered("nearest");
  const locationBest = await locationOnly("best");
  const locationNearest = await locationOnly("nearest");
  const catalogueBest = await timeSearches(
    db,
    quarter.map((c) => ({ ...base, specialty: c.service.name, vehicleMake: null, origin: null, sort: "best" })),
  );
  const defaultSort = await timeSearches(
    db,
    quarter.map(() => ({ ...base, specialty: null, vehicleMake: null, origin: null, sort: DEFAULT_SORT })),
  );
  const keyword = await measureKeywordSearch(db, queries);
  return { filteredBest, filteredNearest, locationBest, locationNearest, catalogueBest, defaultSort, keyword };
}
