import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startServer, temporaryDataDir, type ServerProcess } from "./server-process";
import { cookiesOf, SERVER_SECRET, signIn, signUp } from "./site-client";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ADMIN = { email: "first-admin@example.com", password: "First#Admin-2026" };

/** The start-up environment of a fresh install: SEED_DEMO as the operator leaves it, unset. */
const FRESH = { SEED_DEMO: "" };

async function specialistsFound(baseUrl: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}/results`)).text();
  const match = /([\d,]+) specialists? found/.exec(html);
  if (!match) throw new Error("no result count on /results");
  return Number(match[1]!.replace(/,/g, ""));
}

/** The admin page as the given account sees it after signing in through the /auth form. */
async function adminPageAs(baseUrl: string, account: { email: string; password: string }) {
  const signedIn = await signIn(baseUrl, account);
  expect(signedIn.status).toBe(302);
  expect(signedIn.headers.get("location")).toBe("/admin");
  // /admin itself only redirects to its first tab.
  const page = await fetch(`${baseUrl}/admin/pending`, { headers: { Cookie: cookiesOf(signedIn) }, redirect: "manual" });
  return { status: page.status, html: await page.text() };
}

/**
 * Issue #11 item 12: the orders an operator may do things in on a new embedded-database
 * install all end with the demo directory listed and an admin who can sign in.
 */
describe("the first admin on a fresh install", () => {
  let server: ServerProcess | undefined;
  const dataDirs: string[] = [];
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a fresh install where the admin is created first still shows the demo directory", async () => {
    const dataDir = temporaryDataDir();
    dataDirs.push(dataDir);
    execFileSync(
      process.execPath,
      ["build/cli/admin.js", "create", "--email", ADMIN.email, "--password", ADMIN.password],
      { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, AUTH_SECRET: SERVER_SECRET, LOG_LEVEL: "silent" }, stdio: "pipe" },
    );
    server = await startServer({ dataDir, env: FRESH });
    expect(await specialistsFound(server.url)).toBeGreaterThanOrEqual(38);
    const admin = await adminPageAs(server.url, ADMIN);
    expect(admin.status).toBe(200);
    expect(admin.html).toContain("Admin Dashboard");
  });

  it("ADMIN_EMAIL and ADMIN_PASSWORD make a verified admin at start-up, again and again without change, never logging the password", async () => {
    const dataDir = temporaryDataDir();
    dataDirs.push(dataDir);
    const env = { ...FRESH, LOG_LEVEL: "info", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    server = await startServer({ dataDir, env });
    expect(await specialistsFound(server.url)).toBeGreaterThanOrEqual(38);
    const first = await adminPageAs(server.url, ADMIN);
    expect(first.status).toBe(200);
    expect(first.html).toContain("Admin Dashboard");
    expect(first.html).toContain(ADMIN.email);
    expect(server.output()).toContain(`ADMIN_EMAIL: Created admin account ${ADMIN.email}.`);
    expect(await server.stop()).toBe(0);

    // The variables stay set across restarts: the same account is simply confirmed each time.
    server = await startServer({ dataDir, env });
    expect(server.output()).toContain("already existed, verified by its owner: given the admin role (password unchanged)");
    expect((await adminPageAs(server.url, ADMIN)).status).toBe(200);
    expect(await specialistsFound(server.url)).toBeGreaterThanOrEqual(38);
    const output = server.output();
    expect(await server.stop()).toBe(0);
    expect(output + first.html).not.toContain(ADMIN.password);
  });

  it("an outsider who signed up first with the operator's address does not become the admin (issue #23): the account is reclaimed", async () => {
    const dataDir = temporaryDataDir();
    dataDirs.push(dataDir);
    const outsider = { email: ADMIN.email, password: "Outsider#Guess-2026" };
    server = await startServer({ dataDir, env: { ...FRESH, TRUST_PROXY: "1" } });
    const signedUp = await signUp(server.url, outsider);
    expect(signedUp.headers.get("location")).toBe("/signup-success");
    // Unverified: the outsider cannot sign in (the link went to the operator's inbox).
    expect((await signIn(server.url, outsider)).status).toBe(400);
    expect(await server.stop()).toBe(0);

    server = await startServer({ dataDir, env: { ...FRESH, LOG_LEVEL: "info", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    expect(server.output()).toContain("its address was never verified, so anyone could have signed it up: its password was replaced");
    const refused = await signIn(server.url, outsider);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Invalid email or password");
    const admin = await adminPageAs(server.url, ADMIN);
    expect(admin.status).toBe(200);
    expect(admin.html).toContain("Admin Dashboard");
  });

  it("a bad admin pair stops start-up with a message naming the variable", async () => {
    const dataDir = temporaryDataDir();
    dataDirs.push(dataDir);
    await expect(startServer({ dataDir, env: { ADMIN_EMAIL: ADMIN.email }, readyTimeoutMs: 30_000 })).rejects.toThrow(
      /ADMIN_PASSWORD: must be set when ADMIN_EMAIL is/,
    );
  });
});
