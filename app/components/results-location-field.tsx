import { Icon } from "~/components/icon";
import { cn } from "~/lib/cn";

/**
 * The results search's location box (`location`): one self-contained element, so a richer field (a
 * combobox of places, issue #25 item 4) can take its place without touching the form around it.
 * `describedBy` names the hint or the "not found" message, which the form shows.
 */
export function ResultsLocationField({ defaultValue, invalid, describedBy }: { defaultValue: string; invalid: boolean; describedBy: string }) {
  return (
    <div>
      <label htmlFor="filter-location" className="mb-1.5 block text-sm font-semibold">
        Location
      </label>
      <div className="relative">
        <Icon name="map-pin" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
        <input
          id="filter-location"
          name="location"
          type="text"
          placeholder="Search location"
          defaultValue={defaultValue}
          key={defaultValue}
          maxLength={100}
          autoComplete="postal-code"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={cn(
            "h-12 w-full rounded-lg border bg-white pr-3 pl-9 text-base shadow-sm placeholder:text-ink-muted",
            invalid ? "border-oxblood-600" : "border-line",
          )}
        />
      </div>
    </div>
  );
}
