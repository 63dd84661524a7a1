import { Form, useNavigate } from "react-router";
import { Icon } from "~/components/icon";
import { MakeSelect, ServiceSelect } from "~/components/catalogue-selects";
import { KeywordField } from "~/components/keyword-field";
import { ResultsLocationField } from "~/components/results-location-field";
import { Button } from "~/components/ui/button";
import { parseSearchParams, searchQuery, type SearchParams } from "~/lib/search-params";
import { track } from "~/lib/track";

/** The results page's search form (`#results-form`, which the sort select outside it also submits). */
export function ResultsSearch({ params, locationNotFound }: { params: SearchParams; locationNotFound: boolean }) {
  const navigate = useNavigate();
  return (
    <section className="border-b border-line bg-ivory">
      <div className="container-page py-8 sm:py-10">
        <h1 className="text-3xl font-semibold sm:text-4xl">Find a Specialist</h1>
        <Form
          id="results-form"
          method="get"
          action="/results"
          role="search"
          aria-label="Search specialists"
          className="mt-6 grid gap-3 rounded-2xl bg-white p-4 shadow-[var(--shadow-card)] md:grid-cols-2 md:items-end lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
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
          <ResultsLocationField
            defaultValue={params.location ?? ""}
            invalid={locationNotFound}
            describedBy={locationNotFound ? "location-error" : "location-hint"}
          />
          <Button type="submit" size="lg" className="h-12 md:col-span-2 lg:col-span-1">
            <Icon name="search" className="size-5" />
            Search
          </Button>
          <p id="location-hint" className="text-xs text-ink-muted md:col-span-2 lg:col-span-5">
            Postcode, postcode district or town — for example LS1 4AP, LS1 or Leeds.
          </p>
        </Form>
        {locationNotFound && (
          <p id="location-error" role="alert" className="mt-3 flex items-start gap-2 text-sm text-oxblood-700">
            <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
            We couldn&rsquo;t find &ldquo;{params.location}&rdquo;. Try a UK postcode, a postcode district such as LS1,
            or a town name. Showing results without distances.
          </p>
        )}
      </div>
    </section>
  );
}
