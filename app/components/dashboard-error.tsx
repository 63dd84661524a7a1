import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";

/** Each dashboard section's error boundary: the rest of the dashboard keeps working. */
export function DashboardSectionError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (!isRouteErrorResponse(error)) console.error(error);
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
