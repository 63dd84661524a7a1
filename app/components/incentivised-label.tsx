import { Badge } from "~/components/ui/badge";

/**
 * Beside a review whose writer ticked "I received something in return for this review" (issue #14):
 * UK law bans hiding that a review was incentivised, so it is said wherever the review is shown.
 */
export function IncentivisedLabel({ incentivised }: { incentivised: boolean }) {
  return incentivised ? <Badge tone="brass">Received something in return</Badge> : null;
}
