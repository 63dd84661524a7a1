import { makeOptionBySlug, serviceOptionBySlug } from "~/content/taxonomy";
import { KEYWORD_MAX_LENGTH } from "~/lib/field-limits";

export const SORTS = [
  // Only with a keyword, and then the default (issue #15).
  { value: "best", label: "Best match" },
  { value: "rating", label: "Highest Rated" },
  { value: "experience", label: "Most Experience" },
  { value: "nearest", label: "Nearest Location" },
] as const;
export type SortValue = (typeof SORTS)[number]["value"];
export const DEFAULT_SORT: SortValue = "rating";

/** The sort a search starts with: "Best match" with a keyword, otherwise SPEC's Highest Rated. */
export function defaultSortFor(q: string | null | undefined): SortValue {
  return q ? "best" : DEFAULT_SORT;
}

/** The sorts offered: "Best match" only when a keyword is given. */
export function sortsFor(q: string | null | undefined) {
  return q ? SORTS : SORTS.filter((s) => s.value !== "best");
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
  const sort = sortsFor(q).some((s) => s.value === sortParam) ? (sortParam as SortValue) : defaultSortFor(q);
  const pageNumber = Number.parseInt(params.get("page") ?? "1", 10);
  const page = Number.isFinite(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, MAX_PAGE) : 1;
  return { service, vehicle, q, location, sort, page };
}

/** The canonical query string: only chosen values, the default sort and page 1 left out. */
export function searchQuery(params: Partial<SearchParams>): string {
  const query = new URLSearchParams();
  if (params.service) query.set("service", params.service);
  if (params.vehicle) query.set("vehicle", params.vehicle);
  if (params.q) query.set("q", params.q);
  if (params.location) query.set("location", params.location);
  if (params.sort && params.sort !== defaultSortFor(params.q)) query.set("sort", params.sort);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
