import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, testContext, TEST_SECRET, startTestOutbox } from "./fixtures";
import type { OutboxWorker } from "~/services/outbox.server";
import { startSmtpServer } from "./smtp-server";
import type { DatabaseHandle } from "../database/client";
import { adminDecisions, profiles, reviews, userRoles, users } from "../database/schema";
import * as adminRoute from "../app/routes/admin";
import { runAdminCommand, CliError } from "../scripts/admin";
import { findPublicProfile } from "../app/models/profiles.server";

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
const PASSWORD = "Admin#Strong-2026";

async function cookieFor(context: AppLoadContext, email: string, password: string) {
  const { headers } = await context.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

function request(path: string, cookie: string | null, form?: Record<string, string>) {
  const body = form ? new FormData() : undefined;
  for (const [key, value] of Object.entries(form ?? {})) body!.set(key, value);
  return new Request(`http://localhost:3000${path}`, { method: form ? "POST" : "GET", body, headers: cookie ? { cookie } : {} });
}

async function run(fn: () => unknown) {
  try {
    const result = (await fn()) as { data?: unknown; init?: { status?: number } };
    return { status: result?.init?.status ?? 200, body: result?.data ?? result, location: null as string | null };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null, location: thrown.headers.get("location") };
    throw thrown;
  }
}

describe.each(TEST_ENGINES)("admin on %s", (engine) => {
  let handle: DatabaseHandle;
  let outbox: OutboxWorker;
  let smtp: Smtp;
  let context: AppLoadContext;
  let adminCookie: string;
  let specialistCookie: string;
  let pendingId: string;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    smtp = await startSmtpServer();
    outbox = startTestOutbox(handle.db, smtp.url);
    context = testContext(handle.db);
    const deps = { db: handle.db, secret: TEST_SECRET, appUrl: "http://localhost:3000" };
    await runAdminCommand(["create", "--email", "chief@example.com", "--password", PASSWORD], deps);
    adminCookie = await cookieFor(context, "chief@example.com", PASSWORD);
    const { user } = await context.auth.api.signUpEmail({ body: { name: "Spec", email: "spec@example.com", password: PASSWORD } });
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    await insertProfile(handle.db, { businessName: "Spec Own Garage", userId: user.id });
    specialistCookie = await cookieFor(context, "spec@example.com", PASSWORD);
    pendingId = (await insertProfile(handle.db, { businessName: "Waiting Workshop", email: "waiting@example.com", profileStatus: "pending" })).id;
  });
  afterAll(async () => {
    await outbox.stop();
    await smtp.close();
    await handle.close();
  });

  it("the CLI creates a verified admin, is idempotent, promotes, grants and revokes, and refuses bad input", async () => {
    const deps = { db: handle.db, secret: TEST_SECRET, appUrl: "http://localhost:3000" };
    expect(await runAdminCommand(["create", "--email", "chief@example.com", "--password", PASSWORD], deps)).toMatch(/already existed/);
    const [chief] = await handle.db.select().from(users).where(eq(users.email, "chief@example.com"));
    expect(chief!.emailVerified).toBe(true);
    expect(await handle.db.select().from(userRoles).where(eq(userRoles.userId, chief!.id))).toHaveLength(1);

    await expect(runAdminCommand(["create", "--email", "not-an-email", "--password", PASSWORD], deps)).rejects.toThrow(/Invalid email/);
    await expect(runAdminCommand(["create", "--email", "weak@example.com", "--password", "password"], deps)).rejects.toThrow(/Weak password/);
    await expect(runAdminCommand(["explode", "--email", "x@example.com"], deps)).rejects.toThrow(CliError);
    await expect(runAdminCommand(["grant", "--email", "ghost@example.com"], deps)).rejects.toThrow(/No account/);
    expect(await handle.db.select().from(users).where(eq(users.email, "weak@example.com"))).toHaveLength(0);

    expect(await runAdminCommand(["grant", "--email", "spec@example.com"], deps)).toMatch(/now an admin/);
    expect(await runAdminCommand(["revoke", "--email", "spec@example.com"], deps)).toMatch(/no longer an admin/);
  });

  it("anonymous visitors go to sign-in and specialists go home, for the loader and the action", async () => {
    const loader = (cookie: string | null) => run(() => adminRoute.loader({ request: request("/admin", cookie), context, params: {} } as never));
    expect((await loader(null)).location).toBe("/auth?redirectTo=%2Fadmin");
    expect((await loader(specialistCookie)).location).toBe("/");
    expect((await loader(adminCookie)).status).toBe(200);

    const form = { intent: "decide", profileId: pendingId, decision: "approved" };
    const action = (cookie: string | null) =>
      run(() => adminRoute.action({ request: request("/admin", cookie, form), context, params: {} } as never));
    expect((await action(null)).location).toBe("/auth?redirectTo=%2Fadmin");
    expect((await action(specialistCookie)).location).toBe("/");
    const [stillPending] = await handle.db.select().from(profiles).where(eq(profiles.id, pendingId));
    expect(stillPending!.profileStatus).toBe("pending");
  });

  it("approval publishes the listing at once, is recorded, and emails the provider", async () => {
    const result = await run(() =>
      adminRoute.action({ request: request("/admin", adminCookie, { intent: "decide", profileId: pendingId, decision: "approved" }), context, params: {} } as never),
    );
    expect(result.body).toEqual({ ok: true, message: "Profile approved successfully" });
    expect((await findPublicProfile(handle.db, "waiting-workshop"))?.id).toBe(pendingId);
    const [decision] = await handle.db.select().from(adminDecisions).where(eq(adminDecisions.profileId, pendingId));
    expect(decision).toMatchObject({ decision: "approved", adminEmail: "chief@example.com" });
    await smtp.waitFor((m) => m.to.includes("waiting@example.com") && /is now live/.test(m.subject));

    // A second decision on a profile no longer pending changes nothing.
    const again = await run(() =>
      adminRoute.action({ request: request("/admin", adminCookie, { intent: "decide", profileId: pendingId, decision: "rejected" }), context, params: {} } as never),
    );
    expect(again.body).toEqual({ ok: false, message: "Failed to update profile status" });
  });

  it("suspending with a reason hides the listing and emails the reason", async () => {
    const result = await run(() =>
      adminRoute.action({
        request: request("/admin", adminCookie, { intent: "decide", profileId: pendingId, decision: "suspended", reason: "Insurance lapsed" }),
        context,
        params: {},
      } as never),
    );
    expect(result.body).toEqual({ ok: true, message: "Profile suspended successfully" });
    expect(await findPublicProfile(handle.db, "waiting-workshop")).toBeNull();
    const mail = await smtp.waitFor((m) => m.to.includes("waiting@example.com") && /needs changes/.test(m.subject));
    expect(mail.text).toContain("Reason: Insurance lapsed");
  });

  it("publishing a review counts it in the rating at once", async () => {
    const provider = await insertProfile(handle.db, { businessName: "Rated Motors", email: "rated@example.com", reviews: [{ rating: 5 }] });
    const [pending] = await handle.db
      .insert(reviews)
      .values({ providerId: provider.id, reviewerName: "New", reviewerEmail: "n@example.com", rating: 2, comment: "Slow" })
      .returning();
    const result = await run(() =>
      adminRoute.action({ request: request("/admin", adminCookie, { intent: "review", reviewId: pending!.id, status: "approved" }), context, params: {} } as never),
    );
    expect(result.body).toEqual({ ok: true, message: "Review approved successfully" });
    const [row] = await handle.db.select().from(profiles).where(eq(profiles.id, provider.id));
    expect(row!.approvedReviewCount).toBe(2);
    expect(row!.ratingAverage).toBeCloseTo(3.5, 5);
    await smtp.waitFor((m) => m.to.includes("rated@example.com") && /2-star review/.test(m.subject));
  });

  it("refuses malformed admin requests", async () => {
    const result = await run(() =>
      adminRoute.action({ request: request("/admin", adminCookie, { intent: "decide", profileId: "'; drop table profiles;--", decision: "approved" }), context, params: {} } as never),
    );
    expect(result.status).toBe(400);
  });
});
