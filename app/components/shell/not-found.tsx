import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { notFoundCopy, PAGE_NOT_FOUND } from "~/lib/not-found";

/**
 * Every not-found page: the root error boundary shows it for any 404, in the words the 404
 * carries (~/lib/not-found). A file of its own, loaded only by such a page: no other page's
 * first load carries it.
 */
export default function NotFoundPage({ error }: { error: unknown }) {
  const copy = notFoundCopy(error) ?? PAGE_NOT_FOUND;
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <p className="font-display text-7xl font-semibold text-brass-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl">{copy.heading}</h1>
      <p className="mt-4 max-w-md text-ink-muted">{copy.message}</p>
      <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row">
        <Link to={copy.action.to} className={buttonClasses("primary", "lg")}>
          {copy.action.label}
        </Link>
        {copy.browse && (
          <Link to={copy.browse.to} className={buttonClasses("outline", "lg")}>
            {copy.browse.label}
          </Link>
        )}
      </div>
    </section>
  );
}
