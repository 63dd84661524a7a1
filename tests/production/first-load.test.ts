import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureFirstLoad } from "../../bench/first-load";
import { AFTER_PAINT, AFTER_PAINT_BOOT } from "../../app/lib/after-paint";
import { startServer, temporaryDataDir, type ServerProcess } from "./server-process";
import { profileSlugs } from "./site-client";

const CLIENT_DIR = path.resolve(import.meta.dirname, "../../build/client");

/**
 * The first-load JavaScript budget, checked on every `npm test`: sizes of the built files are
 * the same on every run, so this is no timing test. Measured on 2026-11-26: 119.3 KB on /,
 * 123.4 KB on /results and 123.4 KB on /provider/{slug}; the limits sit just above. Issue #13
 * asks for 110 KB on all three, out of reach while the framework file alone is 107.4 KB
 * (React DOM about 63 KB, React Router about 39 KB, React and its scheduler about 4 KB): the
 * site's own code on these pages is 12 to 16 KB. Home also keeps docs/design.md §5's 120 KB.
 * Lower a limit whenever a page gets lighter.
 */
const BUDGET_BYTES: Record<string, number> = {
  "/": 120_000,
  // 124.9 KB with #15's keyword box, Best match, map caption, pin numbers and thumbnails (decision 0017);
  // 124.65 KB once the make and service pages' shared code went into files by who shares it (client-chunks.ts).
  // 125.03 KB after #24 (the call form's fields, the signed map and queue work merged at once): the
  // growth was not traced to one file in that session; issue #25's phone layout of /results is to win it back.
  // 124.93 KB with #25 item 5's phone layout (folded search, List / Map, compact cards, 0.5 KB), paid for by
  // the footer and the empty answer hydrating from files of their own: left at 125.1 KB for items 1–3 (2026-11-28).
  // 125.15 KB when a portal boundary imported the not-found page beside root's lazy import (the bundler then
  // added a namespace helper to the runtime every page loads: components/shell/lazy-not-found.tsx is now the only
  // way in); 125.06 KB once Copy Results Link's selection fallback loads only where the Clipboard API is missing.
  // 124.93 KB with #27's ticks for a quote request (card checkbox and form hydrated from files of their own),
  // Copy Results Link now one of those files too (2026-12-06); 124.98 KB once the content's hydration marker
  // (lib/hydrated-marker.ts) moved to the site layout's boundary.
  "/results": 125_000,
  // 123.0 KB on 2026-11-26 with all of #14 (marks, replies, report links, policy links, certification
  // badge): the reviews section hydrates from its own file, after the rest of the page.
  // 123.53 KB with #15's location map figure and the lazily hydrated projects section's entry.
  // 123.64 KB after #24 (masked address, call form entry, the verified mark's words).
  // 123.38 KB with #25's Call / Send Message under the name and in the phone's bar, the footer in a file of its own.
  "/provider": 123_700,
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
    const pagePath = page === "/provider" ? `/provider/${(await profileSlugs(server.url))[0]}` : page;
    const firstLoad = await measureFirstLoad(server.url, CLIENT_DIR, pagePath);
    expect(firstLoad.jsFiles).toBeGreaterThan(0);
    console.log(`${pagePath}: ${firstLoad.jsGzipBytes.toLocaleString("en-GB")} B of JavaScript (gzipped) in ${firstLoad.jsFiles} files, budget ${BUDGET_BYTES[page]!.toLocaleString("en-GB")} B`);
    expect(firstLoad.jsGzipBytes).toBeLessThanOrEqual(BUDGET_BYTES[page]!);
  });

  it.each(Object.keys(BUDGET_BYTES))("%s sends its scripts inert, to be fetched and run once it has painted", async (page) => {
    const pagePath = page === "/provider" ? `/provider/${(await profileSlugs(server.url))[0]}` : page;
    const html = await (await fetch(`${server.url}${pagePath}`)).text();
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    const preloads = html.match(new RegExp(`<link[^>]*rel="${AFTER_PAINT}"[^>]*>`, "g")) ?? [];
    expect(preloads.length).toBeGreaterThan(3);
    for (const link of preloads) expect(link.toLowerCase()).toContain('fetchpriority="low"');
    expect(html.match(/<script[^>]* type="module"/g)).toBeNull();
    expect(html.match(new RegExp(`<script[^>]* type="${AFTER_PAINT}"[^>]*>[^<]*import\\("/assets/entry\\.client-`, "g"))).toHaveLength(1);
    expect(html).toContain(`>${AFTER_PAINT_BOOT}</script>`);
  });
});
