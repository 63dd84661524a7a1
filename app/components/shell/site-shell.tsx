import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { SiteHeader } from "~/components/shell/site-header";
import { preloadDeferredShell } from "~/components/shell/deferred-shell";

// Below the fold on every page: rendered whole on the server, it hydrates from a file of its own once
// the page above it has (as the profile's reviews do, decision 0017), which keeps its links, lists and
// words out of every page's first load.
const SiteFooter = lazy(() => import("~/components/shell/site-footer").then((module) => ({ default: module.SiteFooter })));

/** Header, main landmark and footer shared by every public page. */
export function SiteShell({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (typeof requestIdleCallback === "undefined") return preloadDeferredShell();
    const id = requestIdleCallback(preloadDeferredShell);
    return () => cancelIdleCallback(id);
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-racing-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
