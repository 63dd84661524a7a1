import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyPostgres } from "./postgres-cluster";
import { startServer, temporaryDataDir, type ServerProcess } from "./server-process";
import { nextClientAddress, profileSlugs, sendEnquiry } from "./site-client";

/**
 * A statement that cannot finish (here: stuck behind a lock another session holds, as behind a
 * frozen database) must fail within the statement timeout with a 503, and must not be stored
 * later when the lock goes: the visitor was told it failed, so they resubmit.
 */
describe("a PostgreSQL statement that cannot finish", () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgres>>;
  let server: ServerProcess;
  let slug: string;
  const dataDir = temporaryDataDir();

  beforeAll(async () => {
    database = await createEmptyPostgres();
    server = await startServer({ databaseUrl: database.url, dataDir, env: { SEED_DEMO: "true", TRUST_PROXY: "1" } });
    slug = (await profileSlugs(server.url))[0]!;
  });
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 within the timeout, stores nothing afterwards, and serves again at once", async () => {
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table contact_requests in access exclusive mode");
      const started = Date.now();
      const stuck = await sendEnquiry(server.url, slug, "timeout-stuck", nextClientAddress());
      const waited = Date.now() - started;
      expect(stuck).toEqual({ status: 503, acknowledged: false });
      // The 10 s statement timeout, well before a browser or proxy gives up (about 15 s).
      expect(waited).toBeGreaterThanOrEqual(9_000);
      expect(waited).toBeLessThan(14_000);
      await locker.query("rollback");

      const deadline = Date.now() + 5_000;
      let after = await sendEnquiry(server.url, slug, "timeout-after", nextClientAddress());
      while (!after.acknowledged && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        after = await sendEnquiry(server.url, slug, "timeout-after", nextClientAddress());
      }
      expect(after.acknowledged).toBe(true);
      const stored = await locker.query<{ message: string }>("select message from contact_requests where message like '%Reference timeout-%'");
      expect(stored.rows.map((row) => /Reference (timeout-\w+)\./.exec(row.message)![1])).toEqual(["timeout-after"]);
      expect(server.output()).not.toMatch(/uncaught|unhandled rejection|FATAL/i);
    } finally {
      await locker.end();
    }
  });
});
