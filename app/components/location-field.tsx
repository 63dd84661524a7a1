import { cn } from "~/lib/cn";

/**
 * The location box of the home and /results searches. Without JavaScript it is a plain text field of
 * the GET form. With it, the first focus loads `location-combobox.ts` (a file of its own, so the
 * pages' first load pays only for this input) and the field becomes a WAI-ARIA combobox suggesting
 * places from /api/places as you type (issue #25 item 4). Its parent is `relative`: the list is
 * placed under the field.
 */
export function LocationField({ id, className, ...input }: { id: string; className?: string } & React.ComponentProps<"input">) {
  return (
    <input
      {...input}
      id={id}
      name="location"
      type="text"
      maxLength={100}
      autoComplete="postal-code"
      onFocus={(event) => void import("./location-combobox").then((m) => m.enhanceLocationField(event.target))}
      className={cn("h-12 w-full rounded-lg border bg-white text-base text-ink shadow-sm placeholder:text-ink-muted", className)}
    />
  );
}
