import { Link } from "react-router";
import type { ReportedReview } from "~/models/review-reports.server";
import type { AdminResult } from "~/lib/form-results";
import { textOf, valuesOf } from "~/lib/form";
import { useFormAnswer } from "~/lib/use-form-answer";
import { REPORT_REASON_LABELS, REPORT_SOURCE_LABELS } from "~/lib/review-reports";
import { ReviewStars } from "~/components/ui/star-rating";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { formatDate } from "~/lib/format";

/** One reported review on the admins' Reported reviews tab: the review, its open reports, and the decision. */
export function ReportedReviewCard({ review }: { review: ReportedReview }) {
  const count = review.openReports;
  return (
    <li>
      <Card className="min-w-0 p-5 sm:p-6" data-admin-report={review.reviewId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold break-words">
              {review.reviewerName} <span className="font-normal text-ink-muted">on</span>{" "}
              <Link to={`/provider/${review.profileSlug}`} className="text-racing-700 hover:underline">
                {review.businessName}
              </Link>
            </h3>
            <p className="text-sm break-all text-ink-muted">
              {review.reviewerEmail} · reviewed {formatDate(review.reviewedAt)}
            </p>
          </div>
          <Badge tone="red">
            {count} open {count === 1 ? "report" : "reports"}
          </Badge>
        </div>
        <ReviewStars rating={review.rating} className="mt-2" />
        <p className="mt-2 break-words whitespace-pre-line">{review.comment}</p>

        <h4 className="mt-5 text-sm font-semibold">{count === 1 ? "The report" : "The reports"}</h4>
        <ul className="mt-2 grid gap-2" aria-label={`Reports of the review by ${review.reviewerName}`}>
          {review.reports.map((report) => (
            <li key={report.id} className="rounded-lg bg-ivory p-3 text-sm">
              <p>
                <span className="font-semibold">{REPORT_REASON_LABELS[report.reason]}</span>
                {" · "}
                {REPORT_SOURCE_LABELS[report.source]}
                {report.reporterEmail && <span className="break-all"> ({report.reporterEmail})</span>}
                {" · "}
                {formatDate(report.reportedAt)}
              </p>
              {report.details && <p className="mt-1 break-words whitespace-pre-line text-ink-muted">{report.details}</p>}
            </li>
          ))}
        </ul>
        <DecisionForm reviewId={review.reviewId} />
      </Card>
    </li>
  );
}

/** Keep or remove, with the reason both need; a refusal comes back to this card's field. */
function DecisionForm({ reviewId }: { reviewId: string }) {
  const { fetcher, errors, values, busy } = useFormAnswer<AdminResult>({
    key: `report-decision-${reviewId}`,
    owns: (answer) => textOf(valuesOf(answer), "reviewId") === reviewId,
  });
  const id = `decision-reason-${reviewId}`;
  return (
    <fetcher.Form method="post" className="mt-5 grid gap-3" noValidate>
      <input type="hidden" name="reviewId" value={reviewId} />
      <TextField
        id={id}
        name="reason"
        label="Reason for your decision"
        maxLength={1000}
        required
        aria-describedby={`${id}-hint`}
        error={errors.reason}
        defaultValue={textOf(values, "reason")}
      />
      <p id={`${id}-hint`} className="-mt-1 text-sm text-ink-muted">
        Recorded with the reports. If you remove the review, the reviewer and the specialist are emailed this reason.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="keep-review" variant="outline" disabled={busy}>
          Keep the review
        </Button>
        <Button type="submit" name="intent" value="remove-review" variant="outline" disabled={busy} className="border-oxblood-600! text-oxblood-700! hover:bg-red-50!">
          Remove the review
        </Button>
      </div>
    </fetcher.Form>
  );
}
