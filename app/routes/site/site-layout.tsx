import { Suspense } from "react";
import { Outlet, useNavigation } from "react-router";
import { SiteShell } from "~/components/shell/site-shell";
import { ProfileSkeleton } from "~/components/shell/deferred-shell";

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
        <Outlet />
      )}
    </SiteShell>
  );
}
