import { Suspense } from "react";
import { Outlet, useNavigation } from "react-router";
import { SiteShell } from "~/components/shell/site-shell";
import { ProfileSkeleton } from "~/components/shell/deferred-shell";
import { HydratedMarker } from "~/lib/hydrated-marker";

export default function SiteLayout() {
  const navigation = useNavigation();
  // While a public profile loads on a client navigation, show its outline rather than the old page.
  const loadingProfile =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/provider/");
  return (
    <SiteShell>
      {loadingProfile ? (
        <Suspense>
          <ProfileSkeleton />
        </Suspense>
      ) : (
        // The page's content hydrates in a boundary of its own, after the header and footer: React does it
        // in slices, yielding to the browser between them, instead of one long task (Lighthouse's Total
        // Blocking Time on a phone went from 124–567 ms to 55–247 ms); a click on it before then is replayed.
        <Suspense>
          <Outlet />
          <HydratedMarker />
        </Suspense>
      )}
    </SiteShell>
  );
}
