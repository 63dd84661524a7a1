import type { ReactNode } from "react";
import type { AdminResult } from "~/lib/form-results";
import { errorsOf } from "~/lib/form";
import { usePostedAnswer } from "~/lib/use-form-answer";
import { cn } from "~/lib/cn";
import { Button } from "~/components/ui/button";

/**
 * Without JavaScript a card's form posts the whole page to its tab's route, which renders
 * again with the outcome here (with JavaScript the fetcher's toast says it instead).
 */
export function AdminOutcome() {
  const posted = usePostedAnswer<AdminResult>();
  // A refusal with field errors is shown by its field, on the card that sent it.
  if (!posted || Object.keys(errorsOf(posted)).length > 0) return null;
  const ok = posted.status === "success";
  return (
    <p role={ok ? "status" : "alert"} className={cn("mb-4 rounded-lg p-3 text-sm", ok ? "bg-racing-50 text-racing-900" : "bg-red-50 text-oxblood-700")}>
      {posted.message}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">{children}</p>;
}


/** A moderation card's two submit buttons: the clicked one sends its decision as `name`. */
export function ApproveRejectButtons({ name, busy }: { name: string; busy: boolean }) {
  return (
    <div className="flex gap-2">
      <Button type="submit" name={name} value="approved" disabled={busy}>
        Approve
      </Button>
      <Button type="submit" name={name} value="rejected" variant="outline" disabled={busy}>
        Reject
      </Button>
    </div>
  );
}
