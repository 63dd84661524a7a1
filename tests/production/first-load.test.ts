import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureFirstLoad } from "../../bench/first-load";
import { startServer, temporaryDataDir, type ServerProcess } from "./server-process";
import { providerSlugs } from "./site-client";

const CLIENT_DIR = path.resolve(import.meta.dirname, "../../build/client");

/**
 * The first-load JavaScript budget, checked on every `npm test`: sizes of the built files are
 * the same on every run, so this is no timing test. Home keeps DESIGN.md §5's 120 KB; the
 * results and profile pages may not grow past about what they load today (127.9 and 129.0 KB on
 * 2026-11-25). Issue #13 asks for 110 KB on all three: these limits come down as the bundles do.
 */
const BUDGET_BYTES: Record<string, number> = {
  "/": 120_000,
  "/results": 130_000,
  "/provider": 130_000,
};

describe("first-load JavaScript", () => {
  let server: ServerProcess;
  const dataDir = temporaryDataDir();
  beforeAll(async () => {
    server = await startServer({ dataDir, env: { SEED_DEMO: "true", PAGE_CACHE_SECONDS: "0" } });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(Object.keys(BUDGET_BYTES))("%s stays within its gzipped budget", async (page) => {
    const pagePath = page === "/provider" ? `/provider/${(await providerSlugs(server.url))[0]}` : page;
    const firstLoad = await measureFirstLoad(server.url, CLIENT_DIR, pagePath);
    expect(firstLoad.jsFiles).toBeGreaterThan(0);
    console.log(`${pagePath}: ${(firstLoad.jsGzipBytes / 1000).toFixed(1)} KB of JavaScript in ${firstLoad.jsFiles} files`);
    expect(firstLoad.jsGzipBytes).toBeLessThanOrEqual(BUDGET_BYTES[page]!);
  });
});
