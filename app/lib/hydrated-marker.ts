import { useEffect } from "react";

/**
 * A marker that the page is interactive: browser tests wait for it (`data-hydrated` on <html>) before
 * clicking. Pages in the site layout hydrate their content in a Suspense boundary of its own, after the
 * header and footer (site-layout.tsx), so there the content sets it; elsewhere the root does.
 */
export const SITE_LAYOUT_ROUTE_ID = "routes/site/site-layout";

export function useHydratedMarker(when = true) {
  useEffect(() => {
    if (when) document.documentElement.dataset.hydrated = "true";
  }, [when]);
}

export function HydratedMarker() {
  useHydratedMarker();
  return null;
}
