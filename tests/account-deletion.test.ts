import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, TEST_SECRET, testContext } from "./fixtures";
import type { DatabaseHandle } from "../database/client";
import { accounts, analyticsEvents, contactRequests, profiles, reviewReplies, reviews, sessions, users } from "../database/schema";
import { DELETE_PASSWORD_REQUIRED } from "../app/routes/portal/dashboard.settings.server";
import * as settingsPage from "../app/routes/portal/dashboard.settings";
import { runRoute } from "./route-runner";
import { DELETION_REASON_REQUIRED } from "../app/routes/admin/admin.server";
import type { AdminResult } from "../app/lib/form-results";
import { errorsOf } from "../app/lib/form";
import * as approvedTab from "../app/routes/admin/admin.approved";
import * as exportRoute from "../app/routes/portal/dashboard.settings.export";
import { findPublicProfile } from "../app/models/public-profile.server";
import type { AccountExport } from "../app/models/accounts.server";
import { runAdminCommand } from "../scripts/admin";

const PASSWORD = "Goodbye#Test-2026";
const ORIGIN = "http://localhost:3000";

function post(path: string, cookie: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return new Request(`${ORIGIN}${path}`, { method: "POST", body: form, headers: { cookie, origin: ORIGIN } });
}

async function cookieFor(context: RequestContext, email: string, password = PASSWORD) {
  const { headers } = await context.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** A deletion request sent from an approved profile's card, on the admin's Approved tab. */
const deleteFromApprovedTab = (context: RequestContext, cookie: string, fields: Record<string, string>) =>
  runRoute(approvedTab, "action", { request: post("/admin/approved", cookie, { intent: "delete-account", ...fields }), context });

const body = (result: unknown) => (result as { data: AdminResult }).data;
/** Settings answer in the one form shape (app/lib/form.ts); /admin still has its own. */
const settingsBody = (result: unknown) => (result as { data: { status: string; message?: string; fieldErrors?: Record<string, string> } }).data;

/** A verified specialist with a profile, two enquiries and two reviews of it, and a review they wrote of another profile. */
async function specialist(context: RequestContext, db: DatabaseHandle["db"], email: string, otherProfileId: string) {
  const { user } = await context.auth.api.signUpEmail({ body: { name: "Dee Leaving", email, password: PASSWORD } });
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const profile = await insertProfile(db, { userId: user.id, businessName: `Leaving Motors ${email}`, email, reviews: [{ rating: 5 }, { rating: 3, status: "pending" }] });
  await db.insert(contactRequests).values([
    { profileId: profile.id, requesterName: "Olive Owner", requesterEmail: "olive@example.org", message: "Quote for a Jaguar E-Type respray, please." },
    { profileId: profile.id, requesterName: "Pip Owner", requesterEmail: "pip@example.org", message: "Can you rebuild an MGB gearbox?" },
  ]);
  const [published] = await db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.profileId, profile.id), eq(reviews.status, "approved")));
  await db.insert(reviewReplies).values({ reviewId: published!.id, profileId: profile.id, body: "Thank you, it was a pleasure.", status: "approved" });
  await db.insert(reviews).values({ profileId: otherProfileId, userId: user.id, reviewerName: "Dee", reviewerEmail: email, comment: "Helpful neighbours.", status: "approved" });
  return { user, profile, cookie: await cookieFor(context, email) };
}

describe.each(TEST_ENGINES)("account export and deletion on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let otherProfileId: string;
  let adminCookie: string;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    otherProfileId = (await insertProfile(handle.db, { businessName: "Staying Garage" })).id;
    await runAdminCommand(["create", "--email", "dpo@example.com", "--password", PASSWORD], { db: handle.db, secret: TEST_SECRET, appUrl: ORIGIN });
    adminCookie = await cookieFor(context, "dpo@example.com");
  });
  afterAll(() => handle.close());

  it("exports the profile, enquiries received, reviews of the listing and account facts, and never a password hash or token", async () => {
    const { user, profile, cookie } = await specialist(context, handle.db, "export@example.com", otherProfileId);
    const response = await runRoute(exportRoute, "action", { request: post("/dashboard/settings/export", cookie, {}), context });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="restoration-register-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const exported = JSON.parse(text) as AccountExport;
    expect(exported.account).toMatchObject({ id: user.id, email: "export@example.com", name: "Dee Leaving", emailVerified: true, twoFactorEnabled: false });
    expect(exported.account.sessions.length).toBeGreaterThan(0);
    expect(exported.profile).toMatchObject({ id: profile.id, businessName: profile.businessName, slug: profile.slug });
    expect(exported.enquiriesReceived.map((e) => e.email).sort()).toEqual(["olive@example.org", "pip@example.org"]);
    expect(exported.reviewsOfListing).toHaveLength(2);
    // The business's reply to a review of its listing is its own data too (#14).
    const replied = exported.reviewsOfListing.find((review) => review.yourReply !== null);
    expect(replied).toMatchObject({ rating: 5, yourReply: "Thank you, it was a pleasure.", yourReplyStatus: "approved", reportedByYou: false });

    const [credential] = await handle.db.select().from(accounts).where(eq(accounts.userId, user.id));
    const tokens = await handle.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user.id));
    expect(credential?.password).toBeTruthy();
    expect(text).not.toContain(credential!.password!);
    for (const { token } of tokens) expect(text).not.toContain(token);
    expect(text).not.toMatch(/"(password|token|secret|backupCodes)"/);
  });

  it("lets only an admin export another account, by its listing", async () => {
    const { profile } = await specialist(context, handle.db, "asked@example.com", otherProfileId);
    const intruder = await specialist(context, handle.db, "nosy@example.com", otherProfileId);
    const refused = await runRoute(exportRoute, "action", { request: post("/dashboard/settings/export", intruder.cookie, { profileId: profile.id }), context });
    expect(refused.status).toBe(403);
    const answered = await runRoute(exportRoute, "action", { request: post("/dashboard/settings/export", adminCookie, { profileId: profile.id }), context });
    expect(answered.status).toBe(200);
    expect((JSON.parse(await answered.text()) as { account: { email: string } }).account.email).toBe("asked@example.com");
  });

  it("refuses to delete without the right password, with the message under the password field", async () => {
    const { user, cookie } = await specialist(context, handle.db, "careful@example.com", otherProfileId);
    const empty = settingsBody(await runRoute(settingsPage, "action", { request: post("/dashboard/settings", cookie, { intent: "delete-account", password: "" }), context }));
    expect(empty.fieldErrors).toEqual({ password: DELETE_PASSWORD_REQUIRED });
    const wrong = settingsBody(await runRoute(settingsPage, "action", { request: post("/dashboard/settings", cookie, { intent: "delete-account", password: "Wrong#Pass-2026" }), context }));
    expect(wrong.fieldErrors).toEqual({ password: "That password is not correct" });
    expect(await handle.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("deletes the account, listing, enquiries and reviews of the listing, ends every session and records that it happened", async () => {
    const { user, profile, cookie } = await specialist(context, handle.db, "leaving@example.com", otherProfileId);
    const otherDevice = await cookieFor(context, "leaving@example.com");
    expect(await findPublicProfile(handle.db, profile.slug)).not.toBeNull();

    const answer = (await runRoute(settingsPage, "action", { request: post("/dashboard/settings", cookie, { intent: "delete-account", password: PASSWORD }), context })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/account-deleted");
    expect(answer.headers.getSetCookie().some((c) => /session_token=;/.test(c) || /session_token=[^;]*;.*Max-Age=0/i.test(c))).toBe(true);

    expect(await findPublicProfile(handle.db, profile.slug)).toBeNull();
    expect(await handle.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await handle.db.select().from(profiles).where(eq(profiles.id, profile.id))).toHaveLength(0);
    expect(await handle.db.select().from(contactRequests).where(eq(contactRequests.profileId, profile.id))).toHaveLength(0);
    expect(await handle.db.select().from(reviews).where(eq(reviews.profileId, profile.id))).toHaveLength(0);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await context.auth.api.getSession({ headers: new Headers({ cookie: otherDevice }) })).toBeNull();
    // The review they wrote of another business stays, no longer linked to them.
    const [kept] = await handle.db.select().from(reviews).where(eq(reviews.reviewerEmail, "leaving@example.com"));
    expect(kept).toMatchObject({ profileId: otherProfileId, userId: null });

    const audit = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, "account_deleted"));
    const mine = audit.filter((row) => (row.metadata as { by?: string }).by === "owner");
    expect(mine.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain("leaving@example.com");
  });

  it("lets an admin delete an account on request, with the request recorded, and refuses it without one", async () => {
    const { user, profile } = await specialist(context, handle.db, "byemail@example.com", otherProfileId);
    const missing = body(await deleteFromApprovedTab(context, adminCookie, { profileId: profile.id, reason: " " }));
    expect(missing.status).toBe("error");
    expect(errorsOf(missing)).toEqual({ reason: DELETION_REASON_REQUIRED });
    expect(await handle.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);

    // A specialist cannot use the admin's action.
    const intruder = await specialist(context, handle.db, "notadmin@example.com", otherProfileId);
    await expect(deleteFromApprovedTab(context, intruder.cookie, { profileId: profile.id, reason: "x" })).rejects.toBeInstanceOf(Response);

    const done = body(await deleteFromApprovedTab(context, adminCookie, { profileId: profile.id, reason: "Email from the owner, 3 March" }));
    expect(done).toMatchObject({ status: "success", message: `The account of ${profile.businessName} has been deleted` });
    expect(await handle.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await findPublicProfile(handle.db, profile.slug)).toBeNull();
    const audit = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, "account_deleted"));
    expect(audit.map((row) => row.metadata)).toContainEqual({ by: "admin", adminEmail: "dpo@example.com", reason: "Email from the owner, 3 March" });

    const again = body(await deleteFromApprovedTab(context, adminCookie, { profileId: profile.id, reason: "again" }));
    expect(again.status).toBe("error");
  });
});
