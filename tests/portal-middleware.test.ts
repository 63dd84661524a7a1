import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, testContext } from "./fixtures";
import type { Database, DatabaseHandle } from "../database/client";
import { users } from "../database/schema";
import { ownProfileContext, requestContext, routerContextOf, sessionContext, type RequestContext } from "../app/context";
import { adminMiddleware, portalMiddleware } from "../app/services/guards.server";
import * as layout from "../app/routes/portal/dashboard";
import * as profilePage from "../app/routes/portal/dashboard.profile";
import * as root from "../app/root";
import { grantRole } from "../app/models/roles.server";

const PASSWORD = "Middle#Ware-2026";

/** A database that counts the statements run through it (every query starts with select/insert/update/delete/execute). */
function countingDatabase(db: Database) {
  let statements = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== "function" || !["select", "insert", "update", "delete", "execute", "transaction"].includes(String(property))) return value;
      return (...args: unknown[]) => {
        statements += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counted, statements: () => statements };
}

describe.each(TEST_ENGINES)("the portal's and the admin's middleware on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let cookie: string;
  let profileId: string;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    const email = "middleware@example.com";
    const { user } = await context.auth.api.signUpEmail({ body: { name: "Middle Ware", email, password: PASSWORD } });
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    profileId = (await insertProfile(handle.db, { businessName: "Middleware Motors", userId: user.id, email })).id;
    const { headers } = await context.auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
    cookie = headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  });
  afterAll(() => handle.close());

  const argsFor = (path: string, app: RequestContext) => {
    const request = new Request(`http://localhost:3000${path}`, { headers: { cookie } });
    const url = new URL(request.url);
    return { request, url, pattern: url.pathname, params: {}, context: routerContextOf(app) };
  };

  it("looks the session and the own profile up once, and the layout and the page read them without asking again", async () => {
    const counting = countingDatabase(handle.db);
    const app = { ...context, db: counting.db };
    const args = argsFor("/dashboard/profile", app);
    await portalMiddleware(args, async () => new Response());
    expect(args.context.get(sessionContext).user.email).toBe("middleware@example.com");
    expect(args.context.get(ownProfileContext).profile?.id).toBe(profileId);
    const afterMiddleware = counting.statements();
    expect(afterMiddleware).toBeGreaterThan(0);

    // The layout and the page of one request share its context: neither looks the profile up again.
    // The page's one statement of its own reads the listing's waiting change (decision 0022), not the profile.
    const page = (await profilePage.loader(args as never)) as { profile: { id: string; businessName: string }; change: unknown };
    expect(page.profile).toMatchObject({ id: profileId, businessName: "Middleware Motors" });
    expect(page.change).toBeNull();
    expect(counting.statements()).toBe(afterMiddleware + 1);
    // The layout's one statement of its own counts the unread quote requests for the menu (#27), not the profile.
    await layout.loader(args as never);
    expect(counting.statements()).toBe(afterMiddleware + 2);
  });

  it("sends a signed-out visitor to sign in, back to the page they asked for", async () => {
    const request = new Request("http://localhost:3000/dashboard/contacts");
    const url = new URL(request.url);
    const args = { request, url, pattern: url.pathname, params: {}, context: routerContextOf(context) };
    const thrown = await Promise.resolve(portalMiddleware(args, async () => new Response())).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/auth?redirectTo=%2Fdashboard%2Fcontacts");
  });

  it("asks for the admin role once on an admin page: the middleware and the root loader share the answer", async () => {
    const email = "middleware-admin@example.com";
    const { user } = await context.auth.api.signUpEmail({ body: { name: "Middle Admin", email, password: PASSWORD } });
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    await grantRole(handle.db, user.id);
    const { headers } = await context.auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
    const adminCookie = headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const counting = countingDatabase(handle.db);
    const app = { ...context, db: counting.db };
    const request = new Request("http://localhost:3000/admin/pending", { headers: { cookie: adminCookie } });
    const url = new URL(request.url);
    const args = { request, url, pattern: url.pathname, params: {}, context: routerContextOf(app) };
    await adminMiddleware(args, async () => new Response());
    const afterMiddleware = counting.statements();
    const rootData = (await root.loader(args as never)) as { data: { admin: boolean } };
    expect(rootData.data.admin).toBe(true);
    expect(counting.statements()).toBe(afterMiddleware);
  });

  it("keeps a specialist out of the admin, before any admin loader runs", async () => {
    const args = argsFor("/admin/pending", context);
    const thrown = await Promise.resolve(adminMiddleware(args, async () => new Response())).catch((error: unknown) => error);
    expect((thrown as Response).headers.get("location")).toBe("/");
    expect(() => args.context.get(sessionContext)).toThrow();
    expect(args.context.get(requestContext)).toBe(context);
  });
});
