import { useActionData, useFetcher } from "react-router";
import type { FormResult, RevealResult } from "~/routes/provider.server";

/** The provider page's action answer when a form was posted without JavaScript (the page itself is the answer). */
export function usePostedProviderAnswer(): FormResult | RevealResult | undefined {
  return useActionData() as FormResult | RevealResult | undefined;
}

/**
 * A provider page's enquiry or review form: its fetcher, its own answer (not the other form's),
 * field errors, what the fields hold after a refusal and the form token to send it with.
 * With JavaScript the answer comes to the fetcher; without, it is the page's action data.
 */
export function useProviderForm(intent: FormResult["intent"], pageToken: string) {
  const fetcher = useFetcher<FormResult>();
  const posted = usePostedProviderAnswer();
  const postedResult = posted?.intent === intent ? (posted as FormResult) : undefined;
  const fetched = fetcher.data?.intent === intent ? fetcher.data : undefined;
  const result = fetcher.data ? fetched : postedResult;
  const refused = result && !result.ok ? result : undefined;
  return {
    fetcher,
    result,
    /** The fetcher's answer only: what a toast announces (a posted page shows its own). */
    fetched,
    errors: refused?.errors ?? {},
    values: refused?.values ?? {},
    token: refused?.token ?? pageToken,
    busy: fetcher.state !== "idle",
  };
}
