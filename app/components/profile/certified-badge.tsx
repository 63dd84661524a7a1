import { Icon } from "~/components/ui/icon";
import { Badge } from "~/components/ui/badge";
import type { CertificationStatus } from "~/lib/certifications";

/**
 * A profile's certifications badge (issue #14 item 9), from `certificationStatus`: "Lists
 * certifications" while any stated one is unchecked (docs/spec.md's "Certified" would claim more;
 * decision 0001), "Certifications checked" once an admin has seen evidence of every one. The
 * profile page says by whom and when (`checkedOn`, the check's date in words, formatted by its loader so
 * the browser formats none while hydrating); nothing is shown when none are stated.
 */
export function CertifiedBadge({ status, checkedOn }: { status: CertificationStatus; checkedOn?: string | null }) {
  if (status.state === "none") return null;
  // Only a check earns the green mark: what a specialist says of themselves is plain words, not
  // something that reads as our endorsement (#24 item 7).
  if (status.state !== "checked") return <span className="text-xs text-ink-muted">Lists certifications</span>;
  return (
    // The dated wording can take two lines on a phone: a pill would pinch it.
    <Badge tone="green" className={checkedOn ? "rounded-lg!" : undefined}>
      <Icon name="badge-check" className="size-3.5" />
      {checkedOn ? `Certifications checked by The Restoration Register on ${checkedOn}` : "Certifications checked"}
    </Badge>
  );
}
