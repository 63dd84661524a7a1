import { makeOptionBySlug, serviceOptionBySlug } from "~/content/taxonomy";

export const SORTS = [
  { value: "rating", label: "Highest Rated" },
  { value: "experience", label: "Most Experience" },
  { value: "nearest", label: "Nearest Location" },
] as const;
export type SortValue = (typeof SORTS)[number]["value"];
export const DEFAULT_SORT: SortValue = "rating";
export const RESULTS_PAGE_SIZE = 12;
const MAX_PAGE = 1_000;

export interface SearchParams {
  /** Service and make as slugs in the URL; the stored names are resolved from them. */
  service: string | null;
  vehicle: string | null;
  location: string | null;
  sort: SortValue;
  page: number;
}

/** Reads /results query parameters leniently: anything unknown falls back to "not chosen". */
export function parseSearchParams(params: URLSearchParams): SearchParams {
  const service = serviceOptionBySlug(params.get("service")?.trim())?.slug ?? null;
  const vehicle = makeOptionBySlug(params.get("vehicle")?.trim())?.slug ?? null;
  const location = params.get("location")?.trim().slice(0, 100) || null;
  const sortParam = params.get("sort");
  const sort = SORTS.some((s) => s.value === sortParam) ? (sortParam as SortValue) : DEFAULT_SORT;
  const pageNumber = Number.parseInt(params.get("page") ?? "1", 10);
  const page = Number.isFinite(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, MAX_PAGE) : 1;
  return { service, vehicle, location, sort, page };
}

/** The canonical query string: only chosen values, the default sort and page 1 left out. */
export function searchQuery(params: Partial<SearchParams>): string {
  const query = new URLSearchParams();
  if (params.service) query.set("service", params.service);
  if (params.vehicle) query.set("vehicle", params.vehicle);
  if (params.location) query.set("location", params.location);
  if (params.sort && params.sort !== DEFAULT_SORT) query.set("sort", params.sort);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
