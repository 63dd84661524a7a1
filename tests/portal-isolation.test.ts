import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import sharp from "sharp";
import { runRoute } from "./route-runner";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, testContext } from "./fixtures";
import type { DatabaseHandle } from "../database/client";
import { contactRequests, photoVariants, profileChanges, profileLogos, profiles, projectPhotos, projects, reviewReplies, reviewReports, reviews, users } from "../database/schema";
import * as overview from "../app/routes/portal/dashboard._index";
import * as profilePage from "../app/routes/portal/dashboard.profile";
import * as contactsPage from "../app/routes/portal/dashboard.contacts";
import * as reviewsPage from "../app/routes/portal/dashboard.reviews";
import * as layout from "../app/routes/portal/dashboard";
import * as projectList from "../app/routes/portal/dashboard.projects";
import * as projectPage from "../app/routes/portal/dashboard.project";
import * as projectUpload from "../app/routes/portal/dashboard.project.upload";
import * as plainUpload from "../app/routes/portal/dashboard.project.photos";
import * as photoFile from "../app/routes/profile/photo";
import { addPhotos, projectsOfProfile } from "../app/models/projects.server";
import { processPhoto } from "../app/services/photo-processing.server";
import { photoUrl } from "../app/lib/photos";
import { plainPhoto, uploadRequest } from "./photo-fixtures";

const PASSWORD = "Sup3r$ecretPassword";

interface Specialist {
  cookie: string;
  profileId: string;
  userId: string;
  contactId: string;
  reviewId: string;
}

/** A verified account with a profile, one enquiry and one review, signed in: its cookie. */
async function specialist(context: RequestContext, handle: DatabaseHandle, name: string): Promise<Specialist> {
  const email = `${name.toLowerCase().replace(/\W+/g, "")}@example.com`;
  const { user } = await context.auth.api.signUpEmail({ body: { name, email, password: PASSWORD } });
  await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const profile = await insertProfile(handle.db, { businessName: name, userId: user.id, email, profileStatus: "approved" });
  const [contact] = await handle.db
    .insert(contactRequests)
    .values({ profileId: profile.id, requesterName: `Owner of ${name}`, requesterEmail: "o@example.com", message: `Enquiry for ${name}` })
    .returning();
  const [review] = await handle.db
    .insert(reviews)
    .values({ profileId: profile.id, reviewerName: `Reviewer of ${name}`, reviewerEmail: "r@example.com", rating: 4, comment: `About ${name}` })
    .returning();
  const { headers } = await context.auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { cookie, profileId: profile.id, userId: user.id, contactId: contact!.id, reviewId: review!.id };
}

function request(path: string, cookie: string | null, body?: FormData) {
  return new Request(`http://localhost:3000${path}`, {
    method: body ? "POST" : "GET",
    body,
    headers: { ...(cookie ? { cookie } : {}), origin: "http://localhost:3000" },
  });
}

/** Runs a loader or action; a thrown redirect comes back as its Response. */
async function run<T>(fn: () => Promise<T> | T): Promise<T | Response> {
  try {
    return await fn();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const payload = (result: unknown) => (result as { data?: unknown }).data ?? result;

describe.each(TEST_ENGINES)("specialists cannot reach each other's data on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let alice: Specialist;
  let bob: Specialist;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    alice = await specialist(context, handle, "Alice Coachworks");
    bob = await specialist(context, handle, "Bob Engines");
  });
  afterAll(() => handle.close());

  it("anonymous visitors are sent to sign in by every dashboard loader and action", async () => {
    const pages = [layout, overview, profilePage, contactsPage, reviewsPage];
    for (const page of pages) {
      const result = await run(() => runRoute(page, "loader", { request: request("/dashboard", null), context }));
      expect(result).toBeInstanceOf(Response);
      expect((result as Response).headers.get("location")).toMatch(/^\/auth/);
    }
    const form = new FormData();
    form.set("id", alice.contactId);
    form.set("status", "archived");
    const action = await run(() => runRoute(contactsPage, "action", { request: request("/dashboard/contacts", null, form), context, params: {} }));
    expect((action as Response).headers.get("location")).toMatch(/^\/auth/);
    const reply = new FormData();
    reply.set("intent", "reply");
    reply.set("reviewId", alice.reviewId);
    reply.set("body", "Written by nobody");
    const replied = await run(() => runRoute(reviewsPage, "action", { request: request("/dashboard/reviews", null, reply), context, params: {} }));
    expect((replied as Response).headers.get("location")).toMatch(/^\/auth/);
    expect(await handle.db.select().from(reviewReplies)).toEqual([]);
  });

  it("each loader shows only the signed-in specialist's own profile, enquiries and reviews", async () => {
    const p = payload(await runRoute(profilePage, "loader", { request: request("/dashboard/profile", alice.cookie), context, params: {} })) as {
      profile: { id: string; businessName: string };
    };
    expect(p.profile.id).toBe(alice.profileId);
    const contacts = payload(await runRoute(contactsPage, "loader", { request: request("/dashboard/contacts", alice.cookie), context, params: {} })) as {
      contacts: { id: string }[];
    };
    expect(contacts.contacts.map((c) => c.id)).toEqual([alice.contactId]);
    const list = payload(await runRoute(reviewsPage, "loader", { request: request("/dashboard/reviews", bob.cookie), context, params: {} })) as {
      reviews: { id: string }[];
    };
    expect(list.reviews.map((r) => r.id)).toEqual([bob.reviewId]);
  });

  it("a contact status change with another specialist's request id changes nothing", async () => {
    const form = new FormData();
    form.set("id", bob.contactId);
    form.set("status", "archived");
    const result = await runRoute(contactsPage, "action", { request: request("/dashboard/contacts", alice.cookie, form), context, params: {} });
    expect((result as { init?: { status?: number } }).init?.status).toBe(404);
    const [row] = await handle.db.select().from(contactRequests).where(eq(contactRequests.id, bob.contactId));
    expect(row!.status).toBe("pending");

    // Their own works, and Mark Contacted applies only to pending requests.
    const own = new FormData();
    own.set("id", alice.contactId);
    own.set("status", "archived");
    await runRoute(contactsPage, "action", { request: request("/dashboard/contacts", alice.cookie, own), context, params: {} });
    own.set("status", "contacted");
    const again = await runRoute(contactsPage, "action", { request: request("/dashboard/contacts", alice.cookie, own), context, params: {} });
    expect((again as { init?: { status?: number } }).init?.status).toBe(404);
    const [mine] = await handle.db.select().from(contactRequests).where(eq(contactRequests.id, alice.contactId));
    expect(mine!.status).toBe("archived");
  });

  // Issue #14: a business reply is written, changed and deleted only by the listing the review is about.
  it("a specialist cannot reply to, edit or delete a reply on another listing's review, nor see its replies", async () => {
    await handle.db.update(reviews).set({ status: "approved" });
    const post = (cookie: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      return runRoute(reviewsPage, "action", { request: request("/dashboard/reviews", cookie, form), context, params: {} });
    };
    const replyOf = async (reviewId: string) => (await handle.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)))[0];

    // Alice on Bob's review: refused, nothing written.
    const foreign = await post(alice.cookie, { intent: "reply", reviewId: bob.reviewId, body: "Bob's customers should come to us" });
    expect((foreign as { init?: { status?: number } }).init?.status).toBe(404);
    expect(await replyOf(bob.reviewId)).toBeUndefined();

    // Bob's own reply: Alice can neither replace its text (nor its status) nor delete it.
    await post(bob.cookie, { intent: "reply", reviewId: bob.reviewId, body: "Thank you for your custom." });
    await handle.db.update(reviewReplies).set({ status: "approved", publishedAt: new Date() }).where(eq(reviewReplies.reviewId, bob.reviewId));
    const edit = await post(alice.cookie, { intent: "reply", reviewId: bob.reviewId, body: "Edited by Alice" });
    expect((edit as { init?: { status?: number } }).init?.status).toBe(404);
    const removal = await post(alice.cookie, { intent: "delete-reply", reviewId: bob.reviewId });
    expect((removal as { init?: { status?: number } }).init?.status).toBe(404);
    expect(await replyOf(bob.reviewId)).toMatchObject({ profileId: bob.profileId, body: "Thank you for your custom.", status: "approved" });

    // Each sees only their own replies.
    await post(alice.cookie, { intent: "reply", reviewId: alice.reviewId, body: "Thanks from Alice." });
    const own = (cookie: string) =>
      runRoute(reviewsPage, "loader", { request: request("/dashboard/reviews", cookie), context, params: {} }) as Promise<{ replies: { reviewId: string }[] }>;
    expect((await own(alice.cookie)).replies.map((r) => r.reviewId)).toEqual([alice.reviewId]);
    expect((await own(bob.cookie)).replies.map((r) => r.reviewId)).toEqual([bob.reviewId]);
    await handle.db.update(reviews).set({ status: "pending" });
  });

  it("a specialist cannot read, change, reorder, delete or upload into another's projects and photos (#15)", async () => {
    const processed = await processPhoto(await plainPhoto("#406080", 500, 400));
    if (!processed.ok) throw new Error(processed.reason);
    const [bobProject] = await handle.db
      .insert(projects)
      .values([
        { profileId: bob.profileId, title: "Bob's Healey", vehicleMake: "austin-healey", status: "pending", position: 0 },
        { profileId: bob.profileId, title: "Bob's Mini", vehicleMake: "mini", status: "pending", position: 1 },
      ])
      .returning();
    const projectId = bobProject!.id;
    const added = await addPhotos(handle.db, bob.profileId, projectId, [
      { ...processed.photo, alt: "Bob's first", phase: null },
      { ...processed.photo, alt: "Bob's second", phase: null },
    ]);
    const [photoId, secondId] = added!.stored;
    const snapshot = async () => ({
      projects: await projectsOfProfile(handle.db, bob.profileId),
      variants: (await handle.db.select({ id: photoVariants.photoId }).from(photoVariants)).length,
    });
    const before = await snapshot();
    // A 404 is thrown (as a Response or as data with its status): caught here and returned.
    const attempt = async <T,>(fn: () => Promise<T>) => {
      try {
        return await fn();
      } catch (thrown) {
        if (thrown instanceof Response || (typeof thrown === "object" && thrown !== null && "init" in thrown)) return thrown;
        throw thrown;
      }
    };
    const status = (result: unknown) => (result instanceof Response ? result.status : (result as { init?: { status?: number } }).init?.status);
    const post = (module: typeof projectPage | typeof projectList, path: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      return attempt(() => runRoute(module, "action", { request: request(path, alice.cookie, form), context, params: { projectId } }));
    };

    // Read: Bob's project page is a 404 to Alice, and her list holds none of his.
    const page = await attempt(() => runRoute(projectPage, "loader", { request: request(`/dashboard/projects/${projectId}`, alice.cookie), context, params: { projectId } }));
    expect(status(page)).toBe(404);
    const list = (await runRoute(projectList, "loader", { request: request("/dashboard/projects", alice.cookie), context, params: {} })) as { projects: unknown[] };
    expect(list.projects).toEqual([]);
    // Nor do his pending photos' files answer her.
    const file = photoUrl({ id: photoId!, version: processed.photo.version }, 400, "webp");
    const served = (await runRoute(photoFile, "loader", { request: request(file, alice.cookie), context, params: { photoId: photoId!, file: file.split("/")[3]! } })) as Response;
    expect(served.status).toBe(404);

    // Change, reorder, delete: every form, with Bob's ids, is refused and changes nothing.
    const path = `/dashboard/projects/${projectId}`;
    expect(status(await post(projectPage, path, { intent: "save", title: "Alice was here", vehicleMake: "mini" }))).toBe(404);
    expect(status(await post(projectPage, path, { intent: "photo", photoId: photoId!, alt: "Alice's words", phase: "after" }))).toBe(404);
    expect(status(await post(projectPage, path, { intent: "move-photo", photoId: secondId!, direction: "up" }))).toBe(404);
    expect(status(await post(projectPage, path, { intent: "delete-photo", photoId: photoId! }))).toBe(404);
    expect(status(await post(projectList, "/dashboard/projects", { intent: "move", id: projectId, direction: "down" }))).toBe(404);
    expect(status(await post(projectList, "/dashboard/projects", { intent: "delete", id: projectId }))).toBe(404);
    expect(status(await post(projectPage, path, { intent: "delete" }))).toBe(404);

    // Upload into Bob's project, both ways: nothing stored.
    const files = [{ name: "alice.png", bytes: await plainPhoto("#ff0000", 300, 200), type: "image/png" }];
    const one = (await runRoute(projectUpload, "action", { request: uploadRequest(`http://localhost:3000${path}/upload`, alice.cookie, files, { alt: "Alice's" }), context, params: { projectId } })) as Response;
    expect(one.status).toBe(404);
    const plain = await attempt(() => runRoute(plainUpload, "action", { request: uploadRequest(`http://localhost:3000${path}/photos`, alice.cookie, files), context, params: { projectId } }));
    expect(status(plain)).toBe(404);

    expect(await snapshot()).toEqual(before);
    expect(await handle.db.select().from(projectPhotos).where(eq(projectPhotos.profileId, alice.profileId))).toEqual([]);
    await handle.db.delete(projects).where(eq(projects.profileId, bob.profileId));
  });

  it("a specialist can report only their own listing's published reviews, and sees no reports of any", async () => {
    await handle.db.update(reviews).set({ status: "approved" }).where(eq(reviews.id, bob.reviewId));
    const report = (reviewId: string, cookie: string) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ intent: "report", reviewId, reason: "fake" })) form.set(key, value);
      return runRoute(reviewsPage, "action", { request: request("/dashboard/reviews", cookie, form), context, params: {} });
    };
    const refused = await report(bob.reviewId, alice.cookie);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(404);
    expect(await handle.db.select().from(reviewReports)).toEqual([]);

    expect((payload(await report(bob.reviewId, bob.cookie)) as { status: string }).status).toBe("success");
    const list = payload(await runRoute(reviewsPage, "loader", { request: request("/dashboard/reviews", alice.cookie), context, params: {} }));
    expect(JSON.stringify(list)).not.toContain(bob.reviewId);
  });

  it("a profile save changes only the signed-in specialist's own profile and logo, whatever ids are sent", async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#123456" } }).png().toBuffer();
    const form = new FormData();
    for (const [key, value] of Object.entries({
      id: bob.profileId,
      profileId: bob.profileId,
      userId: bob.userId,
      profileStatus: "approved",
      businessName: "Alice Renamed",
      contactName: "Alice",
      email: "alice@example.com",
      phone: "0113 496 0001",
      address: "1 Lane",
      city: "Leeds",
      county: "West Yorkshire",
      postcode: "LS1 4AP",
      yearsExperience: "6-10",
      description: "A description that is certainly longer than the fifty characters we need.",
    })) {
      form.set(key, value);
    }
    form.append("specialties", "Paint & Bodywork");
    form.append("vehicleMakes", "Jaguar");
    form.set("logo", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
    const result = await runRoute(profilePage, "action", { request: request("/dashboard/profile", alice.cookie, form), context, params: {} });
    expect((payload(result) as { status: string }).status).toBe("success");

    const rows = await handle.db.select().from(profiles).where(eq(profiles.id, bob.profileId));
    expect(rows[0]!.businessName).toBe("Bob Engines");
    expect(rows[0]!.logoUrl).toBeNull();
    // Alice's listing is live: her new name waits for review as her own change (decision 0022); her logo applies at once.
    const [aliceRow] = await handle.db.select().from(profiles).where(eq(profiles.id, alice.profileId));
    expect(aliceRow!.businessName).toBe("Alice Coachworks");
    expect(aliceRow!.logoUrl).toMatch(new RegExp(`^/logos/${alice.profileId}/`));
    const changes = await handle.db.select({ profileId: profileChanges.profileId, proposed: profileChanges.proposed }).from(profileChanges);
    expect(changes).toEqual([{ profileId: alice.profileId, proposed: expect.objectContaining({ businessName: "Alice Renamed" }) }]);
    const logos = await handle.db.select({ profileId: profileLogos.profileId }).from(profileLogos);
    expect(logos.map((l) => l.profileId)).toEqual([alice.profileId]);
  });

  it("a rejected profile that is saved goes back to pending review", async () => {
    await handle.db.update(profiles).set({ profileStatus: "rejected" }).where(eq(profiles.id, bob.profileId));
    const form = new FormData();
    for (const [key, value] of Object.entries({
      businessName: "Bob Engines",
      contactName: "Bob",
      email: "bob@example.com",
      phone: "0113 496 0002",
      address: "2 Lane",
      city: "Leeds",
      county: "West Yorkshire",
      postcode: "LS1 4AP",
      yearsExperience: "21+",
      description: "Engines rebuilt properly, with a written warranty and dyno sheet for each.",
    })) {
      form.set(key, value);
    }
    form.append("specialties", "Engine Rebuilds");
    form.append("vehicleMakes", "MG");
    await runRoute(profilePage, "action", { request: request("/dashboard/profile", bob.cookie, form), context, params: {} });
    const [row] = await handle.db.select().from(profiles).where(eq(profiles.id, bob.profileId));
    expect(row!.profileStatus).toBe("pending");
  });

  it("refuses bad profile input field by field and writes nothing", async () => {
    const form = new FormData();
    form.set("businessName", "");
    form.set("email", "not-an-email");
    form.set("phone", "123");
    form.set("description", "Too short");
    form.set("yearsExperience", "101");
    const [before] = await handle.db.select().from(profiles).where(eq(profiles.id, alice.profileId));
    const changesBefore = await handle.db.select().from(profileChanges);
    const result = await runRoute(profilePage, "action", { request: request("/dashboard/profile", alice.cookie, form), context, params: {} });
    const body = payload(result) as { status: string; fieldErrors: Record<string, string> };
    expect(body.status).toBe("error");
    expect(body.fieldErrors).toMatchObject({
      businessName: "Business name is required",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      description: "Please provide at least 50 characters describing your business",
      yearsExperience: "Please select your years of experience",
      specialties: "Please select at least one specialty",
      vehicleMakes: "Please select at least one vehicle make",
    });
    const [row] = await handle.db.select().from(profiles).where(eq(profiles.id, alice.profileId));
    expect(row).toEqual(before);
    expect(await handle.db.select().from(profileChanges)).toEqual(changesBefore);
  });

  /** A complete, valid edit of Alice's profile, with some fields replaced. */
  function aliceEdit(changes: Record<string, string>) {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      businessName: "Alice Moved",
      contactName: "Alice",
      email: "alice@example.com",
      phone: "0113 496 0001",
      address: "1 Lane",
      city: "Leeds",
      county: "West Yorkshire",
      postcode: "LS1 4AP",
      yearsExperience: "6-10",
      description: "A description that is certainly longer than the fifty characters we need.",
      ...changes,
    })) {
      form.set(key, value);
    }
    form.append("specialties", "Paint & Bodywork");
    form.append("vehicleMakes", "Jaguar");
    return runRoute(profilePage, "action", { request: request("/dashboard/profile", alice.cookie, form), context, params: {} });
  }

  // Issue #13 item 3: the edit form refuses what sign-up refuses.
  it.each([
    ["a malformed postcode", { postcode: "12345" }, { postcode: "Please enter a valid UK postcode" }],
    ["a well-formed postcode that cannot be placed", { postcode: "ZZ9 9ZZ" }, { postcode: "Please enter a valid UK postcode" }],
    ["a county that is not on the list", { county: "Nowhere" }, { county: "Please select your county" }],
  ])("refuses %s on profile edit and writes nothing", async (_, changes, errors) => {
    const [before] = await handle.db.select().from(profiles).where(eq(profiles.id, alice.profileId));
    const result = await aliceEdit(changes);
    expect((result as { init?: { status?: number } }).init?.status).toBe(400);
    const body = payload(result) as { status: string; fieldErrors: Record<string, string>; values: Record<string, unknown> };
    expect(body.status).toBe("error");
    expect(body.fieldErrors).toEqual(errors);
    // What was typed comes back, so a page rendered without JavaScript keeps it.
    expect(body.values).toMatchObject(changes);
    const [after] = await handle.db.select().from(profiles).where(eq(profiles.id, alice.profileId));
    expect(after).toEqual(before);
  });

  it("keeps the stored years when the experience band is unchanged, and places the new postcode", async () => {
    // A listing not yet live (pending review) takes these edits at once; a live one's wait (tests/pending-changes.test.ts).
    await handle.db.update(profiles).set({ yearsInBusiness: 7, profileStatus: "pending" }).where(eq(profiles.id, alice.profileId));
    const kept = await aliceEdit({ postcode: "m4 5jd" });
    expect((payload(kept) as { status: string }).status).toBe("success");
    const [row] = await handle.db.select().from(profiles).where(eq(profiles.id, alice.profileId));
    expect(row).toMatchObject({ yearsInBusiness: 7, postcode: "M4 5JD", county: "West Yorkshire", contactPerson: "Alice" });
    expect(row!.latitude).not.toBeNull();
    await aliceEdit({ yearsExperience: "21+" });
    const [moved] = await handle.db.select().from(profiles).where(eq(profiles.id, alice.profileId));
    expect(moved!.yearsInBusiness).toBe(25);
  });
});
