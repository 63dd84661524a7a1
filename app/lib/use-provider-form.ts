import { useFetcher } from "react-router";
import type { FormResult } from "~/routes/provider.server";

/** A provider page's enquiry or review form: its fetcher, its own answer (not the other form's) and field errors. */
export function useProviderForm(intent: FormResult["intent"]) {
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data?.intent === intent ? fetcher.data : undefined;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  return { fetcher, result, errors, busy: fetcher.state !== "idle" };
}
