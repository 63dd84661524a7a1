import type express from "express";
import type { Database } from "../database/client.ts";
import { analyticsSessionId } from "./analytics-session.ts";
import { requestUrl } from "./fetch-conversion.ts";
import type { PageCache } from "./page-cache.ts";
import type { PageCachePolicy } from "./page-cache-policy.ts";
import { pageBodyFor, recordCachedPageViews } from "./react-router-handler.ts";

export interface ShortcutOptions {
  pageCache: PageCache;
  db: Database;
  /** The same rules as the handler's (server/page-cache-policy.ts). */
  cachePolicy: PageCachePolicy;
  https: boolean;
  /** During an outage the outage page answers, not a kept page (server/app.ts). */
  databaseDown: () => boolean;
}

/**
 * A fresh kept page answered before the rest of the middleware runs, as a static file is
 * (issue #13: a cache hit within 75% of a static file's rate). What helmet, compression and
 * the router would have added is the same for every visitor of the page, so it was captured
 * from its first answer sent the long way (`CachedPage.sharedHeaders`); only what is per
 * visitor is done here: the analytics id, the form-start cookie, the page views. Anything
 * else (a write, a personal cookie, an expired or not yet answered page, a bad Host, an
 * address starting "//") goes on down the chain, to the same cache and rules
 * (server/react-router-handler.ts), so the shortcut changes only how fast a hit is sent.
 */
export function cachedPageShortcut({ pageCache, db, cachePolicy, https, databaseDown }: ShortcutOptions): express.RequestHandler {
  return (req, res, next) => {
    if (!cachePolicy.mayAnswer(req)) return next();
    const page = pageCache.get(cachePolicy.key(req));
    if (!page?.sharedHeaders || databaseDown()) return next();
    try {
      requestUrl(req);
    } catch {
      return next(); // A malformed Host: the chain answers 400.
    }
    const sessionId = analyticsSessionId(req, res, https);
    recordCachedPageViews(db, page, req, sessionId);
    const formCookie = cachePolicy.formCookie(req, page.formPage);
    if (formCookie) res.append("Set-Cookie", formCookie);
    for (const [name, value] of page.sharedHeaders) res.setHeader(name, value);
    const { encoding, body } = pageBodyFor(req, page);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.setHeader("X-Cache", "HIT");
    res.statusCode = page.status;
    res.end(body);
  };
}
