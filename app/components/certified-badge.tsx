import { Award } from "lucide-react";
import { Badge } from "~/components/ui/badge";

/** Shown when a provider lists certifications. */
export function CertifiedBadge() {
  return (
    <Badge tone="green">
      <Award aria-hidden className="size-3.5" />
      Certified
    </Badge>
  );
}
