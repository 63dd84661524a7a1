import { redirect, type AppLoadContext } from "react-router";
import { eq } from "drizzle-orm";
import { profiles } from "../../database/schema";
import type { AuthSession } from "./auth.server";
import { isAdmin } from "~/models/roles.server";
import { logger } from "./logger.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { hasSessionCookie } from "./cookies.server";

export { safeRedirect, hasSessionCookie };


// React Router hands the same Request to every loader of one navigation (root, layout,
// section), so remembering the lookup per Request makes it one database query, not three.
const sessionsByRequest = new WeakMap<Request, Promise<AuthSession | null>>();

/** The signed-in session, or null (also null on any authentication error, as SPEC.md §8 says). */
export function getSession(request: Request, context: AppLoadContext): Promise<AuthSession | null> {
  if (!hasSessionCookie(request.headers.get("cookie"))) return Promise.resolve(null);
  let lookup = sessionsByRequest.get(request);
  if (!lookup) {
    lookup = context.auth.api.getSession({ headers: request.headers }).catch((error: unknown) => {
      logger.warn({ err: error }, "session lookup failed");
      return null;
    });
    sessionsByRequest.set(request, lookup);
  }
  return lookup;
}

/** Where a signed-in person goes when nothing else was asked for: admins to their dashboard, specialists to theirs. */
export async function homePathFor(context: AppLoadContext, userId: string): Promise<string> {
  return (await hasAdminRole(context, userId)) ? "/admin" : "/dashboard";
}

/** After sign-in: the page they were sent from (`redirectTo`, same-site only), else (or if unsafe) their home. */
export async function landingAfterSignIn(context: AppLoadContext, requested: FormDataEntryValue | null, userId: string): Promise<string> {
  return safeRedirect(requested, "") || homePathFor(context, userId);
}

/** Guards a page that needs a signed-in user: otherwise to /auth, remembering where they were going. */
export async function requireSession(request: Request, context: AppLoadContext, redirectTo?: string) {
  const session = await getSession(request, context);
  if (!session) {
    const target = redirectTo ?? new URL(request.url).pathname;
    throw redirect(target === "/dashboard" ? "/auth" : `/auth?redirectTo=${encodeURIComponent(target)}`);
  }
  return session;
}

/** The signed-in specialist's own profile; ownership comes from the session, never from the request. */
export async function findOwnProfile(context: AppLoadContext, userId: string) {
  const [profile] = await context.db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return profile ?? null;
}

/**
 * Every dashboard loader and action starts here: a session (else /auth) and the
 * specialist's own profile (else /dashboard, which shows "Profile Setup Required").
 */
export async function requireOwnProfile(request: Request, context: AppLoadContext) {
  const session = await requireSession(request, context);
  const profile = await findOwnProfile(context, session.user.id);
  if (!profile) throw redirect("/dashboard");
  return { session, profile };
}

/**
 * SPEC.md §4 admin redirects: signed out → /auth (and back to /admin after signing in);
 * signed in without the admin role → /; a failed role lookup also → /.
 */
export async function requireAdmin(request: Request, context: AppLoadContext) {
  const session = await requireSession(request, context, "/admin");
  if (!(await hasAdminRole(context, session.user.id))) throw redirect("/");
  return session;
}

/** The admin role, where a failed lookup counts as no role (SPEC.md §4). */
export async function hasAdminRole(context: AppLoadContext, userId: string): Promise<boolean> {
  try {
    return await isAdmin(context.db, userId);
  } catch (error) {
    logger.error({ err: error }, "admin role lookup failed");
    return false;
  }
}
