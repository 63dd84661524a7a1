import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, temporaryDataDir, type ServerProcess } from "./server-process";

/** GET /api/places through the built server: the location box's suggestions (issue #25 item 4). */
describe("GET /api/places on the production server", () => {
  let server: ServerProcess;
  const dataDir = temporaryDataDir();
  beforeAll(async () => {
    server = await startServer({ dataDir, env: { PAGE_CACHE_SECONDS: "0" } });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (query: string) => fetch(`${server.url}/api/places?${query}`);

  it("answers JSON places, at most eight, cacheable by anyone", async () => {
    const response = await get("q=headi");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const { places } = (await response.json()) as { places: { label: string; value: string }[] };
    expect(places.map((p) => p.label)).toContain("Headingley, Leeds");
    expect(places.length).toBeLessThanOrEqual(8);
  });

  it("survives hostile queries: 10 kB, NUL bytes, emoji, markup, repeated q", async () => {
    expect((await get(`q=${"a".repeat(10_000)}`)).status).toBe(400);
    for (const query of ["q=%00%00%00", `q=${encodeURIComponent("🚗🏎️")}`, `q=${encodeURIComponent("<script>alert(1)</script>")}`, "q=le&q=ed", "q=%E0%A4%A", ""]) {
      const response = await get(query);
      expect(response.status, query).toBe(200);
      const body = (await response.json()) as { places: unknown[] };
      expect(Array.isArray(body.places), query).toBe(true);
    }
  });
});
