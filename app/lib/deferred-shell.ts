import { lazy } from "react";

/**
 * Parts of the page shell nobody sees before interacting or navigating: the menu panels,
 * the phone menu's links and the provider-profile placeholder. They share one file, kept
 * out of the first load and fetched once the browser is idle (see `preloadDeferredShell`),
 * so they are normally in place before anyone opens a menu.
 */
const loadMenuPanel = () => import("~/components/menu-panel");
const loadMobileNavLinks = () => import("~/components/mobile-nav-links");
const loadProviderSkeleton = () => import("~/components/provider-skeleton");

export const MenuPanel = lazy(loadMenuPanel);
export const MobileNavLinks = lazy(loadMobileNavLinks);
export const ProviderSkeleton = lazy(loadProviderSkeleton);

export function preloadDeferredShell() {
  for (const load of [loadMenuPanel, loadMobileNavLinks, loadProviderSkeleton]) {
    load().catch(() => {
      // Offline or a new deployment: the component tries again when it is first rendered.
    });
  }
}
