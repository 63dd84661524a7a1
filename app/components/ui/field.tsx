import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const control =
  "w-full rounded-lg border bg-white px-4 text-base text-ink shadow-sm placeholder:text-ink-muted/70 hover:border-racing-300 focus-visible:border-racing-500";

/** A labelled input with its error under it, wired for screen readers. */
export function TextField({
  label,
  error,
  id,
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; id: string; error?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(control, "h-12", error ? "border-oxblood-600" : "border-line")}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-oxblood-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  id,
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; id: string; error?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(control, "min-h-36 py-3", error ? "border-oxblood-600" : "border-line")}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-oxblood-700">
          {error}
        </p>
      )}
    </div>
  );
}
