import { Icon } from "~/components/icon";
import { Badge } from "~/components/ui/badge";

/** Shown when a profile lists certifications. */
export function CertifiedBadge() {
  return (
    <Badge tone="green">
      <Icon name="award" className="size-3.5" />
      Certified
    </Badge>
  );
}
