import { Star } from "lucide-react";
import { cn } from "~/lib/cn";

/** Read-only stars; the number beside them is what screen readers hear. */
export function StarRating({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn(
            "size-4",
            value >= n - 0.25 ? "fill-brass-400 text-brass-500" : "fill-transparent text-line",
          )}
        />
      ))}
    </span>
  );
}

export function formatRating(value: number): string {
  return value.toFixed(1);
}
