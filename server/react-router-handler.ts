import crypto from "node:crypto";
import type express from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { routerContextOf, type RequestContext } from "../app/context.ts";
import { hasSessionCookie } from "../app/services/cookies.server.ts";
import { newPageNotes, recordPageViews, type PageNotes } from "../app/services/page-notes.server.ts";
import { logger } from "../app/services/logger.server.ts";
import { OUTAGE_RETRY_AFTER_S, outagePage } from "../app/services/database-availability.server.ts";
import type { RouteFacts } from "./route-table.ts";
import type { PageCachePolicy } from "./page-cache-policy.ts";
import { createFetchRequest, requestUrl, sendFetchResponse } from "./fetch-conversion.ts";
import { compressPage, shareablePage, type CachedPage, type PageCache } from "./page-cache.ts";

/**
 * React Router behind Express: @react-router/express's adapter (request and response
 * conversion, as in its server.ts), with the page cache in between. Anonymous GETs of
 * pages whose route opts in are answered from the cache (X-Cache: HIT, or STALE while a
 * fresh copy renders in the background; MISS when rendered for this request). A write by
 * a signed-in user (the only writes that change public pages: profile edits, approvals,
 * moderation) empties it here and in every other process before its answer is sent.
 */
export interface HandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** What loaders and actions reach through `requestContext` (app/context.ts), for one request. */
  requestContextFor: (req: express.Request, res: express.Response) => RequestContext;
  /** Undefined when PAGE_CACHE_SECONDS is 0. */
  pageCache?: PageCache;
  /** What may be answered from the cache and kept in it, under which key (server/page-cache-policy.ts). */
  cachePolicy: PageCachePolicy;
  /** The route an address reaches (server/route-table.ts `routeLookup`). */
  routeFor: (pathname: string) => Promise<RouteFacts>;
  /** Empties the page cache of every process (server/page-cache-sync.ts). */
  invalidatePages: () => Promise<void>;
}

/** The methods of pages and resource routes; any other is refused before a route runs. */
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);
/** Expired pages re-rendered at once in the background; the rest wait their turn. */
const BACKGROUND_RENDERS = 1;

export function createReactRouterHandler({
  build,
  mode,
  requestContextFor,
  pageCache,
  cachePolicy,
  routeFor,
  invalidatePages,
}: HandlerOptions): express.RequestHandler {
  const handleRequest = createRequestHandler(build, mode);

  /**
   * Renders a page and keeps it when its route opted in. `page` is what was kept (null when
   * nothing was); `html` is the page read from `response` when that had to be read to keep it.
   */
  async function renderAndKeep(cache: PageCache, key: string, request: Request, context: RequestContext) {
    const generation = cache.generation;
    const response = await handleRequest(request, routerContextOf(context));
    const { pageNotes, cspNonce } = context;
    if (!cachePolicy.mayKeep(pageNotes, response)) return { response, page: null, html: null };
    const html = await response.text();
    const shareable = shareablePage(html, cspNonce);
    if (!shareable) {
      logger.error({ url: key }, "page not cached: it holds its CSP nonce outside a script attribute");
      return { response, page: null, html };
    }
    const page = cache.set(
      key,
      {
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== "content-length"),
        body: await compressPage(shareable.html),
        scriptSources: shareable.scriptSources,
        formPage: pageNotes.formPage,
        pageViews: pageNotes.pageViews,
      },
      generation,
    );
    return { response, page, html };
  }

  // Pages expire in waves (all those first visited together), and a render holds the event loop
  // for several milliseconds: refreshing them one at a time keeps a wave from stalling the
  // visitors being served meanwhile, who get the expired copies until their turn comes.
  const refreshing = new Set<string>();
  const refreshQueue: (() => Promise<void>)[] = [];
  let refreshesRunning = 0;
  const startRefreshes = () => {
    while (refreshesRunning < BACKGROUND_RENDERS && refreshQueue.length > 0) {
      refreshesRunning += 1;
      const job = refreshQueue.shift()!;
      // From the event loop's next turn, never straight on: the stale answer goes out first, and
      // between two refreshes the requests waiting meanwhile are served (a render and PGlite's
      // queries can otherwise chain through promise callbacks without letting any I/O in).
      setImmediate(() => {
        void job().finally(() => {
          refreshesRunning -= 1;
          startRefreshes();
        });
      });
    }
  };

  /** A fresh copy of an expired page, rendered as an anonymous visitor would get it, while visitors get the old one. */
  function refreshInBackground(cache: PageCache, key: string, url: URL, context: RequestContext, notes: Pick<PageNotes, "cacheable" | "formPage">) {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const generation = cache.generation;
    refreshQueue.push(async () => {
      try {
        // Emptied meanwhile (the page is rendered when next asked for), or rendered afresh already?
        if (cache.generation !== generation || cache.get(key)) return;
        const quiet: RequestContext = {
          ...context,
          cspNonce: crypto.randomBytes(16).toString("base64"),
          pageNotes: { ...newPageNotes(), ...notes, background: true },
        };
        await renderAndKeep(cache, key, new Request(url.href, { headers: { accept: "text/html" } }), quiet);
      } catch (error) {
        logger.warn({ err: error, url: key }, "page cache refresh failed");
      } finally {
        refreshing.delete(key);
      }
    });
    startRefreshes();
  }

  return async (req, res, next) => {
    try {
      // Parsed first, so a malformed Host is refused (server/app.ts: 400) even for a cached page.
      const url = requestUrl(req);
      const key = cachePolicy.key(req);
      const cache = pageCache && cachePolicy.mayAnswer(req) ? pageCache : undefined;
      const route = await routeFor(url.pathname);
      if (!PAGE_METHODS.has(req.method)) {
        // A client's probe or mistake (TRACE, OPTIONS, PUT…), not a fault: no error log, no stack trace.
        res.status(405).set("Allow", route.methods).type("text/plain").send("Method Not Allowed");
        return;
      }
      const context = requestContextFor(req, res);
      const routeNotes = cachePolicy.notesFor(req, route);
      Object.assign(context.pageNotes, routeNotes);

      if (!cache) {
        const response = await handleRequest(createFetchRequest(req, res, url), routerContextOf(context));
        if (answeredAsOutage(req, res, context, response.status)) return;
        // A POST to a page without an action: React Router's 405 does not say what would do.
        if (response.status === 405 && !response.headers.has("allow")) res.set("Allow", route.methods);
        if (req.method !== "GET" && req.method !== "HEAD" && hasSessionCookie(req.headers.cookie)) {
          await invalidatePages();
        }
        setFormCookie(res, cachePolicy.formCookie(req, context.pageNotes.formPage));
        return await sendFetchResponse(res, response);
      }

      const fresh = cache.get(key);
      if (fresh) return sendCachedPage(req, res, fresh, context, cachePolicy, "HIT");
      const stale = cache.stale(key);
      if (stale) {
        refreshInBackground(cache, key, url, context, routeNotes);
        return sendCachedPage(req, res, stale, context, cachePolicy, "STALE");
      }
      const rendered = await cache.inFlight(key);
      if (rendered) return sendCachedPage(req, res, rendered, context, cachePolicy, "HIT");

      // Others asking for an address kept before wait for this rendering rather than start their own.
      let settle: (page: CachedPage | null) => void = () => {};
      if (cache.known(key)) cache.rendering(key, new Promise<CachedPage | null>((resolve) => (settle = resolve)));
      try {
        const { response, page, html } = await renderAndKeep(cache, key, createFetchRequest(req, res, url), context);
        settle(page);
        if (page) return sendCachedPage(req, res, page, context, cachePolicy, "MISS");
        if (answeredAsOutage(req, res, context, response.status)) return;
        setFormCookie(res, cachePolicy.formCookie(req, context.pageNotes.formPage));
        if (html === null) return await sendFetchResponse(res, response);
        res.status(response.status);
        for (const [name, value] of response.headers) res.append(name, value);
        res.end(html);
      } catch (error) {
        settle(null);
        throw error;
      }
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The database went away while this request was answered (the client reported it, server/app.ts):
 * a read's answer, whatever it was (a not-found, a redirect to sign in), cannot be trusted, and a
 * write's failure is the outage, not an error of the visitor's; the outage page (503) says so.
 * Documents already answer so in entry.server.tsx; this covers data requests and redirects.
 */
function answeredAsOutage(req: express.Request, res: express.Response, context: RequestContext, status: number): boolean {
  const read = req.method === "GET" || req.method === "HEAD";
  // A statement of this request ran out of time (#28 item 5): this answer alone becomes the 503.
  const slow = context.pageNotes.slowStatement && status >= 500;
  if ((!context.databaseAvailability.down && !slow) || status === 503 || (!read && status < 500 && !slow)) return false;
  res.status(503).set({ "Retry-After": String(OUTAGE_RETRY_AFTER_S), "Cache-Control": "no-store" });
  res.type("html").send(outagePage());
  return true;
}

/** A form page's answer starts (or keeps) the visitor's form-start time (services/spam.server.ts). */
function setFormCookie(res: express.Response, cookie: string | null) {
  if (cookie) res.append("Set-Cookie", cookie);
}

/** Headers a kept page's answer sets per request, left out of its `sharedHeaders`. */
const PER_ANSWER_HEADERS = new Set(["set-cookie", "content-encoding", "content-length", "x-cache"]);

/**
 * A kept page, as a static file is sent: the same compressed bytes for everyone. The CSP allows
 * its inline scripts by hash in place of this response's nonce, which the page does not carry.
 * A MISS was rendered for this request, whose page views its loaders recorded already.
 */
function sendCachedPage(
  req: express.Request,
  res: express.Response,
  page: CachedPage,
  context: RequestContext,
  cachePolicy: PageCachePolicy,
  state: "HIT" | "STALE" | "MISS",
) {
  if (state !== "MISS") recordCachedPageViews(context.db, page, req, context.sessionId);
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy === "string") {
    res.setHeader("Content-Security-Policy", policy.replace(`'nonce-${context.cspNonce}'`, page.scriptSources));
  }
  res.setHeader("Vary", "Accept-Encoding");
  page.sharedHeaders ??= Object.entries(res.getHeaders())
    .filter(([name, value]) => !PER_ANSWER_HEADERS.has(name) && value !== undefined)
    .map(([name, value]) => [name, typeof value === "number" ? String(value) : value!]);
  setFormCookie(res, cachePolicy.formCookie(req, page.formPage));
  const { encoding, body } = pageBodyFor(req, page);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.setHeader("X-Cache", state);
  res.end(body);
}

/** The kept page's bytes in the best encoding the request accepts. */
export function pageBodyFor(req: express.Request, page: CachedPage): { encoding: "br" | "gzip" | null; body: Buffer } {
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  if (encoding === "br" || encoding === "gzip") return { encoding, body: page.body[encoding] };
  return { encoding: null, body: page.body.identity };
}

/** A visit answered from the cache is still a visit: the views its rendering recorded, recorded again. */
export function recordCachedPageViews(db: RequestContext["db"], page: CachedPage, req: express.Request, sessionId: string) {
  recordPageViews(db, page.pageViews, {
    route: req.originalUrl,
    sessionId,
    userAgent: req.get("user-agent") ?? null,
    referrer: req.get("referer") ?? null,
  });
}
