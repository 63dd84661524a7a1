import { Icon } from "~/components/icon";
import { Badge } from "~/components/ui/badge";
import type { CertificationStatus } from "~/lib/certifications";
import { formatLongDate } from "~/lib/format";

/**
 * A profile's certifications badge (issue #14 item 9), from `certificationStatus`: "Lists
 * certifications" while any stated one is unchecked (SPEC.md's "Certified" would claim more;
 * decision 0001), "Certifications checked" once an admin has seen evidence of every one. The
 * profile page says by whom and when (`dated`); nothing is shown when none are stated.
 */
export function CertifiedBadge({ status, dated = false }: { status: CertificationStatus; dated?: boolean }) {
  if (status.state === "none") return null;
  const checked = status.state === "checked";
  return (
    // The dated wording can take two lines on a phone: a pill would pinch it.
    <Badge tone="green" className={dated ? "rounded-lg!" : undefined}>
      <Icon name={checked ? "badge-check" : "award"} className="size-3.5" />
      {!checked
        ? "Lists certifications"
        : dated
          ? `Certifications checked by The Restoration Register on ${formatLongDate(status.checkedAt)}`
          : "Certifications checked"}
    </Badge>
  );
}
