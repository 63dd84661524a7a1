import { useId } from "react";
import { Form, useNavigate } from "react-router";
import { Search } from "lucide-react";
import { MakeSelect, ServiceSelect } from "~/components/catalogue-selects";
import { Button } from "~/components/ui/button";
import { resultsUrl } from "~/lib/results-url";
import { cn } from "~/lib/cn";
import { track } from "~/lib/track";

export interface SearchSubmission {
  service: string;
  vehicle: string;
}

/**
 * The hero search: service and make, to /results with only the chosen parameters.
 * Without JavaScript it is a plain GET form (the results page drops empty parameters).
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
        "grid gap-3 rounded-2xl bg-white p-4 shadow-[var(--shadow-lift)] sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-5",
        className,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const submission = {
          service: String(form.get("service") ?? ""),
          vehicle: String(form.get("vehicle") ?? ""),
        };
        track("search_submitted", { service: submission.service || null, vehicle: submission.vehicle || null });
        onSearch?.(submission);
        void navigate(resultsUrl(submission));
      }}
    >
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
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        <Search aria-hidden className="size-5" />
        Search
      </Button>
    </Form>
  );
}
