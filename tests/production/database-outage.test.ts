import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrivateCluster, type PrivateCluster } from "./postgres-cluster";
import { startServer, temporaryDataDir, type ServerProcess } from "./server-process";
import { nextClientAddress, profileSlugs, sendEnquiry } from "./site-client";

const OUTAGE_HEADING = "We&#x27;ll be back shortly|We'll be back shortly";
const RECOVERY_BUDGET_MS = 5_000;

/**
 * PostgreSQL stops under the running app (a restart, a failover): pages say so with a 503
 * and a friendly page, /readyz fails, the process stays up, and the site comes back by
 * itself soon after the database does.
 */
describe("PostgreSQL stopping under the running app", () => {
  let cluster: PrivateCluster;
  let server: ServerProcess;
  let slug: string;
  const dataDir = temporaryDataDir();

  beforeAll(async () => {
    cluster = await createPrivateCluster();
    server = await startServer({ databaseUrl: cluster.url, dataDir, env: { SEED_DEMO: "true", TRUST_PROXY: "1" } });
    slug = (await profileSlugs(server.url))[0]!;
  });
  afterAll(async () => {
    await server?.kill();
    cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves normally while the database is up", async () => {
    for (const page of ["/", "/results", `/provider/${slug}`]) {
      expect((await fetch(`${server.url}${page}`)).status, page).toBe(200);
    }
    expect((await sendEnquiry(server.url, slug, "before-outage", nextClientAddress())).acknowledged).toBe(true);
  });

  it("answers 503 with a friendly page, fails /readyz, stays up, and recovers within 5 s", async () => {
    cluster.stop();

    for (const page of ["/", "/results?service=Engine+Rebuilds", `/provider/${slug}`, "/dashboard"]) {
      const response = await fetch(`${server.url}${page}`, { redirect: "manual" });
      expect(response.status, page).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      const html = await response.text();
      expect(html).toMatch(new RegExp(OUTAGE_HEADING));
      expect(html).toContain("Please try again in a few seconds.");
    }
    const readiness = await fetch(`${server.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: "unavailable" });
    // Liveness is the process, not the database: an orchestrator must not restart it for this.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    // A write during the outage is refused, not acknowledged and lost.
    const write = await sendEnquiry(server.url, slug, "during-outage", nextClientAddress());
    expect(write).toEqual({ status: 503, acknowledged: false });

    // Static files need no database.
    expect((await fetch(`${server.url}/favicon.svg`)).status).toBe(200);

    cluster.start();
    const back = Date.now();
    let recoveredAfter = -1;
    while (Date.now() - back < RECOVERY_BUDGET_MS + 2_000) {
      const response = await fetch(`${server.url}/provider/${slug}`);
      if (response.status === 200) {
        recoveredAfter = Date.now() - back;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recoveredAfter).toBeGreaterThanOrEqual(0);
    expect(recoveredAfter).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);

    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect((await sendEnquiry(server.url, slug, "after-outage", nextClientAddress())).acknowledged).toBe(true);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/uncaught|unhandled rejection|FATAL/i);
  });
});
