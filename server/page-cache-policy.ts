import type express from "express";
import { formCookieFor } from "../app/services/spam.server.ts";
import { readCookies } from "../app/services/cookies.server.ts";
import { CACHE_NEUTRAL_COOKIES, FORM_COOKIE } from "../app/lib/cookie-names.ts";
import type { PageNotes } from "../app/services/page-notes.server.ts";
import type { RouteFacts } from "./route-table.ts";

/**
 * The page cache's rules (decision 0007), in one place for both ways a kept page is answered: the
 * shortcut before the middleware (server/cached-page-shortcut.ts) and the React Router handler
 * (server/react-router-handler.ts). Which requests a kept page may answer and under which key,
 * which rendered answers are kept, and which answers start the visitor's form time.
 */
export interface PageCachePolicy {
  /** The address as the client sent it (path and query): one kept page per address. */
  key(req: express.Request): string;
  /**
   * A GET whose cookies are all neutral (app/lib/cookie-names.ts CACHE_NEUTRAL_COOKIES): anything
   * personal (a session, a toast waiting) is rendered for that visitor alone. An address starting
   * "//" is never answered from the cache (server/app.ts refuses it).
   */
  mayAnswer(req: express.Request): boolean;
  /** What a request's page notes start as, from its route: cacheable for a page's document, form time for a page with visitor forms. */
  notesFor(req: express.Request, route: RouteFacts): Pick<PageNotes, "cacheable" | "formPage">;
  /**
   * A rendered answer is kept when its route opted in, it is a whole 200 page (no part of it
   * failed to load, services/page-parts.server.ts), and it sets no cookie of its own.
   */
  mayKeep(notes: PageNotes, response: Response): boolean;
  /** The form-start cookie an answer for a page with visitor forms sets (services/spam.server.ts), or null. */
  formCookie(req: express.Request, formPage: boolean): string | null;
}

export function pageCachePolicy({ secret, https }: { secret: string; https: boolean }): PageCachePolicy {
  return {
    key: (req) => req.originalUrl,
    mayAnswer: (req) => req.method === "GET" && !req.originalUrl.startsWith("//") && onlyNeutralCookies(req),
    notesFor: (req, route) => ({
      // A data request (client-side navigation) is answered by React Router's data format, not kept.
      cacheable: route.pageCache && req.method === "GET" && !req.path.endsWith(".data"),
      formPage: route.visitorForms,
    }),
    mayKeep: (notes, response) =>
      notes.cacheable && !notes.degraded && response.status === 200 && !response.headers.has("set-cookie"),
    formCookie: (req, formPage) => (formPage ? formCookieFor(secret, readCookies(req.headers.cookie)[FORM_COOKIE], https) : null),
  };
}

/** No cookie that could make the page personal. */
function onlyNeutralCookies(req: express.Request): boolean {
  return Object.keys(readCookies(req.headers.cookie)).every((name) => CACHE_NEUTRAL_COOKIES.has(name));
}
