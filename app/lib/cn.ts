/**
 * Joins the class names that are set. No conflict resolution: a class list must not
 * hold two utilities for the same property (Tailwind's stylesheet order, not the order
 * here, would decide which wins), so a caller that needs to override one uses `!`.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
