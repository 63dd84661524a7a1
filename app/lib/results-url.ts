export interface ResultsQuery {
  service?: string | null;
  vehicle?: string | null;
  q?: string | null;
  location?: string | null;
  sort?: string | null;
  page?: string | number | null;
}

/** /results with only the parameters that carry a value (docs/spec.md: empty selections are omitted). */
export function resultsUrl(query: ResultsQuery = {}): string {
  const params = new URLSearchParams();
  for (const key of ["service", "vehicle", "q", "location", "sort", "page"] as const) {
    const value = query[key];
    const text = value == null ? "" : String(value).trim();
    if (text) params.set(key, text);
  }
  const search = params.toString();
  return search ? `/results?${search}` : "/results";
}
