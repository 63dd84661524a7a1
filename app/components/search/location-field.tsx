import { cn } from "~/lib/cn";

/**
 * The location box of the home and /results searches. Without JavaScript it is a plain text field of
 * the GET form. With it, the first focus loads `location-combobox.ts` (a file of its own, so the
 * pages' first load pays only for this input), which makes every location field a WAI-ARIA combobox
 * suggesting places from /api/places as you type (issue #25 item 4). Its parent is `relative`:
 * the list is placed under the field. It is a text input by default, and has no autofill hint
 * (the browser's list would cover ours): bytes the /results budget does not have.
 */
export function LocationField({ className, ...input }: React.ComponentProps<"input">) {
  return (
    <input
      {...input}
      name="location"
      maxLength={100}
      onFocus={() => void import("./location-combobox")}
      className={cn("h-12 w-full rounded-lg border bg-white text-base text-ink shadow-sm placeholder:text-ink-muted", className)}
    />
  );
}
