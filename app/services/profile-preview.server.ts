import type { RequestContext } from "~/context";
import { findProfileForPreview } from "~/models/public-profile.server";
import type { AuthSession } from "./auth.server";
import { hasAdminRole } from "./session.server";

export interface ProfilePreview {
  status: "pending" | "rejected";
  /** The admin's reason for the latest rejection (or suspension), when one was given. */
  reason: string | null;
}

/**
 * A profile that is not public yet, as its owner or an admin sees it: the page as it will
 * look, and why it is not public. Null for everyone else, who get docs/spec.md's not-found page.
 * Only asked when a session cookie came with the request, so anonymous pages cost nothing.
 */
export async function findProfilePreview(context: RequestContext, session: AuthSession, slugOrId: string) {
  const found = await findProfileForPreview(context.db, slugOrId);
  if (!found || found.profileStatus === "approved") return null;
  if (found.userId !== session.user.id && !(await hasAdminRole(context, session.user.id))) return null;
  const { userId: _owner, decisionReason, ...profile } = found;
  const preview: ProfilePreview = {
    status: found.profileStatus,
    reason: found.profileStatus === "rejected" ? decisionReason : null,
  };
  return { profile, preview };
}
