import { useRef, type ReactNode } from "react";
import type { ReportResult } from "~/lib/form-results";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { EMAIL_MAX } from "~/lib/field-limits";
import { textOf } from "~/lib/form";
import { useFormAnswer, usePostedAnswer } from "~/lib/use-form-answer";
import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS } from "~/lib/review-reports";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { formatCount, formatDate } from "~/lib/format";
import type { SpecialistReport } from "~/models/review-reports.server";

/**
 * "Report this review": one form for the public report page (a visitor, who may leave an email to
 * hear the outcome, with the spam checks) and the specialist's Reviews page (one per review,
 * reported with their account's email). Without JavaScript it posts the page and the answer comes
 * back as its action data; with JavaScript a fetcher posts the same form and answers in place.
 * The visitor's page passes its spam fields in (`spamFields`), so only pages that import them
 * render them (tests/visitor-forms-declared.test.ts).
 */
// One review's report: the page it is posted from may answer other forms too (a reply, on the specialist's Reviews page).
const reportOf = (reviewId: string) => (answer: ReportResult) => answer.intent === "report" && answer.reviewId === reviewId;
const useReportAnswer = (reviewId: string) => useFormAnswer<ReportResult>({ key: `report-${reviewId}`, owns: reportOf(reviewId) });

export function ReportReviewForm({
  reviewId,
  by,
  action,
  spamFields,
}: {
  reviewId: string;
  by: "visitor" | "specialist";
  action?: string;
  spamFields?: ReactNode;
}) {
  const { fetcher, answer: result, errors, values, busy } = useReportAnswer(reviewId);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, result?.status === "error" ? result.fieldErrors : undefined);
  const id = `report-${reviewId}`;

  if (result?.status === "success") {
    return (
      <p role="status" className="rounded-lg bg-racing-50 p-3 text-racing-900">
        {result.message}
      </p>
    );
  }
  const refusal = result?.status === "error" && Object.keys(errors).length === 0 ? result.message : undefined;
  return (
    <fetcher.Form ref={formRef} method="post" action={action} className="relative grid gap-5" noValidate aria-label="Report this review">
      <input type="hidden" name="intent" value="report" />
      {by === "specialist" ? <input type="hidden" name="reviewId" value={reviewId} /> : spamFields}
      <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined} aria-invalid={errors.reason ? true : undefined}>
        <legend className="mb-2 text-sm font-semibold">What is wrong with this review?</legend>
        <div className="grid gap-2">
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 py-2.5 has-[:checked]:border-racing-500 has-[:checked]:bg-racing-50">
              <input type="radio" name="reason" value={reason} required defaultChecked={textOf(values, "reason") === reason} className="size-4 accent-racing-700" />
              {REPORT_REASON_LABELS[reason]}
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id={`${id}-reason-error`} className="mt-1.5 text-sm text-oxblood-700">
            {errors.reason}
          </p>
        )}
      </fieldset>
      <div>
        <TextAreaField
          id={`${id}-details`}
          name="details"
          label="Details"
          maxLength={REPORT_DETAILS_MAX}
          aria-describedby={`${id}-details-hint`}
          defaultValue={textOf(values, "details")}
          error={errors.details}
        />
        <p id={`${id}-details-hint`} className="mt-1.5 text-sm text-ink-muted">
          Required if you choose Other. Up to {formatCount(REPORT_DETAILS_MAX)} characters.
        </p>
      </div>
      {by === "visitor" && (
        <div>
          <TextField
            id={`${id}-email`}
            name="email"
            type="email"
            label="Your email (optional)"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            aria-describedby={`${id}-email-hint`}
            defaultValue={textOf(values, "email")}
            error={errors.email}
          />
          <p id={`${id}-email-hint`} className="mt-1.5 text-sm text-ink-muted">
            Only to tell you what our moderators decided. It is never published or shown to the specialist.
          </p>
        </div>
      )}
      {refusal && (
        <p role="alert" className="text-sm text-oxblood-700">
          {refusal}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={busy}>
        {busy ? "Sending..." : "Send report"}
      </Button>
    </fetcher.Form>
  );
}

/**
 * The specialist's "Report this review" under one of their published reviews: closed until asked
 * for, and open again when the page comes back with this review's answer (no JavaScript).
 */
function ReviewReportDisclosure({ reviewId }: { reviewId: string }) {
  const answered = usePostedAnswer(reportOf(reviewId)) !== undefined;
  return (
    <details className="mt-4 rounded-lg border border-line p-4" open={answered}>
      <summary className="cursor-pointer text-sm font-semibold">Report this review</summary>
      <p className="mt-3 text-sm text-ink-muted">
        If this review is fake, not from a customer, offensive or contains personal data, tell our moderators. We do not
        remove reviews because they are negative.
      </p>
      <div className="mt-4">
        <ReportReviewForm reviewId={reviewId} by="specialist" />
      </div>
    </details>
  );
}

/**
 * Where a specialist's report of one review stands, then the "Report this review" that can follow
 * (#24): none while their report is open. This stays mounted while the form gives way to the
 * status, and holds the form's fetcher, so the form's thank-you survives that swap (React Router
 * drops an idle fetcher's answer once no mounted component uses its key).
 */
export function SpecialistReviewReport({ reviewId, reportable, report }: { reviewId: string; reportable: boolean; report?: SpecialistReport }) {
  useReportAnswer(reviewId);
  return (
    <>
      {report && <SpecialistReportStatus report={report} />}
      {reportable && report?.status !== "open" && <ReviewReportDisclosure reviewId={reviewId} />}
    </>
  );
}

const REPORT_OUTCOME = { open: "under review", kept: "review kept", removed: "review removed" } as const;
const REPORT_DECISION = {
  kept: "Our moderators looked at your report and decided to keep this review.",
  removed: "Our moderators looked at your report and removed this review: it no longer shows on your listing or counts in your rating.",
} as const;

/**
 * What became of the specialist's own report of a review (#24), in place of a fresh "Report this
 * review": "Reported on {date}: under review", then the moderators' decision with their reason.
 * Just after sending it, the form's thank-you stays above it (with JavaScript the page's data is
 * reloaded and the form gives way to this; without, the page comes back with both).
 */
function SpecialistReportStatus({ report }: { report: SpecialistReport }) {
  const { answer } = useReportAnswer(report.reviewId);
  const sent = answer?.status === "success" ? answer.message : undefined;
  const decided = report.status !== "open" && report.decidedAt ? ` on ${formatDate(report.decidedAt)}` : "";
  return (
    <div className="mt-4 grid gap-2 rounded-lg border border-line bg-ivory p-4 text-sm" data-report-status={report.status}>
      {sent && (
        <p role="status" className="text-racing-900">
          {sent}
        </p>
      )}
      <p className="font-semibold">
        Reported on {formatDate(report.reportedAt)}: {REPORT_OUTCOME[report.status]}
        {decided}
      </p>
      {report.status !== "open" && <p>{REPORT_DECISION[report.status]}</p>}
      {report.status !== "open" && report.decisionReason && (
        <p>
          <span className="font-semibold">Their reason:</span> <span className="whitespace-pre-line">{report.decisionReason}</span>
        </p>
      )}
    </div>
  );
}
