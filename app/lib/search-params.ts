import { makeOptionBySlug, serviceOptionBySlug } from "~/content/taxonomy";
import { KEYWORD_MAX_LENGTH } from "~/lib/field-limits";

export const SORTS = [
  // The one ranking (lib/ranking.ts, decision 0023), and the default everywhere (issue #25).
  { value: "best", label: "Best match" },
  { value: "rating", label: "Highest Rated" },
  { value: "experience", label: "Most Experience" },
  { value: "nearest", label: "Nearest Location" },
] as const;
export type SortValue = (typeof SORTS)[number]["value"];
export const DEFAULT_SORT: SortValue = "best";

/**
 * How far from the searched place (issue #25 item 3). A place search without a keyword shows
 * those within 50 miles, then the nearest further afield; a keyword names a car or a job, for
 * which owners travel, so with one the whole UK is ranked.
 */
export const WITHIN_OPTIONS = [
  { value: "10", label: "Within 10 miles", miles: 10 },
  { value: "25", label: "Within 25 miles", miles: 25 },
  { value: "50", label: "Within 50 miles", miles: 50 },
  { value: "100", label: "Within 100 miles", miles: 100 },
  { value: "any", label: "Anywhere in the UK", miles: null },
] as const;
export type WithinValue = (typeof WITHIN_OPTIONS)[number]["value"];

/** The radius a search starts with: the whole UK with a keyword, otherwise 50 miles. */
export function defaultWithinFor(q: string | null | undefined): WithinValue {
  return q ? "any" : "50";
}

/** The radius in miles, or null for anywhere. */
export function withinMiles(within: WithinValue): number | null {
  return WITHIN_OPTIONS.find((option) => option.value === within)?.miles ?? null;
}

export const RESULTS_PAGE_SIZE = 12;
const MAX_PAGE = 1_000;

export interface SearchParams {
  /** Service and make as slugs in the URL; the stored names are resolved from them. */
  service: string | null;
  vehicle: string | null;
  /** The keyword (business names, descriptions, certifications, projects), trimmed and bounded. */
  q: string | null;
  location: string | null;
  /** How far from the location (it means nothing without one). */
  within: WithinValue;
  sort: SortValue;
  page: number;
}

/** Reads /results query parameters leniently: anything unknown falls back to "not chosen". */
export function parseSearchParams(params: URLSearchParams): SearchParams {
  const service = serviceOptionBySlug(params.get("service")?.trim())?.slug ?? null;
  const vehicle = makeOptionBySlug(params.get("vehicle")?.trim())?.slug ?? null;
  const location = params.get("location")?.trim().slice(0, 100) || null;
  const q = params.get("q")?.replace(/\s+/g, " ").trim().slice(0, KEYWORD_MAX_LENGTH).trim() || null;
  const sortParam = params.get("sort");
  const sort = SORTS.some((s) => s.value === sortParam) ? (sortParam as SortValue) : DEFAULT_SORT;
  const withinParam = params.get("within");
  const within = WITHIN_OPTIONS.some((w) => w.value === withinParam) ? (withinParam as WithinValue) : defaultWithinFor(q);
  const pageNumber = Number.parseInt(params.get("page") ?? "1", 10);
  const page = Number.isFinite(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, MAX_PAGE) : 1;
  return { service, vehicle, q, location, within, sort, page };
}

/** The canonical query string: only chosen values, the default sort and radius and page 1 left out (a radius only with a location). */
export function searchQuery(params: Partial<SearchParams>): string {
  const query = new URLSearchParams();
  if (params.service) query.set("service", params.service);
  if (params.vehicle) query.set("vehicle", params.vehicle);
  if (params.q) query.set("q", params.q);
  if (params.location) query.set("location", params.location);
  if (params.location && params.within && params.within !== defaultWithinFor(params.q)) query.set("within", params.within);
  if (params.sort && params.sort !== DEFAULT_SORT) query.set("sort", params.sort);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
