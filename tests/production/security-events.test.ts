import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, temporaryDataDir, type ServerProcess } from "./server-process";
import { cookiesOf, signIn } from "./site-client";

const ADMIN = { email: "security-admin@example.com", password: "Security#Admin-2026" };

/**
 * The cross-site refusal happens in the Express layer, before React Router: it must still
 * land in the admin's Insights, under the page's own path (not the single-fetch ".data" one).
 */
describe("cross-site refusals in the admin Insights", () => {
  let server: ServerProcess;
  const dataDir = temporaryDataDir();
  beforeAll(async () => {
    server = await startServer({ dataDir, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("records a refused cross-site post and shows it to the admin", async () => {
    const refused = await fetch(`${server.url}/provider/some-garage.data?ref=mail`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://elsewhere.example" },
      body: new URLSearchParams({ intent: "enquiry", email: "victim@example.org" }),
    });
    expect(refused.status).toBe(403);

    const signedIn = await signIn(server.url, ADMIN);
    expect(signedIn.headers.get("location")).toBe("/admin");
    const page = await fetch(`${server.url}/admin/insights`, { headers: { Cookie: cookiesOf(signedIn) } });
    const html = await page.text();
    const countRow = /<tr[^>]*data-security-kind="cross_site_refused"[^>]*>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? "";
    expect([...countRow.matchAll(/<td[^>]*>(\d+)<\/td>/g)].map((m) => m[1])).toEqual(["1", "1"]);
    const latestRow = /<tr[^>]*data-security-event="cross_site_refused"[^>]*>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? "";
    expect(latestRow).toContain("<code>/provider/some-garage</code>");
    expect(html).not.toContain("victim@example.org");
  });
});
