import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/dashboard.reviews";
import { requireOwnProfile } from "~/services/guards.server";
import { requestContext } from "~/context";
import { allReviewsOf } from "~/models/reviews.server";
import { DashboardSectionError } from "~/components/portal/dashboard-error";
import { StatusBadge } from "~/components/ui/status-badge";
import { IncentivisedLabel, ReviewStars, StarRating } from "~/components/ui/star-rating";
import { ReviewMark } from "~/components/reviews/review-mark";
import { Card } from "~/components/ui/card";
import { formatDate, formatMonthYear, ratingLabel } from "~/lib/format";
import { repliesOfProfile } from "~/models/review-replies.server";
import { reviewsPageAction } from "./dashboard.reviews.server";
import { ReplyToReview } from "~/components/reviews/reply-to-review";
import { SpecialistReviewReport } from "~/components/reviews/report-review-form";
import { specialistReportsOf } from "~/models/review-reports.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { profile } = requireOwnProfile(context);
  const reviews = await allReviewsOf(context.get(requestContext).db, profile.id);
  const replies = await repliesOfProfile(context.get(requestContext).db, profile.id);
  // The specialist's own reports and what the moderators decided (#24).
  const reports = await specialistReportsOf(context.get(requestContext).db, profile.id);
  const approved = reviews.filter((r) => r.status === "approved");
  const monthAgo = new Date();
  monthAgo.setMonth(monthAgo.getMonth() - 1);
  const average = approved.length ? approved.reduce((sum, r) => sum + r.rating, 0) / approved.length : null;
  return {
    reviews,
    replies,
    reports,
    stats: {
      total: approved.length,
      average,
      // docs/spec.md §4: the pending count comes from all reviews; everything else from approved ones.
      pending: reviews.filter((r) => r.status === "pending").length,
      thisMonth: approved.filter((r) => new Date(r.createdAt) >= monthAgo).length,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: approved.filter((r) => r.rating === stars).length })),
    },
  };
}

// Every form of the page (reply, delete a reply, report a review) answers through its `intent` (#14).
export const action = ({ request, context }: Route.ActionArgs) =>
  reviewsPageAction(request, context.get(requestContext), requireOwnProfile(context));

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { reviews, stats } = loaderData;
  const replies = new Map(loaderData.replies.map((reply) => [reply.reviewId, reply]));
  const reports = new Map(loaderData.reports.map((report) => [report.reviewId, report]));
  const max = Math.max(1, ...stats.distribution.map((d) => d.count));
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-semibold">Reviews</h1>
      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Card className="p-4">
          <dt className="text-sm text-ink-muted">Total Reviews</dt>
          <dd className="mt-1 font-display text-2xl font-semibold">{stats.total}</dd>
        </Card>
        <Card className="p-4">
          <dt className="text-sm text-ink-muted">Average Rating</dt>
          <dd className="mt-1 flex items-center gap-2 font-display text-2xl font-semibold">
            {ratingLabel(stats.average) ?? "N/A"}
            {stats.average !== null && <StarRating value={stats.average} />}
          </dd>
        </Card>
        <Card className="p-4">
          <dt className="text-sm text-ink-muted">Pending</dt>
          <dd className="mt-1 font-display text-2xl font-semibold">{stats.pending}</dd>
        </Card>
        <Card className="p-4">
          <dt className="text-sm text-ink-muted">This Month</dt>
          <dd className="mt-1 font-display text-2xl font-semibold">{stats.thisMonth}</dd>
        </Card>
      </dl>

      <Card className="mt-6 p-6">
        <h2 className="text-xl font-semibold">Rating distribution</h2>
        <ul className="mt-4 space-y-2" aria-label="Rating distribution">
          {stats.distribution.map(({ stars, count }) => (
            <li key={stars} className="grid grid-cols-[4.5rem_1fr_2rem] items-center gap-3 text-sm">
              <span className="flex items-center gap-1">
                {stars} <Icon name="star" className="size-4 fill-brass-400 text-brass-500" />
                <span className="sr-only">stars</span>
              </span>
              <span className="h-2.5 overflow-hidden rounded-full bg-ivory" aria-hidden="true">
                <span className="block h-full rounded-full bg-brass-400" style={{ width: `${(count / max) * 100}%` }} />
              </span>
              <span className="text-right tabular-nums" data-stars={stars}>
                {count}
              </span>
            </li>
          ))}
        </ul>
      </Card>

      {reviews.length === 0 ? (
        <Card className="mt-6 p-10 text-center">
          <h2 className="text-xl font-semibold">No reviews yet</h2>
          <p className="mt-1 text-ink-muted">Reviews from your customers will appear here once they are submitted.</p>
        </Card>
      ) : (
        <ul className="mt-6 grid gap-4" aria-label="All reviews">
          {reviews.map((review) => (
            <li key={review.id}>
              <Card className="p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex items-center gap-3">
                    <h2 className="font-sans text-lg font-semibold">{review.reviewerName || "Anonymous"}</h2>
                    <StatusBadge status={review.status} />
                  </div>
                  <time className="text-sm text-ink-muted" dateTime={new Date(review.createdAt).toISOString()}>
                    {formatDate(review.createdAt)}
                  </time>
                </div>
                <ReviewStars rating={review.rating} className="mt-1" />
                <ReviewMark verification={review.verification} enquiredIn={review.enquiredAt && formatMonthYear(review.enquiredAt)} verifiedJob={review.verifiedJob} />
                <IncentivisedLabel incentivised={review.incentivised} />
                <p className="mt-2 whitespace-pre-line">{review.comment}</p>
                {review.status === "pending" && (
                  <p className="mt-3 rounded-lg bg-brass-100 p-3 text-sm text-brass-700">
                    This review is awaiting admin approval before appearing publicly on your profile.
                  </p>
                )}
                {review.status === "rejected" && (
                  <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-oxblood-700">
                    This review did not meet our guidelines and will not appear publicly.
                  </p>
                )}
                <SpecialistReviewReport reviewId={review.id} reportable={review.status === "approved"} report={reports.get(review.id)} />
                {review.status === "approved" && <ReplyToReview reviewId={review.id} reply={replies.get(review.id)} />}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = DashboardSectionError;
