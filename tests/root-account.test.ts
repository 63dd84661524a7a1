import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { runRoute } from "./route-runner";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { testContext, TEST_SECRET } from "./fixtures";
import type { DatabaseHandle } from "../database/client";
import { users } from "../database/schema";
import * as root from "../app/root";
import { runAdminCommand } from "../scripts/admin";

const PASSWORD = "Header#Account-2026";

async function cookieFor(context: RequestContext, email: string) {
  const { headers } = await context.auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** What the root loader tells the header's account link about this visitor. */
async function account(context: RequestContext, cookie: string | null) {
  const request = new Request("http://localhost:3000/", { headers: cookie ? { cookie } : {} });
  const result = (await runRoute(root, "loader", { request, context, params: {} })) as { data: { signedIn: boolean; admin: boolean } };
  return { signedIn: result.data.signedIn, admin: result.data.admin };
}

describe.each(TEST_ENGINES)("the root loader's account on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("tells a visitor, a specialist and an admin apart, reading the role on every request", async () => {
    const deps = { db: handle.db, secret: TEST_SECRET, appUrl: "http://localhost:3000" };
    expect(await account(context, null)).toEqual({ signedIn: false, admin: false });

    const { user } = await context.auth.api.signUpEmail({ body: { name: "Spec", email: "spec@example.com", password: PASSWORD } });
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const specialist = await cookieFor(context, "spec@example.com");
    expect(await account(context, specialist)).toEqual({ signedIn: true, admin: false });

    await runAdminCommand(["create", "--email", "chief@example.com", "--password", PASSWORD], deps);
    const admin = await cookieFor(context, "chief@example.com");
    expect(await account(context, admin)).toEqual({ signedIn: true, admin: true });

    // Read on every request: a revoked admin gets My Profile back at once.
    await runAdminCommand(["revoke", "--email", "chief@example.com"], deps);
    expect(await account(context, admin)).toEqual({ signedIn: true, admin: false });

    // A cookie for no session is signed out (docs/spec.md: an authentication error shows Specialist Login).
    expect(await account(context, "rr.session_token=forged.value")).toEqual({ signedIn: false, admin: false });
  });
});
