import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { SearchParams } from "~/lib/search-params";
import { buttonClasses } from "~/components/ui/button";

/**
 * What a search that found nothing says, and the ways on from it (a file of its own: results-list.tsx).
 * `withoutFilters`: the keyword's search without the rest, when there was more than the keyword (its
 * address is built by the list, so this file shares no module with the page's first load).
 */
export default function ResultsEmpty({ params, context, withoutFilters }: { params: SearchParams; context: string; withoutFilters: string | null }) {
  return (
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
        {withoutFilters && (
          <Link to={withoutFilters} className={buttonClasses("outline", "md")}>
            Search &ldquo;{params.q}&rdquo; without filters
          </Link>
        )}
        <Link to="/results" className={buttonClasses("primary", "md")}>
          Show all specialists
        </Link>
      </div>
    </div>
  );
}
