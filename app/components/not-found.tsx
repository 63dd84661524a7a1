import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

export function NotFoundContent() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <p className="font-display text-7xl font-semibold text-brass-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 max-w-md text-ink-muted">
        The page you were looking for has moved, or never existed. Let&rsquo;s get you back on the road.
      </p>
      <Link to="/" className={buttonClasses("primary", "lg", "mt-8")}>
        Return to Home
      </Link>
    </section>
  );
}
