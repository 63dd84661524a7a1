import { lazy, Suspense } from "react";
import { Form, useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import { MakeSelect, ServiceSelect } from "~/components/search/catalogue-selects";
import { KeywordField } from "~/components/search/keyword-field";
import { LocationField } from "~/components/search/location-field";
import type { LocationNoticeView } from "~/components/search/location-notice";
import { WithinSelect } from "~/components/search/within-select";
import { Button, buttonClasses } from "~/components/ui/button";
import { makeOptionBySlug, serviceOptionBySlug } from "~/content/taxonomy";
import { defaultWithinFor, parseSearchParams, searchQuery, type SearchParams } from "~/lib/search-params";
import { cn } from "~/lib/cn";

// Rendered whole on the server; its code loads only when a search needs it (decision 0017's lazy sections).
const LocationNotice = lazy(() => import("~/components/search/location-notice"));
import { track } from "~/lib/track";

/**
 * The results page's search form (`#results-form`, which the sort select outside it also submits).
 * Below `lg` it starts folded into one line saying what was searched, so the first result shows on a
 * phone's first screen: "Change search" unfolds the whole form, "Filters (n)" its filters only. Each is
 * a <summary> of its own <details> (one open at a time), and app.css shows the form while one is open:
 * no script needed, and the form stays one element, whole and unchanged at `lg` and wider.
 */
export function ResultsSearch({
  params,
  locationNotFound,
  locationNotice,
}: {
  params: SearchParams;
  locationNotFound: boolean;
  locationNotice: LocationNoticeView | null;
}) {
  const navigate = useNavigate();
  const service = serviceOptionBySlug(params.service)?.name;
  const make = makeOptionBySlug(params.vehicle)?.name;
  const chosenWithin = params.location && params.within !== defaultWithinFor(params.q);
  const filters = [service, make, chosenWithin].filter(Boolean).length;
  const searched = [params.q && `“${params.q}”`, service, make, params.location].filter(Boolean).join(" · ");
  return (
    <section className="results-search border-b border-line bg-ivory">
      <div className="container-page py-4 sm:py-8 lg:py-10">
        <h1 className="text-2xl font-semibold sm:text-4xl">Find a Specialist</h1>
        {/* Keyed by the search: a new one folds the form again. */}
        <div key={searchQuery(params)} className="mt-3 rounded-2xl bg-white p-3 shadow-[var(--shadow-card)] lg:hidden">
          <p className="flex items-center gap-2 font-semibold">
            <Icon name="search" className="size-4 shrink-0 text-brass-700" />
            <span className="truncate">{searched || "All specialists"}</span>
          </p>
          <div className="mt-2 flex gap-2">
            <details name="results-search" data-opens="all">
              <summary className={buttonClasses("outline", "sm")} aria-controls="results-form">
                Change search
              </summary>
            </details>
            <details name="results-search" data-opens="filters">
              <summary className={buttonClasses("outline", "sm")} aria-controls="results-form">
                <Icon name="sliders-horizontal" className="size-4" />
                Filters{filters > 0 && ` (${filters})`}
              </summary>
            </details>
          </div>
        </div>
        <Form
          id="results-form"
          method="get"
          action="/results"
          role="search"
          aria-label="Search specialists"
          className="mt-3 grid gap-3 rounded-2xl lg:mt-6 bg-white p-4 shadow-[var(--shadow-card)] md:grid-cols-2 md:items-end lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.95fr)_auto]"
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
  );
}
