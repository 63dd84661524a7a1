import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";

/** Above a profile that only its owner (or an admin) can see: that it is not public yet, and why. */
export function ProfilePreviewBanner({ status, reason }: { status: "pending" | "rejected"; reason: string | null }) {
  return (
    <div role="status" className="border-b border-brass-300 bg-brass-100">
      <div className="container-page flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:gap-3">
        <Icon name="eye-off" className="mt-0.5 size-5 shrink-0 text-brass-700" />
        <div className="text-sm text-ink">
          <p className="font-semibold">
            Preview: this listing is not public yet. Only you and our team can see this page.
          </p>
          {status === "pending" ? (
            <p className="mt-1">
              It is waiting for review. Our team reviews every new profile within 24-48 hours; once approved, it appears in
              search results exactly as shown here.
            </p>
          ) : (
            <p className="mt-1">
              It was not approved{reason ? <>: <span className="font-semibold">{reason}</span></> : "."} Please update your
              information in{" "}
              <Link to="/dashboard/profile" className="font-semibold text-racing-700 underline underline-offset-2">
                your profile
              </Link>{" "}
              and save it to resubmit it for approval.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
