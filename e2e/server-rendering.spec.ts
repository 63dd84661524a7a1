import crypto from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { AFTER_PAINT } from "../app/lib/after-paint";

/** The raw HTML a crawler or curl receives, before any JavaScript runs. */
async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), body: await response.text(), headers: response.headers() };
}

function jsonLd(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

const CATALOGUE_PAGES = [
  { path: "/services/engine-rebuilds", heading: "Classic Car Engine Rebuilds", crumb: ["Home", "Services", "Engine Rebuilds"] },
  { path: "/vehicles/alfa-romeo", heading: "Alfa Romeo", crumb: ["Home", "Vehicles", "Alfa Romeo"] },
  { path: "/vehicles/triumph", heading: "Triumph", crumb: ["Home", "Vehicles", "Triumph"] },
];

for (const page of CATALOGUE_PAGES) {
  test(`${page.path} is server-rendered with its heading, meta, canonical and JSON-LD`, async ({ request, baseURL }) => {
    const { status, body } = await html(request, page.path);
    expect(status).toBe(200);
    expect(body).toMatch(new RegExp(`<h1[^>]*>[^<]*${page.heading}`));
    expect(body).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(body).toContain(`<link rel="canonical" href="${baseURL}${page.path}"`);
    expect(body).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(body).toContain(`<meta property="og:url" content="${baseURL}${page.path}"`);

    const blocks = jsonLd(body);
    const service = blocks.find((b) => b["@type"] === "Service");
    expect(service?.areaServed).toEqual({ "@type": "Country", name: "United Kingdom" });
    const breadcrumb = blocks.find((b) => b["@type"] === "BreadcrumbList") as
      | { itemListElement: { name: string; position: number }[] }
      | undefined;
    expect(breadcrumb?.itemListElement.map((i) => i.name)).toEqual(page.crumb);
    expect(breadcrumb?.itemListElement.map((i) => i.position)).toEqual([1, 2, 3]);
  });
}

test("unknown paths answer 404 with the not-found page", async ({ request }) => {
  const { status, body } = await html(request, "/this/does/not/exist");
  expect(status).toBe(404);
  expect(body).toContain("Oops! Page not found");
});

test("security headers: a page rendered per request allows its inline scripts by a per-request nonce", async ({ request }) => {
  // /auth does not opt in to the page cache: each answer is rendered for its visitor.
  const first = await html(request, "/auth");
  const second = await html(request, "/auth");
  const csp = first.headers["content-security-policy"]!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/);
  expect(csp).not.toContain("unsafe-inline';script");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  expect(/'nonce-([^']+)'/.exec(second.headers["content-security-policy"]!)![1]).not.toBe(nonce);
  // Every executable inline script carries this response's nonce.
  const scripts = [...first.body.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes] of scripts) {
    if (/\ssrc=/.test(attributes!)) continue;
    expect(attributes).toContain(`nonce="${nonce}"`);
  }
  expect(first.headers["x-content-type-options"]).toBe("nosniff");
  expect(first.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(first.headers["x-powered-by"]).toBeUndefined();
  // HSTS only makes sense over https; the test server is plain http.
  expect(first.headers["strict-transport-security"]).toBeUndefined();
});

test("security headers: a page shared through the page cache allows exactly its own inline scripts, by hash", async ({ request }) => {
  // The second of two requests is answered from the cache, unless a signed-in write of a test running
  // alongside emptied it in between (every such write does): then the pair is asked for again.
  let answer = await html(request, "/");
  for (let tries = 0; tries < 5 && !/HIT|STALE/.test(answer.headers["x-cache"] ?? ""); tries++) {
    await html(request, "/");
    answer = await html(request, "/");
  }
  const { headers, body } = answer;
  expect(headers["x-cache"]).toMatch(/HIT|STALE/);
  const csp = headers["content-security-policy"]!;
  expect(csp).not.toContain("'nonce-");
  expect(body).not.toMatch(/\snonce="/);
  const inline = [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\ssrc=/.test(attributes!));
  expect(inline.length).toBeGreaterThan(0);
  const hashes = inline.map(([, , content]) => `'sha256-${crypto.createHash("sha256").update(content!).digest("base64")}'`);
  expect(new Set(/script-src ([^;]*)/.exec(csp)![1]!.split(" "))).toEqual(new Set(["'self'", ...hashes]));
  expect(csp).toContain("frame-ancestors 'none'");
});

test("HTML is not cached; fingerprinted assets are cached for a year; responses are compressed", async ({ request }) => {
  const page = await request.get("/", { headers: { "accept-encoding": "gzip" } });
  expect(page.headers()["cache-control"]).toBe("no-cache");
  expect(page.headers()["content-encoding"]).toBe("gzip");
  const asset = /\/assets\/[^"]+\.js/.exec(await page.text())![0];
  const assetResponse = await request.get(asset);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  // Compressed once and served from memory: brotli or gzip as the client accepts, the same bytes underneath.
  const plain = await request.get(asset, { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  for (const encoding of ["br", "gzip"]) {
    const encoded = await request.get(asset, { headers: { "accept-encoding": encoding } });
    expect(encoded.headers()["content-encoding"]).toBe(encoding);
    expect(encoded.headers()["content-type"]).toMatch(/javascript/);
    expect(encoded.headers()["vary"]).toMatch(/Accept-Encoding/i);
    expect(encoded.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(encoded.headers()["content-length"])).toBeLessThan((await plain.body()).length);
    expect((await encoded.body()).equals(await plain.body())).toBe(true);
  }
  expect((await request.get("/assets/missing-chunk.js", { headers: { "accept-encoding": "br" } })).status()).toBe(404);
});

test("health and readiness endpoints", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ok", database: "pglite" });
});

test("robots.txt and sitemap.xml", async ({ request, baseURL }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const robotsText = await robots.text();
  expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robotsText).toContain("Disallow: /dashboard");

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const path of ["/", "/about", "/services", "/vehicles", "/services/engine-rebuilds", "/vehicles/citroen", "/vehicles/other-custom"]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
});

test("cross-site form posts and oversized bodies are refused before they are read", async ({ request }) => {
  const crossSite = await request.post("/contact", {
    headers: { origin: "https://evil.example" },
    form: { name: "x", email: "x@example.com", message: "cross-site post attempt" },
  });
  expect(crossSite.status()).toBe(403);
  const huge = await request.post("/contact", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "message=" + "x".repeat(4 * 1024 * 1024),
  });
  expect(huge.status()).toBe(413);
});

test("a page paints before its scripts are fetched, then hydrates, whether rendered for the visit or from the page cache", async ({ page }) => {
  // Only what this change could cause: a hydration mismatch, a script refused by the CSP, React's own errors.
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|Content Security Policy|react\.dev\/errors/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  // "/" twice: the second is answered from the page cache (its scripts allowed by hash, not nonce).
  for (const path of ["/", "/", "/results?service=paint-and-bodywork&location=Leeds", "/areas/west-yorkshire"]) {
    await gotoHydrated(page, path);
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance.getEntriesByType("resource").filter((entry) => /\/assets\/[^?]+\.js$/.test(entry.name)).map((entry) => entry.startTime),
    }));
    expect(painted, path).toBeDefined();
    expect(scripts.length, path).toBeGreaterThan(3);
    expect(Math.min(...scripts), path).toBeGreaterThanOrEqual(painted!);
    // The preloads were made real, and the copy of React Router's script that ran is in <head>.
    expect(await page.locator(`link[rel="${AFTER_PAINT}"]`).count(), path).toBe(0);
    expect(await page.locator('head script[type="module"]').count(), path).toBe(1);
  }
  expect(problems).toEqual([]);
});

test("the budgeted pages hydrate without a call to Intl (a browser's first initialises ICU: 30–45 ms of main thread)", async ({ page }) => {
  // Every way in to ICU the app's code could take, counted with where it came from.
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { intlCalls: string[] }).intlCalls = calls;
    const count = (name: string) => calls.push(`${name} ${new Error().stack?.split("\n")[3]?.trim() ?? ""}`);
    for (const [target, names] of [
      [Number.prototype, ["toLocaleString"]],
      [Date.prototype, ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]],
    ] as const) {
      for (const name of names) {
        const original = (target as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
        Object.defineProperty(target, name, {
          value(this: unknown, ...args: unknown[]) {
            count(name);
            return original.apply(this, args);
          },
        });
      }
    }
    for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules", "RelativeTimeFormat", "Collator"] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
        construct(target, args) {
          count(`Intl.${name}`);
          return new target(...args);
        },
        apply(target, self, args) {
          count(`Intl.${name}`);
          return Reflect.apply(target, self, args);
        },
      });
    }
  });
  const slug = "marlowe-and-finch-motor-works";
  for (const path of ["/", "/results?service=paint-and-bodywork&vehicle=jaguar&location=Leeds", `/provider/${slug}`, "/services/paint-and-bodywork", "/vehicles/jaguar", "/areas/west-yorkshire"]) {
    await gotoHydrated(page, path);
    // The profile's reviews hydrate from a file of their own, after the page.
    if (path.startsWith("/provider/")) {
      await expect(page.getByText(/^Verified enquiry — contacted this specialist/).first()).toBeVisible();
      await expect(page.locator('section[aria-labelledby="reviews-heading"]')).toHaveAttribute("data-hydrated", "true");
    }
    expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls), path).toEqual([]);
  }
});
