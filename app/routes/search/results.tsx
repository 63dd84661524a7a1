import { redirect } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/results";
import { makeOptionBySlug, serviceOptionBySlug } from "~/content/taxonomy";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { parseSearchParams, searchQuery } from "~/lib/search-params";
import { resultsPageView } from "./results.server";
import { originFromMatches, pageMeta } from "~/lib/seo";
import { ResultsSearch } from "~/components/search/results-search";
import { ResultsList } from "~/components/search/results-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = parseSearchParams(url.searchParams);
  // Empty or unknown parameters are dropped from the address (docs/spec.md: empty selections are omitted).
  const canonical = searchQuery(params);
  if (canonical !== url.search) throw redirect(`/results${canonical}`);
  return resultsPageView(context.get(requestContext), params);
}

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts).
export const handle: PageCacheHandle = {
  pageCache: true,
  pageView: ({ params, total }: Route.ComponentProps["loaderData"]) => ({
    metadata: { page: "results", service: params.service, vehicle: params.vehicle, total },
  }),
};

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const service = serviceOptionBySlug(loaderData?.params.service)?.name;
  const make = makeOptionBySlug(loaderData?.params.vehicle)?.name;
  const subject = [make, service].filter(Boolean).join(" ");
  const q = loaderData?.params.q;
  const listing = subject ? `${subject} Specialists` : "Find Classic Car Restoration Specialists";
  return pageMeta({
    title: q ? `“${q}” · ${subject ? listing : "Classic Car Restoration Specialists"}` : listing,
    description: `Compare ${subject ? `${subject} ` : ""}classic car restoration specialists across the UK: ratings, experience, location and reviews.`,
    origin: originFromMatches(matches),
    path: `/results${loaderData ? searchQuery({ ...loaderData.params, page: 1 }) : ""}`,
  });
}

export default function Results({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ResultsSearch params={loaderData.params} locationNotFound={loaderData.locationNotFound} locationNotice={loaderData.locationNotice} />
      <ResultsList data={loaderData} />
    </>
  );
}
