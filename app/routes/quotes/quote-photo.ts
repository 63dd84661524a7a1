import { requestContext } from "~/context";
import type { Route } from "./+types/quote-photo";
import { parsePhotoFile } from "~/lib/photos";
import { isUuid } from "~/lib/uuid";
import { readRequestPhotoFile } from "~/models/quote-requests.server";
import { fileNotFound } from "~/services/not-found.server";
import { verifyQuotePhotoLink } from "~/services/quote-photo-links.server";

/**
 * GET /quote-photos/:photoId/{version}-{width}.webp?expires&signature: a photo of an owner's car sent
 * with a quote request (#27). Only by an address a page signed for the owner or a chosen specialist;
 * never stored by a shared cache; gone with the request.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const file = parsePhotoFile(params.file);
  if (!isUuid(params.photoId) || !file || file.format !== "webp") return fileNotFound();
  const photoId = params.photoId.toLowerCase();
  if (!verifyQuotePhotoLink(context.get(requestContext).secret, `${photoId}/${params.file}`, new URL(request.url).searchParams)) return fileNotFound();
  const content = await readRequestPhotoFile(context.get(requestContext).db, photoId, file.version, file.format, file.width);
  if (!content) return fileNotFound();
  return new Response(new Uint8Array(content), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(content.byteLength),
      "Cache-Control": "private, max-age=3600",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
