import crypto from "node:crypto";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type DatabaseHandle, type Engine } from "../../database/client";
import { EVENTS_PER_CLIENT_PER_HOUR, EVENTS_PER_VISITOR_PER_HOUR } from "../../app/services/client-events.server";
import { photoWorkShare } from "../../app/services/photo-queue.server";
import { PHOTO_UPLOADS_PER_HOUR, PHOTOS_PER_PROJECT } from "../../app/lib/project-limits";
import type { UploadResult } from "../../app/lib/form-results";
import { plainPhoto, sidewaysJpegWithGps } from "../photo-fixtures";
import { startServer, type ServerProcess } from "./server-process";
import { storageFor, type EngineStorage } from "./postgres-cluster";
import { client, dataRedirect, formCookie, formHeaders, signed, waitForMail, withCookies, type Send } from "./hostile-http";
import { SIGNUP_BASE } from "./hostile-sweep";

/**
 * Issue #23's defects 6 and 10, reproduced against the production server (one process, as
 * `npm start` runs it; PostgreSQL when TEST_DATABASE_URL is set, else PGlite):
 * - 6: POST /api/events stored 300 of 300 events from one client address. Now at most
 *   EVENTS_PER_VISITOR_PER_HOUR from one visitor and EVENTS_PER_CLIENT_PER_HOUR from one address,
 *   and nothing of a kind the pages never send.
 * - 10: a verified, not yet approved specialist uploaded photos without limit, processed all at once.
 *   Now the queue processes at most its width at a time (read from the server's debug log, which
 *   counts them: never from timings), and the photo past PHOTO_UPLOADS_PER_HOUR is refused by its
 *   name on both upload paths, stored nowhere.
 * The last test reads the database: what each earlier one let through, and nothing else.
 */
const ENGINE: Engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
const PASSWORD = SIGNUP_BASE.password;
const EMAIL = "uploads@limits.example";
// A browser's: crawlers' events are never stored, so the flood must not look like one.
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const LIMIT_REFUSAL = new RegExp(`You have sent ${PHOTO_UPLOADS_PER_HOUR} photos within an hour, the most we can take\\. Please send this one again in (59|60) minutes\\.`);

describe(`issue #23: analytics events and photo uploads are limited, against the production server on ${ENGINE}`, () => {
  let storage: EngineStorage;
  let server: ServerProcess;
  let send: Send;
  let cookie = "";
  /** What the tests let through, checked against the database at the end. */
  const expected = { photos: 0 };

  beforeAll(async () => {
    storage = await storageFor(ENGINE);
    // Debug: each photo's processing start is logged with the queue's counts. Behind a proxy, so
    // each test chooses its client address (X-Forwarded-For).
    server = await startServer({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl, env: { TRUST_PROXY: "1", LOG_LEVEL: "debug" } });
    send = client(server.url);
    // A specialist signs up through the real form and follows the emailed link; no admin approves them.
    const signup = await send("/signup.data", { body: signed({ ...SIGNUP_BASE, email: EMAIL }), cookie: formCookie(), headers: formHeaders });
    expect(dataRedirect(signup.text), signup.text.slice(0, 300)).toBe("/signup-success");
    const link = (await waitForMail(storage.dataDir, EMAIL, /verify/i)).links[0]!.replace(server.url, "");
    expect((await send(link)).headers.get("location")).toMatch(/\/auth\?verified=1$/);
    const signedIn = await send("/auth", { body: new URLSearchParams({ email: EMAIL, password: PASSWORD }), headers: formHeaders });
    expect(signedIn.status, signedIn.text.slice(0, 300)).toBe(302);
    cookie = withCookies("", signedIn.headers);
  });

  afterAll(async () => {
    await server?.kill();
    await storage?.remove();
  });

  const postEvent = (body: unknown, clientAddress: string, visitor?: string) =>
    send("/api/events", {
      body: JSON.stringify(body),
      clientAddress,
      headers: { "Content-Type": "application/json", "User-Agent": BROWSER },
      ...(visitor ? { cookie: `rr_sid=${visitor}` } : {}),
    });
  /** `count` posts, a few at a time, as a script would send them; their statuses. */
  async function flood(count: number, post: () => Promise<{ status: number }>): Promise<number[]> {
    const statuses: number[] = [];
    for (let sent = 0; sent < count; sent += 25) statuses.push(...(await Promise.all(Array.from({ length: Math.min(25, count - sent) }, post))).map((a) => a.status));
    return statuses;
  }

  it("events: 300 posts from one visitor, and 300 from one address with a new visitor id each, store at most their limits; unknown kinds store nothing", async () => {
    const visitor = crypto.randomUUID();
    const oneVisitor = await flood(300, () => postEvent({ name: "search_submitted", route: "/results?flood=visitor", metadata: { service: "engine-rebuilds", vehicle: "mg" } }, "10.23.0.1", visitor));
    // Refused or stored, the page's beacon is answered alike (its console stays quiet).
    expect(new Set(oneVisitor)).toEqual(new Set([204]));
    const oneAddress = await flood(300, () => postEvent({ name: "review_snippet_viewed", route: "/?flood=address", metadata: { section: "featured_specialists" } }, "10.23.0.2"));
    expect(new Set(oneAddress)).toEqual(new Set([204]));
    for (const body of [
      { name: "page_view", route: "/?refused=1", metadata: {} },
      { name: "security_event", route: "/?refused=2", metadata: { kind: "rate_limited", action: "review" } },
      { name: "search_submitted", route: "/?refused=3", metadata: { service: "<script>alert(1)</script>", vehicle: null } },
      { name: "search_submitted", route: "/?refused=4", metadata: { service: null, vehicle: null, visitorEmail: "someone@example.com" } },
      { name: "cta_supplier_register_clicked", route: "/?refused=5", metadata: { location: "anywhere" } },
    ]) {
      expect((await postEvent(body, "10.23.0.3", crypto.randomUUID())).status, JSON.stringify(body)).toBe(400);
    }
  });

  /** A new project of the specialist's; its id. */
  async function newProject(title: string): Promise<string> {
    const fields = new URLSearchParams({ title, vehicleMake: "mg", model: "B", year: "1972", services: "paint-and-bodywork", story: "Sills and floors." });
    const answer = await send("/dashboard/projects/new.data", { body: fields, cookie, headers: formHeaders });
    const id = /\/dashboard\/projects\/([0-9a-f-]{36})/.exec(answer.text)?.[1];
    expect(id, answer.text.slice(0, 300)).toBeDefined();
    return id!;
  }

  /** The JavaScript uploader's request: one file with its description; the JSON answer. */
  async function uploadOne(projectId: string, name: string, bytes: Buffer) {
    const body = new FormData();
    body.set("alt", `Photo ${name}`);
    body.set("phase", "");
    body.set("photos", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
    const answer = await send(`/dashboard/projects/${projectId}/upload`, { body, cookie });
    return { status: answer.status, result: JSON.parse(answer.text) as UploadResult };
  }

  /** The plain form's post (no JavaScript): several files; the answer page's HTML. */
  async function uploadPlain(projectId: string, files: { name: string; bytes: Uint8Array }[]) {
    const body = new FormData();
    for (const file of files) body.append("photos", new File([new Uint8Array(file.bytes)], file.name, { type: "image/png" }));
    return send(`/dashboard/projects/${projectId}/photos`, { body, cookie });
  }

  const queueLog = () =>
    server
      .output()
      .split("\n")
      .filter((line) => line.includes('"photo processing started"'))
      .map((line) => JSON.parse(line) as { running: number; waiting: number; width: number });

  it("uploads: four 12 MP photos sent at once are processed at most the queue's width at a time, and all stored", async () => {
    const projectId = await newProject("Four at once");
    const photo = await sidewaysJpegWithGps(4000, 3000);
    const before = queueLog().length;
    const answers = await Promise.all(["a", "b", "c", "d"].map((name) => uploadOne(projectId, `${name}.jpg`, photo)));
    for (const answer of answers) expect(answer, JSON.stringify(answer.result)).toMatchObject({ status: 200, result: { files: [{ stored: true }] } });
    expected.photos += 4;
    const started = queueLog().slice(before);
    expect(started).toHaveLength(4);
    const { width } = photoWorkShare(os.availableParallelism());
    for (const entry of started) {
      expect(entry.width).toBe(width);
      expect(entry.running).toBeGreaterThanOrEqual(1);
      expect(entry.running).toBeLessThanOrEqual(width);
    }
  });

  it(`uploads: the photo after the hour's ${PHOTO_UPLOADS_PER_HOUR} is refused by its name, with the wait, on both upload paths; nothing of it is stored`, async () => {
    // The plain form, 12 small photos a post, up to the limit (the four above count).
    let sent = expected.photos;
    for (let project = 1; sent < PHOTO_UPLOADS_PER_HOUR; project++) {
      const projectId = await newProject(`Batch ${project}`);
      const count = Math.min(PHOTOS_PER_PROJECT, PHOTO_UPLOADS_PER_HOUR - sent);
      const files = await Promise.all(Array.from({ length: count }, async (_, i) => ({ name: `batch-${project}-${i}.png`, bytes: await plainPhoto(`#${(0x203040 + (sent + i) * 0x050301).toString(16).slice(-6)}`, 48, 32) })));
      const answer = await uploadPlain(projectId, files);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(`${count} photos were added.`);
      sent += count;
      expected.photos += count;
    }

    const projectId = await newProject("One too many");
    const over = await uploadOne(projectId, "one-too-many.jpg", await sidewaysJpegWithGps());
    expect(over.status).toBe(429);
    expect(over.result.files).toEqual([{ name: "one-too-many.jpg", stored: false, reason: expect.stringMatching(LIMIT_REFUSAL) }]);
    const plain = await uploadPlain(projectId, [
      { name: "sill.png", bytes: await plainPhoto("#553322") },
      { name: "floor.png", bytes: await plainPhoto("#225533") },
    ]);
    expect(plain.status).toBe(200);
    expect(plain.text).toContain("No photo was added.");
    expect(plain.text).toContain("2 files were refused");
    // The answer page's list of refused files (the page's data, serialised after it, says it again).
    const listed = plain.text.indexOf('aria-label="Refused"');
    const refused = plain.text.slice(listed, plain.text.indexOf("</ul>", listed));
    for (const name of ["sill.png", "floor.png"]) expect(refused).toContain(`${name}</strong>`);
    expect(refused.match(new RegExp(LIMIT_REFUSAL.source, "g"))).toHaveLength(2);
    // The project page shows none of them.
    const page = await send(`/dashboard/projects/${projectId}`, { cookie });
    expect(page.text).toContain("One too many");
    expect(page.text).not.toMatch(/\/photos\/[0-9a-f-]{36}\//);
  });

  it("stored what the limits let through, and nothing else", async () => {
    // A graceful stop writes the last batch of events (they go in every 50 ms, so the last request's
    // could still be waiting), and on PGlite lets this process open the directory.
    expect(await server.stop()).toBe(0);
    const handle: DatabaseHandle = storage.databaseUrl
      ? await openDatabase({ databaseUrl: storage.databaseUrl, dataDir: "", maxConnections: 1 })
      : await openDatabase({ dataDir: storage.dataDir });
    try {
      const events = await queryRows<{ name: string; route: string; action: string | null; n: number }>(
        handle.db,
        sql`select name, route, metadata->>'action' as action, count(*)::int as n from analytics_events where name <> 'page_view' group by 1, 2, 3 order by 1, 2`,
      );
      expect(events).toEqual([
        { name: "review_snippet_viewed", route: "/?flood=address", action: null, n: EVENTS_PER_CLIENT_PER_HOUR },
        { name: "search_submitted", route: "/results?flood=visitor", action: null, n: EVENTS_PER_VISITOR_PER_HOUR },
        // One per limit crossed (the visitor's, and their address's, then the second address's), one for the photos: never one a refused request.
        { name: "security_event", route: "/api/events", action: "events", n: 3 },
        { name: "security_event", route: "/dashboard/projects", action: "photo-upload", n: 1 },
      ]);
      const [photos] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from project_photos`);
      expect(photos!.n).toBe(expected.photos);
      expect(expected.photos).toBe(PHOTO_UPLOADS_PER_HOUR);
    } finally {
      await handle.close();
    }
  });
});
