import { Icon } from "~/components/ui/icon";
import { KEYWORD_MAX_LENGTH } from "~/lib/field-limits";
import { cn } from "~/lib/cn";

/** The keyword box of the home and results searches (issue #15): the `q` parameter. */
export function KeywordField({ id, defaultValue, className }: { id: string; defaultValue?: string; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        Keyword or model
      </label>
      <div className="relative">
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
        <input
          id={id}
          name="q"
          type="search"
          placeholder="e.g. E-type, Mk1 Escort, concours"
          defaultValue={defaultValue}
          maxLength={KEYWORD_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className={cn(
            "h-12 w-full rounded-lg border border-line bg-white pr-3 pl-9 text-base text-ink shadow-sm placeholder:text-ink-muted",
            "hover:border-racing-300 focus-visible:border-racing-500",
          )}
        />
      </div>
    </div>
  );
}
