/**
 * A group of checkboxes that posts as repeated fields and works without JavaScript (uncontrolled,
 * checked from what was posted before a refusal), its error tied to the group for screen readers.
 */
export function CheckboxGroup({
  name,
  legend,
  options,
  checked,
  error,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 text-sm has-[:checked]:border-racing-600 has-[:checked]:bg-racing-50">
            <input type="checkbox" name={name} value={option.value} defaultChecked={checked.includes(option.value)} className="size-4 accent-racing-700" />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-oxblood-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
