import { useActionData, useFetcher, useRouteLoaderData } from "react-router";
import type { ProfileFormIntent, ProfileFormResult, RevealResult } from "~/lib/form-results";
import { errorsOf, valuesOf, type FieldConstraint } from "~/lib/form";

/** The profile page's action answer when a form was posted without JavaScript (the page itself is the answer). */
export function usePostedProfileAnswer(): ProfileFormResult | RevealResult | undefined {
  return useActionData() as ProfileFormResult | RevealResult | undefined;
}

/**
 * A profile page's enquiry or review form (or the review form of an enquirer's own link): its fetcher, its own answer (not the other form's),
 * field errors, what the fields hold after a refusal, and each
 * field's constraints (from the schema, sent by the page's loader).
 * With JavaScript the answer comes to the fetcher; without, it is the page's action data.
 */
export function useProfileForm(intent: ProfileFormIntent, routeId = "routes/profile/provider", fieldsOf: string = intent) {
  const fetcher = useFetcher<ProfileFormResult>();
  const posted = usePostedProfileAnswer();
  // The page whose loader sent the fields' constraints (an enquirer's review page sends its own, the same way).
  const page = useRouteLoaderData(routeId) as { formFields?: Record<string, Record<string, FieldConstraint>> } | undefined;
  const postedResult = posted?.intent === intent ? (posted as ProfileFormResult) : undefined;
  const fetched = fetcher.data?.intent === intent ? fetcher.data : undefined;
  const result = fetcher.data ? fetched : postedResult;
  const refused = result?.status === "error" ? result : undefined;
  const fields: Record<string, FieldConstraint> = page?.formFields?.[fieldsOf] ?? {};
  return {
    fetcher,
    result,
    /** The fetcher's answer only: what a toast announces (a posted page shows its own). */
    fetched,
    errors: errorsOf(refused),
    values: valuesOf(refused),
    fields,
    busy: fetcher.state !== "idle",
  };
}
