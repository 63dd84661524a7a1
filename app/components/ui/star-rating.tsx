import { cn } from "~/lib/cn";
import { Badge } from "~/components/ui/badge";
import { ratingLabel, reviewCountLabel } from "~/lib/format";

/** Read-only stars, whole ones (4.8 shows five, 4.7 four); the number beside them is what screen readers hear. */
export function StarRating({ value, className }: { value: number; className?: string }) {
  return <span className={cn("stars", className)} data-stars={filledStars(value)} aria-hidden="true" />;
}

/** How many of the five stars are filled: a star counts from three quarters of it. */
export function filledStars(value: number): number {
  return Math.min(5, Math.max(0, Math.floor(value + 0.25)));
}

/** One review's stars, its rating said in words for screen readers. */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <p className={cn("flex items-center gap-2", className)}>
      <StarRating value={rating} />
      <span className="sr-only">{rating} out of 5 stars</span>
    </p>
  );
}

/**
 * Beside a review whose writer ticked "I received something in return for this review" (issue #14):
 * UK law bans hiding that a review was incentivised, so it is said wherever the review is shown.
 * (Here, beside the stars, so the profile page loads no extra file for it.)
 */
export function IncentivisedLabel({ incentivised }: { incentivised: boolean }) {
  return incentivised ? <Badge tone="brass">Received something in return</Badge> : null;
}

/**
 * A profile's rating: stars, the average to one decimal and the review count, or
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
