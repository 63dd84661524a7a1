import { lazy, Suspense } from "react";
import { useNavigation } from "react-router";
import type { ResultsPageView } from "~/routes/search/results.server";
import { Icon } from "~/components/ui/icon";
import { DEFAULT_SORT, searchQuery, SORTS } from "~/lib/search-params";
import { MoreResults } from "~/components/search/more-results";
import { MapImage } from "~/components/ui/map-image";
import { ProfileCard } from "~/components/search/profile-card";
import { Pagination } from "~/components/search/pagination";
import { NativeSelect } from "~/components/ui/select";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";

// Only a search that finds nothing shows it: rendered whole on the server, its code is fetched only then.
const ResultsEmpty = lazy(() => import("~/components/search/results-empty"));
// Rendered on the server, hydrated from files of their own after the first load (decision 0027): the
// button copies nothing until its file has come, and the quote form (#27) works without one.
const CopyLinkButton = lazy(() => import("~/components/search/copy-link-button"));
const QuotePickForm = lazy(() => import("~/components/quotes/quote-pick"));

export type ResultsPageData = ResultsPageView;

/** What a results search found: the count, the sort, the cards beside their map, the pages. */
export function ResultsList({ data }: { data: ResultsPageData }) {
  const { params, profiles, foundHeading, context, correction, more, firstNumber, map, pageCount, nearestWithoutLocation } = data;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/results";

  return (
    <section className="container-page pt-4 pb-8 sm:py-8" aria-labelledby="found-heading" aria-busy={searching}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-40 flex-1">
          <h2 id="found-heading" className="font-sans text-lg font-semibold" aria-live="polite">
            {foundHeading}
          </h2>
          {context && <p className="text-sm text-ink-muted">{context}</p>}
          {correction && (
            <p className="mt-1 text-sm text-brass-700">
              {correction}
            </p>
          )}
        </div>
        {map && (
          // Below `lg` the map follows the cards: these jump between the two (the map sits beside them at `lg`).
          <nav aria-label="List or map" className="flex gap-1 rounded-lg border border-line bg-white p-1 text-sm font-semibold lg:hidden">
            <a href="#results-list" className="inline-flex h-9 items-center gap-1.5 rounded-md bg-racing-700 px-3 text-white">
              <Icon name="list" className="size-4" />
              List
            </a>
            <a href="#results-map" className="inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-racing-700 hover:bg-racing-50">
              <Icon name="map" className="size-4" />
              Map
            </a>
          </nav>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex items-center gap-2 sm:grid sm:grid-cols-[auto_auto] sm:gap-x-0 sm:gap-y-1.5">
            <label htmlFor="sort" className="text-sm font-semibold sm:col-span-2">
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
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            >
              {SORTS.map((s) => (
                // The default is sent empty, and left out of the address.
                <option key={s.value} value={s.value === DEFAULT_SORT ? "" : s.value}>
                  {s.label}
                </option>
              ))}
            </NativeSelect>
            {/* A script sorts on change; without one, this sends the search form, folded below `lg` (beside it, its own Search). */}
            <noscript>
              <button type="submit" form="results-form" className={buttonClasses("outline", "md", "sm:ml-2 lg:hidden")}>
                Sort
              </button>
            </noscript>
          </div>
          <Suspense>
            <CopyLinkButton />
          </Suspense>
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
          <ul id="results-list" className={cn("grid scroll-mt-24 gap-4 transition-opacity sm:gap-5", searching && "opacity-60")} data-results="found">
            {profiles.map((profile, index) => (
              <li key={profile.id}>
                <ProfileCard profile={profile} number={map ? firstNumber + index : undefined} />
              </li>
            ))}
          </ul>
          {map && (
            <div id="results-map" className="scroll-mt-24 lg:sticky lg:top-24">
              <MapImage figure={map} wide />
            </div>
          )}
        </div>
      ) : (
        <Suspense>
          <ResultsEmpty
            params={params}
            context={context}
            withoutFilters={params.q && (params.service || params.vehicle || params.location) ? `/results${searchQuery({ q: params.q })}` : null}
          />
        </Suspense>
      )}
      {more.map((section) => (
        <MoreResults key={section.id} {...section} />
      ))}
      {(profiles.length > 0 || more.some((section) => section.profiles.length > 0)) && (
        <Suspense>
          <QuotePickForm />
        </Suspense>
      )}
      <Pagination page={params.page} pageCount={pageCount} href={(page) => `/results${searchQuery({ ...params, page })}`} />
    </section>
  );
}
