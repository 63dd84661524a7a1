import { requestContext } from "~/context";
import type { Route } from "./+types/admin.pending";
import { profilesWithStatus } from "~/models/admin.server";
import { adminAction, decidePending, deleteAccount } from "./admin.server";
import { ProfileList } from "~/components/admin-profiles";

export async function loader({ context }: Route.LoaderArgs) {
  return { profiles: await profilesWithStatus(context.get(requestContext).db, "pending") };
}

// This tab's forms: Approve or Reject, and a deletion asked for by the specialist.
export const action = ({ request, context }: Route.ActionArgs) =>
  adminAction(request, context, { decide: decidePending, "delete-account": deleteAccount });

export default function PendingProfiles({ loaderData }: Route.ComponentProps) {
  return <ProfileList status="pending" profiles={loaderData.profiles} />;
}
