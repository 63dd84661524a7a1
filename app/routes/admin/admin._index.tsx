import { redirect } from "react-router";
import type { Route } from "./+types/admin._index";
import { isAdminTab } from "~/lib/admin-tabs";

/**
 * /admin opens the review queue. Links from before the tabs were routes (/admin?tab=mail,
 * in old emails and bookmarks) still land on their tab. The admin middleware has checked the
 * role already, so a signed-out visitor is sent to sign in from /admin, not from wherever this points.
 */
export function loader({ request }: Route.LoaderArgs) {
  const tab = new URL(request.url).searchParams.get("tab");
  throw redirect(`/admin/${isAdminTab(tab) ? tab : "pending"}`);
}
