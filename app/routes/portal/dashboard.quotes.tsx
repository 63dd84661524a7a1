import { Link } from "react-router";
import type { Route } from "./+types/dashboard.quotes";
import { requireOwnProfile } from "~/services/guards.server";
import { requestContext } from "~/context";
import { DashboardSectionError } from "~/components/portal/dashboard-error";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { leadsInboxView } from "./dashboard.quotes.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { profile } = requireOwnProfile(context);
  return leadsInboxView(context.get(requestContext).db, profile.id, new URL(request.url));
}

/** The specialist's quote requests (#27 item 4), by status, unread first to the eye. */
export default function QuoteRequests({ loaderData }: Route.ComponentProps) {
  const { tabs, items, status } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-semibold">Quote Requests</h1>
      <p className="mt-1 text-ink-muted">
        Owners who asked you, and perhaps others, to quote: nobody sees who else was asked, or their answers. Enquiries from your profile&rsquo;s contact form are listed under All too.
      </p>
      <nav aria-label="Quote requests by status" className="mt-6 -mx-1 overflow-x-auto">
        <ul className="flex gap-2 px-1 pb-1">
          {tabs.map((tab) => {
            const current = tab.status === status;
            return (
              <li key={tab.label}>
                <Link
                  to={tab.status ? `?status=${tab.status}` : "."}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap",
                    current ? "border-racing-700 bg-racing-700 text-white" : "border-line bg-white hover:border-racing-300",
                  )}
                >
                  {tab.label} <span className="font-normal">{tab.total}</span>
                  {tab.unread > 0 && (
                    <span className="rounded-full bg-brass-400 px-1.5 text-xs text-ink">
                      {tab.unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {items.length === 0 ? (
        <Card className="mt-6 p-10 text-center">
          <Icon name="clipboard-list" className="mx-auto size-10 text-brass-700" />
          <h2 className="mt-3 text-xl font-semibold">{status ? "Nothing here" : "No quote requests yet"}</h2>
          <p className="mt-1 text-ink-muted">When an owner asks you for a quote, it appears here and we email you.</p>
        </Card>
      ) : (
        <ul className="mt-6 grid gap-3" aria-label="Quote requests">
          {items.map((item) =>
            item.kind === "quote" ? (
              <li key={item.id}>
                <Link to={`/dashboard/quotes/${item.id}`} className="block rounded-xl border border-line bg-white p-4 shadow-sm hover:border-racing-300" data-lead={item.car}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold">
                      {item.unread && <span className="mr-2 rounded-full bg-brass-400 px-2 py-0.5 text-xs">New</span>}
                      {item.car}
                    </p>
                    <p className="text-sm text-ink-muted">
                      {item.statusLabel}
                      {item.withdrawn && " · withdrawn"} · {item.sentOn}
                    </p>
                  </div>
                  <p className="mt-1 text-sm">
                    {item.ownerName} · {item.services.join(", ")}
                  </p>
                </Link>
              </li>
            ) : (
              // An enquiry from the profile's contact form: a one-off thread, answered by email from Contact Requests.
              <li key={item.id}>
                <Link to="/dashboard/contacts" className="block rounded-xl border border-dashed border-line bg-white p-4 hover:border-racing-300" data-enquiry={item.name}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold">
                      {item.unread && <span className="mr-2 rounded-full bg-brass-400 px-2 py-0.5 text-xs">New</span>}
                      {item.call ? `Phone call request from ${item.name}` : `Enquiry from ${item.name}`}
                    </p>
                    <p className="text-sm text-ink-muted">
                      {item.statusLabel} · {item.receivedOn}
                    </p>
                  </div>
                  <p className="mt-1 text-sm text-ink-muted">{item.excerpt}</p>
                </Link>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = DashboardSectionError;
