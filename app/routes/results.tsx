import { redirect } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/results";
import { makeOptionBySlug, serviceOptionBySlug } from "~/content/taxonomy";
import { searchProfiles } from "~/models/profiles.server";
import { latestProjectThumbnails } from "~/models/projects.server";
import { logger } from "~/services/logger.server";
import { photoThumbnail } from "~/lib/photos";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { resolveLocation } from "~/services/geo.server";
import { defaultSortFor, parseSearchParams, RESULTS_PAGE_SIZE, searchQuery } from "~/lib/search-params";
import { keywordExcerpt } from "~/lib/keyword-highlight";
import { resultsMap, resultsMapFigure } from "~/services/map.server";
import { originFromMatches, pageMeta } from "~/lib/seo";
import { ResultsSearch } from "~/components/results-search";
import { ResultsList } from "~/components/results-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = parseSearchParams(url.searchParams);
  // Empty or unknown parameters are dropped from the address (SPEC.md: empty selections are omitted).
  const canonical = searchQuery(params);
  if (canonical !== url.search) throw redirect(`/results${canonical}`);

  const location = params.location ? resolveLocation(params.location) : null;
  const nearestWithoutLocation = params.sort === "nearest" && !location;
  const { profiles, total, moreThanTotal = false } = await searchProfiles(context.get(requestContext).db, {
    specialty: serviceOptionBySlug(params.service)?.name ?? null,
    vehicleMake: makeOptionBySlug(params.vehicle)?.name ?? null,
    keyword: params.q,
    origin: location,
    sort: nearestWithoutLocation ? defaultSortFor(params.q) : params.sort,
    page: params.page,
    pageSize: RESULTS_PAGE_SIZE,
  });

  // One statement for the page's cards; without it the cards are whole all the same.
  const thumbnails = await latestProjectThumbnails(context.get(requestContext).db, profiles.map((p) => p.id)).catch((error: unknown) => {
    logger.error({ err: error }, "project thumbnails load failed");
    return new Map<string, never[]>();
  });

  const firstNumber = (params.page - 1) * RESULTS_PAGE_SIZE + 1;
  const pins =
    location && profiles.length > 0
      ? resultsMap(
          context.get(requestContext).secret,
          location,
          profiles.map((p, index) => ({ number: firstNumber + index, town: p.city, latitude: p.latitude, longitude: p.longitude })),
        )
      : null;
  const map = location && pins ? resultsMapFigure(location.label, pins) : null;

  return {
    params,
    // Positions stay on the server: the map's address carries all the page needs of them.
    profiles: profiles.map(({ latitude: _latitude, longitude: _longitude, businessDescription, ...card }) => ({
      ...card,
      // Cut and marked here: the keyword's matcher and the model names stay out of the browser's bundle.
      excerpt: keywordExcerpt(businessDescription ?? "", params.q),
      thumbnails: (thumbnails.get(card.id) ?? []).map(photoThumbnail),
    })),
    firstNumber,
    map,
    total,
    moreThanTotal,
    pageCount: Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE)),
    locationLabel: location?.label ?? null,
    locationNotFound: Boolean(params.location && !location),
    nearestWithoutLocation,
  };
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
      <ResultsSearch params={loaderData.params} locationNotFound={loaderData.locationNotFound} />
      <ResultsList data={loaderData} />
    </>
  );
}
