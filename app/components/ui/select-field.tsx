import type { SelectHTMLAttributes } from "react";
import { NativeSelect } from "~/components/ui/select";
import { describedBy } from "~/components/ui/field";

export function SelectField({
  id,
  label,
  error,
  required,
  className,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: string; error?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
        {required && <span className="text-oxblood-700"> *</span>}
      </label>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        {...props}
        aria-describedby={describedBy(id, error, props["aria-describedby"])}
      >
        {children}
      </NativeSelect>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-oxblood-700">
          {error}
        </p>
      )}
    </div>
  );
}
