import { requestContext } from "~/context";
import type { Route } from "./+types/area-service";
import { AreaPage, areaMeta } from "~/components/catalogue/area-page";
import { originFromMatches } from "~/lib/seo";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { areaPageView } from "./areas.server";

/** /areas/{area}/{service}: the approved specialists of that service based there (issue #25 item 7); 404 when there is none. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return areaPageView(context.get(requestContext), request, { county: params.county, service: params.service });
}

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts);
// an approval empties the cache, so the list follows.
export const handle: PageCacheHandle = { pageCache: true };

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return areaMeta(originFromMatches(matches) ?? "", loaderData);
}

export default function AreaService({ loaderData }: Route.ComponentProps) {
  return <AreaPage view={loaderData} />;
}
