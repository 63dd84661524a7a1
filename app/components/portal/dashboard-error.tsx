import { Suspense } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Icon } from "~/components/ui/icon";
import { TryAgainButton } from "~/components/ui/try-again-button";
import { LazyNotFoundPage } from "~/components/shell/lazy-not-found";
import { notFoundCopy } from "~/lib/not-found";

/**
 * Each dashboard section's error boundary: the rest of the dashboard keeps working. A 404 is the
 * site's not-found page, in the words its loader threw (services/not-found.server.ts); anything
 * else offers to try again.
 */
export function DashboardSectionError() {
  const error = useRouteError();
  if (notFoundCopy(error)) {
    return (
      <Suspense>
        <LazyNotFoundPage error={error} />
      </Suspense>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div role="alert" className="mx-auto mt-10 max-w-md rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
      <Icon name="triangle-exclamation-point" className="mx-auto size-10 text-oxblood-600" />
      <h1 className="mt-3 text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-ink-muted">This section could not be loaded.</p>
      <TryAgainButton className="mt-6" />
    </div>
  );
}
