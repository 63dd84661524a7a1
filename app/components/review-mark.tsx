import { Link } from "react-router";
import { Icon } from "~/components/icon";
import type { ReviewVerification } from "~/models/reviews.server";
import { formatMonthYear } from "~/lib/format";

/** What the review policy says about the marks (written beside this work, #14). */
export const MARKS_POLICY_PATH = "/review-policy#marks";

/** The words of a review's mark, or null for reviews from before the checks existed (they carry none). */
export function reviewMarkText(verification: ReviewVerification | null, enquiredAt: Date | string | null): string | null {
  if (verification === "enquiry") {
    return enquiredAt
      ? `Verified enquiry — contacted this specialist through The Restoration Register on ${formatMonthYear(enquiredAt)}`
      : "Verified enquiry";
  }
  return verification === "email" ? "Email confirmed" : null;
}

/**
 * How a review was checked (#14): "Verified enquiry" when its writer came through their own enquiry's
 * link, "Email confirmed" when they confirmed the open form's email. It links to what the marks mean.
 */
export function ReviewMark({ verification, enquiredAt }: { verification: ReviewVerification | null; enquiredAt: Date | string | null }) {
  const text = reviewMarkText(verification, enquiredAt);
  if (!text) return null;
  return (
    <p className="mt-1 flex items-start gap-1.5 text-sm text-racing-800" data-review-mark={verification}>
      <Icon name={verification === "enquiry" ? "badge-check" : "mail-check"} className="mt-0.5 size-4 shrink-0" />
      <Link to={MARKS_POLICY_PATH} className="underline decoration-racing-300 underline-offset-2 hover:decoration-racing-700">
        {text}
      </Link>
    </p>
  );
}
