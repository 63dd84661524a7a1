import { requestContext } from "~/context";
import type { Route } from "./+types/admin.rejected";
import { profilesWithStatus } from "~/models/admin.server";
import { adminAction, deleteAccount } from "./admin.server";
import { ProfileList } from "~/components/admin/admin-profiles";
import { adminTabError } from "~/components/admin/admin-tab-error";

export async function loader({ context }: Route.LoaderArgs) {
  return { profiles: await profilesWithStatus(context.get(requestContext).db, "rejected") };
}

// This tab's forms: only a deletion asked for by the specialist (no decision is left to make on a rejected profile).
export const action = ({ request, context }: Route.ActionArgs) =>
  adminAction(request, context, { "delete-account": deleteAccount });

export default function RejectedProfiles({ loaderData }: Route.ComponentProps) {
  return <ProfileList status="rejected" profiles={loaderData.profiles} />;
}

// A failure to load this tab stays in the tab (the layout's header and the other tabs keep working).
export const ErrorBoundary = adminTabError("rejected");
