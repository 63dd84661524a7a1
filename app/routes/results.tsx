import { lazy, Suspense, useRef } from "react";
import { Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { requestContext } from "~/context";
import { Icon } from "~/components/icon";
import type { Route } from "./+types/results";
import { makeOptionBySlug, serviceOptionBySlug } from "~/content/taxonomy";
import { MakeSelect, ServiceSelect } from "~/components/catalogue-selects";
import { latestProjectThumbnails } from "~/models/projects.server";
import { logger } from "~/services/logger.server";
import { photoThumbnail } from "~/lib/photos";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { searchDirectory } from "~/services/directory-search.server";
import type { LocationLookup } from "~/services/geo.server";
import type { LocationNoticeView } from "~/components/location-notice";
import { DEFAULT_SORT, parseSearchParams, RESULTS_PAGE_SIZE, searchQuery, SORTS, type SearchParams } from "~/lib/search-params";
import { WithinSelect } from "~/components/within-select";
import { MoreResults } from "~/components/more-results";
import { KeywordField } from "~/components/keyword-field";
import { keywordExcerpt } from "~/lib/keyword-highlight";
import { resultsMap, resultsMapFigure } from "~/services/map.server";
import { MapImage } from "~/components/map-image";
import { LocationField } from "~/components/location-field";
import { originFromMatches, pageMeta } from "~/lib/seo";
import { ProfileCard } from "~/components/profile-card";
import { CopyLinkButton } from "~/components/copy-link-button";
import { Pagination } from "~/components/pagination";
import { NativeSelect } from "~/components/ui/select";
import { Button, buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { track } from "~/lib/track";

/** The location notice's words and links (the same search, another place), or null when the place was found. */
function locationNoticeView(params: SearchParams, lookup: LocationLookup | null, shownLabel: string | null): LocationNoticeView | null {
  if (!lookup || lookup.kind === "found") return null;
  const links = (places: { label: string; value: string }[]) =>
    places.map((place) => ({ label: place.label, href: `/results${searchQuery({ ...params, location: place.value, page: 1 })}` }));
  return {
    typed: params.location ?? "",
    // The place shown meanwhile is the first choice, named as a choice ("Newport, Wales", not "Newport").
    shownLabel: lookup.kind === "ambiguous" ? (lookup.choices[0]?.label ?? shownLabel) : shownLabel,
    choices: lookup.kind === "ambiguous" ? links(lookup.choices) : [],
    suggestions: lookup.kind === "unknown" ? links(lookup.suggestions) : [],
  };
}

// Rendered whole on the server; its code loads only when a search needs it (decision 0017's lazy sections).
const LocationNotice = lazy(() => import("~/components/location-notice"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = parseSearchParams(url.searchParams);
  // Empty or unknown parameters are dropped from the address (SPEC.md: empty selections are omitted).
  const canonical = searchQuery(params);
  if (canonical !== url.search) throw redirect(`/results${canonical}`);

  const db = context.get(requestContext).db;
  // A name several places share is searched near the likeliest while the page asks which (issue #25 item 4).
  const search = await searchDirectory(db, params);
  const { profiles, total, moreThanTotal = false, lookup, location, radiusMiles, nearestWithoutLocation, pageCount } = search;
  // The words searched: those typed, or their correction when those found nothing.
  const searchedWords = search.correctedQuery ?? params.q;

  // One statement for the page's cards; without it the cards are whole all the same.
  const thumbnails = await latestProjectThumbnails(db, [...profiles, ...search.furtherAfield, ...search.partialMatches].map((p) => p.id)).catch((error: unknown) => {
    logger.error({ err: error }, "project thumbnails load failed");
    return new Map<string, never[]>();
  });
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
          context.get(requestContext).secret,
          location,
          profiles.map((p, index) => ({ number: firstNumber + index, town: p.city, latitude: p.latitude, longitude: p.longitude })),
        )
      : null;
  const map = location && pins ? resultsMapFigure(location.label, pins) : null;

  return {
    params,
    profiles: profiles.map(toView),
    furtherAfield: search.furtherAfield.map(toView),
    partialMatches: search.partialMatches.map(toView),
    correctedQuery: search.correctedQuery,
    firstNumber,
    map,
    total,
    moreThanTotal,
    pageCount,
    locationLabel: location?.label ?? null,
    radiusMiles,
    locationNotFound: Boolean(params.location && !location),
    locationNotice: locationNoticeView(params, lookup, location?.label ?? null),
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
  const {
    params,
    profiles,
    furtherAfield,
    partialMatches,
    correctedQuery,
    firstNumber,
    map,
    total,
    moreThanTotal,
    pageCount,
    locationLabel,
    radiusMiles,
    locationNotFound,
    locationNotice,
    nearestWithoutLocation,
  } = loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const searching = navigation.state === "loading" && navigation.location.pathname === "/results";
  const serviceName = serviceOptionBySlug(params.service)?.name;
  const makeName = makeOptionBySlug(params.vehicle)?.name;
  // The count says what it counts: those within the radius, or all of them, with their distance (issue #25 item 3).
  const anywhere = locationLabel && radiusMiles === null ? `Anywhere in the UK, with distances from ${locationLabel}` : null;
  const context = [serviceName, makeName, anywhere].filter(Boolean).join(" · ");

  return (
    <>
      <section className="border-b border-line bg-ivory">
        <div className="container-page py-8 sm:py-10">
          <h1 className="text-3xl font-semibold sm:text-4xl">Find a Specialist</h1>
          <Form
            ref={formRef}
            id="results-form"
            method="get"
            action="/results"
            role="search"
            aria-label="Search specialists"
            className="mt-6 grid gap-3 rounded-2xl bg-white p-4 shadow-[var(--shadow-card)] md:grid-cols-2 md:items-end lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.8fr)_auto]"
            onSubmit={(event) => {
              // Only the chosen parameters go into the address.
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              const chosen = new URLSearchParams();
              for (const [key, value] of form) if (typeof value === "string") chosen.set(key, value);
              // The sort select's default option is empty, so a new keyword gets its default, Best match.
              track("search_submitted", { service: chosen.get("service") || null, vehicle: chosen.get("vehicle") || null });
              void navigate(`/results${searchQuery({ ...parseSearchParams(chosen), page: 1 })}`);
            }}
          >
            <KeywordField id="filter-q" defaultValue={params.q ?? ""} key={params.q} className="md:col-span-2 lg:col-span-1" />
            <div>
              <label htmlFor="filter-service" className="mb-1.5 block text-sm font-semibold">
                Service type
              </label>
              <ServiceSelect id="filter-service" defaultValue={params.service ?? ""} key={params.service} />
            </div>
            <div>
              <label htmlFor="filter-vehicle" className="mb-1.5 block text-sm font-semibold">
                Vehicle make
              </label>
              <MakeSelect id="filter-vehicle" defaultValue={params.vehicle ?? ""} key={params.vehicle} />
            </div>
            <div>
              <label htmlFor="filter-location" className="mb-1.5 block text-sm font-semibold">
                Location
              </label>
              <div className="relative">
                <Icon name="map-pin" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
                <LocationField
                  id="filter-location"
                  placeholder="Search location"
                  defaultValue={params.location ?? ""}
                  key={params.location}
                  aria-describedby={locationNotFound ? "location-error" : "location-hint"}
                  aria-invalid={locationNotFound || undefined}
                  className={cn("pr-3 pl-9", locationNotFound ? "border-oxblood-600" : "border-line")}
                />
              </div>
            </div>
            <WithinSelect id="filter-within" within={params.within} q={params.q} />
            <Button type="submit" size="lg" className="h-12 md:col-span-2 lg:col-span-1">
              <Icon name="search" className="size-5" />
              Search
            </Button>
            <p id="location-hint" className="text-xs text-ink-muted md:col-span-2 lg:col-span-6">
              A postcode or place, such as LS1 4AP or Headingley.
            </p>
          </Form>
          {locationNotice && (
            <Suspense>
              <LocationNotice notice={locationNotice} />
            </Suspense>
          )}
        </div>
      </section>

      <section className="container-page py-8" aria-labelledby="found-heading" aria-busy={searching}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="found-heading" className="font-sans text-lg font-semibold" aria-live="polite">
              {total === 1 ? "1 specialist found" : `${total.toLocaleString("en-GB")}${moreThanTotal ? "+" : ""} specialists found`}
              {locationLabel && radiusMiles !== null && (
                <>
                  {" "}
                  within {radiusMiles} miles of {locationLabel}
                </>
              )}
              {params.q && <> for &ldquo;{correctedQuery ?? params.q}&rdquo;</>}
            </h2>
            {context && <p className="text-sm text-ink-muted">{context}</p>}
            {correctedQuery && (
              <p className="mt-1 text-sm text-brass-700" data-corrected-query>
                Nothing matched &ldquo;{params.q}&rdquo;, so these are the results for &ldquo;{correctedQuery}&rdquo;.
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="sort" className="mb-1.5 block text-sm font-semibold">
                Sort by
              </label>
              <NativeSelect
                id="sort"
                name="sort"
                form="results-form"
                defaultValue={params.sort === DEFAULT_SORT ? "" : params.sort}
                key={params.sort}
                className="w-52"
                aria-describedby={nearestWithoutLocation ? "sort-hint" : undefined}
                onChange={() => formRef.current?.requestSubmit()}
              >
                {SORTS.map((s) => (
                  // The default is sent empty: a search with a new keyword (or none) then starts at its own default.
                  <option key={s.value} value={s.value === DEFAULT_SORT ? "" : s.value}>
                    {s.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <CopyLinkButton />
          </div>
        </div>
        {nearestWithoutLocation && (
          <p id="sort-hint" role="status" className="mt-3 flex items-center gap-2 text-sm text-brass-700">
            <Icon name="circle-exclamation-point" className="size-4" />
            Enter a location to sort by distance. Showing the best matches first.
          </p>
        )}

        {profiles.length > 0 ? (
          <div className={cn("mt-6", map && "grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start")}>
            <ul className={cn("grid gap-5 transition-opacity", searching && "opacity-60")} data-results="found">
              {profiles.map((profile, index) => (
                <li key={profile.id}>
                  <ProfileCard profile={profile} number={map ? firstNumber + index : undefined} />
                </li>
              ))}
            </ul>
            {map && <MapImage figure={map} wide className="lg:sticky lg:top-24" />}
          </div>
        ) : (
          <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-line p-10 text-center">
            <Icon name="search-x" className="size-10 text-brass-700" />
            <h3 className="mt-4 text-xl font-semibold">
              {params.q ? <>No specialists match &ldquo;{params.q}&rdquo;{context && ` · ${context}`}</> : "No specialists match your search"}
            </h3>
            <p className="mt-2 max-w-md text-ink-muted">
              {params.q
                ? "Check the spelling, try fewer or shorter words (a model such as E-type, a make, or a word like concours), or remove a filter."
                : "Try another service or make, or search all specialists."}{" "}
              New workshops join the Register every week.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              {params.q && (serviceName || makeName || params.location) && (
                <Link to={`/results${searchQuery({ q: params.q })}`} className={buttonClasses("outline", "md")}>
                  Search &ldquo;{params.q}&rdquo; without filters
                </Link>
              )}
              <Link to="/results" className={buttonClasses("primary", "md")}>
                Show all specialists
              </Link>
            </div>
          </div>
        )}
        {locationLabel && radiusMiles !== null && (
          <MoreResults
            id="further-afield-heading"
            heading="Further afield"
            intro={`The nearest ${furtherAfield.length === 1 ? "specialist" : `${furtherAfield.length} specialists`} more than ${radiusMiles} miles from ${locationLabel}.`}
            profiles={furtherAfield}
            action={{ href: `/results${searchQuery({ ...params, within: "any", page: 1 })}`, label: "Search anywhere in the UK" }}
          />
        )}
        <MoreResults
          id="partial-matches-heading"
          heading="Matching some of your words"
          intro={<>These specialists match some of the words of &ldquo;{correctedQuery ?? params.q}&rdquo;, not all of them.</>}
          profiles={partialMatches}
        />
        <Pagination page={params.page} pageCount={pageCount} href={(page) => `/results${searchQuery({ ...params, page })}`} />
      </section>
    </>
  );
}
