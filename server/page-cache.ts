import { LRUCache } from "lru-cache";
import type { PageView } from "../app/services/page-notes.server.ts";

/**
 * Rendered public pages, shared by anonymous visitors for a few seconds.
 *
 * Rendering a directory page costs 4–12 ms of CPU (React over 700–2,000 elements), while
 * the page is the same for every visitor who is not signed in. So the first request for
 * an address renders it and later ones, until it expires or a signed-in user changes
 * something, get the same page without loaders or React. For one more lifetime after it
 * expires, a page is still served while its fresh copy renders in the background. What must differ per visitor
 * is kept as holes in a template and refilled on every hit: the CSP nonce and the signed
 * form timestamps (page-notes.server.ts); the page views the loaders recorded are
 * recorded again for each hit, so analytics still count every visit.
 */
export type Hole = { kind: "nonce" } | { kind: "formToken"; purpose: string };
export type Segment = string | Hole;

export interface CachedPage {
  status: number;
  /** The document's headers as React Router sent them (never a Set-Cookie: such pages are not kept). */
  headers: [string, string][];
  template: Segment[];
  pageViews: PageView[];
  expiresAt: number;
  /** Roughly what the entry holds in memory (UTF-16 strings). */
  bytes: number;
}

export interface Refill {
  nonce: string;
  formToken(purpose: string): string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Splits `html` at every occurrence of the per-visitor values, which become holes. */
export function toTemplate(html: string, nonce: string, formTokens: readonly { purpose: string; token: string }[]): Segment[] {
  const holes = new Map<string, Hole>();
  if (nonce) holes.set(nonce, { kind: "nonce" });
  for (const { purpose, token } of formTokens) holes.set(token, { kind: "formToken", purpose });
  if (holes.size === 0) return [html];
  const pattern = new RegExp([...holes.keys()].map(escapeRegExp).join("|"), "g");
  const template: Segment[] = [];
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    template.push(html.slice(last, match.index), holes.get(match[0])!);
    last = match.index + match[0].length;
  }
  template.push(html.slice(last));
  return template;
}

/** The page for one visitor: each form purpose gets one new token, used wherever the page repeats it. */
export function fillTemplate(template: readonly Segment[], refill: Refill): string {
  const tokens = new Map<string, string>();
  let html = "";
  for (const segment of template) {
    if (typeof segment === "string") html += segment;
    else if (segment.kind === "nonce") html += refill.nonce;
    else {
      let token = tokens.get(segment.purpose);
      if (token === undefined) tokens.set(segment.purpose, (token = refill.formToken(segment.purpose)));
      html += token;
    }
  }
  return html;
}

export function templateBytes(template: readonly Segment[]): number {
  return template.reduce((sum, segment) => sum + (typeof segment === "string" ? segment.length * 2 : 32), 0);
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
  set(key: string, page: Omit<CachedPage, "expiresAt" | "bytes">, generation: number): CachedPage | null {
    if (generation !== this.#generation || page.status !== 200) return null;
    const entry: CachedPage = { ...page, expiresAt: this.#now() + this.ttlMs, bytes: templateBytes(page.template) };
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
