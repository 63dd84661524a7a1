import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/**
 * A multi-select shown as chips: real checkboxes (keyboard, screen readers and no-JS
 * all work), styled as toggles. Selected values post as repeated fields.
 */
export function ChipSelect({
  name,
  legend,
  options,
  selected,
  onChange,
  error,
  required,
}: {
  name: string;
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  required?: boolean;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold">
        {legend}
        {required && <span className="text-oxblood-700"> *</span>}
        <span className="ml-2 font-normal text-ink-muted">{selected.length > 0 && `${selected.length} selected`}</span>
      </legend>
      <div className={cn("flex flex-wrap gap-2 rounded-lg", error && "ring-2 ring-oxblood-600 ring-offset-4 ring-offset-paper")}>
        {options.map((option) => {
          const checked = selected.includes(option);
          return (
            <label
              key={option}
              className={cn(
                "inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors select-none",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brass-500",
                checked ? "border-racing-700 bg-racing-700 text-white" : "border-line bg-white text-ink hover:border-racing-300",
              )}
            >
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={checked}
                onChange={(event) =>
                  onChange(event.target.checked ? [...selected, option] : selected.filter((value) => value !== option))
                }
                className="sr-only"
              />
              {checked && <Icon name="check" className="size-3.5" />}
              {option}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-oxblood-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
