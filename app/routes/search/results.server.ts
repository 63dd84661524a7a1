import type { RequestContext } from "~/context";
import { makeOptionBySlug, serviceOptionBySlug } from "~/content/taxonomy";
import { latestProjectThumbnails } from "~/models/projects.server";
import { optionalPart } from "~/services/page-parts.server";
import { photoThumbnail } from "~/lib/photos";
import { searchDirectory } from "~/services/directory-search.server";
import { locationNoticeView } from "./location-notice.server";
import { RESULTS_PAGE_SIZE, searchQuery, type SearchParams } from "~/lib/search-params";
import { keywordExcerpt } from "~/lib/keyword-highlight";
import { resultsMap, resultsMapFigure } from "~/services/map.server";
import { formatCount } from "~/lib/format";

/** What /results shows for a search (its parameters already canonical): built for the page, field by field. */
export async function resultsPageView(app: RequestContext, params: SearchParams) {
  const { db } = app;
  // A name several places share is searched near the likeliest while the page asks which (issue #25 item 4).
  const search = await searchDirectory(db, params);
  const { profiles, total, moreThanTotal = false, lookup, location, radiusMiles, nearestWithoutLocation, pageCount } = search;
  // The words searched: those typed, or their correction when those found nothing.
  const searchedWords = search.correctedQuery ?? params.q;

  // One statement for the page's cards; without it the cards are whole all the same.
  const thumbnails = await optionalPart(
    app,
    "project thumbnails",
    latestProjectThumbnails(db, [...profiles, ...search.partialMatches].map((p) => p.id)),
    new Map<string, never[]>(),
  );
  // Positions stay on the server: the map's address carries all the page needs of them.
  const toView = ({ latitude: _latitude, longitude: _longitude, businessDescription, ...card }: (typeof profiles)[number]) => ({
    ...card,
    // Cut and marked here: the keyword's matcher and the model names stay out of the browser's bundle.
    excerpt: keywordExcerpt(businessDescription ?? "", searchedWords),
    thumbnails: (thumbnails.get(card.id) ?? []).map(photoThumbnail),
  });

  const firstNumber = (params.page - 1) * RESULTS_PAGE_SIZE + 1;
  const pins =
    location && profiles.length > 0
      ? resultsMap(
          app.secret,
          location,
          profiles.map((p, index) => ({ number: firstNumber + index, town: p.city, latitude: p.latitude, longitude: p.longitude })),
        )
      : null;
  const map = location && pins ? resultsMapFigure(location.label, pins) : null;

  // The page's words about what was found are written here, so their logic stays out of the browser's bundle.
  const serviceName = serviceOptionBySlug(params.service)?.name;
  const makeName = makeOptionBySlug(params.vehicle)?.name;
  const locationLabel = location?.label ?? null;
  // The count says what it counts: those within the radius, or all of them, with their distance (issue #25 item 3).
  const count = total === 1 ? "1 specialist found" : `${formatCount(total)}${moreThanTotal ? "+" : ""} specialists found`;
  const within = locationLabel && radiusMiles !== null ? ` within ${radiusMiles} miles of ${locationLabel}` : "";
  const words = searchedWords ? ` for “${searchedWords}”` : "";
  const anywhere = locationLabel && radiusMiles === null ? `Anywhere in the UK, with distances from ${locationLabel}` : null;
  // Listings after the results, each under a heading that says what they are.
  const more = [
    locationLabel && radiusMiles !== null && {
      id: "further-afield-heading",
      heading: "Further afield",
      intro: `The nearest ${search.furtherAfield.length === 1 ? "specialist" : `${search.furtherAfield.length} specialists`} more than ${radiusMiles} miles from ${locationLabel}.`,
      profiles: search.furtherAfield.map(toView),
      action: { href: `/results${searchQuery({ ...params, within: "any", page: 1 })}`, label: "Search anywhere in the UK" },
    },
    {
      id: "partial-matches-heading",
      heading: "Matching some of your words",
      intro: `These specialists match some of the words of “${searchedWords}”, not all of them.`,
      profiles: search.partialMatches.map(toView),
    },
  ].filter((section) => section && section.profiles.length > 0);

  return {
    params,
    profiles: profiles.map(toView),
    foundHeading: `${count}${within}${words}`,
    context: [serviceName, makeName, anywhere].filter(Boolean).join(" · "),
    correction: search.correctedQuery ? `Nothing matched “${params.q}”, so these are the results for “${search.correctedQuery}”.` : null,
    more: more as Exclude<(typeof more)[number], false | "" | null>[],
    total,
    firstNumber,
    map,
    pageCount,
    locationNotFound: Boolean(params.location && !location),
    // Each place offered is the same search with that location.
    locationNotice: locationNoticeView(params.location ?? "", lookup, location?.label ?? null, (place) => `/results${searchQuery({ ...params, location: place, page: 1 })}`),
    nearestWithoutLocation,
  };
}

export type ResultsPageView = Awaited<ReturnType<typeof resultsPageView>>;
