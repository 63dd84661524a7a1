import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** "How we check reviews": wherever reviews are shown or written, the policy is one link away (issue #14). */
export function ReviewPolicyLink({ className }: { className?: string }) {
  return (
    <p className={cn("text-sm", className)}>
      <Link to="/review-policy" className="font-semibold text-racing-700 underline underline-offset-2 hover:text-racing-900">
        How we check reviews
      </Link>
    </p>
  );
}
