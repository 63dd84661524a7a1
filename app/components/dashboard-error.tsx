import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import { Icon } from "~/components/icon";
import { Button, buttonClasses } from "~/components/ui/button";
import { notFoundCopy } from "~/lib/not-found";

/**
 * Each dashboard section's error boundary: the rest of the dashboard keeps working. A 404 says
 * what was not found, in the words its loader threw (services/not-found.server.ts), as every
 * not-found page does; anything else offers to try again.
 */
export function DashboardSectionError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const missing = notFoundCopy(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  if (missing) {
    return (
      <div className="mx-auto mt-10 max-w-md rounded-2xl border border-line bg-white p-8 text-center">
        <h1 className="text-2xl font-semibold">{missing.heading}</h1>
        <p className="mt-2 text-ink-muted">{missing.message}</p>
        <Link to={missing.action.to} className={buttonClasses("primary", "md", "mt-6")}>
          {missing.action.label}
        </Link>
      </div>
    );
  }
  return (
    <div role="alert" className="mx-auto mt-10 max-w-md rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
      <Icon name="triangle-exclamation-point" className="mx-auto size-10 text-oxblood-600" />
      <h1 className="mt-3 text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-ink-muted">This section could not be loaded.</p>
      <Button className="mt-6" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
        Try Again
      </Button>
    </div>
  );
}
