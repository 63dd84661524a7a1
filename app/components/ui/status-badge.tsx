import { Badge } from "~/components/ui/badge";

const TONES = {
  approved: "green",
  contacted: "green",
  pending: "brass",
  rejected: "red",
  archived: "neutral",
  // A published review taken down after a report (#14).
  removed: "red",
} as const;

export function StatusBadge({ status }: { status: keyof typeof TONES }) {
  return (
    <Badge tone={TONES[status]} className="capitalize">
      {status}
    </Badge>
  );
}
