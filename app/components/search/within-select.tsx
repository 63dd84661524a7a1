import { NativeSelect } from "~/components/ui/select";
import { defaultWithinFor, WITHIN_OPTIONS, type WithinValue } from "~/lib/search-params";

/**
 * How far from the location to look (issue #25 item 3). The default option is sent empty, so a
 * search with a new keyword (or none) starts at its own default: anywhere with a keyword, 50 miles without.
 */
export function WithinSelect({ id, within, q, form }: { id: string; within: WithinValue; q: string | null; form?: string }) {
  const fallback = defaultWithinFor(q);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        Distance
      </label>
      <NativeSelect id={id} name="within" form={form} defaultValue={within === fallback ? "" : within} key={`${within}-${fallback}`}>
        {WITHIN_OPTIONS.map((option) => (
          <option key={option.value} value={option.value === fallback ? "" : option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
