import { requestContext } from "~/context";
import type { Route } from "./+types/logo";
import { readLogo } from "~/models/logos.server";
import { isUuid } from "~/lib/uuid";
import { fileNotFound } from "~/services/not-found.server";

const FILE_RE = /^([a-f0-9]{8,64})\.webp$/;

/**
 * GET /logos/:profileId/:version.webp — a stored logo; the URL changes whenever the logo does.
 * (X-Content-Type-Options: nosniff comes with every response, from helmet in server/app.ts.)
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const profileId = params.profileId;
  const match = FILE_RE.exec(params.file);
  if (!isUuid(profileId) || !match) return fileNotFound();
  const logo = await readLogo(context.get(requestContext).db, profileId.toLowerCase(), match[1]!);
  if (!logo) return fileNotFound();
  return new Response(new Uint8Array(logo.content), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(logo.content.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
