import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const control =
  "w-full rounded-lg border bg-white px-4 text-base text-ink shadow-sm placeholder:text-ink-muted/70 hover:border-racing-300 focus-visible:border-racing-500";

/** The ids a control is described by: its own hints (a counter, requirements) and its error, if any. */
export function describedBy(id: string, error: string | undefined, hints?: string): string | undefined {
  return [hints, error ? `${id}-error` : undefined].filter(Boolean).join(" ") || undefined;
}

/** Label above, error below, wired together for screen readers. */
function FieldShell({
  id,
  label,
  error,
  hints,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** The control's own aria-describedby (a counter, a hint): kept beside the error's id, never replaced by it. */
  hints?: string;
  className?: string;
  children: (a11y: { "aria-invalid"?: true; "aria-describedby"?: string; className: string }) => ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {children({
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, error, hints),
        className: cn(control, error ? "border-oxblood-600" : "border-line"),
      })}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-oxblood-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({
  label,
  error,
  id,
  className,
  "aria-describedby": hints,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; id: string; error?: string }) {
  return (
    <FieldShell id={id} label={label} error={error} hints={hints} className={className}>
      {({ className: controlClass, ...a11y }) => (
        <input id={id} {...props} {...a11y} className={cn(controlClass, "h-12")} />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  id,
  className,
  "aria-describedby": hints,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; id: string; error?: string }) {
  return (
    <FieldShell id={id} label={label} error={error} hints={hints} className={className}>
      {({ className: controlClass, ...a11y }) => (
        <textarea id={id} {...props} {...a11y} className={cn(controlClass, "min-h-36 py-3")} />
      )}
    </FieldShell>
  );
}
