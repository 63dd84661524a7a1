import type { Database } from "../database/client.ts";
import { searchProfiles, type SearchInput } from "../app/models/profile-search.server.ts";
import { resolveLocation } from "../app/services/geo.server.ts";
import { RESULTS_PAGE_SIZE } from "../app/lib/search-params.ts";
import { keywordCases, searchCases } from "./search-cases.ts";
import { summarise, type LatencySummary } from "./stats.ts";

/**
 * Search "server time": the wall time of app/models/profiles.server.ts searchProfiles
 * (the SQL, the driver and the row mapping), called in process exactly as the results
 * loader calls it, one query at a time so nothing queues. HTTP, rendering and the
 * network are measured separately (measure-http.ts).
 */
export interface SearchTimings {
  /** The budgeted search: service + make + location, nearest first. */
  filteredNearest: LatencySummary;
  /** Informational: a location only (the home page's most common search), nearest first. */
  locationNearest: LatencySummary;
  /** Informational: /results with nothing chosen (every approved profile, highest rated first). */
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

export async function measureSearch(db: Database, queries = 400): Promise<SearchTimings> {
  const cases = searchCases(queries);
  const base = { page: 1, pageSize: RESULTS_PAGE_SIZE } as const;
  const filteredNearest = await timeSearches(
    db,
    cases.map((c) => ({ ...base, specialty: c.service.name, vehicleMake: c.vehicle.name, origin: origin(c.location), sort: "nearest" })),
  );
  const locationNearest = await timeSearches(
    db,
    cases.slice(0, queries / 4).map((c) => ({ ...base, specialty: null, vehicleMake: null, origin: origin(c.location), sort: "nearest" })),
  );
  const defaultSort = await timeSearches(
    db,
    cases.slice(0, queries / 4).map(() => ({ ...base, specialty: null, vehicleMake: null, origin: null, sort: "rating" })),
  );
  const keyword = await measureKeywordSearch(db, queries);
  return { filteredNearest, locationNearest, defaultSort, keyword };
}
