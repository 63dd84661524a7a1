import { redirect } from "react-router";
import type { Route } from "./+types/admin._index";
import { requireAdmin } from "~/services/session.server";
import { isAdminTab } from "~/lib/admin-tabs";

/**
 * /admin opens the review queue. Links from before the tabs were routes (/admin?tab=mail,
 * in old emails and bookmarks) still land on their tab. The role is checked here too, so a
 * signed-out visitor is sent to sign in from /admin, not from wherever this points.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const tab = new URL(request.url).searchParams.get("tab");
  throw redirect(`/admin/${isAdminTab(tab) ? tab : "pending"}`);
}
