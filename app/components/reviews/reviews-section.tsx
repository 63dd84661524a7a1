import { Suspense, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { cn } from "~/lib/cn";
import type { PublicReviewView } from "~/models/reviews.server";
import { Button } from "~/components/ui/button";
import { IncentivisedLabel, ReviewStars } from "~/components/ui/star-rating";
import { reportReviewPath } from "~/lib/review-report-path";
import { lazyWithPreload } from "~/lib/lazy-with-preload";
import { usePostedAnswer } from "~/lib/use-form-answer";
import type { ProfileFormResult } from "~/lib/form-results";
import { ReviewReply } from "~/components/reviews/review-reply";
import { ReviewMark } from "~/components/reviews/review-mark";
import { ReviewPolicyLink } from "~/components/reviews/review-policy-link";

// Only shown after Write Review: its file is fetched when the pointer or focus reaches the button.
const ReviewForm = lazyWithPreload(() => import("~/components/reviews/review-form"));

// docs/spec.md §9: comments longer than 150 characters are truncated with Read More.
const COMMENT_PREVIEW_CHARS = 150;

/** The address that opens the review form without JavaScript (Write Review is a GET form's button). */
export const WRITE_REVIEW_SEARCH = { name: "form", value: "review" } as const;

/** `?reviews=rating` orders the reviews by rating; newest first otherwise (issue #14). */
export const REVIEW_ORDER_PARAM = "reviews";

export function ReviewsSection({ reviews, businessName }: { reviews: PublicReviewView[]; businessName: string }) {
  const [searchParams] = useSearchParams();
  const byRating = searchParams.get(REVIEW_ORDER_PARAM) === "rating";
  const ordered = byRating
    ? [...reviews].sort((a, b) => b.rating - a.rating || new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())
    : reviews;
  const postedReview = usePostedAnswer<ProfileFormResult>((answer) => answer.intent === "review");
  // Without JavaScript the form is open when the address asks for it or a post of it was refused.
  const [writing, setWriting] = useState(() =>
    postedReview ? postedReview.status === "error" : searchParams.get(WRITE_REVIEW_SEARCH.name) === WRITE_REVIEW_SEARCH.value,
  );
  // This section hydrates after the page, from a file of its own: until then its buttons are the
  // server's inert HTML. The mark says it is live (the browser tests wait for it before pressing them).
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.setAttribute("data-hydrated", "true"), []);
  return (
    <section ref={section} aria-labelledby="reviews-heading" className="rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-2xl font-semibold">
          Customer Reviews
        </h2>
        <form method="get" action="#review-form">
          <Button
            type="submit"
            name={WRITE_REVIEW_SEARCH.name}
            value={WRITE_REVIEW_SEARCH.value}
            variant={writing ? "ghost" : "outline"}
            onClick={(event) => {
              event.preventDefault();
              setWriting((open) => !open);
            }}
            onPointerEnter={ReviewForm.preload}
            onFocus={ReviewForm.preload}
            aria-expanded={writing}
          >
            Write Review
          </Button>
        </form>
      </div>
      <ReviewPolicyLink className="mt-1" />
      {postedReview?.status === "success" && !writing && (
        // Takes the form's id: the post's address (…#review-form) scrolls to the confirmation.
        <p id="review-form" role="status" className="mt-6 scroll-mt-24 rounded-lg bg-racing-50 p-3 whitespace-pre-line text-racing-900">
          {postedReview.message}
        </p>
      )}
      {writing && (
        <Suspense>
          <ReviewForm onDone={() => setWriting(false)}>
            <ReviewPolicyLink />
          </ReviewForm>
        </Suspense>
      )}
      {reviews.length === 0 ? (
        <p className="mt-6 text-ink-muted">No reviews yet. Be the first to leave a review!</p>
      ) : (
        <>
          <RatingDistribution reviews={reviews} />
          <ReviewOrder searchParams={searchParams} byRating={byRating} />
          <ul className="mt-4 max-h-96 space-y-4 overflow-y-auto pr-2" tabIndex={0} aria-label="Reviews">
            {ordered.map((review) => (
              <ReviewItem key={review.id} review={review} businessName={businessName} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** How many reviews gave each rating, 5 stars to 1: the whole picture, not only the average. */
function RatingDistribution({ reviews }: { reviews: PublicReviewView[] }) {
  const total = reviews.length;
  return (
    <ul className="mt-6 grid max-w-md gap-1.5 text-sm" aria-label={`Ratings of ${total} ${total === 1 ? "review" : "reviews"}`}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = reviews.filter((review) => review.rating === stars).length;
        return (
          <li key={stars} className="flex items-center gap-3">
            <span className="w-14 shrink-0">
              {stars} {stars === 1 ? "star" : "stars"}
            </span>
            <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-line">
              <span className="block h-full rounded-full bg-brass-500" style={{ width: `${(count / total) * 100}%` }} />
            </span>
            <span className="w-20 shrink-0 text-right text-ink-muted">
              {count} {count === 1 ? "review" : "reviews"}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Newest first or highest rated: links, so the order works without JavaScript and can be shared. */
function ReviewOrder({ searchParams, byRating }: { searchParams: URLSearchParams; byRating: boolean }) {
  const href = (rating: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (rating) next.set(REVIEW_ORDER_PARAM, "rating");
    else next.delete(REVIEW_ORDER_PARAM);
    const query = next.toString();
    return { search: query ? `?${query}` : "", hash: "#reviews-heading" };
  };
  const option = (rating: boolean, label: string) => (
    <Link
      to={href(rating)}
      preventScrollReset
      replace
      aria-current={byRating === rating ? "true" : undefined}
      className={cn(
        "rounded-full px-3 py-1",
        byRating === rating ? "bg-racing-700 text-white" : "text-racing-700 hover:bg-racing-50",
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Order of reviews" className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-ink-muted">Order:</span>
      {option(false, "Newest first")}
      {option(true, "Highest rated")}
    </nav>
  );
}

function ReviewItem({ review, businessName }: { review: PublicReviewView; businessName: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = review.comment.length > COMMENT_PREVIEW_CHARS;
  const shown = long && !expanded ? `${review.comment.slice(0, COMMENT_PREVIEW_CHARS)}...` : review.comment;
  return (
    <li className="rounded-xl bg-ivory p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{review.reviewerName}</p>
        <p className="text-sm text-ink-muted">{review.writtenOn}</p>
      </div>
      <ReviewStars rating={review.rating} className="mt-1 text-sm" />
      <ReviewMark verification={review.verification} enquiredIn={review.enquiredIn} verifiedJob={review.verifiedJob} />
      <IncentivisedLabel incentivised={review.incentivised} />
      <p className="mt-2 leading-relaxed whitespace-pre-line" data-testid="review-comment">
        {shown}
      </p>
      {long && (
        <button
          type="button"
          className="mt-1 text-sm font-semibold text-racing-700 hover:underline"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
        >
          {expanded ? "Read Less" : "Read More"}
        </button>
      )}
      {/* A link to a page of its own: this page is shared from the cache and holds no visitor's form. */}
      <p className="mt-2 text-right">
        <Link to={reportReviewPath(review.id)} rel="nofollow" className="text-xs text-ink-muted underline underline-offset-2 hover:text-ink">
          Report this review<span className="sr-only"> by {review.reviewerName}</span>
        </Link>
      </p>
      {review.reply && <ReviewReply reply={review.reply} businessName={businessName} />}
    </li>
  );
}
