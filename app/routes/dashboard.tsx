import { useEffect } from "react";
import { Link, Outlet, useNavigate, useNavigation } from "react-router";
import { Loader2 } from "lucide-react";
import type { Route } from "./+types/dashboard";
import { findOwnProfile, requireSession } from "~/services/session.server";
import { DashboardFrame, SIDEBAR_COOKIE } from "~/components/dashboard-sidebar";
import { buttonClasses } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";

const SETUP_REDIRECT_MS = 2_500;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context, "/dashboard");
  const profile = await findOwnProfile(context, session.user.id);
  const cookie = request.headers.get("cookie") ?? "";
  const sidebarOpen = !new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=false`).test(cookie);
  return {
    sidebarOpen,
    profile: profile && {
      businessName: profile.businessName,
      contactPerson: profile.contactPerson,
      logoUrl: profile.logoUrl,
      publicPath: `/provider/${profile.slug}`,
    },
  };
}

export const meta = () => pageMeta({ title: "My Profile", noindex: true });

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (!loaderData.profile) return <ProfileSetupRequired />;
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/dashboard");
  return (
    <DashboardFrame profile={loaderData.profile} defaultOpen={loaderData.sidebarOpen}>
      {loading && (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm text-ink-muted">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          Loading dashboard...
        </p>
      )}
      <Outlet />
    </DashboardFrame>
  );
}

function ProfileSetupRequired() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate("/signup"), SETUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <main className="container-page flex min-h-dvh flex-col items-center justify-center text-center">
      <h1 className="text-3xl font-semibold">Profile Setup Required</h1>
      <p className="mt-3 max-w-md text-ink-muted">
        Your account has no business profile yet. Taking you to the sign-up form to create one…
      </p>
      <Link to="/signup" className={buttonClasses("primary", "lg", "mt-6")}>
        Create your profile
      </Link>
    </main>
  );
}
