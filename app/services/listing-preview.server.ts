import type { RequestContext } from "~/context";
import { findProfileForPreview } from "~/models/profiles.server";
import type { AuthSession } from "./auth.server";
import { hasAdminRole } from "./session.server";

export interface ListingPreview {
  status: "pending" | "rejected";
  /** The admin's reason for the latest rejection (or suspension), when one was given. */
  reason: string | null;
}

/**
 * A listing that is not public yet, as its owner or an admin sees it: the page as it will
 * look, and why it is not public. Null for everyone else, who get SPEC.md's not-found page.
 * Only asked when a session cookie came with the request, so anonymous pages cost nothing.
 */
export async function findListingPreview(context: RequestContext, session: AuthSession, slugOrId: string) {
  const listing = await findProfileForPreview(context.db, slugOrId);
  if (!listing || listing.profileStatus === "approved") return null;
  if (listing.userId !== session.user.id && !(await hasAdminRole(context, session.user.id))) return null;
  const { userId: _owner, decisionReason, ...provider } = listing;
  const preview: ListingPreview = {
    status: listing.profileStatus,
    reason: listing.profileStatus === "rejected" ? decisionReason : null,
  };
  return { provider, preview };
}
