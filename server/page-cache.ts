import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import type { PageView } from "../app/services/page-notes.server.ts";

/**
 * Rendered public pages, shared by anonymous visitors for a few seconds.
 *
 * Rendering a directory page costs 4–12 ms of CPU (React over 700–2,000 elements), while
 * the page is the same for every visitor who is not signed in. So the first request for
 * an address renders it and later ones, until it expires or a signed-in user changes
 * something, get the same page without loaders or React. For one more lifetime after it
 * expires, a page is still served while its fresh copy renders in the background.
 *
 * A kept page holds no byte of one visitor's: its inline scripts are allowed by their hashes
 * instead of the response's CSP nonce, and the form-start time is a cookie
 * (services/spam.server.ts), so each page is compressed once, when kept, and sent to every
 * visitor as it is, like a static file. What does differ per answer is outside the body:
 * the form-start cookie, and the page views the loaders recorded, recorded again for each
 * hit so analytics still count every visit (docs/decisions/0007-page-cache.md).
 */
export interface CachedPage {
  status: number;
  /** The document's headers as React Router sent them (never a Set-Cookie: such pages are not kept). */
  headers: [string, string][];
  /** The page as UTF-8, and compressed once with each encoding a browser may ask for. */
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
  /** CSP sources for the page's inline scripts ("'sha256-…'"), standing in for the nonce. */
  scriptSources: string;
  /** Its visitors need a form-start cookie (it has a spam-checked form). */
  formPage: boolean;
  pageViews: PageView[];
  /**
   * Every header of its answer that is the same for all visitors (the document's and the security
   * headers, the CSP by hashes), captured from the first answer sent through the whole middleware
   * chain: later hits are answered with them before that chain runs (server/cached-page-shortcut.ts).
   */
  sharedHeaders?: [string, string | string[]][];
  expiresAt: number;
  /** Roughly what the entry holds in memory. */
  bytes: number;
}

export type PageToKeep = Omit<CachedPage, "expiresAt" | "bytes">;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * A rendered page made fit for sharing: the response's nonce taken out, and a CSP source for
 * each inline script in its place. Null when the nonce is still found after that (somewhere other
 * than a script's attribute): such a page holds per-visitor data and must not be kept.
 */
export function shareablePage(html: string, nonce: string): { html: string; scriptSources: string } | null {
  const shared = nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
  if (nonce && shared.includes(nonce)) return null;
  const hashes = new Set<string>();
  for (const [, attributes, content] of shared.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes!)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(content!).digest("base64")}'`);
  }
  return { html: shared, scriptSources: [...hashes].join(" ") };
}

/**
 * Both encodings at once, off the event loop (zlib's thread pool). Brotli's quality 6: once per
 * page and lifetime, so stronger than the per-response 3 of server/app.ts, not the slow top levels.
 */
export async function compressPage(html: string): Promise<CachedPage["body"]> {
  const identity = Buffer.from(html, "utf8");
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip(identity, { level: 6 }),
  ]);
  return { identity, br, gzip: gz };
}

export interface PageCacheOptions {
  ttlMs: number;
  /** Least recently used pages are dropped beyond this. */
  maxBytes?: number;
  now?: () => number;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export class PageCache {
  readonly ttlMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  /**
   * Size-bounded LRU storage (lru-cache). Its own TTL is not used: an expired page stays until
   * pushed out, both to be served stale while it re-renders and to mark its address as one
   * whose next rendering is worth waiting for (`known`).
   */
  readonly #pages: LRUCache<string, CachedPage>;
  readonly #rendering = new Map<string, Promise<CachedPage | null>>();
  #generation = 0;

  constructor({ ttlMs, maxBytes = DEFAULT_MAX_BYTES, now = Date.now }: PageCacheOptions) {
    this.ttlMs = ttlMs;
    this.#maxBytes = maxBytes;
    this.#now = now;
    this.#pages = new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: (page) => page.bytes });
  }

  get size(): number {
    return this.#pages.size;
  }

  get bytes(): number {
    return this.#pages.calculatedSize;
  }

  /** Bumped by every clear: a rendering that started before a clear must not be stored after it. */
  get generation(): number {
    return this.#generation;
  }

  /** The page while it is fresh. An expired one stays (until pushed out) to mark its address as cacheable. */
  get(key: string): CachedPage | undefined {
    const page = this.#pages.peek(key);
    if (!page || page.expiresAt <= this.#now()) return undefined;
    return this.#pages.get(key);
  }

  /**
   * A page expired less than a lifetime ago: still good enough to answer with while its
   * fresh copy renders in the background, so no visitor of a busy page waits for a render.
   */
  stale(key: string): CachedPage | undefined {
    const page = this.#pages.peek(key);
    if (!page || page.expiresAt + this.ttlMs <= this.#now()) return undefined;
    return this.#pages.get(key);
  }

  /** Whether this address was kept before: its next rendering is worth waiting for. */
  known(key: string): boolean {
    return this.#pages.has(key);
  }

  /** Keeps a page rendered during `generation`; refused when a clear happened meanwhile. */
  set(key: string, page: PageToKeep, generation: number): CachedPage | null {
    if (generation !== this.#generation || page.status !== 200) return null;
    const { identity, br, gzip } = page.body;
    const entry: CachedPage = { ...page, expiresAt: this.#now() + this.ttlMs, bytes: identity.length + br.length + gzip.length };
    // One huge page may not push out most of the others.
    if (entry.bytes > this.#maxBytes / 4) return null;
    this.#pages.set(key, entry);
    return entry;
  }

  clear(): void {
    this.#generation += 1;
    this.#pages.clear();
    this.#rendering.clear();
  }

  /**
   * While one request renders a known address, others for it wait for that rendering
   * instead of starting their own: when a busy page expires, the fifty visitors arriving
   * together cost one render, not fifty. (Addresses never kept, such as a route that does
   * not opt in, are not waited for: their requests would only queue behind each other.)
   */
  inFlight(key: string): Promise<CachedPage | null> | undefined {
    return this.#rendering.get(key);
  }

  rendering(key: string, render: Promise<CachedPage | null>): void {
    this.#rendering.set(key, render);
    const forget = () => {
      if (this.#rendering.get(key) === render) this.#rendering.delete(key);
    };
    render.then(forget, forget);
  }
}
