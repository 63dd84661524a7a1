import { lazy } from "react";

/**
 * Parts of the page shell nobody sees before interacting or navigating: the phone menu's
 * links and the provider-profile placeholder. They share one file, kept out of the first
 * load and fetched once the browser is idle (see `preloadDeferredShell`), so they are
 * normally in place before anyone opens the menu. (The desktop menu panels are not among
 * them: a keyboard user tabs into a panel the moment it opens.)
 */
const loadMobileNavLinks = () => import("~/components/mobile-nav-links");
const loadProviderSkeleton = () => import("~/components/provider-skeleton");

export const MobileNavLinks = lazy(loadMobileNavLinks);
export const ProviderSkeleton = lazy(loadProviderSkeleton);

export function preloadDeferredShell() {
  for (const load of [loadMobileNavLinks, loadProviderSkeleton]) {
    load().catch(() => {
      // Offline or a new deployment: the component tries again when it is first rendered.
    });
  }
}
