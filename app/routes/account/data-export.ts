import { requestContext } from "~/context";
import type { Route } from "./+types/data-export";
import { exportedFile } from "~/models/account-export.server";
import { verifyExportLink } from "~/services/data-export-links.server";
import { fileNotFound } from "~/services/not-found.server";

const EXTENSIONS: Record<string, string> = { "image/webp": "webp", "image/avif": "avif", "image/png": "png", "image/jpeg": "jpg" };

const notFound = () => fileNotFound("This download link is not valid, or has expired. Download your data again for new links.");

/**
 * GET /data-export/{logo|photo-{id}}?account=…&expires=…&signature=… — a file linked from "Download my
 * data" (issue #24 item 5): a photo's largest file or the logo, only with a valid, unexpired signature
 * (services/data-export-links.server.ts) and only while the file is still that account's.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(requestContext);
  const link = verifyExportLink(app.secret, params.file, new URL(request.url).searchParams);
  if (!link) return notFound();
  const file = await exportedFile(app.db, link.userId, link.file);
  if (!file) return notFound();
  const extension = EXTENSIONS[file.contentType] ?? "bin";
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.content.byteLength),
      "Content-Disposition": `attachment; filename="${params.file}.${extension}"`,
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'",
      "X-Robots-Tag": "noindex",
    },
  });
}
