import { cn } from "~/lib/cn";
import { Badge } from "~/components/ui/badge";
import { ratingLabel, reviewCountLabel } from "~/lib/format";

const STAR_ID = "rr-star";

/**
 * Lucide's star, defined once per page (rendered by the root layout). A results page shows
 * sixty stars: referencing one path instead of repeating it keeps ~30 KB out of the HTML.
 */
export function StarSprite() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <symbol id={STAR_ID} viewBox="0 0 24 24">
        <path
          d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </symbol>
    </svg>
  );
}

/** Read-only stars; the number beside them is what screen readers hear. */
export function StarRating({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          viewBox="0 0 24 24"
          className={cn("size-4", value >= n - 0.25 ? "fill-brass-400 text-brass-500" : "fill-transparent text-line")}
        >
          <use href={`#${STAR_ID}`} />
        </svg>
      ))}
    </span>
  );
}

/**
 * A provider's rating: stars, the average to one decimal and the review count, or
 * "New Provider" while no review has been approved.
 */
export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  if (average == null || count === 0) return <Badge tone="brass">New Provider</Badge>;
  return (
    <>
      <StarRating value={average} />
      <span className="font-semibold">
        <span className="sr-only">Rated </span>
        {ratingLabel(average)}
        <span className="sr-only"> out of 5</span>
      </span>
      <span className="text-ink-muted">({reviewCountLabel(count)})</span>
    </>
  );
}
