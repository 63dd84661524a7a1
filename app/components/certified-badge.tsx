import { Icon } from "~/components/icon";
import { Badge } from "~/components/ui/badge";

/**
 * Shown when a profile lists certifications. Issue #14: it says what it is, since nobody has
 * checked them (SPEC.md's "Certified" would claim more; decision 0001).
 */
export function CertifiedBadge() {
  return (
    <Badge tone="green">
      <Icon name="award" className="size-3.5" />
      Lists certifications
    </Badge>
  );
}
