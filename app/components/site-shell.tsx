import { useEffect, type ReactNode } from "react";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";
import { preloadDeferredShell } from "~/components/deferred-shell";

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
      <SiteFooter />
    </div>
  );
}
