import { useActionData, useNavigation } from "react-router";
import { errorsOf, valuesOf, type FormResult } from "~/lib/form";

/**
 * A form posted by navigation (decision 0026; a form answered in place takes `use-form-answer.ts`):
 * the page's answer, typed from the route's `action` as `useActionData<typeof action>` would be, with
 * its field errors and what was typed, and whether a post is on its way or being answered.
 */
export function usePageForm<Action = unknown>() {
  const answer = useActionData<Action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  // Not every page answers with a FormResult (sign-in's code step says only `error`): those have no field errors here.
  const result = answer as FormResult | undefined;
  return { answer, errors: errorsOf(result), values: valuesOf(result), busy };
}
