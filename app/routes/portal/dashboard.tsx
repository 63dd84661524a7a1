import { Link, Outlet, redirect, useNavigation, useRevalidator } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/dashboard";
import { getAdminRole } from "~/services/session.server";
import { portalMiddleware } from "~/services/guards.server";
import { ownProfileContext, requestContext, sessionContext } from "~/context";
import { DashboardFrame } from "~/components/portal/dashboard-sidebar";
import { SIDEBAR_COOKIE } from "~/lib/cookie-names";
import { readCookies } from "~/services/cookies.server";
import { Button, buttonClasses } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import { unreadLeadCount } from "~/models/quote-requests.server";

const SETUP_PATH = "/dashboard/setup";

// Every portal page, loader and action runs behind it: the session, and the own profile looked up once.
export const middleware: Route.MiddlewareFunction[] = [portalMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const { profile, error } = context.get(ownProfileContext);
  const { pathname } = new URL(request.url);
  // A failed lookup shows docs/spec.md §8's "Profile Not Found" (an outage got the 503 page already).
  if (error) return { sidebarOpen: true, profile: null, loadFailed: true };
  // An account without a profile creates it here (docs/spec.md's "Profile Setup Required"); an admin has its own dashboard.
  if (!profile) {
    if (await getAdminRole(context, context.get(requestContext), session.user.id)) throw redirect("/admin");
    if (pathname !== SETUP_PATH) throw redirect(SETUP_PATH);
  } else if (pathname === SETUP_PATH) {
    throw redirect("/dashboard");
  }
  const sidebarOpen = readCookies(request.headers.get("cookie"))[SIDEBAR_COOKIE] !== "false";
  return {
    sidebarOpen,
    loadFailed: false,
    profile: profile && {
      businessName: profile.businessName,
      contactPerson: profile.contactPerson,
      logoUrl: profile.logoUrl,
      publicPath: `/provider/${profile.slug}`,
      unreadQuotes: await unreadLeadCount(context.get(requestContext).db, profile.id),
    },
  };
}

export const meta = () => pageMeta({ title: "My Profile", noindex: true });

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.loadFailed) return <ProfileNotLoaded />;
  // Only the setup page renders without a profile (the loader sends every other path there).
  if (!loaderData.profile) {
    return (
      <main id="main" className="min-h-dvh bg-paper">
        <Outlet />
      </main>
    );
  }
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/dashboard");
  return (
    <DashboardFrame profile={loaderData.profile} defaultOpen={loaderData.sidebarOpen}>
      {loading && (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm text-ink-muted">
          <Icon name="loader-circle" className="size-4 animate-spin" />
          Loading dashboard...
        </p>
      )}
      <Outlet />
    </DashboardFrame>
  );
}

/** docs/spec.md §8: "Profile Not Found: Unable to load profile data." when the own-profile lookup fails. */
function ProfileNotLoaded() {
  const revalidator = useRevalidator();
  return (
    <main id="main" className="container-page flex min-h-dvh flex-col items-center justify-center text-center">
      <div role="alert" className="max-w-md rounded-2xl border border-red-200 bg-red-50 p-8">
        <Icon name="triangle-exclamation-point" className="mx-auto size-10 text-oxblood-600" />
        <h1 className="mt-3 text-3xl font-semibold">Profile Not Found</h1>
        <p className="mt-2 text-ink-muted">Unable to load profile data.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
            Try Again
          </Button>
          <Link to="/" className={buttonClasses("outline", "md")}>
            Return to Homepage
          </Link>
        </div>
      </div>
    </main>
  );
}
