import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { and, eq, sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../../database/client";
import { analyticsEvents } from "../../database/schema";
import crypto from "node:crypto";
import { checkSpam } from "../../app/services/spam.server";
import { FORM_COOKIE } from "../../app/lib/cookie-names";
import { insertProfile } from "../fixtures";
import { createEmptyPostgres } from "./postgres-cluster";
import { startServer, temporaryDataDir, type ServerProcess } from "./server-process";
import { cookiesOf, createAdmin, formCookie as formStartCookie, SERVER_SECRET, signedForm, signIn } from "./site-client";

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
  csp: string;
  encoding: string | null;
  /** The form-start cookie this answer set, if any. */
  formToken: string | undefined;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(url, { headers: { "User-Agent": BROWSER, "Accept-Encoding": "br, gzip", ...headers }, redirect: "manual" });
  const formCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${FORM_COOKIE}=`));
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    html: await response.text(),
    csp: response.headers.get("content-security-policy") ?? "",
    encoding: response.headers.get("content-encoding"),
    formToken: formCookie?.slice(FORM_COOKIE.length + 1).split(";")[0],
  };
}

const nonceAttributes = (html: string) => [...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]);
/** The CSP source allowing each inline script of the page by its hash. */
const inlineScriptSources = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!))
    .map(([, , content]) => `'sha256-${crypto.createHash("sha256").update(content!).digest("base64")}'`);
const issuedAt = (token: string | undefined) => Number(token?.split(".")[0]);

/**
 * The page cache (server/page-cache.ts) against the production server on PostgreSQL:
 * anonymous visitors share a rendering, byte for byte (its scripts allowed by hash, each
 * visitor's form start in a cookie), every visit is still counted, signed-in visitors never see
 * a shared page, and a signed-in user's change shows at once.
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

  it("shares one rendering among anonymous visitors, byte for byte, compressed once, its scripts allowed by hash", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Shared Page Coachworks" });
    const url = `${server.url}/provider/${profile.slug}`;
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.cache).toBe("MISS");
    await sleep(1_100);
    const second = await get(url, { Cookie: "rr_sid=5b0e7c0a-6f7e-4d1e-9a55-0c1d2e3f4a5b" });
    expect(second.cache).toBe("HIT");
    expect(second.html).toContain("Shared Page Coachworks");
    expect(second.html).toBe(first.html);

    for (const page of [first, second]) {
      expect(page.encoding).toBe("br");
      // No nonce in the page or its policy: each inline script is allowed by its hash, and nothing else inline is.
      expect(nonceAttributes(page.html)).toEqual([]);
      expect(page.csp).not.toContain("'nonce-");
      const sources = inlineScriptSources(page.html);
      expect(sources.length).toBeGreaterThanOrEqual(2);
      const scriptSrc = /script-src ([^;]*)/.exec(page.csp)![1]!.split(" ");
      expect(new Set(scriptSrc)).toEqual(new Set(["'self'", ...sources]));
    }
    const gzip = await fetch(url, { headers: { "User-Agent": BROWSER, "Accept-Encoding": "gzip" } });
    expect([gzip.headers.get("content-encoding"), await gzip.text()]).toEqual(["gzip", first.html]);

    // The review and enquiry forms' fill time: a cookie signed by this server, timed from each visit.
    expect(first.formToken && second.formToken).toBeTruthy();
    for (const token of [first.formToken, second.formToken]) expect(checkSpam(SERVER_SECRET, new FormData(), token, 0)).toBeNull();
    expect(issuedAt(second.formToken) - issuedAt(first.formToken)).toBeGreaterThanOrEqual(1_000);
    // A visitor whose form start is recent keeps it from page to page (and a retry keeps its form key).
    const returning = await get(url, { Cookie: `${FORM_COOKIE}=${second.formToken}` });
    expect([returning.cache, returning.formToken]).toEqual(["HIT", undefined]);
  });

  it("answers a hit before the middleware chain with every header the chain gave the page's first answer", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Header Twin Motors" });
    const url = `${server.url}/provider/${profile.slug}`;
    const headersOf = async () => {
      const response = await fetch(url, { headers: { "User-Agent": BROWSER, "Accept-Encoding": "br" } });
      await response.arrayBuffer();
      const shared = Object.fromEntries(
        [...response.headers].filter(([name]) => !["date", "set-cookie", "x-cache", "keep-alive", "connection"].includes(name)),
      );
      return { cache: response.headers.get("x-cache"), shared, cookies: response.headers.getSetCookie().map((c) => c.split("=")[0]) };
    };
    const miss = await headersOf();
    const hit = await headersOf();
    expect([miss.cache, hit.cache]).toEqual(["MISS", "HIT"]);
    // helmet's headers, the CSP by hashes, the document's own: nothing lost on the short way.
    expect(hit.shared).toEqual(miss.shared);
    expect(Object.keys(hit.shared)).toEqual(
      expect.arrayContaining(["content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy", "vary", "content-encoding"]),
    );
    // A new visitor still gets the anonymous analytics id and the form-start cookie.
    expect(hit.cookies.sort()).toEqual([FORM_COOKIE, "rr_sid"].sort());
    // Any cookie that is not neutral goes the long way, to a page of its own.
    const personal = await fetch(url, { headers: { "User-Agent": BROWSER, Cookie: "rr_bench=uncached" } });
    expect(personal.headers.get("x-cache")).toBeNull();
  });

  it("never keeps a page shown without a part that failed to load, and keeps it again once the part loads", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Partly Loaded Restorations" });
    const url = `${server.url}/provider/${profile.slug}`;
    // The projects table gone for a moment: a failure of one part, not an outage (the database answers).
    await handle.db.execute(sql`alter table projects rename to projects_away`);
    try {
      const degraded = [await get(url), await get(url)];
      for (const page of degraded) {
        expect(page.status).toBe(200);
        expect(page.html).toContain("Partly Loaded Restorations");
        expect(page.cache).toBeNull();
      }
    } finally {
      await handle.db.execute(sql`alter table projects_away rename to projects`);
    }
    expect((await get(url)).cache).toBe("MISS");
    expect((await get(url)).cache).toBe("HIT");
  });

  it("counts every visit, served from the cache or not", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Counted Visits Garage" });
    const url = `${server.url}/provider/${profile.slug}`;
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
      .where(and(eq(analyticsEvents.profileId, profile.id), eq(analyticsEvents.name, "page_view")));
    expect(views).toHaveLength(5);
    expect(views.every((view) => view.route === `/provider/${profile.slug}` && view.userAgent === BROWSER)).toBe(true);
  });

  it("counts a visit once: a reveal, an enquiry, a review or a revalidation after one adds no profile view", async () => {
    const profile = await insertProfile(handle.db, { businessName: "One Visit Motors" });
    const url = `${server.url}/provider/${profile.slug}`;
    expect((await get(url)).status).toBe(200);
    const post = (fields: Record<string, string>, target = url) =>
      fetch(target, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "User-Agent": BROWSER, Cookie: formStartCookie() },
        body: signedForm(fields.intent!, fields),
      });
    // Without JavaScript each form posts the whole page, which renders again with its outcome.
    const posts = [
      await post({ intent: "reveal", providerId: profile.id, type: "email" }),
      await post({ intent: "enquiry", name: "Ann Owner", email: "ann@example.com", message: "Could you quote for a respray of my MGB?" }),
      await post({ intent: "review", name: "Ann Owner", email: "ann@example.com", comment: "Lovely work on the MGB.", rating: "5" }),
      // With JavaScript: the fetcher's post, and the data request a revalidation makes.
      await post({ intent: "reveal", providerId: profile.id, type: "phone" }, `${url}.data`),
      await fetch(`${url}.data`, { headers: { "User-Agent": BROWSER } }),
    ];
    expect(posts.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    await sleep(500); // page views are written in batches within 50 ms
    const views = await handle.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.profileId, profile.id), eq(analyticsEvents.name, "page_view")));
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
  it("keeps nothing of one visitor's in any cacheable page: two visitors' renderings are the same bytes", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Every Page Motors" });
    // A sample for each route parameter; a new cacheable route with another parameter must add one here.
    const samples: Record<string, (file: string) => string> = {
      slugOrId: () => profile.slug,
      slug: (file) => (file.includes("vehicle") ? "mg" : "engine-rebuilds"),
      // The place pages (issue #25): the listing above is an Engine Rebuilds workshop in West Yorkshire.
      county: () => "west-yorkshire",
      service: () => "engine-rebuilds",
    };
    const paths = (await cacheablePaths()).map(({ path, file }) =>
      path.replace(/:(\w+)/g, (_, name: string) => {
        expect(samples, `a sample value for :${name} (${file})`).toHaveProperty(name);
        return samples[name]!(file);
      }),
    );
    expect(paths.length).toBeGreaterThanOrEqual(12);
    // Any post with a session cookie empties the cache, as a signed-in write does.
    const emptyCache = async () => {
      const emptied = await fetch(`${server.url}/api/events`, {
        method: "POST",
        headers: { Cookie: adminCookie, Origin: server.url, "Content-Type": "application/json" },
        body: JSON.stringify({ name: "search_submitted", metadata: { service: null, vehicle: null } }),
      });
      expect(emptied.status).toBe(204);
    };
    const visitors = [
      { Cookie: "rr_sid=11111111-1111-4111-8111-111111111111" },
      { Cookie: `rr_sid=22222222-2222-4222-8222-222222222222; ${FORM_COOKIE}=${crypto.randomBytes(8).toString("hex")}` },
    ];
    for (const path of paths) {
      // Each visitor's own rendering (the cache emptied before each): whatever differs between them
      // (a nonce, a form token, a session id) would be served to everyone from the cache.
      const renderings: Page[] = [];
      for (const visitor of visitors) {
        await emptyCache();
        renderings.push(await get(`${server.url}${path}`, visitor));
      }
      const [one, other] = renderings as [Page, Page];
      expect([one.status, one.cache, other.status, other.cache], path).toEqual([200, "MISS", 200, "MISS"]);
      expect(other.html, `${path}: differs between two visitors' renderings`).toBe(one.html);
      expect(nonceAttributes(one.html), path).toEqual([]);
      expect((await get(`${server.url}${path}`)).cache, path).toBe("HIT");
    }
  });
});
