import { Link, useFetcher } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/admin.reviews";
import { pendingReviews } from "~/models/reviews.server";
import { adminAction, moderate, type AdminResult } from "./admin.server";
import { AdminOutcome, EmptyState } from "~/components/admin-tab";
import { IncentivisedLabel, ReviewStars } from "~/components/star-rating";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/format";

export async function loader({ context }: Route.LoaderArgs) {
  return { reviews: await pendingReviews(context.get(requestContext).db) };
}

export const action = ({ request, context }: Route.ActionArgs) => adminAction(request, context, { review: moderate });

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
    </>
  );
}

function ReviewCard({ review }: { review: Route.ComponentProps["loaderData"]["reviews"][number] }) {
  const fetcher = useFetcher<AdminResult>();
  const busy = fetcher.state !== "idle";
  return (
    <li>
      <Card className="p-6" data-admin-review={review.id}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 className="text-lg font-semibold">
              {review.reviewerName} <span className="font-normal text-ink-muted">on</span>{" "}
              <Link to={`/provider/${review.profileSlug}`} className="text-racing-700 hover:underline">
                {review.businessName}
              </Link>
            </h3>
            <p className="text-sm text-ink-muted">
              {review.reviewerEmail} · {formatDate(review.createdAt)}
            </p>
          </div>
          <ReviewStars rating={review.rating} />
        </div>
        <IncentivisedLabel incentivised={review.incentivised} />
        <p className="mt-3 whitespace-pre-line">{review.comment}</p>
        <fetcher.Form method="post" className="mt-4 flex gap-2">
          <input type="hidden" name="intent" value="review" />
          <input type="hidden" name="reviewId" value={review.id} />
          <Button type="submit" name="status" value="approved" disabled={busy}>
            Approve
          </Button>
          <Button type="submit" name="status" value="rejected" variant="outline" disabled={busy}>
            Reject
          </Button>
        </fetcher.Form>
      </Card>
    </li>
  );
}
