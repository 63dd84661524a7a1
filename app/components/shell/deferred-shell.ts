import { lazyWithPreload } from "~/lib/lazy-with-preload";

/**
 * Parts of the page shell nobody sees before interacting or navigating: the phone menu's
 * links and the public-profile placeholder. Their files are kept out of the first load and
 * fetched once the browser is idle (see `preloadDeferredShell`), so they are normally in
 * place before anyone opens the menu. (The desktop menu panels are not among
 * them: a keyboard user tabs into a panel the moment it opens.)
 */
export const MobileNavLinks = lazyWithPreload(() => import("~/components/shell/mobile-nav-links"));
export const ProfileSkeleton = lazyWithPreload(() => import("~/components/profile/profile-skeleton"));

export function preloadDeferredShell() {
  MobileNavLinks.preload();
  ProfileSkeleton.preload();
}
