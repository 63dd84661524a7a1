import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { runRoute } from "./route-runner";
import { TEST_ENGINES } from "./test-database";
import { insertProfile, testContext } from "./fixtures";
import type { Database } from "../database/client";
import { adminDecisions, analyticsEvents, profiles, userRoles, users } from "../database/schema";
import { signUp } from "../app/routes/account/signup.server";
import { signIn } from "../app/routes/account/auth.server";
import * as publicProfileRoute from "../app/routes/profile/provider";
import * as dashboardLayout from "../app/routes/portal/dashboard";
import * as setupRoute from "../app/routes/portal/dashboard.setup";
import { useMailingDatabase } from "./mailing-database";

const PASSWORD = "Jaguar#XK120-1951";
const ORIGIN = "http://localhost:3000";

function profileForm(overrides: Record<string, string | null> = {}) {
  const form = new FormData();
  const fields: Record<string, string | null> = {
    businessName: "Marsh Lane Motors",
    contactName: "Jo Marsh",
    phone: "0161 496 0456",
    address: "4 Marsh Lane",
    city: "Manchester",
    county: "Greater Manchester",
    postcode: "m4 5jd",
    yearsExperience: "6-10",
    description: "Mechanical repairs and rebuilds for post-war British saloons, done properly and explained plainly.",
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) if (value !== null) form.set(key, value);
  form.append("specialties", "Mechanical Repairs");
  form.append("vehicleMakes", "Austin");
  return form;
}

function signupForm(email: string, overrides: Record<string, string | null> = {}) {
  const form = profileForm(overrides);
  form.set("email", email);
  form.set("password", PASSWORD);
  form.set("confirmPassword", PASSWORD);
  form.set("terms", "on");
  return form;
}

function request(path: string, cookie: string | null, body?: FormData) {
  return new Request(`${ORIGIN}${path}`, {
    method: body ? "POST" : "GET",
    body,
    headers: { ...(cookie ? { cookie } : {}), origin: ORIGIN },
  });
}

/** Runs a loader or action; a thrown redirect comes back as its Response. */
async function run<T>(fn: () => Promise<T> | T): Promise<T | Response> {
  try {
    return await fn();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // A loader's `throw data(…, { status: 404 })` (a not-found page): returned to look at like any answer.
    if ((thrown as { type?: unknown } | null)?.type === "DataWithResponseInit") return thrown as T;
    throw thrown;
  }
}

const payload = (result: unknown) => ((result as { data?: unknown }).data ?? result) as Record<string, unknown>;
const location = (result: unknown) => (result instanceof Response ? result.headers.get("location") : null);

/** A verified account (no profile), signed in: its id and cookie. */
async function account(context: RequestContext, db: Database, email: string, { admin = false } = {}) {
  const { user } = await context.auth.api.signUpEmail({ body: { name: "Sam Keeper", email, password: PASSWORD } });
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  if (admin) await db.insert(userRoles).values({ userId: user.id, role: "admin" });
  const { headers } = await context.auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { userId: user.id, cookie };
}

describe.each(TEST_ENGINES)("specialists' own flows on %s", (engine) => {
  const mailing = useMailingDatabase(engine);
  let address = 0;
  const context = (): RequestContext => testContext(mailing.handle.db, { clientAddress: `198.51.100.${++address}` });
  const publicProfilePage = (slug: string, cookie: string | null) =>
    run(() => runRoute(publicProfileRoute, "loader", { request: request(`/provider/${slug}`, cookie), context: context(), params: { slugOrId: slug } }));
  const dashboard = (path: string, cookie: string, ctx = context()) =>
    run(() => runRoute(dashboardLayout, "loader", { request: request(path, cookie), context: ctx, params: {} }));


  it("shows a listing that is not public yet to its owner and admins only, with why, and never counts it as a view", async () => {
    const owner = await account(context(), mailing.handle.db, "owner@preview.example");
    const stranger = await account(context(), mailing.handle.db, "stranger@preview.example");
    const admin = await account(context(), mailing.handle.db, "admin@preview.example", { admin: true });
    const pending = await insertProfile(mailing.handle.db, { businessName: "Preview Pending Ltd", userId: owner.userId, profileStatus: "pending" });

    const seen = await publicProfilePage(pending.slug, owner.cookie);
    expect(seen).not.toBeInstanceOf(Response);
    expect((seen as { init?: ResponseInit }).init?.status ?? 200).toBe(200);
    expect(new Headers((seen as { init?: ResponseInit }).init?.headers).get("cache-control")).toBe("private, no-store");
    expect(payload(seen)).toMatchObject({ profile: { businessName: "Preview Pending Ltd" }, preview: { status: "pending", reason: null } });
    expect(payload(seen).profile).not.toHaveProperty("userId");
    // By id too, as the route parameter allows.
    expect(payload(await publicProfilePage(pending.id, owner.cookie))).toMatchObject({ preview: { status: "pending" } });

    for (const cookie of [stranger.cookie, null]) {
      const refused = await publicProfilePage(pending.slug, cookie);
      expect((refused as { init?: ResponseInit }).init?.status).toBe(404);
      expect(payload(refused)).toMatchObject({ heading: "Provider Not Found" });
    }

    await mailing.handle.db.update(profiles).set({ profileStatus: "rejected" }).where(eq(profiles.id, pending.id));
    await mailing.handle.db.insert(adminDecisions).values({ profileId: pending.id, adminEmail: "admin@preview.example", decision: "rejected", reason: "Please add your workshop address" });
    expect(payload(await publicProfilePage(pending.slug, admin.cookie))).toMatchObject({
      preview: { status: "rejected", reason: "Please add your workshop address" },
    });

    const views = await mailing.handle.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.profileId, pending.id), eq(analyticsEvents.name, "page_view")));
    expect(views).toHaveLength(0);
    // The page's view rule (recorded by app/entry.server.tsx for a document GET) counts no preview.
    const pageView = publicProfileRoute.handle.pageView as (data: unknown) => unknown;
    expect(pageView(payload(seen))).toBeNull();
    const approved = await insertProfile(mailing.handle.db, { businessName: "Preview Approved Ltd" });
    expect(pageView(payload(await publicProfilePage(approved.slug, null)))).toEqual({ metadata: { page: "provider" }, profileId: approved.id });
  });

  it("stores the account and its profile in one transaction: nothing is left when the profile fails, even if no clean-up could run", async () => {
    const email = "atomic@signup.example";
    await mailing.handle.db.execute(sql.raw(`create or replace function refuse_row() returns trigger language plpgsql as $$ begin raise exception 'injected fault'; end $$`));
    await mailing.handle.db.execute(sql.raw("create trigger refuse_profile before insert on profiles for each row execute function refuse_row()"));
    // A process killed after the account was written would never run a compensating delete: forbid it.
    await mailing.handle.db.execute(sql.raw("create trigger refuse_user_delete before delete on users for each row execute function refuse_row()"));
    try {
      const result = await run(() => signUp(request("/signup", null, signupForm(email)), context()));
      expect((result as { init?: ResponseInit }).init?.status).toBe(500);
      expect(await mailing.handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    } finally {
      await mailing.handle.db.execute(sql.raw("drop trigger refuse_user_delete on users"));
      await mailing.handle.db.execute(sql.raw("drop trigger refuse_profile on profiles"));
      await mailing.handle.db.execute(sql.raw("drop function refuse_row()"));
    }
    // And with nothing in the way, the same sign-up stores both.
    expect(location(await run(() => signUp(request("/signup", null, signupForm(email)), context())))).toBe("/signup-success");
    const [user] = await mailing.handle.db.select().from(users).where(eq(users.email, email));
    expect(await mailing.handle.db.select().from(profiles).where(eq(profiles.userId, user!.id))).toHaveLength(1);
  });

  it("refuses at sign-up a well-formed postcode that cannot be placed, with SPEC's invalid-postcode message, and stores nothing", async () => {
    const email = "nowhere@signup.example";
    const refused = await run(() => signUp(request("/signup", null, signupForm(email, { postcode: "ZZ9 9ZZ" })), context()));
    expect((refused as { init?: ResponseInit }).init?.status).toBe(400);
    expect(payload(refused)).toMatchObject({ status: "error", fieldErrors: { postcode: "Please enter a valid UK postcode" } });
    expect(Object.keys(payload(refused).fieldErrors as object)).toEqual(["postcode"]);
    // What was typed comes back (a page rendered without JavaScript keeps it); the passwords never do.
    expect(payload(refused).values).toMatchObject({ postcode: "ZZ9 9ZZ", email, specialties: "Mechanical Repairs" });
    expect(payload(refused).values).not.toHaveProperty("password");
    expect(payload(refused).values).not.toHaveProperty("confirmPassword");
    expect(await mailing.handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("answers a sign-up with a registered address like a new one, emails its owner with sign-in and reset links, at most twice a day", async () => {
    const email = "taken@signup.example";
    expect(location(await run(() => signUp(request("/signup", null, signupForm(email)), context())))).toBe("/signup-success");
    for (let i = 0; i < 3; i++) {
      // Past sign-up's own limit (3 an hour per address) the notices' limit would never be reached.
      await mailing.handle.db.execute(sql`delete from rate_limits where key like 'signup:%'`);
      const again = await run(() => signUp(request("/signup", null, signupForm(email, { businessName: `Copycat ${i}` })), context()));
      expect(location(again)).toBe("/signup-success");
    }
    const notice = await mailing.smtp.waitFor((m) => m.to.includes(email) && /tried to list a business/.test(m.subject));
    expect(notice.text).toContain(`${ORIGIN}/auth`);
    expect(notice.text).toContain(`${ORIGIN}/forgot-password`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailing.smtp.messages.filter((m) => m.to.includes(email) && /tried to list a business/.test(m.subject))).toHaveLength(2);
    expect(await mailing.handle.db.select().from(profiles).where(eq(profiles.businessName, "Copycat 0"))).toHaveLength(0);
  });

  it("lets an account without a profile create one from the dashboard, with sign-up's rules", async () => {
    const { userId, cookie } = await account(context(), mailing.handle.db, "profileless@setup.example");
    // Kept by the interrupted sign-up: the form starts from it.
    await mailing.handle.db.update(users).set({ metadata: { business_name: "Half Made Garage", city: "Bury" } }).where(eq(users.id, userId));

    expect(location(await dashboard("/dashboard", cookie))).toBe("/dashboard/setup");
    expect(location(await dashboard("/dashboard/profile", cookie))).toBe("/dashboard/setup");
    expect(payload(await dashboard("/dashboard/setup", cookie))).toMatchObject({ profile: null, loadFailed: false });
    const defaults = payload(await run(() => runRoute(setupRoute, "loader", { request: request("/dashboard/setup", cookie), context: context(), params: {} })));
    expect(defaults).toMatchObject({ email: "profileless@setup.example", defaults: { businessName: "Half Made Garage", city: "Bury", contactName: "Sam Keeper" } });

    const setup = (form: FormData) => run(() => runRoute(setupRoute, "action", { request: request("/dashboard/setup", cookie, form), context: context(), params: {} }));
    const refused = await setup(profileForm({ postcode: "12345", county: "Nowhere", description: "Too short" }));
    expect((refused as { init?: ResponseInit }).init?.status).toBe(400);
    expect(payload(refused).status).toBe("error");
    expect(payload(refused).fieldErrors).toMatchObject({
      postcode: "Please enter a valid UK postcode",
      county: "Please select your county",
      description: "Please provide at least 50 characters describing your business",
    });
    expect(payload(refused).values).toMatchObject({ postcode: "12345", businessName: "Marsh Lane Motors" });
    expect(await mailing.handle.db.select().from(profiles).where(eq(profiles.userId, userId))).toHaveLength(0);
    // Well formed, but no postcode district: it could never be found by distance.
    const unplaceable = await setup(profileForm({ postcode: "ZZ9 9ZZ" }));
    expect(payload(unplaceable).fieldErrors).toEqual({ postcode: "Please enter a valid UK postcode" });
    expect(await mailing.handle.db.select().from(profiles).where(eq(profiles.userId, userId))).toHaveLength(0);

    expect(location(await setup(profileForm()))).toBe("/dashboard");
    const [profile] = await mailing.handle.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toMatchObject({ businessName: "Marsh Lane Motors", email: "profileless@setup.example", profileStatus: "pending", postcode: "M4 5JD" });
    expect(profile!.latitude).not.toBeNull();
    // Done: the setup page now leads to the dashboard, and a second post changes nothing.
    expect(location(await dashboard("/dashboard/setup", cookie))).toBe("/dashboard");
    expect(location(await setup(profileForm({ businessName: "Second Go" })))).toBe("/dashboard");
    expect(await mailing.handle.db.select().from(profiles).where(eq(profiles.userId, userId))).toHaveLength(1);
  });

  it("sends admins to /admin: after sign-in, and from a dashboard they have no listing for", async () => {
    const admin = await account(context(), mailing.handle.db, "chief@signin.example", { admin: true });
    await account(context(), mailing.handle.db, "maker@signin.example");
    const signInAs = (email: string, redirectTo?: string) => {
      const form = new FormData();
      form.set("email", email);
      form.set("password", PASSWORD);
      if (redirectTo !== undefined) form.set("redirectTo", redirectTo);
      return run(() => signIn(request("/auth", null), context(), form));
    };
    expect(location(await signInAs("chief@signin.example"))).toBe("/admin");
    expect(location(await signInAs("chief@signin.example", ""))).toBe("/admin");
    expect(location(await signInAs("maker@signin.example"))).toBe("/dashboard");
    // A page that sent them to sign in still wins.
    expect(location(await signInAs("chief@signin.example", "/dashboard/settings"))).toBe("/dashboard/settings");
    expect(location(await dashboard("/dashboard", admin.cookie))).toBe("/admin");
  });

  it("says 'Profile Not Found: Unable to load profile data.' when the own-profile lookup fails", async () => {
    const { cookie } = await account(context(), mailing.handle.db, "broken@lookup.example");
    await insertProfile(mailing.handle.db, { businessName: "Lookup Fault Ltd", userId: (await mailing.handle.db.select().from(users).where(eq(users.email, "broken@lookup.example")))[0]!.id });
    const ctx = context();
    // The session lookup goes through better-auth; only our own profile query meets the fault.
    const failing = new Proxy(ctx.db, {
      get(target, property, receiver) {
        if (property !== "select") return Reflect.get(target, property, receiver) as unknown;
        return () => ({
          from: (table: unknown) => {
            if (table === profiles) throw new Error("injected fault");
            return target.select().from(table as never);
          },
        });
      },
    });
    const result = await dashboard("/dashboard", cookie, { ...ctx, db: failing });
    expect(payload(result)).toMatchObject({ loadFailed: true, profile: null });
  });
});
