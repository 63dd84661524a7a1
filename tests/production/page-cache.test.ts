import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { and, eq, sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../../database/client";
import { analyticsEvents } from "../../database/schema";
import { checkSpam } from "../../app/services/spam.server";
import { FORM_TOKEN_FIELD } from "../../app/lib/spam-fields";
import { insertProfile } from "../fixtures";
import { createEmptyPostgres } from "./postgres-cluster";
import { startServer, temporaryDataDir, type ServerProcess } from "./server-process";
import { cookiesOf, createAdmin, SERVER_SECRET, signedForm, signIn } from "./site-client";

const ADMIN = { email: "cache-admin@example.com", password: "Cache#Admin-2026" };
const CACHE_SECONDS = 3;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Every route whose module opts in to the page cache (`handle.pageCache`), with its path from app/routes.ts. */
async function cacheablePaths(): Promise<{ path: string; file: string }[]> {
  const { default: routes } = await import("../../app/routes");
  const found: { path: string; file: string }[] = [];
  const walk = (entries: RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const path = entry.index ? prefix || "/" : `${prefix}/${entry.path ?? ""}`.replace(/\/+$/, "").replace(/\/\//g, "/");
      if (/pageCache: true/.test(fs.readFileSync(new URL(`../../app/${entry.file}`, import.meta.url), "utf8"))) found.push({ path: path || "/", file: entry.file });
      walk(entry.children ?? [], entry.path ? `${prefix}/${entry.path}`.replace(/\/\//g, "/") : prefix);
    }
  };
  walk(await routes, "");
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Page {
  status: number;
  cache: string | null;
  html: string;
  cspNonce: string | undefined;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(url, { headers: { "User-Agent": BROWSER, ...headers }, redirect: "manual" });
  const csp = response.headers.get("content-security-policy") ?? "";
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    html: await response.text(),
    cspNonce: /'nonce-([^']+)'/.exec(csp)?.[1],
  };
}

const nonceAttributes = (html: string) => [...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]);
/** Signed form timestamps ("<ms>.<HMAC-SHA256 in base64url>"), wherever the page holds them. */
// "<ms>.<nonce>.<signature>" (spam.server.ts issueFormToken).
const formTokens = (html: string) => [...new Set(html.match(/\b\d{13}\.[0-9a-f]{32}\.[A-Za-z0-9_-]{43}\b/g) ?? [])];

/**
 * The page cache (server/page-cache.ts) against the production server on PostgreSQL:
 * anonymous visitors share a rendering, yet each gets their own CSP nonce and form
 * timestamps, every visit is still counted, signed-in visitors never see a shared page,
 * and a signed-in user's change shows at once.
 */
describe("the page cache", () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgres>>;
  let handle: DatabaseHandle;
  let server: ServerProcess;
  let adminCookie: string;
  const dataDir = temporaryDataDir();

  beforeAll(async () => {
    database = await createEmptyPostgres();
    server = await startServer({
      databaseUrl: database.url,
      dataDir,
      env: { SEED_DEMO: "false", PAGE_CACHE_SECONDS: String(CACHE_SECONDS) },
    });
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "" });
    await createAdmin(database.url, ADMIN);
    adminCookie = cookiesOf(await signIn(server.url, ADMIN));
    expect(adminCookie).toMatch(/session_token=/);
  });
  afterAll(async () => {
    await server?.kill();
    await handle?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("shares one rendering among anonymous visitors, each with their own nonce and form timestamps", async () => {
    const provider = await insertProfile(handle.db, { businessName: "Shared Page Coachworks" });
    const url = `${server.url}/provider/${provider.slug}`;
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.cache).toBe("MISS");
    await sleep(1_100);
    const second = await get(url, { Cookie: "rr_sid=5b0e7c0a-6f7e-4d1e-9a55-0c1d2e3f4a5b" });
    expect(second.cache).toBe("HIT");
    expect(second.html).toContain("Shared Page Coachworks");

    for (const page of [first, second]) {
      // Every inline script carries this response's nonce, the one its CSP header allows.
      expect(page.cspNonce).toBeTruthy();
      expect(new Set(nonceAttributes(page.html))).toEqual(new Set([page.cspNonce]));
    }
    expect(second.cspNonce).not.toBe(first.cspNonce);
    expect(second.html).not.toContain(first.cspNonce);

    // The review and enquiry forms: signed by this server, and timed from this visit, not the first one.
    const purposesOf = (token: string) =>
      ["review", "enquiry"].filter((purpose) => {
        const form = new FormData();
        form.set(FORM_TOKEN_FIELD, token);
        return checkSpam(SERVER_SECRET, purpose, form, 0) === null;
      });
    const firstTokens = formTokens(first.html);
    const secondTokens = formTokens(second.html);
    expect(secondTokens).toHaveLength(2);
    expect(secondTokens.flatMap(purposesOf).sort()).toEqual(["enquiry", "review"]);
    const issuedAt = (token: string) => Number(token.split(".")[0]);
    expect(Math.min(...secondTokens.map(issuedAt)) - Math.max(...firstTokens.map(issuedAt))).toBeGreaterThanOrEqual(1_000);
  });

  it("counts every visit, served from the cache or not", async () => {
    const provider = await insertProfile(handle.db, { businessName: "Counted Visits Garage" });
    const url = `${server.url}/provider/${provider.slug}`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await get(url)).cache);
    await sleep(CACHE_SECONDS * 1000 + 100);
    // Answered from the expired copy while a fresh one renders: that rendering is nobody's visit.
    answers.push((await get(url)).cache);
    expect(answers).toEqual(["MISS", "HIT", "HIT", "HIT", "STALE"]);
    await sleep(500); // page views are written in batches within 50 ms
    const views = await handle.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.providerId, provider.id), eq(analyticsEvents.name, "page_view")));
    expect(views).toHaveLength(5);
    expect(views.every((view) => view.route === `/provider/${provider.slug}` && view.userAgent === BROWSER)).toBe(true);
  });

  it("counts a visit once: a reveal, an enquiry, a review or a revalidation after one adds no profile view", async () => {
    const provider = await insertProfile(handle.db, { businessName: "One Visit Motors" });
    const url = `${server.url}/provider/${provider.slug}`;
    expect((await get(url)).status).toBe(200);
    const post = (fields: Record<string, string>, target = url) =>
      fetch(target, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "User-Agent": BROWSER },
        body: signedForm(fields.intent!, fields),
      });
    // Without JavaScript each form posts the whole page, which renders again with its outcome.
    const posts = [
      await post({ intent: "reveal", providerId: provider.id, type: "email" }),
      await post({ intent: "enquiry", name: "Ann Owner", email: "ann@example.com", message: "Could you quote for a respray of my MGB?" }),
      await post({ intent: "review", name: "Ann Owner", email: "ann@example.com", comment: "Lovely work on the MGB.", rating: "5" }),
      // With JavaScript: the fetcher's post, and the data request a revalidation makes.
      await post({ intent: "reveal", providerId: provider.id, type: "phone" }, `${url}.data`),
      await fetch(`${url}.data`, { headers: { "User-Agent": BROWSER } }),
    ];
    expect(posts.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    await sleep(500); // page views are written in batches within 50 ms
    const views = await handle.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.providerId, provider.id), eq(analyticsEvents.name, "page_view")));
    expect(views).toHaveLength(1);
  });

  it("never shares a page with a signed-in visitor or one with a message waiting", async () => {
    expect((await get(`${server.url}/`)).cache).toMatch(/MISS|HIT|STALE/);
    const signedIn = await get(`${server.url}/`, { Cookie: adminCookie });
    expect(signedIn.cache).toBeNull();
    expect(signedIn.html).toContain("Admin Dashboard"); // the header's link for an admin
    expect((await get(`${server.url}/`)).html).not.toContain("Admin Dashboard");
    expect((await get(`${server.url}/`, { Cookie: "rr_toast=anything" })).cache).toBeNull();
    // Not a page a route opted in: never kept.
    expect((await get(`${server.url}/auth`)).cache).toBeNull();
  });

  it("shows a signed-in user's change at once, and a change behind its back after the page's lifetime", async () => {
    const pending = await insertProfile(handle.db, { profileStatus: "pending", businessName: "Freshly Approved Panels" });
    const results = `${server.url}/results`;
    await get(results);
    const before = await get(results);
    expect(before.cache).toBe("HIT");
    expect(before.html).not.toContain("Freshly Approved Panels");

    const approve = await fetch(`${server.url}/admin/pending.data`, {
      method: "POST",
      headers: { Cookie: adminCookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "decide", profileId: pending.id, decision: "approved" }),
    });
    expect(await approve.text()).toContain("Profile approved successfully");
    const after = await get(results);
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain("Freshly Approved Panels");

    // A change made behind the app's back (here: straight in the database) shows once the page expires:
    // the first visitor after that still gets the old page while the new one renders behind it.
    await handle.db.execute(sql`update profiles set business_name = 'Renamed Behind The Scenes' where id = ${pending.id}`);
    expect((await get(results)).html).toContain("Freshly Approved Panels");
    await sleep(CACHE_SECONDS * 1000 + 100);
    const stale = await get(results);
    expect(stale.cache).toBe("STALE");
    expect(stale.html).toContain("Freshly Approved Panels");
    let refreshed = await get(results);
    for (let tries = 0; refreshed.cache !== "HIT" && tries < 20; tries++) {
      await sleep(100);
      refreshed = await get(results);
    }
    expect(refreshed.cache).toBe("HIT");
    expect(refreshed.html).toContain("Renamed Behind The Scenes");

    // Expired for longer than another lifetime: rendered while the visitor waits, and visitors
    // arriving together wait for that one rendering.
    await handle.db.execute(sql`update profiles set business_name = 'Renamed Once More' where id = ${pending.id}`);
    await sleep(2 * CACHE_SECONDS * 1000 + 100);
    const together = await Promise.all(Array.from({ length: 8 }, () => get(results)));
    expect(together.map((page) => page.cache).sort()).toEqual(["HIT", "HIT", "HIT", "HIT", "HIT", "HIT", "HIT", "MISS"]);
    for (const page of together) expect(page.html).toContain("Renamed Once More");
  });
  it("leaves no visitor's nonce or form token in any cacheable page: every one is refilled on a hit", async () => {
    const provider = await insertProfile(handle.db, { businessName: "Every Page Motors" });
    // A sample for each route parameter; a new cacheable route with another parameter must add one here.
    const samples: Record<string, (file: string) => string> = {
      slugOrId: () => provider.slug,
      slug: (file) => (file.includes("vehicle") ? "mg" : "engine-rebuilds"),
    };
    const paths = (await cacheablePaths()).map(({ path, file }) =>
      path.replace(/:(\w+)/g, (_, name: string) => {
        expect(samples, `a sample value for :${name} (${file})`).toHaveProperty(name);
        return samples[name]!(file);
      }),
    );
    expect(paths.length).toBeGreaterThanOrEqual(12);
    // Any post with a session cookie empties the cache, as a signed-in write does: each page below starts with a MISS.
    const emptied = await fetch(`${server.url}/api/events`, {
      method: "POST",
      headers: { Cookie: adminCookie, Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "search_submitted", metadata: { service: null, vehicle: null } }),
    });
    expect(emptied.status).toBe(204);
    for (const path of paths) {
      const first = await get(`${server.url}${path}`);
      const second = await get(`${server.url}${path}`);
      expect([first.status, first.cache, second.status, second.cache], path).toEqual([200, "MISS", 200, "HIT"]);
      // Whatever was this visitor's in the first answer is someone else's in the second: none may be left.
      expect(second.html, path).not.toContain(first.cspNonce);
      for (const token of formTokens(first.html)) expect(second.html, `${path}: a form token left in the cached copy`).not.toContain(token);
      expect(formTokens(second.html).length, path).toBe(formTokens(first.html).length);
    }
  });
});
