import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Star } from "lucide-react";
import { toast } from "~/lib/toast";
import type { PublicReview } from "~/models/reviews.server";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { SpamFields } from "~/components/spam-fields";
import { StarRating } from "~/components/star-rating";
import { COMMENT_MAX, EMAIL_MAX, NAME_MAX } from "~/lib/field-limits";
import { formatLongDate } from "~/lib/format";
import { cn } from "~/lib/cn";
import type { FormResult } from "~/routes/provider.server";

// SPEC.md §9: comments longer than 150 characters are truncated with Read More.
const COMMENT_PREVIEW_CHARS = 150;

export function ReviewsSection({ reviews, formToken }: { reviews: PublicReview[]; formToken: string }) {
  const [writing, setWriting] = useState(false);
  return (
    <section aria-labelledby="reviews-heading" className="rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-2xl font-semibold">
          Customer Reviews
        </h2>
        <Button variant={writing ? "ghost" : "outline"} onClick={() => setWriting((open) => !open)} aria-expanded={writing}>
          Write Review
        </Button>
      </div>
      {writing && <ReviewForm formToken={formToken} onDone={() => setWriting(false)} />}
      {reviews.length === 0 ? (
        <p className="mt-6 text-ink-muted">No reviews yet. Be the first to leave a review!</p>
      ) : (
        <ul className="mt-6 max-h-96 space-y-4 overflow-y-auto pr-2" tabIndex={0} aria-label="Reviews">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const [expanded, setExpanded] = useState(false);
  const long = review.comment.length > COMMENT_PREVIEW_CHARS;
  const shown = long && !expanded ? `${review.comment.slice(0, COMMENT_PREVIEW_CHARS)}...` : review.comment;
  return (
    <li className="rounded-xl bg-ivory p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{review.reviewerName}</p>
        <p className="text-sm text-ink-muted">{formatLongDate(review.createdAt)}</p>
      </div>
      <p className="mt-1 flex items-center gap-2 text-sm">
        <StarRating value={review.rating} />
        <span className="sr-only">{review.rating} out of 5 stars</span>
      </p>
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
    </li>
  );
}

function ReviewForm({ formToken, onDone }: { formToken: string; onDone: () => void }) {
  const fetcher = useFetcher<FormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data?.intent === "review" ? fetcher.data : undefined;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      toast.success(result.message);
      formRef.current?.reset();
      onDone();
    } else {
      toast.error(result.message);
    }
  }, [fetcher.state, result, onDone]);

  return (
    <fetcher.Form ref={formRef} method="post" className="relative mt-6 grid gap-4 rounded-xl border border-line bg-paper p-5" noValidate>
      <input type="hidden" name="intent" value="review" />
      <SpamFields token={formToken} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="review-name" name="name" label="Your name" autoComplete="name" required maxLength={NAME_MAX} error={errors.name} />
        <TextField
          id="review-email"
          name="email"
          type="email"
          label="Your email (not published)"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX}
          error={errors.email}
        />
      </div>
      <RatingInput error={errors.rating} />
      <TextAreaField
        id="review-comment"
        name="comment"
        label="Your review"
        required
        maxLength={COMMENT_MAX}
        error={errors.comment}
        placeholder="Which car, what work, and how did it go?"
      />
      {result && !result.ok && !result.errors && (
        <p role="alert" className="text-sm text-oxblood-700">
          {result.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Submitting..." : "Submit Review"}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** 1 to 5 stars as a radio group (arrow keys work), default 5. */
function RatingInput({ error }: { error?: string }) {
  const [value, setValue] = useState(5);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold">Rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brass-500">
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => setValue(n)}
              className="sr-only"
            />
            <Star aria-hidden className={cn("size-7", n <= value ? "fill-brass-400 text-brass-500" : "text-line")} />
            <span className="sr-only">
              {n} {n === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
      </div>
      {error && <p className="mt-1.5 text-sm text-oxblood-700">{error}</p>}
    </fieldset>
  );
}
