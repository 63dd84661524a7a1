import { createContext, redirect, type RouterContextProvider } from "react-router";
import type { AuthSession } from "./auth.server";
import type { RequestContext } from "~/context";
import { isAdmin } from "~/models/roles.server";
import { findProfileOfUser } from "~/models/own-profile.server";
import { logger } from "./logger.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { hasSessionCookie } from "./cookies.server";
import { rethrowOutage } from "./page-parts.server";

export { safeRedirect, hasSessionCookie };

type RouterContext = Readonly<RouterContextProvider>;

// The lookup of this request's session, kept in the request's own router context: the root
// loader, a layout's middleware and a page may all ask, and the database is asked once.
const sessionLookupContext = createContext<Promise<AuthSession | null> | null>(null);

/** The signed-in session, or null (also null on any authentication error, as docs/spec.md §8 says). */
export function getSession(request: Request, context: RouterContext, app: RequestContext): Promise<AuthSession | null> {
  let lookup = context.get(sessionLookupContext);
  if (!lookup) {
    lookup = lookUpSession(request, app);
    context.set(sessionLookupContext, lookup);
  }
  return lookup;
}

/** One session lookup, outside any router context (server halves called directly, tests). */
export function lookUpSession(request: Request, app: RequestContext): Promise<AuthSession | null> {
  if (!hasSessionCookie(request.headers.get("cookie"))) return Promise.resolve(null);
  return app.auth.api.getSession({ headers: request.headers }).catch((error: unknown) => {
    // An outage is not "signed out": the visitor gets the outage page, not the sign-in form.
    rethrowOutage(error);
    logger.warn({ err: error }, "session lookup failed");
    return null;
  });
}

/** Where a signed-in person goes when nothing else was asked for: admins to their dashboard, specialists to theirs. */
export async function homePathFor(app: RequestContext, userId: string): Promise<string> {
  return (await hasAdminRole(app, userId)) ? "/admin" : "/dashboard";
}

/** After sign-in: the page they were sent from (`redirectTo`, same-site only), else (or if unsafe) their home. */
export async function landingAfterSignIn(app: RequestContext, requested: FormDataEntryValue | null, userId: string): Promise<string> {
  return safeRedirect(requested, "") || homePathFor(app, userId);
}

/** Where a signed-out visitor is sent: /auth, remembering the page they were going to. */
export function signInRedirect(target: string): Response {
  return redirect(target === "/dashboard" ? "/auth" : `/auth?redirectTo=${encodeURIComponent(target)}`);
}

/** A session or, signed out, the redirect to /auth (for routes outside the portal's middleware). */
export async function requireSession(request: Request, app: RequestContext, redirectTo?: string): Promise<AuthSession> {
  const session = await lookUpSession(request, app);
  if (!session) throw signInRedirect(redirectTo ?? new URL(request.url).pathname);
  return session;
}

/** The signed-in specialist's own profile; ownership comes from the session, never from the request. */
export function findOwnProfile(app: RequestContext, userId: string) {
  return findProfileOfUser(app.db, userId);
}

// The signed-in user's admin role, kept like the session: on an /admin page the root loader (for
// the header's link) and the admin middleware both ask, and the database is asked once.
const adminRoleLookupContext = createContext<{ userId: string; lookup: Promise<boolean> } | null>(null);

/** Whether this request's signed-in user is an admin, asked once per request (hasAdminRole). */
export function getAdminRole(context: RouterContext, app: RequestContext, userId: string): Promise<boolean> {
  const kept = context.get(adminRoleLookupContext);
  if (kept?.userId === userId) return kept.lookup;
  const lookup = hasAdminRole(app, userId);
  context.set(adminRoleLookupContext, { userId, lookup });
  return lookup;
}

/** The admin role, where a failed lookup counts as no role (docs/spec.md §4). */
export async function hasAdminRole(app: RequestContext, userId: string): Promise<boolean> {
  try {
    return await isAdmin(app.db, userId);
  } catch (error) {
    logger.error({ err: error }, "admin role lookup failed");
    return false;
  }
}
