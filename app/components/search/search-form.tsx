import { useId } from "react";
import { Form, useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import { MakeSelect, ServiceSelect } from "~/components/search/catalogue-selects";
import { Button } from "~/components/ui/button";
import { KeywordField } from "~/components/search/keyword-field";
import { LocationField } from "~/components/search/location-field";
import { resultsUrl } from "~/lib/results-url";
import { cn } from "~/lib/cn";
import { track } from "~/lib/track";

export interface SearchSubmission {
  service: string;
  vehicle: string;
  q: string;
  location: string;
}

/**
 * The hero search: a keyword, service, make and location, to /results with only the chosen parameters,
 * in the results page's default order, Best match (decision 0023): the same words give the same
 * first answer from here as from /results. Without JavaScript it is a plain GET form (the results
 * page drops empty parameters).
 */
export function SearchForm({
  defaultService = "",
  defaultVehicle = "",
  onSearch,
  className,
}: {
  defaultService?: string;
  defaultVehicle?: string;
  onSearch?: (submission: SearchSubmission) => void;
  className?: string;
}) {
  const navigate = useNavigate();
  const id = useId();
  return (
    <Form
      method="get"
      action="/results"
      role="search"
      aria-label="Find specialists"
      className={cn(
        "grid gap-3 rounded-2xl bg-white p-4 shadow-[var(--shadow-lift)] sm:grid-cols-2 sm:items-end sm:p-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.25fr)_auto]",
        className,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const submission = {
          service: String(form.get("service") ?? ""),
          vehicle: String(form.get("vehicle") ?? ""),
          q: String(form.get("q") ?? "").trim(),
          location: String(form.get("location") ?? "").trim(),
        };
        track("search_submitted", { service: submission.service || null, vehicle: submission.vehicle || null });
        onSearch?.(submission);
        void navigate(resultsUrl(submission));
      }}
    >
      <KeywordField id={`${id}-q`} className="text-left sm:col-span-2 xl:col-span-4" />
      <div className="text-left">
        <label htmlFor={`${id}-service`} className="mb-1.5 block text-sm font-semibold text-ink">
          Service type
        </label>
        <ServiceSelect id={`${id}-service`} defaultValue={defaultService} />
      </div>
      <div className="text-left">
        <label htmlFor={`${id}-vehicle`} className="mb-1.5 block text-sm font-semibold text-ink">
          Vehicle make
        </label>
        <MakeSelect id={`${id}-vehicle`} defaultValue={defaultVehicle} />
      </div>
      <div className="text-left">
        <label htmlFor={`${id}-location`} className="mb-1.5 block text-sm font-semibold text-ink">
          Location
        </label>
        <div className="relative">
          <LocationField
            id={`${id}-location`}
            placeholder="Postcode or town"
            aria-describedby={`${id}-location-hint`}
            className="border-line px-4 hover:border-racing-300 focus-visible:border-racing-500"
          />
        </div>
      </div>
      <Button type="submit" size="lg" className="h-12 w-full xl:w-auto">
        <Icon name="search" className="size-5" />
        Search
      </Button>
      <p id={`${id}-location-hint`} className="text-left text-xs text-ink-muted sm:col-span-2 xl:col-span-4">
        Add a postcode, district or town (such as LS1 4AP, LS1 or Leeds) to see the nearest specialists first.
      </p>
    </Form>
  );
}
