import { isRouteErrorResponse, useRouteError } from "react-router";
import { ADMIN_TAB_LOAD_FAILURES, type AdminTab } from "~/lib/admin-tabs";
import { TryAgainButton } from "~/components/ui/try-again-button";

/**
 * A tab's error boundary (each admin tab exports one): the header and the other tabs stay, and the
 * tab says what could not be loaded, with a way to try again.
 */
export function adminTabError(tab: AdminTab) {
  return function AdminTabError() {
    const error = useRouteError();
    if (!isRouteErrorResponse(error)) console.error(error);
    return (
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p role="alert" className="font-semibold text-oxblood-700">
          {ADMIN_TAB_LOAD_FAILURES[tab]}
        </p>
        <TryAgainButton className="mt-4" variant="outline" />
      </div>
    );
  };
}
