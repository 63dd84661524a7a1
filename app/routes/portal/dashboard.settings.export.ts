import { requestContext } from "~/context";
import type { Route } from "./+types/dashboard.settings.export";
import { z } from "zod";
import { accountOfProfile } from "~/models/accounts.server";
import { exportAccountData } from "~/models/account-export.server";
import { exportFileUrl, exportLinksExpireAt } from "~/services/data-export-links.server";
import { hasAdminRole, requireSession } from "~/services/session.server";
import { readFormData } from "~/services/form-data.server";
import { logger } from "~/services/logger.server";

/**
 * "Download my data": the signed-in account's own data as a JSON file (every row we hold of it,
 * models/account-export.server.ts; photos and the logo as signed links valid a day), or, for an admin
 * answering a request, the account behind a profile (profileId). A plain form post, so the
 * browser saves the answer as a file with or without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireSession(request, context.get(requestContext), "/dashboard/settings");
  const form = await readFormData(request);
  const requested = z.uuid().safeParse(form.get("profileId"));
  let userId = session.user.id;
  let profileId: string | null = null;
  if (requested.success) {
    if (!(await hasAdminRole(context.get(requestContext), session.user.id))) return new Response("Forbidden", { status: 403 });
    const owner = await accountOfProfile(context.get(requestContext).db, requested.data);
    if (!owner?.userId) return new Response("No account behind that listing.", { status: 404 });
    userId = owner.userId;
    profileId = requested.data;
    logger.info({ adminEmail: session.user.email, profileId }, "account data exported by an admin");
  }
  const app = context.get(requestContext);
  const expiresAt = exportLinksExpireAt();
  const exported = await exportAccountData(app.db, userId, {
    link: (file) => exportFileUrl(app.env.APP_URL, app.secret, userId, file, expiresAt),
    expiresAt,
  });
  if (!exported) return new Response("Not Found", { status: 404 });
  const day = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="restoration-register-${profileId ? "account" : "my-data"}-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
