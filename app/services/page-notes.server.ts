import type { Database } from "../../database/client";
import { recordEvent, requestEventFields, type EventInput } from "./analytics.server";

/**
 * What an answer needs besides its body, noted while its loaders run, so the page cache
 * (server/page-cache.ts) can do the same for every visitor it serves the page to: whether it
 * has a spam-checked form (each visitor gets a form-start cookie, services/spam.server.ts) and
 * the page views it recorded. Nothing per visitor is ever in the page itself.
 */
export interface PageNotes {
  /** The page's route opts in with `handle.pageCache` and this is its document (server/page-cache-policy.ts). */
  cacheable: boolean;
  /** The page's route declares `handle.visitorForms`, or a refused form's answer asks for a new form-start cookie. */
  formPage: boolean;
  pageViews: PageView[];
  /** A refresh of a cached page that nobody is waiting for: its page views are the visitors' to record, not its own. */
  background: boolean;
  /** A part of the page failed to load and was left out (services/page-parts.server.ts): shown, never kept. */
  degraded: boolean;
  /** A statement of this request ran out of time (#28 item 5): this request alone is answered 503. */
  slowStatement: boolean;
}

/** A page view as a loader records it, without the fields that come from the request. */
export interface PageView {
  metadata: Record<string, unknown>;
  profileId?: string | null;
}

/** What a route exports as `handle`: whether anonymous visitors share its rendered page, whether it has visitor forms, and what a visit counts as. */
export interface PageCacheHandle {
  pageCache?: boolean;
  /**
   * The page shows spam-checked forms (components/profile/spam-fields.tsx): its answers start the visitor's
   * form time (the form-start cookie, services/spam.server.ts), cached or not. Required of every
   * route that renders spam fields (tests/visitor-forms-declared.test.ts).
   */
  visitorForms?: boolean;
  /** The route takes a project's photos: its posts may be up to about 184 MB (server/app.ts), every other post 3 MB. */
  photoUploads?: boolean;
  /**
   * The page view a visit records, from the loader's data (null: none, e.g. an owner's preview).
   * Counted only for a document GET answered 200 (app/entry.server.tsx): a form's post, the
   * revalidation after it, or a reveal is not a visit. Typed `never` so any route's data fits.
   */
  pageView?: (loaderData: never) => PageView | null;
}

export function newPageNotes(): PageNotes {
  return { cacheable: false, formPage: false, pageViews: [], background: false, degraded: false, slowStatement: false };
}

/** The fields of a page view that come from the visit itself (route, session, browser, referrer). */
export type Visit = Pick<EventInput, "route" | "sessionId" | "userAgent" | "referrer">;

/** Records page views for one visit; never awaited: analytics must not slow the page. */
export function recordPageViews(db: Database, views: readonly PageView[], visit: Visit): void {
  for (const view of views) {
    void recordEvent(db, { name: "page_view", ...visit, metadata: view.metadata, profileId: view.profileId ?? null });
  }
}

/**
 * The one place a page view is recorded for a rendered page (the document entry calls it):
 * recorded now and noted, so every visitor served a cached copy is counted too.
 */
export function recordDocumentView(
  // What it reads of the request's context (app/context.ts), spelled out: that module's RequestContext holds PageNotes.
  context: { db: Database; sessionId: string; pageNotes: PageNotes },
  request: Request,
  handle: PageCacheHandle | undefined,
  loaderData: unknown,
): void {
  if (request.method !== "GET" || !handle?.pageView) return;
  const view = (handle.pageView as (data: unknown) => PageView | null)(loaderData);
  if (!view) return;
  context.pageNotes.pageViews.push(view);
  if (context.pageNotes.background) return;
  recordPageViews(context.db, [view], requestEventFields(request, context.sessionId));
}
