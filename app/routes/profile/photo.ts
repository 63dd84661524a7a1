import { requestContext } from "~/context";
import type { Route } from "./+types/photo";
import { readPhotoVariant } from "~/models/photo-variants.server";
import { parsePhotoFile } from "~/lib/photos";
import { isUuid } from "~/lib/uuid";
import { fileNotFound } from "~/services/not-found.server";
import { getAdminRole, getSession } from "~/services/session.server";

const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp" } as const;

/**
 * GET /photos/:photoId/{version}-{width}.{avif|webp}: one encoded file of a project photo (#15).
 * Photos of approved projects of approved profiles are public and cached for a year (the version in the
 * address changes with the bytes). A photo waiting for moderation is shown only to its owner and to
 * admins (their dashboard and queue), never stored by a shared cache; to anyone else it does not exist.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const file = parsePhotoFile(params.file);
  if (!isUuid(params.photoId) || !file) return fileNotFound();
  const app = context.get(requestContext);
  const variant = await readPhotoVariant(app.db, params.photoId.toLowerCase(), file.version, file.format, file.width);
  if (!variant) return fileNotFound();
  if (!variant.isPublic) {
    const session = await getSession(request, context, app);
    const allowed = session && (session.user.id === variant.ownerUserId || (await getAdminRole(context, app, session.user.id)));
    if (!allowed) return fileNotFound();
  }
  return new Response(new Uint8Array(variant.content), {
    headers: {
      "Content-Type": CONTENT_TYPES[file.format],
      "Content-Length": String(variant.content.byteLength),
      "Cache-Control": variant.isPublic ? "public, max-age=31536000, immutable" : "private, no-store",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
