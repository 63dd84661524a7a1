import { Link } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/admin.reviews";
import { pendingReviews } from "~/models/reviews.server";
import { adminAction, decideReply, moderate } from "./admin.server";
import type { AdminResult } from "~/lib/form-results";
import { pendingReplies } from "~/models/review-replies.server";
import { withReviewFlags } from "~/models/review-signals.server";
import { ReplyQueue } from "~/components/admin/admin-reply-queue";
import { ReviewFlags } from "~/components/reviews/review-flags";
import { AdminOutcome, ApproveRejectButtons, EmptyState } from "~/components/admin/admin-tab";
import { IncentivisedLabel, ReviewStars } from "~/components/ui/star-rating";
import { ReviewMark } from "~/components/reviews/review-mark";
import { Card } from "~/components/ui/card";
import { formatDate, formatMonthYear } from "~/lib/format";
import { useFormAnswer } from "~/lib/use-form-answer";
import { elapsedLabel } from "~/lib/enquiry-review";
import { adminTabError } from "~/components/admin/admin-tab-error";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  // Each card carries its warning signs (issue #14): two statements for the whole queue.
  return { reviews: await withReviewFlags(db, await pendingReviews(db)), replies: await pendingReplies(db) };
}

export const action = ({ request, context }: Route.ActionArgs) => adminAction(request, context, { review: moderate, reply: decideReply });

export default function ReviewQueue({ loaderData }: Route.ComponentProps) {
  const { reviews } = loaderData;
  return (
    <>
      <AdminOutcome />
      {reviews.length === 0 ? (
        <EmptyState>No reviews waiting for moderation</EmptyState>
      ) : (
        <ul className="grid gap-4" aria-label="Pending reviews">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
      <ReplyQueue replies={loaderData.replies} />
    </>
  );
}

function ReviewCard({ review }: { review: Route.ComponentProps["loaderData"]["reviews"][number] }) {
  const { fetcher, busy } = useFormAnswer<AdminResult>();
  return (
    <li>
      <Card className="p-6" data-admin-review={review.id}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 className="text-lg font-semibold">
              {review.reviewerName} <span className="font-normal text-ink-muted">on</span>{" "}
              {/* Underlined: in a heading's text, colour alone would not mark it as a link (axe link-in-text-block). */}
              <Link to={`/provider/${review.profileSlug}`} className="text-racing-700 underline underline-offset-2 hover:text-racing-900">
                {review.businessName}
              </Link>
            </h3>
            <p className="text-sm text-ink-muted">
              {review.reviewerEmail} · {formatDate(review.createdAt)}
            </p>
          </div>
          <ReviewStars rating={review.rating} />
        </div>
        <ReviewMark verification={review.verification} enquiredIn={review.enquiredAt && formatMonthYear(review.enquiredAt)} verifiedJob={review.verifiedJob} />
        {review.enquiredAt && (
          // How long after the enquiry it was written (#24); under 7 days is also a warning sign below.
          <p className="mt-1 text-sm text-ink-muted" data-since-enquiry>
            Written {elapsedLabel(review.enquiredAt, review.createdAt)} after its enquiry of {formatDate(review.enquiredAt)}
          </p>
        )}
        <IncentivisedLabel incentivised={review.incentivised} />
        <p className="mt-3 whitespace-pre-line">{review.comment}</p>
        <ReviewFlags flags={review.flags} />
        <fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="review" />
          <input type="hidden" name="reviewId" value={review.id} />
          <ApproveRejectButtons name="status" busy={busy} />
        </fetcher.Form>
      </Card>
    </li>
  );
}

// A failure to load this tab stays in the tab (the layout's header and the other tabs keep working).
export const ErrorBoundary = adminTabError("reviews");
