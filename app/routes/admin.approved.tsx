import { requestContext } from "~/context";
import type { Route } from "./+types/admin.approved";
import { profilesWithStatus } from "~/models/admin.server";
import { adminAction, deleteAccount, suspendProfile } from "./admin.server";
import { ProfileList } from "~/components/admin-profiles";

export async function loader({ context }: Route.LoaderArgs) {
  return { profiles: await profilesWithStatus(context.get(requestContext).db, "approved") };
}

// This tab's forms: Suspend, and a deletion asked for by the specialist.
export const action = ({ request, context }: Route.ActionArgs) =>
  adminAction(request, context, { suspend: suspendProfile, "delete-account": deleteAccount });

export default function ApprovedProfiles({ loaderData }: Route.ComponentProps) {
  return <ProfileList status="approved" profiles={loaderData.profiles} />;
}
