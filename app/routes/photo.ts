import { requestContext } from "~/context";
import type { Route } from "./+types/photo";
import { readPhotoVariant } from "~/models/photo-variants.server";
import { parsePhotoFile } from "~/lib/photos";
import { isUuid } from "~/lib/uuid";
import { getAdminRole, getSession } from "~/services/session.server";

const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp" } as const;

function notFound() {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * GET /photos/:photoId/{version}-{width}.{avif|webp}: one encoded file of a project photo (#15).
 * Photos of approved projects of approved profiles are public and cached for a year (the version in the
 * address changes with the bytes). A photo waiting for moderation is shown only to its owner and to
 * admins (their dashboard and queue), never stored by a shared cache; to anyone else it does not exist.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const file = parsePhotoFile(params.file);
  if (!isUuid(params.photoId) || !file) return notFound();
  const app = context.get(requestContext);
  const variant = await readPhotoVariant(app.db, params.photoId.toLowerCase(), file.version, file.format, file.width);
  if (!variant) return notFound();
  if (!variant.isPublic) {
    const session = await getSession(request, context, app);
    const allowed = session && (session.user.id === variant.ownerUserId || (await getAdminRole(context, app, session.user.id)));
    if (!allowed) return notFound();
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
