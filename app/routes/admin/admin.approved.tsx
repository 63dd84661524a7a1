import { requestContext } from "~/context";
import type { Route } from "./+types/admin.approved";
import { adminAction, deleteAccount, suspendProfile } from "./admin.server";
import { ProfileList } from "~/components/admin/admin-profiles";
import { CERTIFICATION_HANDLERS, profilesWithChecks } from "./admin.certifications.server";
import { adminTabError } from "~/components/admin/admin-tab-error";

export async function loader({ context }: Route.LoaderArgs) {
  return profilesWithChecks(context.get(requestContext).db, "approved");
}

// This tab's forms: Suspend, a deletion asked for by the specialist, and Check certifications.
export const action = ({ request, context }: Route.ActionArgs) =>
  adminAction(request, context, { suspend: suspendProfile, "delete-account": deleteAccount, ...CERTIFICATION_HANDLERS });

export default function ApprovedProfiles({ loaderData }: Route.ComponentProps) {
  return <ProfileList status="approved" profiles={loaderData.profiles} certificationChecks={loaderData.certificationChecks} />;
}

// A failure to load this tab stays in the tab (the layout's header and the other tabs keep working).
export const ErrorBoundary = adminTabError("approved");
