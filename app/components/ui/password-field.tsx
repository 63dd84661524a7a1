import { useState, type InputHTMLAttributes } from "react";
import { Icon } from "~/components/ui/icon";
import { PASSWORD_RULES } from "~/lib/account-schemas";
import { cn } from "~/lib/cn";
import { describedBy } from "~/components/ui/field";

/** A password input with a show/hide toggle and its error under it. */
export function PasswordField({
  id,
  label,
  error,
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          {...props}
          aria-describedby={describedBy(id, error, props["aria-describedby"])}
          className={cn(
            "h-12 w-full rounded-lg border bg-white pr-12 pl-4 text-base shadow-sm hover:border-racing-300",
            error ? "border-oxblood-600" : "border-line",
          )}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute top-1/2 right-1.5 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-ink-muted hover:bg-ivory"
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
        >
          {visible ? <Icon name="eye-off" className="size-5" /> : <Icon name="eye" className="size-5" />}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-oxblood-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The live list of password requirements, ticked off as the password is typed. */
export function PasswordRequirements({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="mt-2 grid gap-1 text-sm sm:grid-cols-2" aria-label="Password requirements">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.label} className={cn("flex items-center gap-1.5", met ? "text-racing-700" : "text-ink-muted")}>
            {met ? <Icon name="check" className="size-4" /> : <Icon name="x" className="size-4" />}
            {rule.label}
            <span className="sr-only">{met ? " (met)" : " (not met)"}</span>
          </li>
        );
      })}
    </ul>
  );
}
