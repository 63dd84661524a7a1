import { Link } from "react-router";
import type { ReviewVerification } from "~/models/reviews.server";

/** What the review policy says about the marks (written beside this work, #14). */
export const MARKS_POLICY_PATH = "/review-policy#marks";

/**
 * How a review was checked (#14): "Verified job" when its writer is the owner of a job the specialist
 * won through a quote request and finished (#27), "Verified enquiry" when its writer came through their own enquiry's
 * link, "Email confirmed" when they confirmed the open form's email; nothing for reviews from before
 * the checks. It links to what the marks mean. Kept this small on purpose: it is in /provider's first load.
 */
export function ReviewMark({
  verification,
  enquiredIn,
  verifiedJob,
}: {
  verification: ReviewVerification | null;
  /** The enquiry's month in words ("November 2026"), formatted where the data is (the page's loader). */
  enquiredIn: string | null;
  /** A "Verified job" review's job (#27 item 6): "Paint & Bodywork on a 1965 Jaguar E-type, completed November 2026". */
  verifiedJob?: string | null;
}) {
  const text =
    verification === "job" && verifiedJob
      ? `Verified job — ${verifiedJob}`
      : verification === "enquiry" && enquiredIn
      ? `Verified enquiry — contacted this specialist through The Restoration Register in ${enquiredIn}`
      : verification === "email" && "Email confirmed";
  return text ? (
    <p className="mt-1 text-sm text-racing-800">
      <Link to={MARKS_POLICY_PATH} className="underline underline-offset-2">
        {text}
      </Link>
    </p>
  ) : null;
}
