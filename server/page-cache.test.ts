import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressPage, PageCache, shareablePage, type CachedPage, type PageToKeep } from "./page-cache";

const NONCE = "Zm9vYmFyYmF6cXV4MTIzNA==";
const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

const html = [
  `<link rel="modulepreload" href="/assets/a.js" nonce="${NONCE}">`,
  `<script nonce="${NONCE}">window.__ctx = {"page":1}</script>`,
  `<p>About us</p><script type="module" src="/assets/b.js" nonce="${NONCE}"></script>`,
  `<script type="module" nonce="${NONCE}">import("/assets/c.js")</script>`,
].join("");

function page(body = html): PageToKeep {
  return {
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]],
    body: { identity: Buffer.from(body), br: Buffer.from("br"), gzip: Buffer.from("gz") },
    scriptSources: "",
    formPage: false,
    pageViews: [{ metadata: { page: "provider" }, profileId: "p-1" }],
  };
}

describe("shareable pages", () => {
  it("takes the response's nonce out and allows each inline script by its hash instead", () => {
    const shared = shareablePage(html, NONCE)!;
    expect(shared.html).toBe(html.replaceAll(` nonce="${NONCE}"`, ""));
    expect(shared.scriptSources).toBe(`${sha256(`window.__ctx = {"page":1}`)} ${sha256(`import("/assets/c.js")`)}`);
  });

  it("refuses a page holding its nonce anywhere else (a per-visitor value in the page)", () => {
    expect(shareablePage(`${html}<script>window.__data = {"cspNonce":"${NONCE}"}</script>`, NONCE)).toBeNull();
  });

  it("is compressed once, with both encodings, to the same page", async () => {
    const body = await compressPage(html);
    expect(body.identity.toString("utf8")).toBe(html);
    expect(zlib.brotliDecompressSync(body.br).toString("utf8")).toBe(html);
    expect(zlib.gunzipSync(body.gzip).toString("utf8")).toBe(html);
  });
});

describe("PageCache", () => {
  it("serves a page until it expires", () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 10_000, now: () => now });
    expect(cache.set("/", page(), cache.generation)).not.toBeNull();
    now += 9_999;
    expect(cache.get("/")?.status).toBe(200);
    now += 1;
    expect(cache.get("/")).toBeUndefined();
    // For one more lifetime it may still answer while a fresh copy renders.
    expect(cache.stale("/")?.status).toBe(200);
    now += 9_999;
    expect(cache.stale("/")).toBeDefined();
    now += 1;
    expect(cache.stale("/")).toBeUndefined();
    // Still known: the next rendering of "/" is one that other visitors may wait for.
    expect(cache.known("/")).toBe(true);
    expect(cache.known("/about")).toBe(false);
    cache.clear();
    expect(cache.known("/")).toBe(false);
    expect(cache.bytes).toBe(0);
  });

  it("keeps only answers that every visitor may share", () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    expect(cache.set("/missing", { ...page(), status: 404 }, cache.generation)).toBeNull();
    expect(cache.get("/missing")).toBeUndefined();
  });

  it("refuses a rendering that started before the cache was emptied", () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    const started = cache.generation;
    cache.clear();
    expect(cache.set("/results", page(), started)).toBeNull();
    expect(cache.get("/results")).toBeUndefined();
  });

  it("drops the least recently used pages beyond its size", () => {
    const size = new PageCache({ ttlMs: 10_000 }).set("/x", page(), 0)!.bytes;
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: size * 4 });
    for (const key of ["/a", "/b", "/c", "/d"]) cache.set(key, page(), cache.generation);
    cache.get("/a");
    cache.set("/e", page(), cache.generation);
    expect(cache.get("/b")).toBeUndefined();
    expect(["/a", "/c", "/d", "/e"].map((key) => Boolean(cache.get(key)))).toEqual([true, true, true, true]);
    expect(cache.bytes).toBeLessThanOrEqual(size * 4);
  });

  it("lets requests for an address that is being rendered wait for that rendering", async () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    let finish!: (value: CachedPage | null) => void;
    cache.rendering("/", new Promise((resolve) => (finish = resolve)));
    const waiting = cache.inFlight("/");
    expect(waiting).toBeDefined();
    const stored = cache.set("/", page(), cache.generation);
    finish(stored);
    expect(await waiting).toBe(stored);
    await Promise.resolve();
    expect(cache.inFlight("/")).toBeUndefined();
  });
});
