import { requestContext } from "~/context";
import type { Route } from "./+types/photo";
import { publicPhotoVariant } from "~/models/projects.server";
import { parsePhotoFile } from "~/lib/photos";
import { isUuid } from "~/lib/uuid";

function notFound() {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * GET /photos/:photoId/:version-:width.:format — one encoded file of a public project photo (#15).
 * The version in the address changes with the bytes, so a year's immutable caching is safe.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = parsePhotoFile(params.file);
  if (!isUuid(params.photoId) || !file) return notFound();
  const variant = await publicPhotoVariant(context.get(requestContext).db, params.photoId.toLowerCase(), file.version, file.width, file.format);
  if (!variant) return notFound();
  return new Response(new Uint8Array(variant.content), {
    headers: {
      "Content-Type": `image/${file.format}`,
      "Content-Length": String(variant.content.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
