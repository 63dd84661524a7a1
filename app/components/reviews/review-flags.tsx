import { Icon } from "~/components/ui/icon";
import { BURST_LIMIT, SAME_SENDER_DAYS, type ReviewFlags as Flags } from "~/lib/review-signals";
import { ENQUIRY_REVIEW_WAIT_DAYS, ENQUIRY_REVIEW_WAIT_MS, elapsedLabel } from "~/lib/enquiry-review";

/**
 * The warning signs on a pending review's moderation card (issue #14 item 5): each one a labelled
 * sentence with its numbers, for the admin to weigh. Flags only: nothing is decided for them.
 */
export function ReviewFlags({ flags }: { flags: Flags }) {
  const warnings: { label: string; text: string }[] = [];
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (flags.sameAddress > 0) {
    warnings.push({
      label: "Same address",
      text: `${plural(flags.sameAddress, "other review", "other reviews")} came from the same network address within ${SAME_SENDER_DAYS} days of this one.`,
    });
  }
  if (flags.sameEmail > 0) {
    warnings.push({
      label: "Same email",
      text: `${plural(flags.sameEmail, "other review", "other reviews")} came from the same email address within ${SAME_SENDER_DAYS} days of this one.`,
    });
  }
  if (flags.domainMatch) {
    warnings.push({
      label: "Business's own domain",
      text: `The reviewer's email domain (${flags.domainMatch.domain}) is the listing's ${flags.domainMatch.matches === "website" ? "website" : "email"} domain.`,
    });
  }
  if (flags.sameDayForListing > BURST_LIMIT) {
    warnings.push({
      label: "Burst",
      text: `${flags.sameDayForListing} reviews of this listing were written on the same day as this one (more than ${BURST_LIMIT}).`,
    });
  }
  if (flags.sinceEnquiryMs !== null && flags.sinceEnquiryMs < ENQUIRY_REVIEW_WAIT_MS) {
    warnings.push({
      label: "Soon after its enquiry",
      text: `Written ${elapsedLabel(0, flags.sinceEnquiryMs)} after its enquiry, less than ${ENQUIRY_REVIEW_WAIT_DAYS} days (the specialist marked the enquiry contacted). Check that it is about real dealings with them.`,
    });
  }
  for (const match of flags.nearDuplicates.slice(0, 3)) {
    warnings.push({
      label: "Near-duplicate text",
      text: `${Math.round(match.similarity * 100)}% the same as a review by ${match.reviewerName} of ${match.businessName} (${match.status}).`,
    });
  }
  if (flags.nearDuplicates.length > 3) {
    warnings.push({ label: "Near-duplicate text", text: `${flags.nearDuplicates.length - 3} more reviews are nearly the same.` });
  }

  if (warnings.length === 0) return <p className="mt-3 text-sm text-ink-muted">No warning signs found.</p>;
  return (
    <div className="mt-3 rounded-lg border border-brass-300 bg-brass-100 p-3 text-sm text-ink">
      <p className="flex items-center gap-1.5 font-semibold text-brass-700">
        <Icon name="triangle-exclamation-point" className="size-4" />
        <span>
          {warnings.length === 1 ? "1 warning sign" : `${warnings.length} warning signs`}
          <span className="font-normal text-ink-muted">: check before you decide</span>
        </span>
      </p>
      <ul className="mt-2 grid gap-1.5" aria-label="Warning signs">
        {warnings.map((warning, i) => (
          <li key={i} data-flag={warning.label}>
            <span className="font-semibold">{warning.label}:</span> {warning.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
