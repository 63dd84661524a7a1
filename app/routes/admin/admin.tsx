import { NavLink, Outlet, useNavigation } from "react-router";
import { requestContext, sessionContext } from "~/context";
import { adminMiddleware } from "~/services/guards.server";
import type { Route } from "./+types/admin";
import { adminCounts } from "~/models/admin.server";
import { ADMIN_TABS, type AdminTab } from "~/lib/admin-tabs";
import { Card } from "~/components/ui/card";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/cn";

/**
 * The frame of every admin tab (docs/spec.md §2 "Admin /admin"): heading, stats and the tab links.
 * Its middleware checks the role once for the layout and the tab, loaders and actions alike.
 * It loads only the counts, in one query; each tab's route loads its own list. Admin pages
 * never set `handle.pageCache`: they are per-person and must never be served from the cache.
 */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  return { email: session.user.email, counts: await adminCounts(context.get(requestContext).db) };
}

export const meta = () => pageMeta({ title: "Admin Dashboard", noindex: true });

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { email, counts } = loaderData;
  const navigation = useNavigation();
  // docs/spec.md: "Shows 'Loading...'" while a tab's data is on its way.
  const { pathname } = navigation.location ?? {};
  const loading = navigation.state === "loading" && (pathname === "/admin" || pathname?.startsWith("/admin/"));
  const labels: Record<AdminTab, string> = {
    pending: `Pending (${counts.pending})`,
    approved: `Approved (${counts.approved})`,
    rejected: `Rejected (${counts.rejected})`,
    changes: `Listing changes (${counts.pendingChanges})`,
    reviews: `Reviews (${counts.pendingReviews + counts.pendingReplies})`,
    reports: `Reported reviews (${counts.reportedReviews})`,
    projects: `Projects (${counts.pendingProjects})`,
    messages: "Messages",
    mail: `Failed emails (${counts.failedMail})`,
    insights: "Insights",
  };
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">Admin Dashboard</h1>
      <p className="mt-2 text-ink-muted">
        Welcome, {email}. Review new listings and reviews to keep the directory trustworthy.
      </p>
      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[
          ["Total Profiles", counts.total],
          ["Pending Review", counts.pending],
          ["Approved", counts.approved],
          ["Rejected", counts.rejected],
        ].map(([label, value]) => (
          <Card key={label} className="p-4">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="mt-1 font-display text-3xl font-semibold">{value}</dd>
          </Card>
        ))}
      </dl>

      <h2 className="mt-10 text-2xl font-semibold">Profile Management</h2>
      {/* Ten tabs do not fit a phone, a tablet or a small laptop: there they wrap as pills, all in sight; from xl up they are a
          tab row (which wraps rather than overflows, should the counts grow long). */}
      <nav aria-label="Admin sections" className="mt-4">
        <ul className="flex flex-wrap gap-2 xl:gap-1 xl:border-b xl:border-line">
          {ADMIN_TABS.map((tab) => (
            <li key={tab}>
              {/* NavLink sets aria-current="page" on the open tab. */}
              <NavLink
                to={`/admin/${tab}`}
                className={({ isActive }) =>
                  cn(
                    "inline-block rounded-full border px-3.5 py-2 text-sm font-semibold whitespace-nowrap",
                    "xl:-mb-px xl:rounded-none xl:border-0 xl:border-b-2 xl:bg-transparent xl:px-3 xl:py-2.5",
                    isActive
                      ? "border-racing-700 bg-racing-700 text-white xl:border-racing-700 xl:text-racing-800"
                      : "border-line bg-white text-ink-muted hover:text-ink xl:border-transparent",
                  )
                }
              >
                {labels[tab]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {loading ? (
          <p role="status" className="mt-2 text-ink-muted">
            Loading...
          </p>
        ) : (
          <Outlet />
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-3xl font-semibold">Admin Dashboard</h1>
      <p role="alert" className="mt-4 text-oxblood-700">
        Failed to fetch profiles
      </p>
    </div>
  );
}
