import type { Route } from "./+types/dashboard.project.upload";
import { requireOwnProfile } from "~/services/guards.server";
import { requestContext } from "~/context";
import { uploadOnePhoto } from "./dashboard.projects.server";
import { isUuid } from "~/lib/uuid";
import type { PageCacheHandle } from "~/services/page-notes.server";

// Twelve photos of 15 MB in one post: the body limit of this address is the uploads' (server/app.ts).
export const handle: PageCacheHandle = { photoUploads: true };

/** The browser's upload (one file per request, for a progress bar each): JSON in, JSON out. */
export const action = ({ request, params, context }: Route.ActionArgs) => {
  if (!isUuid(params.projectId)) return Response.json({ files: [], stopped: "Not found" }, { status: 404 });
  const { session, profile } = requireOwnProfile(context);
  return uploadOnePhoto(request, context.get(requestContext), { profile, userId: session.user.id }, params.projectId.toLowerCase());
};
