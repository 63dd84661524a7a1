import { useRouteLoaderData } from "react-router";
import type { ProfileFormIntent, ProfileFormResult } from "~/lib/form-results";
import type { FieldConstraint } from "~/lib/form";
import { useFormAnswer } from "~/lib/use-form-answer";

/**
 * A profile page's enquiry or review form (or the review form of an enquirer's own link): the one
 * form pattern (`useFormAnswer`, its own answer and not the other form's), plus each field's
 * constraints (from the schema, sent by the page's loader).
 */
export function useProfileForm(intent: ProfileFormIntent, routeId = "routes/profile/provider", fieldsOf: string = intent) {
  const form = useFormAnswer<ProfileFormResult>({ owns: (answer) => answer.intent === intent });
  // The page whose loader sent the fields' constraints (an enquirer's review page sends its own, the same way).
  const page = useRouteLoaderData(routeId) as { formFields?: Record<string, Record<string, FieldConstraint>> } | undefined;
  const fields: Record<string, FieldConstraint> = page?.formFields?.[fieldsOf] ?? {};
  return { ...form, result: form.answer, fields };
}
