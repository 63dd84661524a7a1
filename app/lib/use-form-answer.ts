import { useActionData, useFetcher } from "react-router";
import { errorsOf, valuesOf, type FormResult } from "~/lib/form";

/**
 * The browser half of every form (decision 0026), in two shapes and only in two modules
 * (tests/layers.test.ts keeps `useFetcher` and `useActionData` to them):
 *
 * - A form answered in place (`useFormAnswer`, here): with JavaScript a fetcher posts it and its answer
 *   is the fetcher's; without, the form posts the page, whose action data is then the answer of every
 *   form on it, so each form takes it only when `owns` says it is its own (same intent, same card).
 * - A form posted by navigation (`usePageForm`, `use-page-form.ts`: sign-in, a new project), whose
 *   answer is the page. Apart, so that those pages do not load the profile and results pages' files.
 *
 * Either way the form reads `answer`, `errors` (field → message, for the fields to show), `values`
 * (what was typed, echoed after a refusal so nothing is lost) and `busy`.
 */

type Owns<Result> = (answer: Result) => boolean;
const anyAnswer = () => true;

/** The page's answer to a form posted without JavaScript, when it is this form's. */
export function usePostedAnswer<Result>(owns: Owns<Result> = anyAnswer): Result | undefined {
  const posted = useActionData() as Result | undefined;
  return posted !== undefined && posted !== null && owns(posted) ? posted : undefined;
}

/**
 * A form answered in place. `key` shares the fetcher with another component that must outlive a
 * re-render (a card that swaps its form for a thank-you); `fetched` is the fetcher's answer only,
 * what a toast announces (a posted page shows its own).
 */
export function useFormAnswer<Result extends FormResult<object>>({ key, owns = anyAnswer }: { key?: string; owns?: Owns<Result> } = {}) {
  const fetcher = useFetcher<Result>(key === undefined ? undefined : { key });
  const posted = usePostedAnswer(owns);
  const data = fetcher.data as Result | undefined;
  const fetched = data !== undefined && owns(data) ? data : undefined;
  // Once the fetcher has answered, its answer replaces the page's (which is from an earlier post).
  const answer = data !== undefined ? fetched : posted;
  return { fetcher, answer, fetched, errors: errorsOf(answer), values: valuesOf(answer), busy: fetcher.state !== "idle" };
}
