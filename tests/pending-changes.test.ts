import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { runRoute } from "./route-runner";
import { insertProfile, startTestOutbox, testContext, TEST_SECRET } from "./fixtures";
import { startSmtpServer } from "./smtp-server";
import type { OutboxWorker } from "../app/services/outbox.server";
import type { DatabaseHandle } from "../database/client";
import { queryRows } from "../database/client";
import { profileChanges, profiles, users } from "../database/schema";
import * as profilePage from "../app/routes/portal/dashboard.profile";
import * as overview from "../app/routes/portal/dashboard._index";
import * as adminChanges from "../app/routes/admin/admin.changes";
import { CHANGE_EDITED, CHANGE_GONE, CHANGE_REASON_REQUIRED } from "../app/routes/admin/admin.changes.server";
import { adminCounts } from "../app/models/admin.server";
import { findPublicProfile } from "../app/models/public-profile.server";
import { searchProfiles } from "../app/models/profile-search.server";
import { runAdminCommand } from "../scripts/admin";
import { exportAccountData } from "../app/models/account-export.server";
import { ihdr, PNG_SIGNATURE } from "./png-builder";

const PASSWORD = "Pending#Changes-2026";
const ORIGIN = "http://localhost:3000";
const LIVE = {
  businessName: "Harrogate Heritage Motors",
  description: "Sympathetic restoration of pre-war Austins and MGs, with every part catalogued and photographed.",
};

async function cookieFor(context: RequestContext, email: string) {
  const { headers } = await context.auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** A verified specialist account with a profile (approved unless said), signed in. */
async function specialist(context: RequestContext, handle: DatabaseHandle, tag: string, overrides: Parameters<typeof insertProfile>[1] = {}) {
  const email = `${tag}@pending-changes.example`;
  const { user } = await context.auth.api.signUpEmail({ body: { name: tag, email, password: PASSWORD } });
  await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const profile = await insertProfile(handle.db, {
    userId: user.id,
    email: `workshop@${tag}.example`,
    postcode: "HG1 1AA",
    city: "Harrogate",
    county: "North Yorkshire",
    specialties: ["Engine Rebuilds"],
    vehicleMakes: ["Austin", "MG"],
    certifications: "FBHVC trade supporter",
    ...overrides,
  });
  return { profileId: profile.id, slug: profile.slug, userId: user.id, cookie: await cookieFor(context, email) };
}

/** The whole dashboard form as the page sends it: the profile's current values with some changed. */
function profileForm(row: typeof profiles.$inferSelect, changes: Record<string, string | string[]> = {}) {
  const fields: Record<string, string | string[]> = {
    businessName: row.businessName,
    contactName: row.contactPerson,
    email: row.email,
    phone: row.phone,
    website: row.website ?? "",
    instagram: row.instagramUrl ?? "",
    facebook: row.facebookUrl ?? "",
    address: row.address,
    city: row.city,
    county: row.county ?? "",
    postcode: row.postcode,
    yearsExperience: "6-10",
    description: row.businessDescription ?? "",
    certifications: row.certifications ?? "",
    insuranceInfo: row.insuranceDetails ?? "",
    specialties: row.specialties,
    vehicleMakes: row.vehicleMakes,
    ...changes,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  return form;
}

type Answer = { data: Record<string, unknown>; init?: { status?: number } };

describe.each(TEST_ENGINES)("edits to a live listing wait for review on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sender: OutboxWorker;
  let admin: string;
  let alice: Awaited<ReturnType<typeof specialist>>;
  let bob: Awaited<ReturnType<typeof specialist>>;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    smtp = await startSmtpServer();
    sender = startTestOutbox(handle.db, smtp.url);
    context = testContext(handle.db);
    await runAdminCommand(["create", "--email", "changes-admin@example.com", "--password", PASSWORD], { db: handle.db, secret: TEST_SECRET, appUrl: ORIGIN });
    admin = await cookieFor(context, "changes-admin@example.com");
    alice = await specialist(context, handle, "alice", { businessName: LIVE.businessName, businessDescription: LIVE.description });
    bob = await specialist(context, handle, "bob", { businessName: "Bob's Bodyshop" });
  });
  afterAll(async () => {
    await sender.stop();
    await smtp.close();
    await handle.close();
  });

  const row = async (profileId = alice.profileId) => (await handle.db.select().from(profiles).where(eq(profiles.id, profileId)))[0]!;
  const change = async (profileId = alice.profileId) => (await handle.db.select().from(profileChanges).where(eq(profileChanges.profileId, profileId)))[0];
  const searchDocument = async (profileId = alice.profileId) =>
    (await queryRows<{ doc: string }>(handle.db, sql`select search_document::text as doc from profiles where id = ${profileId}`))[0]!.doc;
  const keywordHits = async (keyword: string) =>
    (await searchProfiles(handle.db, { specialty: null, vehicleMake: null, keyword, origin: null, sort: "best", page: 1, pageSize: 20 })).profiles.map((p) => p.id);
  const save = async (who: { cookie: string; profileId: string }, changes: Record<string, string | string[]> = {}) => {
    const form = profileForm(await row(who.profileId), changes);
    const request = new Request(`${ORIGIN}/dashboard/profile`, { method: "POST", body: form, headers: { cookie: who.cookie, origin: ORIGIN } });
    return (await runRoute(profilePage, "action", { request, context })) as unknown as Answer;
  };
  const load = async <M extends typeof profilePage | typeof overview | typeof adminChanges>(module: M, path: string, cookie: string) =>
    runRoute(module, "loader", { request: new Request(`${ORIGIN}${path}`, { headers: { cookie } }), context }) as Promise<Awaited<ReturnType<M["loader"]>>>;
  const decide = async (fields: Record<string, string>, cookie = admin) => {
    const body = new FormData();
    for (const [key, value] of Object.entries({ intent: "change", ...fields })) body.set(key, value);
    const request = new Request(`${ORIGIN}/admin/changes`, { method: "POST", body, headers: { cookie, origin: ORIGIN } });
    try {
      return (await runRoute(adminChanges, "action", { request, context })) as unknown as Answer;
    } catch (thrown) {
      if (thrown instanceof Response) return { data: { location: thrown.headers.get("location") }, init: { status: thrown.status } };
      throw thrown;
    }
  };
  const toastOf = (answer: Answer) => (answer.data.toasts as { title: string; description: string }[]).at(-1)!;

  it("holds back the name, description and services of an approved listing, and applies the phone and website at once", async () => {
    const documentBefore = await searchDocument();
    const answer = await save(alice, {
      businessName: "Harrogate Zagato Works",
      description: "Sympathetic restoration of pre-war Austins, MGs and Zagato-bodied Alfas, with every part catalogued.",
      specialties: ["Engine Rebuilds", "Paint & Bodywork"],
      phone: "01423 496 0999",
      website: "https://harrogate-heritage.example",
    });
    expect(answer.data.status).toBe("success");
    expect(toastOf(answer)).toEqual({
      type: "success",
      title: "Profile updated",
      description:
        "Your changes to Business name, Business description and Services you offer will show on your listing once our team has checked them. Anything else you changed is live now.",
    });
    // The live row: the claims as approved, the contact details new.
    expect(await row()).toMatchObject({
      businessName: LIVE.businessName,
      businessDescription: LIVE.description,
      specialties: ["Engine Rebuilds"],
      phone: "01423 496 0999",
      website: "https://harrogate-heritage.example",
      profileStatus: "approved",
    });
    // Only the fields that differ wait, as their column values.
    expect(await change()).toMatchObject({
      status: "pending",
      revision: 1,
      proposed: {
        businessName: "Harrogate Zagato Works",
        businessDescription: "Sympathetic restoration of pre-war Austins, MGs and Zagato-bodied Alfas, with every part catalogued.",
        specialties: ["Engine Rebuilds", "Paint & Bodywork"],
      },
    });
    expect(Object.keys((await change())!.proposed).sort()).toEqual(["businessDescription", "businessName", "specialties"]);
    // Public everywhere: the approved version. The search document is untouched; the new word finds nothing.
    expect(await searchDocument()).toBe(documentBefore);
    expect((await findPublicProfile(handle.db, alice.slug))?.businessName).toBe(LIVE.businessName);
    expect(await keywordHits("zagato")).toEqual([]);
  });

  it("shows the specialist which fields wait, with the values they sent, on the profile page and the overview", async () => {
    const page = await load(profilePage, "/dashboard/profile", alice.cookie);
    expect(page.profile.businessName).toBe(LIVE.businessName);
    expect(page.change).toMatchObject({ status: "pending", fields: ["businessName", "businessDescription", "specialties"] });
    expect(page.change?.proposed.businessName).toBe("Harrogate Zagato Works");
    const home = await load(overview, "/dashboard", alice.cookie);
    expect(home?.changes).toEqual({ status: "pending", fields: "Business name, Business description and Services you offer", reason: null });
    // Another specialist sees nothing of it.
    expect((await load(profilePage, "/dashboard/profile", bob.cookie)).change).toBeNull();
    // It is the specialist's own data: in their account export too.
    const files = { link: () => "", expiresAt: new Date(Date.now() + 60_000) };
    const exported = await exportAccountData(handle.db, alice.userId, files);
    expect(exported?.listingChange).toMatchObject({ status: "pending", proposed: { businessName: "Harrogate Zagato Works" } });
    expect((await exportAccountData(handle.db, bob.userId, files))?.listingChange).toBeNull();
  });

  it("a second save replaces the proposal and keeps its place; a field saved back to its live value is withdrawn", async () => {
    const first = (await change())!;
    await save(alice, { businessName: LIVE.businessName, description: "Sympathetic restoration of pre-war Austins and MGs, with every nut and bolt catalogued." });
    const second = (await change())!;
    expect(second.revision).toBe(2);
    expect(second.submittedAt).toEqual(first.submittedAt);
    expect(second.proposed).toEqual({ businessDescription: "Sympathetic restoration of pre-war Austins and MGs, with every nut and bolt catalogued." });
    // Everything back to the live values: nothing waits.
    const answer = await save(alice, { description: LIVE.description });
    expect(toastOf(answer).description).toBe("Your business profile has been successfully updated.");
    expect(await change()).toBeUndefined();
    expect((await adminCounts(handle.db)).pendingChanges).toBe(0);
  });

  it("another specialist's save never touches this listing or its waiting change", async () => {
    await save(alice, { businessName: "Harrogate Zagato Works" });
    const before = { alice: await row(), change: await change() };
    // Ids of Alice's in the form count for nothing: the portal's own profile is saved.
    await save(bob, { id: alice.profileId, profileId: alice.profileId, businessName: "Bob Renamed" });
    expect(await row()).toEqual(before.alice);
    expect(await change()).toEqual(before.change);
    expect((await change(bob.profileId))?.proposed).toEqual({ businessName: "Bob Renamed" });
    await save(bob, { businessName: "Bob's Bodyshop" });
    expect(await change(bob.profileId)).toBeUndefined();
    // Nor can a specialist decide: the admin area sends them home.
    const refused = await decide({ profileId: alice.profileId, revision: String(before.change!.revision), decision: "approved" }, bob.cookie);
    expect(refused.data.location).toBe("/");
    expect((await row()).businessName).toBe(LIVE.businessName);
  });

  it("lists the change for the admins with both versions, counted on the tab", async () => {
    expect((await adminCounts(handle.db)).pendingChanges).toBe(1);
    const { changes } = await load(adminChanges, "/admin/changes", admin);
    expect(changes).toEqual([
      expect.objectContaining({
        profileId: alice.profileId,
        slug: alice.slug,
        fields: ["businessName"],
        proposed: { businessName: "Harrogate Zagato Works" },
        live: expect.objectContaining({ businessName: LIVE.businessName, businessDescription: LIVE.description }),
      }),
    ]);
  });

  it("approval applies the values in one go (search document included) and emails the specialist; a stale or repeated decision does nothing", async () => {
    const waiting = (await change())!;
    // A decision on a revision the admin did not see changes nothing.
    const stale = await decide({ profileId: alice.profileId, revision: String(waiting.revision + 1), decision: "approved" });
    expect(stale.init?.status).toBe(409);
    expect(stale.data.message).toBe(CHANGE_EDITED);
    expect((await row()).businessName).toBe(LIVE.businessName);

    const documentBefore = await searchDocument();
    const approved = await decide({ profileId: alice.profileId, revision: String(waiting.revision), decision: "approved" });
    expect(approved.data).toMatchObject({ status: "success", message: "Changes to Harrogate Zagato Works approved: they are live" });
    expect((await row()).businessName).toBe("Harrogate Zagato Works");
    expect(await searchDocument()).not.toBe(documentBefore);
    expect(await keywordHits("zagato")).toEqual([alice.profileId]);
    expect((await findPublicProfile(handle.db, alice.slug))?.businessName).toBe("Harrogate Zagato Works");
    expect(await change()).toMatchObject({ status: "approved", decidedByEmail: "changes-admin@example.com", decidedAt: expect.any(Date) });
    expect((await adminCounts(handle.db)).pendingChanges).toBe(0);
    expect((await load(adminChanges, "/admin/changes", admin)).changes).toEqual([]);
    expect((await load(profilePage, "/dashboard/profile", alice.cookie)).change?.status).toBe("approved");

    const mail = await smtp.waitFor((m) => m.to.includes("workshop@alice.example") && /are live/.test(m.subject));
    expect(mail.subject).toBe("Your changes to Harrogate Zagato Works are live");
    expect(mail.text).toContain("your changes to Business name have been approved");
    expect(mail.text).toContain(`${ORIGIN}/provider/${alice.slug}`);

    const again = await decide({ profileId: alice.profileId, revision: String(waiting.revision), decision: "rejected", reason: "Too late" });
    expect(again.init?.status).toBe(409);
    expect(again.data.message).toBe(CHANGE_GONE);
  });

  it("waits on the postcode too: the map position moves only with the approval", async () => {
    const before = await row();
    await save(alice, { postcode: "ls1 4ap", city: "Leeds", county: "West Yorkshire" });
    expect(await row()).toMatchObject({ postcode: before.postcode, city: before.city, latitude: before.latitude, longitude: before.longitude });
    const waiting = (await change())!;
    expect(waiting.proposed).toEqual({ city: "Leeds", county: "West Yorkshire", postcode: "LS1 4AP" });
    await decide({ profileId: alice.profileId, revision: String(waiting.revision), decision: "approved" });
    const moved = await row();
    expect(moved).toMatchObject({ postcode: "LS1 4AP", city: "Leeds", county: "West Yorkshire" });
    expect(moved.latitude).not.toBe(before.latitude);
  });

  it("rejection needs a reason, keeps the live listing, and tells the specialist why on the dashboard and by email", async () => {
    const documentBefore = await searchDocument();
    await save(alice, { description: "The best restorers in the whole of the north of England, guaranteed cheapest." });
    const waiting = (await change())!;
    const noReason = await decide({ profileId: alice.profileId, revision: String(waiting.revision), decision: "rejected", reason: "  " });
    expect(noReason.init?.status).toBe(400);
    expect(noReason.data).toMatchObject({ status: "error", fieldErrors: { reason: CHANGE_REASON_REQUIRED }, values: { profileId: alice.profileId } });
    expect((await change())!.status).toBe("pending");

    const reason = "Please leave out claims we cannot check, such as being the cheapest.";
    const rejected = await decide({ profileId: alice.profileId, revision: String(waiting.revision), decision: "rejected", reason });
    expect(rejected.data).toMatchObject({ status: "success", message: "Changes to Harrogate Zagato Works rejected: the specialist has been emailed the reason" });
    expect((await row()).businessDescription).toBe(LIVE.description);
    expect(await searchDocument()).toBe(documentBefore);
    expect(await change()).toMatchObject({ status: "rejected", rejectionReason: reason });
    expect((await load(profilePage, "/dashboard/profile", alice.cookie)).change).toMatchObject({ status: "rejected", rejectionReason: reason, fields: ["businessDescription"] });
    expect((await load(overview, "/dashboard", alice.cookie))?.changes).toEqual({ status: "rejected", fields: "Business description", reason });
    const mail = await smtp.waitFor((m) => m.to.includes("workshop@alice.example") && /not approved/.test(m.subject));
    expect(mail.text).toContain(`Reason: ${reason}`);
    expect(mail.text).toContain(`${ORIGIN}/dashboard/profile`);

    // Sent again, it waits again from now, the reason gone.
    await save(alice, { description: "Sympathetic restoration of pre-war Austins and MGs, and honest quotes." });
    expect(await change()).toMatchObject({ status: "pending", rejectionReason: null, decidedAt: null });
    expect((await change())!.submittedAt.getTime()).toBeGreaterThan(waiting.submittedAt.getTime());
  });

  it("checks the values again on approval: a stored value the form would refuse is not applied", async () => {
    await handle.db.update(profileChanges).set({ proposed: { postcode: "ZZ9 9ZZ" } }).where(eq(profileChanges.profileId, alice.profileId));
    const waiting = (await change())!;
    const answer = await decide({ profileId: alice.profileId, revision: String(waiting.revision), decision: "approved" });
    expect(answer.init?.status).toBe(422);
    expect(answer.data.message).toMatch(/^These changes no longer pass the profile's checks \(Postcode: Please enter a valid UK postcode\)/);
    expect((await row()).postcode).toBe("LS1 4AP");
    expect((await change())!.status).toBe("pending");
  });

  it("a listing suspended meanwhile: the change is not applied, leaves the queue, and the owner's next save applies directly", async () => {
    await save(alice, { description: "Sympathetic restoration of pre-war Austins and MGs, and honest quotes for every job." });
    const waiting = (await change())!;
    await handle.db.update(profiles).set({ profileStatus: "rejected" }).where(eq(profiles.id, alice.profileId));
    const answer = await decide({ profileId: alice.profileId, revision: String(waiting.revision), decision: "approved" });
    expect(answer.init?.status).toBe(409);
    expect(answer.data.message).toBe(
      "Harrogate Zagato Works is no longer approved (it was suspended or rejected), so nothing was applied: its owner's next save applies their changes directly",
    );
    expect((await row()).businessDescription).toBe(LIVE.description);
    expect((await adminCounts(handle.db)).pendingChanges).toBe(0);

    // A listing that is not live takes its edits at once, as before, and goes back to pending review.
    await save(alice, { description: "Sympathetic restoration of pre-war Austins and MGs, and honest quotes for every job." });
    expect(await row()).toMatchObject({ businessDescription: "Sympathetic restoration of pre-war Austins and MGs, and honest quotes for every job.", profileStatus: "pending" });
    expect(await change()).toBeUndefined();
  });

  it("a pending listing's edits apply directly, with nothing waiting", async () => {
    const carol = await specialist(context, handle, "carol", { businessName: "Carol's Coachworks", profileStatus: "pending" });
    const answer = await save(carol, { businessName: "Carol's Classic Coachworks", phone: "0113 496 0123" });
    expect(toastOf(answer).description).toBe("Your business profile has been successfully updated.");
    expect(await row(carol.profileId)).toMatchObject({ businessName: "Carol's Classic Coachworks", phone: "0113 496 0123", profileStatus: "pending" });
    expect(await change(carol.profileId)).toBeUndefined();
  });

  it("refuses a malformed decision", async () => {
    await save(alice, { description: LIVE.description });
    for (const fields of [
      { profileId: "'; drop table profile_changes;--", revision: "1", decision: "approved" },
      { profileId: alice.profileId, revision: "0", decision: "approved" },
      { profileId: alice.profileId, revision: "1", decision: "published" },
    ]) {
      const answer = await decide(fields);
      expect(answer.init?.status).toBe(400);
      expect(answer.data.message).toBe("Invalid request");
    }
  });

  it("a logo that cannot be read keeps the current one, saves the rest, and says so in one message (#24 item 7)", async () => {
    const form = profileForm(await row(), { phone: "01423 496 0777" });
    // A PNG's signature and header, then nothing: its type passes, decoding fails.
    const truncated = Buffer.concat([PNG_SIGNATURE, ihdr(64, 64, 8, 2)]);
    form.set("logo", new File([new Uint8Array(truncated)], "logo.png", { type: "image/png" }));
    const request = new Request(`${ORIGIN}/dashboard/profile`, { method: "POST", body: form, headers: { cookie: alice.cookie, origin: ORIGIN } });
    const answer = (await runRoute(profilePage, "action", { request, context })) as unknown as Answer;
    expect(answer.data.status).toBe("success");
    expect(answer.data.toasts).toEqual([
      { type: "error", title: "Upload failed", description: "Failed to upload logo. Please try again. The rest of your changes were saved." },
    ]);
    expect(await row()).toMatchObject({ phone: "01423 496 0777", logoUrl: null });
  });
});
