import { lazy } from "react";

/**
 * The site's not-found page, loaded only by the pages that show it (rendered in full on the
 * server all the same); render it inside <Suspense>. Every user imports it from here, never the
 * module itself: one static import beside the lazy one makes the bundler add a namespace helper
 * to the runtime every page loads first (61 bytes gzipped).
 */
export const LazyNotFoundPage = lazy(() => import("~/components/shell/not-found"));
