import { requestContext } from "~/context";
import type { Route } from "./+types/admin.changes";
import { waitingProfileChanges } from "~/models/profile-changes.server";
import { adminAction } from "./admin.server";
import { decideChange } from "./admin.changes.server";
import { AdminOutcome, EmptyState } from "~/components/admin/admin-tab";
import { AdminChangeCard } from "~/components/admin/admin-change-card";
import { adminTabError } from "~/components/admin/admin-tab-error";

/** Listing changes (issue #24 item 4, decision 0022): live listings' edits waiting for review, the longest-waiting first. */
export async function loader({ context }: Route.LoaderArgs) {
  return { changes: await waitingProfileChanges(context.get(requestContext).db) };
}

export const action = ({ request, context }: Route.ActionArgs) => adminAction(request, context, { change: decideChange });

export default function ListingChanges({ loaderData }: Route.ComponentProps) {
  const { changes } = loaderData;
  return (
    <>
      <AdminOutcome />
      <p className="mb-4 text-sm text-ink-muted">
        Edits of a live listing&apos;s name, description, services, makes, certifications, experience or location wait here; the listing
        shows its approved version until you decide.
      </p>
      {changes.length === 0 ? (
        <EmptyState>No listing changes waiting for review</EmptyState>
      ) : (
        <ul className="grid gap-4" aria-label="Listing changes awaiting review">
          {changes.map((change) => (
            <AdminChangeCard key={change.profileId} change={change} />
          ))}
        </ul>
      )}
    </>
  );
}

// A failure to load this tab stays in the tab (the layout's header and the other tabs keep working).
export const ErrorBoundary = adminTabError("changes");
