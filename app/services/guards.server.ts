import { redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { ownProfileContext, requestContext, sessionContext, type Profile } from "~/context";
import type { AuthSession } from "./auth.server";
import { findOwnProfile, getAdminRole, getSession, signInRedirect } from "./session.server";
import { logger } from "./logger.server";
import { rethrowOutage } from "./page-parts.server";

/**
 * The portal's middleware (app/routes/portal/dashboard.tsx): a session, else /auth (back to the page
 * asked for afterwards), and the specialist's own profile, looked up once for the layout and
 * the page. A failed lookup is kept for the pages to report; an outage is the site's 503.
 */
export const portalMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const app = context.get(requestContext);
  const session = await getSession(request, context, app);
  if (!session) throw signInRedirect(new URL(request.url).pathname);
  context.set(sessionContext, session);
  try {
    context.set(ownProfileContext, { profile: await findOwnProfile(app, session.user.id) });
  } catch (error) {
    rethrowOutage(error);
    logger.error({ err: error }, "own profile not loaded");
    context.set(ownProfileContext, { profile: null, error });
  }
};

/**
 * The admin's middleware (app/routes/admin/admin.tsx), for every tab's loader and action. docs/spec.md §4:
 * signed out → /auth (and back to /admin after signing in); signed in without the admin role → /.
 */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const app = context.get(requestContext);
  const session = await getSession(request, context, app);
  if (!session) throw signInRedirect("/admin");
  if (!(await getAdminRole(context, app, session.user.id))) throw redirect("/");
  context.set(sessionContext, session);
};

/**
 * For a portal page that needs the profile: the session and the own profile the middleware
 * found; without a profile, to /dashboard (which shows "Profile Setup Required").
 */
export function requireOwnProfile(context: Readonly<RouterContextProvider>): { session: AuthSession; profile: Profile } {
  const { profile, error } = context.get(ownProfileContext);
  if (error) throw error;
  if (!profile) throw redirect("/dashboard");
  return { session: context.get(sessionContext), profile };
}
