import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { runRoute } from "./route-runner";
import { insertProfile, testContext } from "./fixtures";
import { plainPhoto, uploadRequest } from "./photo-fixtures";
import type { DatabaseHandle } from "../database/client";
import { analyticsEvents, projectPhotos, users } from "../database/schema";
import * as uploadRoute from "../app/routes/portal/dashboard.project.upload";
import * as plainUpload from "../app/routes/portal/dashboard.project.photos";
import { createProject } from "../app/models/projects.server";
import { flushEvents } from "../app/services/analytics.server";
import { PHOTO_UPLOADS_PER_HOUR, PHOTOS_PER_PROJECT } from "../app/lib/project-limits";
import type { UploadResult } from "../app/lib/form-results";

// Issue #23, defect 10: one account's photo uploads are limited per hour, counted before any
// processing, and the file over the limit is named with the refusal, for both upload paths.

const PASSWORD = "Gallery#Strong-2026";
const BASE = "http://localhost:3000";
const LIMIT_REFUSAL = new RegExp(`^You have sent ${PHOTO_UPLOADS_PER_HOUR} photos within an hour, the most we can take\\. Please send this one again in (59|60) minutes\\.$`);

describe.each(TEST_ENGINES)("the hourly photo limit per account on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
  }, 60_000);
  afterAll(() => handle.close());

  async function specialist(email: string) {
    const { user } = await context.auth.api.signUpEmail({ body: { name: "Gallery", email, password: PASSWORD } });
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    // Pending, as a new listing is: the limit does not wait for an admin's approval.
    const profile = await insertProfile(handle.db, { userId: user.id, profileStatus: "pending" });
    const { headers } = await context.auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
    const cookie = headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const project = async () => {
      const created = await createProject(handle.db, profile.id, { title: "MGB roadster", vehicleMake: "mg", model: null, year: null, services: [], story: "" });
      if (created === "full") throw new Error("20 projects");
      return created.id;
    };
    const photoCount = async () => (await handle.db.select({ id: projectPhotos.id }).from(projectPhotos).where(eq(projectPhotos.profileId, profile.id))).length;
    return { cookie, project, photoCount };
  }

  const tiny = (n: number) => plainPhoto(`#${(0x102030 + n * 0x0b0d07).toString(16).slice(-6)}`, 40, 30);

  it(`takes ${PHOTO_UPLOADS_PER_HOUR} photos an hour from one account and refuses the next, by the file, on both upload paths, storing nothing`, async () => {
    const owner = await specialist("busy@example.com");
    // The plain form, 12 files a post, until the hour's allowance is used up.
    let sent = 0;
    while (sent < PHOTO_UPLOADS_PER_HOUR) {
      const batch = Math.min(PHOTOS_PER_PROJECT, PHOTO_UPLOADS_PER_HOUR - sent);
      const id = await owner.project();
      const files = await Promise.all(Array.from({ length: batch }, async (_, i) => ({ name: `p${sent + i}.png`, bytes: await tiny(sent + i) })));
      const request = uploadRequest(`${BASE}/dashboard/projects/${id}/photos`, owner.cookie, files);
      const result = (await runRoute(plainUpload, "action", { request, context, params: { projectId: id } })) as UploadResult;
      expect(result.files.every((file) => file.stored)).toBe(true);
      sent += batch;
    }
    expect(await owner.photoCount()).toBe(PHOTO_UPLOADS_PER_HOUR);

    // The browser's upload: a 429, the refusal by the file.
    const id = await owner.project();
    const one = uploadRequest(`${BASE}/dashboard/projects/${id}/upload`, owner.cookie, [{ name: "one-too-many.png", bytes: await tiny(500) }], { alt: "Sill" });
    const response = (await runRoute(uploadRoute, "action", { request: one, context, params: { projectId: id } })) as Response;
    expect(response.status).toBe(429);
    const answer = (await response.json()) as UploadResult;
    expect(answer).toEqual({ files: [{ name: "one-too-many.png", stored: false, reason: expect.stringMatching(LIMIT_REFUSAL) }], stopped: null });

    // The plain form: every file named with it, before its bytes are even looked at (not "not a photo").
    const two = uploadRequest(`${BASE}/dashboard/projects/${id}/photos`, owner.cookie, [
      { name: "front.png", bytes: await tiny(501) },
      { name: "notes.jpg", bytes: new TextEncoder().encode("not a photo at all\n".repeat(50)) },
    ]);
    const plain = (await runRoute(plainUpload, "action", { request: two, context, params: { projectId: id } })) as UploadResult;
    expect(plain.files.map((file) => [file.name, file.stored ? "stored" : file.reason])).toEqual([
      ["front.png", expect.stringMatching(LIMIT_REFUSAL)],
      ["notes.jpg", expect.stringMatching(LIMIT_REFUSAL)],
    ]);
    expect(await owner.photoCount()).toBe(PHOTO_UPLOADS_PER_HOUR);

    // Three refused files, one security event.
    await flushEvents(handle.db);
    const events = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, "security_event"));
    expect(events.map((row) => [row.route, row.metadata])).toEqual([["/dashboard/projects", { kind: "rate_limited", action: "photo-upload" }]]);

    // Another account has its own allowance.
    const other = await specialist("other@example.com");
    const theirs = await other.project();
    const request = uploadRequest(`${BASE}/dashboard/projects/${theirs}/upload`, other.cookie, [{ name: "door.png", bytes: await tiny(600) }], { alt: "Door" });
    expect(((await runRoute(uploadRoute, "action", { request, context: testContext(handle.db), params: { projectId: theirs } })) as Response).status).toBe(200);
  }, 120_000);
});
