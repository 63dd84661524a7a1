import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { RequestContext } from "../app/context";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { runRoute } from "./route-runner";
import { insertProfile, startTestOutbox, testContext, TEST_SECRET } from "./fixtures";
import { startSmtpServer } from "./smtp-server";
import { plainPhoto, sidewaysJpegWithGps, uploadRequest } from "./photo-fixtures";
import type { OutboxWorker } from "../app/services/outbox.server";
import type { DatabaseHandle } from "../database/client";
import { photoVariants, projectPhotos, projects, users } from "../database/schema";
import * as newProjectPage from "../app/routes/portal/dashboard.projects.new";
import * as projectPage from "../app/routes/portal/dashboard.project";
import * as listPage from "../app/routes/portal/dashboard.projects";
import * as uploadRoute from "../app/routes/portal/dashboard.project.upload";
import * as plainUpload from "../app/routes/portal/dashboard.project.photos";
import * as adminProjects from "../app/routes/admin/admin.projects";
import * as photoRoute from "../app/routes/profile/photo";
import { addPhotos, createProject, pendingProjects, projectsOfProfile, publicProjectsOf, type NewPhoto } from "../app/models/projects.server";
import { adminCounts } from "../app/models/admin.server";
import { processPhoto } from "../app/services/photo-processing.server";
import { PROJECT_LIMIT, PROJECT_SENT } from "../app/routes/portal/dashboard.projects.server";
import type { UploadResult } from "../app/lib/form-results";
import { PROJECT_REASON_REQUIRED } from "../app/routes/admin/admin.server";
import { PHOTO_REFUSALS } from "../app/lib/project-limits";
import { photoUrl } from "../app/lib/photos";
import { runAdminCommand } from "../scripts/admin";

const PASSWORD = "Gallery#Strong-2026";
const BASE = "http://localhost:3000";
const FIELDS = { title: "1965 Jaguar E-type Series 1 FHC — full restoration", vehicleMake: "jaguar", model: "E-type", year: "1965", story: "Bare-metal respray." };

async function cookieFor(context: RequestContext, email: string) {
  const { headers } = await context.auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

type Answer = { data: Record<string, unknown>; init?: { status?: number } };

function post(module: { action?: unknown }, path: string, cookie: string, form: Record<string, string | string[]>, context: RequestContext, params: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) for (const v of [value].flat()) body.append(key, v);
  const request = new Request(`${BASE}${path}`, { method: "POST", body, headers: { cookie } });
  return runRoute(module as typeof listPage, "action", { request, context, params }) as Promise<Answer | Response>;
}

/** A processed photo ready for addPhotos, described. */
async function described(alt: string): Promise<NewPhoto> {
  const result = await processPhoto(await plainPhoto("#335577", 500, 400));
  if (!result.ok) throw new Error(result.reason);
  return { ...result.photo, alt, phase: null };
}

/** Issue #15 item 1: a specialist's projects and photos, the moderation, and the photo files' serving. */
describe.each(TEST_ENGINES)("project galleries on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sender: OutboxWorker;
  let owner: string;
  let admin: string;
  let profileId: string;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    smtp = await startSmtpServer();
    sender = startTestOutbox(handle.db, smtp.url);
    context = testContext(handle.db);
    await runAdminCommand(["create", "--email", "moderator@example.com", "--password", PASSWORD], { db: handle.db, secret: TEST_SECRET, appUrl: BASE });
    admin = await cookieFor(context, "moderator@example.com");
    const { user } = await context.auth.api.signUpEmail({ body: { name: "Hartley", email: "hartley@example.com", password: PASSWORD } });
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    profileId = (await insertProfile(handle.db, { businessName: "Hartley Classic Restorations", userId: user.id, email: "workshop@hartley.example" })).id;
    owner = await cookieFor(context, "hartley@example.com");
  }, 60_000);
  afterAll(async () => {
    await sender.stop();
    await smtp.close();
    await handle.close();
  });

  async function newProject(fields: Record<string, string | string[]> = FIELDS): Promise<string> {
    const answer = await post(newProjectPage, "/dashboard/projects/new", owner, { ...fields, services: ["paint-and-bodywork", "fabrication-and-welding"] }, context);
    if (!(answer instanceof Response)) throw new Error(JSON.stringify(answer.data));
    return answer.headers.get("Location")!.split("/").pop()!;
  }

  const status = async (projectId: string) => (await handle.db.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId)))[0]?.status;

  it("creates a pending project from the form, and refuses a bad one field by field", async () => {
    const bad = (await post(newProjectPage, "/dashboard/projects/new", owner, { title: "", vehicleMake: "not-a-make", year: "1700", story: "x".repeat(2_001) }, context)) as Answer;
    expect(bad.init?.status).toBe(400);
    expect(Object.keys(bad.data.fieldErrors as object).sort()).toEqual(["story", "title", "vehicleMake", "year"]);
    const id = await newProject();
    const [stored] = await projectsOfProfile(handle.db, profileId);
    expect(stored).toMatchObject({ id, title: FIELDS.title, vehicleMake: "jaguar", model: "E-type", year: 1965, status: "pending", photos: [] });
    expect(stored!.services.length).toBe(2);
  });

  it("stores an uploaded photo with all its files, upright and without metadata, and sends the project back to pending", async () => {
    const id = await newProject();
    await handle.db.update(projects).set({ status: "approved" }).where(eq(projects.id, id));
    const request = uploadRequest(`${BASE}/dashboard/projects/${id}/upload`, owner, [{ name: "bonnet.jpg", bytes: await sidewaysJpegWithGps() }], { alt: "Bonnet in primer", phase: "before" });
    const response = (await runRoute(uploadRoute, "action", { request, context, params: { projectId: id } })) as Response;
    expect(response.status).toBe(200);
    const result = (await response.json()) as UploadResult;
    expect(result.files).toEqual([{ name: "bonnet.jpg", stored: true, photoId: expect.any(String) }]);
    const photoId = (result.files[0] as { photoId: string }).photoId;
    const [photo] = await handle.db.select().from(projectPhotos).where(eq(projectPhotos.id, photoId));
    expect(photo).toMatchObject({ alt: "Bonnet in primer", phase: "before", width: 800, height: 1200, profileId });
    const variants = await handle.db.select().from(photoVariants).where(eq(photoVariants.photoId, photoId));
    expect(variants.length).toBe(4);
    for (const variant of variants) expect((await sharp(variant.content).metadata()).exif).toBeUndefined();
    expect(await status(id)).toBe("pending");
  });

  it("the plain form's upload names each refused file and stores the others", async () => {
    const id = await newProject();
    const text = new TextEncoder().encode("not a photo at all\n".repeat(50));
    const big = Buffer.concat([await plainPhoto(), Buffer.alloc(16 * 1024 * 1024)]);
    const request = uploadRequest(`${BASE}/dashboard/projects/${id}/photos`, owner, [
      { name: "front.png", bytes: await plainPhoto("#aa0000") },
      { name: "notes.jpg", bytes: text },
      { name: "huge.png", bytes: big },
      { name: "rear.png", bytes: await plainPhoto("#00aa00") },
    ]);
    const result = (await runRoute(plainUpload, "action", { request, context, params: { projectId: id } })) as UploadResult;
    expect(result.files.map((f) => [f.name, f.stored])).toEqual([["front.png", true], ["notes.jpg", false], ["huge.png", false], ["rear.png", true]]);
    expect(result.files[1]).toMatchObject({ reason: PHOTO_REFUSALS.notAnImage });
    expect(result.files[2]).toMatchObject({ reason: PHOTO_REFUSALS.tooLarge });
    const [project] = (await projectsOfProfile(handle.db, profileId)).filter((p) => p.id === id);
    // Stored without a description: asked for on the project page, and kept out of the queue until then.
    expect(project!.photos.map((p) => p.alt)).toEqual(["", ""]);
    expect((await pendingProjects(handle.db)).map((p) => p.id)).not.toContain(id);
  }, 30_000);

  it("keeps 12 photos per project, counting under the project's lock", async () => {
    const id = await newProject();
    const one = await described("Door shut");
    const first = await addPhotos(handle.db, profileId, id, Array.from({ length: 10 }, () => one));
    expect(first?.stored.length).toBe(10);
    const [a, b] = await Promise.all([addPhotos(handle.db, profileId, id, [one, one]), addPhotos(handle.db, profileId, id, [one, one])]);
    expect((a?.stored.length ?? 0) + (b?.stored.length ?? 0)).toBe(2);
    expect((a?.refused ?? 0) + (b?.refused ?? 0)).toBe(2);
    const count = await handle.db.select({ id: projectPhotos.id }).from(projectPhotos).where(eq(projectPhotos.projectId, id));
    expect(count.length).toBe(12);
  }, 30_000);

  it("keeps 20 projects per profile", async () => {
    const existing = (await projectsOfProfile(handle.db, profileId)).length;
    for (let i = existing; i < 20; i++) await createProject(handle.db, profileId, { title: `Project ${i}`, vehicleMake: "mg", model: null, year: null, services: [], story: "" });
    const refused = (await post(newProjectPage, "/dashboard/projects/new", owner, FIELDS, context)) as Answer;
    expect(refused.init?.status).toBe(409);
    expect(refused.data.message).toBe(PROJECT_LIMIT);
    const [last] = (await projectsOfProfile(handle.db, profileId)).slice(-1);
    const deleted = (await post(listPage, "/dashboard/projects", owner, { intent: "delete", id: last!.id }, context)) as Answer;
    expect(deleted.data.status).toBe("success");
  }, 30_000);

  it("moves projects and photos up and down, and edits a photo's description (back to pending)", async () => {
    const before = (await projectsOfProfile(handle.db, profileId)).map((p) => p.id);
    await post(listPage, "/dashboard/projects", owner, { intent: "move", id: before[1]!, direction: "up" }, context);
    const after = (await projectsOfProfile(handle.db, profileId)).map((p) => p.id);
    expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
    const top = (await post(listPage, "/dashboard/projects", owner, { intent: "move", id: after[0]!, direction: "up" }, context)) as Answer;
    expect(top.init?.status).toBe(404);

    const id = await newProject();
    const stored = await addPhotos(handle.db, profileId, id, [await described("One"), await described("Two")]);
    await handle.db.update(projects).set({ status: "approved" }).where(eq(projects.id, id));
    const path = `/dashboard/projects/${id}`;
    await post(projectPage, path, owner, { intent: "move-photo", photoId: stored!.stored[1]!, direction: "up" }, context, { projectId: id });
    let [project] = (await projectsOfProfile(handle.db, profileId)).filter((p) => p.id === id);
    expect(project!.photos.map((p) => p.alt)).toEqual(["Two", "One"]);
    expect(project!.status).toBe("approved");
    const empty = (await post(projectPage, path, owner, { intent: "photo", photoId: stored!.stored[0]!, alt: "  ", phase: "after" }, context, { projectId: id })) as Answer;
    expect(empty.init?.status).toBe(400);
    expect(empty.data.fieldErrors).toEqual({ alt: "Please describe this photo (alt text)" });
    await post(projectPage, path, owner, { intent: "photo", photoId: stored!.stored[0]!, alt: "Sills welded", phase: "after" }, context, { projectId: id });
    [project] = (await projectsOfProfile(handle.db, profileId)).filter((p) => p.id === id);
    expect(project!.photos.find((p) => p.id === stored!.stored[0])).toMatchObject({ alt: "Sills welded", phase: "after" });
    expect(project!.status).toBe("pending");
  }, 30_000);

  it("an admin approves (published at once, emailed) or rejects with a reason (emailed); an edit goes back to pending", async () => {
    await handle.db.delete(projects).where(eq(projects.profileId, profileId));
    const id = await newProject();
    const photo = await addPhotos(handle.db, profileId, id, [await described("Finished car")]);
    expect((await adminCounts(handle.db)).pendingProjects).toBe(1);
    const queue = await runRoute(adminProjects, "loader", { request: new Request(`${BASE}/admin/projects`, { headers: { cookie: admin } }), context });
    expect(queue.projects.map((p) => p.id)).toEqual([id]);
    expect(queue.projects[0]!.photos[0]!.alt).toBe("Finished car");

    // The specialist cannot use the admins' tab.
    await expect(post(adminProjects, "/admin/projects", owner, { intent: "project", projectId: id, decision: "approved" }, context)).rejects.toBeInstanceOf(Response);

    const noReason = (await post(adminProjects, "/admin/projects", admin, { intent: "project", projectId: id, decision: "rejected", reason: "" }, context)) as Answer;
    expect(noReason.data.fieldErrors).toEqual({ reason: PROJECT_REASON_REQUIRED });
    const approved = (await post(adminProjects, "/admin/projects", admin, { intent: "project", projectId: id, decision: "approved" }, context)) as Answer;
    expect(approved.data.status).toBe("success");
    const published = await publicProjectsOf(handle.db, profileId);
    expect(published.map((p) => p.id)).toEqual([id]);
    expect(published[0]!.publishedAt).toBeInstanceOf(Date);
    const mail = await smtp.waitFor((m) => m.to.includes("workshop@hartley.example") && /is published/.test(m.subject));
    expect(mail.text).toContain("/provider/");

    // The approved photo is public, cached for a year; another version of the address is not found.
    const [row] = await handle.db.select().from(projectPhotos).where(eq(projectPhotos.id, photo!.stored[0]!));
    const serve = (url: string, cookie = "") =>
      runRoute(photoRoute, "loader", { request: new Request(`${BASE}${url}`, { headers: { cookie } }), context, params: { photoId: url.split("/")[2]!, file: url.split("/")[3]! } }) as Promise<Response>;
    const publicFile = await serve(photoUrl(row!, 400, "avif"));
    expect(publicFile.status).toBe(200);
    expect(publicFile.headers.get("Content-Type")).toBe("image/avif");
    expect(publicFile.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(publicFile.headers.get("Content-Security-Policy")).toBe("default-src 'none'");
    expect((await serve(photoUrl({ id: row!.id, version: "0000000000000000" }, 400, "avif"))).status).toBe(404);
    expect((await serve(photoUrl(row!, 999, "webp"))).status).toBe(404);

    // An edit hides it until approved again; meanwhile only the owner and admins see its files, privately.
    const edited = (await post(projectPage, `/dashboard/projects/${id}`, owner, { intent: "save", ...FIELDS, title: "E-type FHC, rebuilt" }, context, { projectId: id })) as Answer;
    expect(edited.data.message).toBe(PROJECT_SENT);
    expect(await publicProjectsOf(handle.db, profileId)).toEqual([]);
    expect((await serve(photoUrl(row!, 400, "webp"))).status).toBe(404);
    const own = await serve(photoUrl(row!, 400, "webp"), owner);
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await serve(photoUrl(row!, 400, "webp"), admin)).status).toBe(200);

    const rejected = (await post(adminProjects, "/admin/projects", admin, { intent: "project", projectId: id, decision: "rejected", reason: "Number plate readable in photo 1" }, context)) as Answer;
    expect(rejected.data.status).toBe("success");
    const [stored] = await handle.db.select().from(projects).where(and(eq(projects.id, id), eq(projects.status, "rejected")));
    expect(stored!.rejectionReason).toBe("Number plate readable in photo 1");
    const rejection = await smtp.waitFor((m) => m.to.includes("workshop@hartley.example") && /was not published/.test(m.subject));
    expect(rejection.text).toContain("Reason: Number plate readable in photo 1");
    const again = (await post(adminProjects, "/admin/projects", admin, { intent: "project", projectId: id, decision: "approved" }, context)) as Answer;
    expect(again.init?.status).toBe(409);
  }, 60_000);
});
