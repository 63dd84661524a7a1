import { requestContext } from "~/context";
import type { Route } from "./+types/admin.reports";
import { reportedReviewQueue } from "~/models/review-reports.server";
import { adminAction } from "./admin.server";
import { keepReview, removeReview } from "./admin.reports.server";
import { AdminOutcome, EmptyState } from "~/components/admin/admin-tab";
import { ReportedReviewCard } from "~/components/reviews/reported-review-card";
import { adminTabError } from "~/components/admin/admin-tab-error";

/** Reported reviews (issue #14 item 4): every review with open reports, the longest-waiting first. */
export async function loader({ context }: Route.LoaderArgs) {
  return { reported: await reportedReviewQueue(context.get(requestContext).db) };
}

// This tab's forms: keep a reported review, or remove it.
export const action = ({ request, context }: Route.ActionArgs) =>
  adminAction(request, context, { "keep-review": keepReview, "remove-review": removeReview });

export default function ReportedReviews({ loaderData }: Route.ComponentProps) {
  const { reported } = loaderData;
  return (
    <>
      <AdminOutcome />
      {reported.length === 0 ? (
        <EmptyState>No reported reviews</EmptyState>
      ) : (
        <ul className="grid gap-4" aria-label="Reported reviews">
          {reported.map((review) => (
            <ReportedReviewCard key={review.reviewId} review={review} />
          ))}
        </ul>
      )}
    </>
  );
}

// A failure to load this tab stays in the tab (the layout's header and the other tabs keep working).
export const ErrorBoundary = adminTabError("reports");
