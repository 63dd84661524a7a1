import { requestContext } from "~/context";
import type { Route } from "./+types/admin.pending";
import { adminAction, decidePending, deleteAccount } from "./admin.server";
import { ProfileList } from "~/components/admin/admin-profiles";
import { CERTIFICATION_HANDLERS, profilesWithChecks } from "./admin.certifications.server";
import { emailWebsiteCheck, waitingFor } from "~/lib/admin-queue";
import { adminTabError } from "~/components/admin/admin-tab-error";

/** The queue, longest-waiting first, with how long each has waited and its email's domain against its website's (issue #24 item 8). */
export async function loader({ context }: Route.LoaderArgs) {
  const { profiles, certificationChecks } = await profilesWithChecks(context.get(requestContext).db, "pending");
  const now = new Date();
  return {
    profiles: profiles.map((profile) => ({
      ...profile,
      queue: { waiting: waitingFor(profile.waitingSince, now), emailCheck: emailWebsiteCheck(profile.accountEmail, profile.website) },
    })),
    certificationChecks,
  };
}

// This tab's forms: Approve or Reject, a deletion asked for by the specialist, and Check certifications.
export const action = ({ request, context }: Route.ActionArgs) =>
  adminAction(request, context, { decide: decidePending, "delete-account": deleteAccount, ...CERTIFICATION_HANDLERS });

export default function PendingProfiles({ loaderData }: Route.ComponentProps) {
  return <ProfileList status="pending" profiles={loaderData.profiles} certificationChecks={loaderData.certificationChecks} />;
}

// A failure to load this tab stays in the tab (the layout's header and the other tabs keep working).
export const ErrorBoundary = adminTabError("pending");
