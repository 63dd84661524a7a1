import type { Database } from "../../database/client";
import { directoryFigures } from "~/models/directory-figures.server";
import { SITE } from "~/content/site";
import { formatCount } from "~/lib/format";

export interface HomeFigure {
  value: string;
  label: string;
}

// The figures sum every listed profile (100,000 rows in the bench): asked at most once a minute per
// process, which the page cache's 30 s already exceeds for most visitors. An approval shows within it.
const KEEP_MS = 60_000;
const kept = new WeakMap<Database, { until: number; figures: Promise<HomeFigure[]> }>();

/**
 * The home page's three figures (issue #14: no invented numbers). By default what the directory
 * holds: listed specialists, published reviews and their average rating. docs/spec.md's marketing claims
 * only when the operator has said they are true (SHOW_MARKETING_CLAIMS).
 */
export function homeFigures(db: Database, showClaims: boolean, now = Date.now()): Promise<HomeFigure[]> {
  if (showClaims) {
    return Promise.resolve([
      { value: SITE.claims.specialists, label: "Verified Specialists" },
      { value: SITE.claims.carsRestored, label: "Classic Cars Restored" },
      { value: SITE.claims.satisfaction, label: "Customer Satisfaction" },
    ]);
  }
  const entry = kept.get(db);
  if (entry && entry.until > now) return entry.figures;
  const figures = directoryFigures(db).then(({ listedProfiles, publishedReviews, averageRating }) => [
    { value: formatCount(listedProfiles), label: listedProfiles === 1 ? "Listed Specialist" : "Listed Specialists" },
    { value: formatCount(publishedReviews), label: publishedReviews === 1 ? "Published Review" : "Published Reviews" },
    averageRating === null
      ? { value: "–", label: "Average Rating (no reviews yet)" }
      : { value: `${averageRating.toFixed(1)}/5`, label: `Average Rating of ${formatCount(publishedReviews)} ${publishedReviews === 1 ? "review" : "reviews"}` },
  ]);
  kept.set(db, { until: now + KEEP_MS, figures });
  // A failed lookup is not kept: the next visitor asks again.
  figures.catch(() => kept.delete(db));
  return figures;
}
