import { data } from "react-router";
import type { Profile, RequestContext } from "~/context";
import type { AuthSession } from "~/services/auth.server";
import { createVisitorReport, findReportableReview, reportOwnReview, type ReportableReview } from "~/models/review-reports.server";
import { adminEmails } from "~/models/roles.server";
import { specialistReportSchema, visitorReportSchema } from "~/lib/review-report-schema";
import { REPORT_REASON_LABELS, REPORT_RECEIVED, type ReportReason } from "~/lib/review-reports";
import { reportReviewPath } from "~/lib/review-report-path";
import { formFailure, formSuccess, parseForm, type FormResult } from "~/lib/form";
import { DEFAULT_MIN_FILL_MS } from "~/services/spam.server";
import { hitRateLimit } from "~/services/rate-limit.server";
import { submitVisitorForm, type VisitorForm } from "~/services/visitor-submission.server";
import { reviewReportedAdminEmail } from "~/services/emails.server";
import { enqueueMail } from "~/services/outbox.server";
import { logger } from "~/services/logger.server";
import type { Database } from "../../../database/client";
import { rethrowOutage } from "~/services/page-parts.server";
import type { ReportResult } from "~/lib/form-results";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// A visitor has no reason to report many reviews an hour; a flood of reports would bury the queue.
export const VISITOR_REPORTS_PER_HOUR = 5;
// A specialist may have a bad week of fake reviews, but not hundreds a day.
const SPECIALIST_REPORTS_PER_DAY = 20;

export const REPORT_TOO_MANY = "You have sent several reports recently. Please try again later.";
export const REPORT_NOT_REPORTABLE = "This review is not published, so it cannot be reported.";
export const REPORT_ALREADY = "You have already reported this review. Our moderators will look at it.";
const REPORT_FAILED = "Your report could not be sent. Please try again later.";

/** Tells the admins in the same transaction as the report, so a stored report always has its notice. */
async function notifyAdmins(tx: Database, businessName: string, reason: ReportReason, appUrl: string) {
  const to = await adminEmails(tx);
  if (to.length > 0) await enqueueMail(tx, reviewReportedAdminEmail({ to, businessName, reason: REPORT_REASON_LABELS[reason], appUrl }));
}

/** A visitor's report from /reviews/{id}/report: the one visitor-form path, stored with their address hash. */
const visitorReportForm = (reviewId: string): VisitorForm<typeof visitorReportSchema, ReportableReview> => ({
  purpose: "report",
  route: reportReviewPath(reviewId),
  schema: visitorReportSchema,
  minFillMs: DEFAULT_MIN_FILL_MS,
  invalidMessage: () => "Please check the highlighted fields.",
  perClient: { max: VISITOR_REPORTS_PER_HOUR, windowMs: HOUR_MS, message: REPORT_TOO_MANY },
  findTarget: (db) => findReportableReview(db, reviewId),
  targetKey: (review) => review.id,
  notFoundMessage: REPORT_NOT_REPORTABLE,
  store: async (tx, { data: report, formKey, target, clientHash }) =>
    Boolean(
      await createVisitorReport(tx, {
        reviewId: target.id,
        reason: report.reason,
        details: report.details,
        reporterEmail: report.email,
        clientHash,
        formKey,
      }),
    ),
  notify: (tx, { data: report, target, appUrl }) => notifyAdmins(tx, target.businessName, report.reason, appUrl),
  successMessage: REPORT_RECEIVED,
  failureMessage: REPORT_FAILED,
});

export const submitVisitorReport = (reviewId: string, form: FormData, context: RequestContext) =>
  submitVisitorForm(visitorReportForm(reviewId), form, context, { intent: "report" as const, reviewId });

/**
 * The dashboard's "Report this review" (intent "report"): only a published review of the
 * specialist's own listing can be reported, checked in the model's query with their profile id.
 */
export async function submitSpecialistReport(form: FormData, own: { profile: Profile; session: AuthSession }, context: RequestContext) {
  const posted = form.get("reviewId");
  const extra = { intent: "report" as const, reviewId: typeof posted === "string" ? posted.slice(0, 36) : "" };
  const answer = (status: number, result: FormResult) => data<ReportResult>({ ...result, ...extra }, { status });
  const parsed = parseForm(specialistReportSchema, form);
  if (parsed.status === "error") return answer(400, formFailure(parsed.values, parsed.fieldErrors, { message: "Please check the highlighted fields." }));
  const limit = await hitRateLimit(context.db, `report-specialist:${own.profile.id}`, SPECIALIST_REPORTS_PER_DAY, DAY_MS, { route: "/dashboard/reviews" });
  if (!limit.allowed) return answer(429, formFailure(parsed.values, {}, { message: REPORT_TOO_MANY }));
  const { reviewId, reason, details } = parsed.data;
  try {
    const outcome = await context.db.transaction(async (tx) => {
      const reported = await reportOwnReview(tx, own.profile.id, { reviewId, reason, details, reporterEmail: own.session.user.email });
      if (reported === "reported") await notifyAdmins(tx, own.profile.businessName, reason, context.env.APP_URL);
      return reported;
    });
    if (outcome === null) return answer(404, formFailure(parsed.values, {}, { message: REPORT_NOT_REPORTABLE }));
    if (outcome === "already") return answer(409, formFailure(parsed.values, {}, { message: REPORT_ALREADY }));
    return answer(200, formSuccess(REPORT_RECEIVED));
  } catch (error) {
    rethrowOutage(error);
    logger.error({ err: error }, "specialist report not stored");
    return answer(500, formFailure(parsed.values, {}, { message: REPORT_FAILED }));
  }
}
