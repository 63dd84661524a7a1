import { requestContext } from "~/context";
import type { Route } from "./+types/admin.insights";
import { directoryInsights, securityInsights } from "~/models/insights.server";
import { makeOptionBySlug, serviceOptionBySlug } from "~/content/taxonomy";
import { DailyChart, RankingChart } from "~/components/ui/bar-chart";
import { SecurityEvents } from "~/components/admin/security-events";
import { adminTabError } from "~/components/admin/admin-tab-error";

/** The last 30 days of the directory and of the requests it refused; the heaviest tab, so loaded only here. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  const [insights, security] = await Promise.all([directoryInsights(db), securityInsights(db)]);
  return { insights, security };
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { insights, security } = loaderData;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DailyChart title="Profile views per day" series={insights.profileViews} />
      <DailyChart title="Contact reveals per day" series={insights.reveals} />
      <DailyChart title="Enquiries per day" series={insights.enquiries} />
      <DailyChart title="Sign-ups per day" series={insights.signups} />
      <RankingChart title="Searches by service" rows={insights.searchesByService} label={(k) => serviceOptionBySlug(k)?.name ?? k} />
      <RankingChart title="Searches by make" rows={insights.searchesByMake} label={(k) => makeOptionBySlug(k)?.name ?? k} />
      <SecurityEvents className="lg:col-span-2" {...security} />
    </div>
  );
}

// A failure to load this tab stays in the tab (the layout's header and the other tabs keep working).
export const ErrorBoundary = adminTabError("insights");
