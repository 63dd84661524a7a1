import { requestContext } from "~/context";
import type { Route } from "./+types/logo";
import { readLogo } from "~/models/logos.server";
import { isUuid } from "~/lib/uuid";

const FILE_RE = /^([a-f0-9]{8,64})\.webp$/;

function notFound() {
  return new Response("Not Found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

/**
 * GET /logos/:profileId/:version.webp — a stored logo; the URL changes whenever the logo does.
 * (X-Content-Type-Options: nosniff comes with every response, from helmet in server/app.ts.)
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const profileId = params.profileId;
  const match = FILE_RE.exec(params.file);
  if (!isUuid(profileId) || !match) return notFound();
  const logo = await readLogo(context.get(requestContext).db, profileId.toLowerCase(), match[1]!);
  if (!logo) return notFound();
  return new Response(new Uint8Array(logo.content), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(logo.content.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
