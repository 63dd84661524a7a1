import { requestContext } from "~/context";
import type { Route } from "./+types/admin.pending";
import { adminAction, decidePending, deleteAccount } from "./admin.server";
import { ProfileList } from "~/components/admin-profiles";
import { CERTIFICATION_HANDLERS, profilesWithChecks } from "./admin.certifications.server";

export async function loader({ context }: Route.LoaderArgs) {
  return profilesWithChecks(context.get(requestContext).db, "pending");
}

// This tab's forms: Approve or Reject, a deletion asked for by the specialist, and Check certifications.
export const action = ({ request, context }: Route.ActionArgs) =>
  adminAction(request, context, { decide: decidePending, "delete-account": deleteAccount, ...CERTIFICATION_HANDLERS });

export default function PendingProfiles({ loaderData }: Route.ComponentProps) {
  return <ProfileList status="pending" profiles={loaderData.profiles} certificationChecks={loaderData.certificationChecks} />;
}
