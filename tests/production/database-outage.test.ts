import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrivateCluster, type PrivateCluster } from "./postgres-cluster";
import { startServer, temporaryDataDir, type ServerProcess } from "./server-process";
import { cookiesOf, createAccountWithCli, nextClientAddress, profileSlugs, sendEnquiry, signIn } from "./site-client";

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
  let slugs: string[];
  const dataDir = temporaryDataDir();

  beforeAll(async () => {
    cluster = await createPrivateCluster();
    server = await startServer({ databaseUrl: cluster.url, dataDir, env: { SEED_DEMO: "true", TRUST_PROXY: "1" } });
    slugs = await profileSlugs(server.url);
    slug = slugs[0]!;
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
    // Nothing crashed (pino's "fatal" is level 60; PostgreSQL's own "severity":"FATAL" in a logged error is not ours).
    expect(server.output()).not.toMatch(/uncaught|unhandled rejection|"level":60/i);
  });

  /** Waits for the site to answer `path` with 200 again after the database is back. */
  async function waitForRecovery(path: string, cookie?: string) {
    const started = Date.now();
    while (Date.now() - started < RECOVERY_BUDGET_MS + 2_000) {
      const response = await fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${path} did not recover`);
  }

  it("answers the first request after the database stops with 503, never a not-found or the sign-in page", async () => {
    const specialist = { email: "outage-specialist@example.com", password: "Outage#Specialist-2026" };
    createAccountWithCli({ dataDir, databaseUrl: cluster.url }, specialist, { specialist: true });
    const session = cookiesOf(await signIn(server.url, specialist, "/dashboard"));
    expect(session).toMatch(/session_token=/);
    // The portal page a specialist without a listing yet is sent to (the set-up form).
    const portal = await fetch(`${server.url}/dashboard`, { headers: { Cookie: session } });
    expect(portal.status).toBe(200);
    const portalPath = new URL(portal.url).pathname;
    expect(portalPath).toMatch(/^\/dashboard/);

    // Each address is one this process has not rendered before (nothing cached), asked for first.
    const firstRequests = [
      { path: `/provider/${slugs[1]}` },
      { path: "/results?service=paint-and-bodywork&location=Leeds" },
      { path: portalPath, cookie: session },
      // A data request (client-side navigation) too.
      { path: `/provider/${slugs[2]}.data` },
    ];
    for (const { path, cookie } of firstRequests) {
      cluster.stop();
      try {
        const response = await fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
        expect(response.status, path).toBe(503);
        expect(await response.text(), path).toMatch(new RegExp(OUTAGE_HEADING));
      } finally {
        cluster.start();
      }
      await waitForRecovery(path.endsWith(".data") ? path.replace(/\.data$/, "") : path, cookie);
    }
    expect(server.child.exitCode).toBeNull();
  });
});
