import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { requestContext } from "~/context";
import type { Route } from "./+types/review-report";
import { findReportableReview } from "~/models/review-reports.server";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { notFound } from "~/services/not-found.server";
import { readFormData } from "~/services/form-data.server";
import { submitVisitorReport } from "./review-report.server";
import { ReportReviewForm } from "~/components/reviews/report-review-form";
import { SpamFields } from "~/components/profile/spam-fields";
import { ReviewStars } from "~/components/ui/star-rating";
import { Card } from "~/components/ui/card";
import { formatLongDate } from "~/lib/format";
import { pageMeta } from "~/lib/seo";

/**
 * "Report this review" for visitors (issue #14 item 4): a page of its own, so the profile page
 * (shared by every visitor from the page cache) links here and carries nothing of anyone's.
 * Not page-cached: a refused or accepted post answers with this visitor's words.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(requestContext);
  const review = await findReportableReview(app.db, params.reviewId);
  if (!review) notFound("review");
  return { review };
}

// Not page-cached (see above); its form is spam-checked.
export const handle: PageCacheHandle = { visitorForms: true };

export const action = async ({ params, request, context }: Route.ActionArgs) =>
  submitVisitorReport(params.reviewId, await readFormData(request), context.get(requestContext));

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({ title: loaderData ? `Report a review of ${loaderData.review.businessName}` : "Report a review", noindex: true });

export default function ReportReview({ loaderData }: Route.ComponentProps) {
  const { review } = loaderData;
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <Link
        to={`/provider/${review.profileSlug}`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-racing-700 hover:underline"
      >
        <Icon name="arrow-left" className="size-4" />
        Back to {review.businessName}
      </Link>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Report a review</h1>
      <p className="mt-3 text-lg text-ink-muted">
        Tell us if this review of {review.businessName} is fake, not from a real customer, offensive, or gives away
        someone&rsquo;s personal details. Our moderators read every report. We do not remove reviews because they are negative.
      </p>

      <Card className="mt-8 p-5 sm:p-6">
        <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">The review you are reporting</h2>
        <figure className="mt-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <figcaption className="font-semibold">{review.reviewerName}</figcaption>
            <p className="text-sm text-ink-muted">{formatLongDate(review.createdAt)}</p>
          </div>
          <ReviewStars rating={review.rating} className="mt-1 text-sm" />
          <blockquote className="mt-2 leading-relaxed break-words whitespace-pre-line">{review.comment}</blockquote>
        </figure>
      </Card>

      <Card className="mt-6 p-5 sm:p-6">
        <h2 className="text-xl font-semibold">Your report</h2>
        <div className="mt-4">
          <ReportReviewForm reviewId={review.id} by="visitor" spamFields={<SpamFields />} />
        </div>
      </Card>
    </div>
  );
}
