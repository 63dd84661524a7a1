import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Engine } from "../../database/client";
import { storageFor } from "./postgres-cluster";
import { startServer, temporaryDataDir, type ServerProcess } from "./server-process";
import { nextClientAddress, profileSlugs, sendEnquiry, sendReview } from "./site-client";

const WRITERS = 8;
// Long enough for a steady stream of writes to be in flight when the process dies.
const KILL_AFTER_MS = 2_500;

/**
 * kill -9 in the middle of a stream of enquiries and reviews: no shutdown hook runs, nothing
 * is flushed by us. Every write the server acknowledged must be there after a restart.
 */
describe.each(["pglite", "postgres"] as const)("kill -9 during writes on %s", (engine: Engine) => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("keeps every acknowledged enquiry and review and reopens cleanly", async () => {
    const { dataDir, databaseUrl, remove } = await storageFor(engine);
    cleanups.push(remove);
    const options = { dataDir, databaseUrl, env: { SEED_DEMO: "true", TRUST_PROXY: "1" } };

    let server: ServerProcess = await startServer(options);
    cleanups.push(() => server.kill());
    const slugs = await profileSlugs(server.url, 3);

    const acknowledged = { enquiries: [] as string[], reviews: [] as string[] };
    let sequence = 0;
    let killed = false;
    const writer = async (worker: number) => {
      while (!killed) {
        const marker = `crash-${engine}-${worker}-${sequence++}`;
        // One write in ten a review, each on the next profile: a profile takes at most 10 reviews a day.
        const review = sequence % 10 === 0;
        const slug = slugs[(review ? sequence / 10 : sequence) % slugs.length]!;
        try {
          const result = review
            ? await sendReview(server.url, slug, marker, nextClientAddress())
            : await sendEnquiry(server.url, slug, marker, nextClientAddress());
          if (result.acknowledged) (review ? acknowledged.reviews : acknowledged.enquiries).push(marker);
          else if (!killed) throw new Error(`write refused with ${result.status} before the kill`);
        } catch (error) {
          // Requests cut off by the kill fail: they were never acknowledged, so they may or may not be stored.
          if (!killed) throw error;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, worker) => writer(worker));
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
    killed = true;
    await server.kill();
    await Promise.all(writers);
    expect(acknowledged.enquiries.length).toBeGreaterThan(10);
    expect(acknowledged.reviews.length).toBeGreaterThan(3);

    // The restart recovers the database by itself (for PGlite: taking over the dead process's lock).
    server = await startServer(options);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${server.url}/provider/${slugs[0]}`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    if (engine === "pglite") expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);

    const handle = await openDatabase({ databaseUrl, dataDir });
    try {
      const enquiries = await queryRows<{ message: string }>(
        handle.db,
        sql`select message from contact_requests where message like '%Reference crash-%'`,
      );
      const reviews = await queryRows<{ comment: string }>(
        handle.db,
        sql`select comment from reviews where comment like '%Reference crash-%'`,
      );
      const storedEnquiries = new Set(enquiries.map((row) => /Reference (crash-[\w-]+)\./.exec(row.message)![1]));
      const storedReviews = new Set(reviews.map((row) => /Reference (crash-[\w-]+)\./.exec(row.comment)![1]));
      expect(acknowledged.enquiries.filter((marker) => !storedEnquiries.has(marker))).toEqual([]);
      expect(acknowledged.reviews.filter((marker) => !storedReviews.has(marker))).toEqual([]);
      // Nothing half-written either: each stored row is whole (a complete message, a valid rating).
      const [integrity] = await queryRows<{ broken: number }>(
        handle.db,
        sql`select count(*)::int as broken from reviews where rating not between 1 and 5 or provider_id is null`,
      );
      expect(integrity!.broken).toBe(0);
    } finally {
      await handle.close();
    }
  });
});

/**
 * A container restarted after a crash comes back in a new PID namespace, where the lock's PID 1
 * is alive (it is the new process's own init): only the socket the holder listened on can tell
 * that the holder is gone, and the restart must not wait for the heartbeat to go stale.
 */
describe("a crashed container restarted on the same host", () => {
  it("starts at once on the embedded database, though its old lock file is fresh and names a live-looking PID 1", async () => {
    const dataDir = temporaryDataDir();
    try {
      let server = await startServer({ dataDir });
      const lockPath = path.join(dataDir, "pglite.lock");
      const held = JSON.parse(fs.readFileSync(lockPath, "utf8")) as { socket: string; host: string };
      expect(held.socket).toMatch(/\.sock$/);
      await server.kill();
      // What the restarted container finds: the dead process's socket file, and its lock file
      // rewritten as the old container's (another PID namespace, PID 1), refreshed a moment ago.
      expect(fs.existsSync(path.join(dataDir, held.socket))).toBe(true);
      fs.writeFileSync(lockPath, JSON.stringify({ ...JSON.parse(fs.readFileSync(lockPath, "utf8")), pid: 1, pidNamespace: "pid:[4026539999]" }));
      server = await startServer({ dataDir, readyTimeoutMs: 30_000 });
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const taken = JSON.parse(fs.readFileSync(lockPath, "utf8")) as { host: string; pid: number };
      expect(taken.host).toBe(held.host);
      expect(taken.pid).not.toBe(1);
      expect(fs.existsSync(path.join(dataDir, held.socket))).toBe(false);
      expect(await server.stop()).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
