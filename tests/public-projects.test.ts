import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, testContext } from "./fixtures";
import { runRoute } from "./route-runner";
import * as photoRoute from "../app/routes/profile/photo";
import { photoUrl } from "../app/lib/photos";
import { insertProject, type FixtureProject } from "./project-fixtures";
import type { DatabaseHandle } from "../database/client";
import { latestProjectThumbnails, publicProjectsOf, recentProjects } from "../app/models/projects.server";
import { readPhotoVariant } from "../app/models/photo-variants.server";

// Small photos: one 400 px width each, so the encodings stay quick.
const photo = (alt: string, phase: "before" | "after" | null = null) => ({ alt, phase, width: 400, height: 300 });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const project = (title: string, overrides: Partial<FixtureProject> = {}): FixtureProject => ({
  title,
  vehicleMake: "jaguar",
  services: ["paint-and-bodywork"],
  photos: [photo(`${title}, first photo`)],
  ...overrides,
});

/** The public reads of #15: only approved projects of approved profiles, in order, with their photos. */
describe.each(TEST_ENGINES)("public project reads on %s", (engine) => {
  let handle: DatabaseHandle;
  let live: string;
  let other: string;
  let hidden: string;
  let livePhotos: Awaited<ReturnType<typeof insertProject>>["photos"];
  let pendingPhotoId: string;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    const db = handle.db;
    live = (await insertProfile(db)).id;
    other = (await insertProfile(db)).id;
    hidden = (await insertProfile(db, { profileStatus: "pending" })).id;

    livePhotos = (
      await insertProject(db, live, project("E-Type respray", {
        position: 0,
        publishedAt: daysAgo(5),
        model: "E-Type Series 1",
        year: 1962,
        photos: [photo("Bare shell", "before"), photo("Finished in Opalescent Silver Blue", "after"), photo("Engine bay")],
      }))
    ).photos;
    await insertProject(db, live, project("Mk2 wiring", { position: 1, publishedAt: daysAgo(1), services: ["electrics-and-wiring"] }));
    await insertProject(db, live, project("XK120 trim", { position: 2, publishedAt: daysAgo(3), vehicleMake: "mg", services: ["upholstery-and-trim"] }));
    await insertProject(db, live, project("MGB chrome", { position: 3, publishedAt: daysAgo(2), vehicleMake: "mg" }));
    pendingPhotoId = (await insertProject(db, live, project("Waiting for approval", { status: "pending" }))).photos[0]!.id;
    await insertProject(db, live, project("Refused", { status: "rejected" }));
    await insertProject(db, live, project("No photos yet", { photos: [], position: 4, publishedAt: new Date() }));
    await insertProject(db, other, project("Other Jaguar", { publishedAt: daysAgo(4) }));
    await insertProject(db, hidden, project("Hidden listing's Jaguar", { publishedAt: new Date() }));
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("publicProjectsOf lists a profile's approved projects in the owner's order, photos in order", async () => {
    const projects = await publicProjectsOf(handle.db, live);
    expect(projects.map((p) => p.title)).toEqual(["E-Type respray", "Mk2 wiring", "XK120 trim", "MGB chrome", "No photos yet"]);
    const first = projects[0]!;
    expect(first).toMatchObject({ vehicleMake: "jaguar", model: "E-Type Series 1", year: 1962, services: ["paint-and-bodywork"] });
    expect(first.photos.map((p) => [p.alt, p.phase])).toEqual([
      ["Bare shell", "before"],
      ["Finished in Opalescent Silver Blue", "after"],
      ["Engine bay", null],
    ]);
    expect(first.photos[0]).toMatchObject({ id: livePhotos[0]!.id, version: livePhotos[0]!.version, width: 400, height: 300 });
  });

  it("publicProjectsOf shows nothing of a profile that is not approved", async () => {
    expect(await publicProjectsOf(handle.db, hidden)).toEqual([]);
  });

  it("latestProjectThumbnails gives at most three per profile, latest project first, from one call for the page", async () => {
    const thumbnails = await latestProjectThumbnails(handle.db, [live, other, hidden]);
    expect(thumbnails.get(live)?.map((t) => t.projectTitle)).toEqual(["Mk2 wiring", "MGB chrome", "XK120 trim"]);
    expect(thumbnails.get(other)?.map((t) => t.alt)).toEqual(["Other Jaguar, first photo"]);
    expect(thumbnails.has(hidden)).toBe(false);
    const [latest] = thumbnails.get(live)!;
    expect(latest).toMatchObject({ width: 400, height: 300, alt: "Mk2 wiring, first photo" });
    expect(latest!.version).toMatch(/^[a-f0-9]{16}$/);
    expect((await latestProjectThumbnails(handle.db, [live], 1)).get(live)?.length).toBe(1);
    expect((await latestProjectThumbnails(handle.db, [])).size).toBe(0);
  });

  it("recentProjects filters by make or by service, newest first, each with its cover and listing", async () => {
    const jaguars = await recentProjects(handle.db, { vehicleMake: "jaguar" });
    expect(jaguars.map((p) => p.title)).toEqual(["Mk2 wiring", "Other Jaguar", "E-Type respray"]);
    expect(jaguars[2]!.cover.alt).toBe("Bare shell");
    expect(jaguars[0]!.profileSlug).toMatch(/^test-workshop/);
    const wiring = await recentProjects(handle.db, { service: "electrics-and-wiring" });
    expect(wiring.map((p) => p.title)).toEqual(["Mk2 wiring"]);
    const paint = await recentProjects(handle.db, { service: "paint-and-bodywork" }, 2);
    expect(paint.map((p) => p.title)).toEqual(["MGB chrome", "Other Jaguar"]);
  });

  it("readPhotoVariant answers the current version of a photo only, and says whether it is public", async () => {
    const { id, version } = livePhotos[1]!;
    const variant = await readPhotoVariant(handle.db, id, version, "webp", 400);
    expect(variant?.content.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(variant?.isPublic).toBe(true);
    expect(await readPhotoVariant(handle.db, id, version, "avif", 400)).not.toBeNull();
    expect(await readPhotoVariant(handle.db, id, "0".repeat(16), "webp", 400)).toBeNull();
    expect(await readPhotoVariant(handle.db, id, version, "webp", 800)).toBeNull();
    expect((await readPhotoVariant(handle.db, pendingPhotoId, version, "webp", 400))?.isPublic ?? false).toBe(false);
  });

  it("the photo route serves a public photo for a year and nothing else", async () => {
    const get = async (path: string) => {
      const [, , photoId, file] = path.split("/");
      const request = new Request(`http://localhost:3000${path}`);
      return (await runRoute(photoRoute, "loader", { request, context: testContext(handle.db), params: { photoId: photoId!, file: file! } })) as Response;
    };
    const served = await get(photoUrl(livePhotos[0]!, 400, "avif"));
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/avif");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect((await get(photoUrl({ id: pendingPhotoId, version: livePhotos[0]!.version }, 400, "webp"))).status).toBe(404);
    expect((await get(`/photos/not-a-uuid/${livePhotos[0]!.version}-400.webp`)).status).toBe(404);
    expect((await get(`/photos/${livePhotos[0]!.id}/${livePhotos[0]!.version}-400.png`)).status).toBe(404);
  });
});
