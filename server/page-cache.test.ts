import { describe, expect, it } from "vitest";
import { fillTemplate, PageCache, toTemplate, type CachedPage } from "./page-cache";

const NONCE = "Zm9vYmFyYmF6cXV4MTIzNA==";
const REVIEW = "1763800000000.abc-DEF_123";
const ENQUIRY = "1763800000001.xyz-UVW_789";

const html = [
  `<script nonce="${NONCE}">window.__ctx = {"cspNonce":"${NONCE}"}</script>`,
  `<input name="_t" value="${REVIEW}"><input name="_t" value="${ENQUIRY}">`,
  `<script nonce="${NONCE}">enqueue(["${REVIEW}","${ENQUIRY}"])</script>`,
].join("");

function page(body = html): Omit<CachedPage, "expiresAt" | "bytes"> {
  return {
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]],
    template: toTemplate(body, NONCE, [
      { purpose: "review", token: REVIEW },
      { purpose: "enquiry", token: ENQUIRY },
    ]),
    pageViews: [{ metadata: { page: "provider" }, providerId: "p-1" }],
  };
}

describe("page templates", () => {
  it("turns every nonce and form token into a hole and refills each with the visitor's own", () => {
    const template = page().template;
    expect(template.join("")).not.toContain(NONCE);
    expect(template.filter((segment) => typeof segment !== "string")).toHaveLength(7);

    let issued = 0;
    const filled = fillTemplate(template, { nonce: "NEW-NONCE", formToken: (purpose) => `${purpose}-${++issued}` });
    expect(filled).toBe(
      html.replaceAll(NONCE, "NEW-NONCE").replaceAll(REVIEW, "review-1").replaceAll(ENQUIRY, "enquiry-2"),
    );
    // One token per form, the same wherever the page repeats it (the input and the hydration data).
    expect(issued).toBe(2);
  });

  it("keeps a page without per-visitor parts whole", () => {
    expect(toTemplate("<p>About us</p>", "", [])).toEqual(["<p>About us</p>"]);
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
