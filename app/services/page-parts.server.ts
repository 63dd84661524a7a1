import type { RequestContext } from "~/context";
import { isStatementTimeout, isDatabaseUnreachable } from "./database-availability.server";
import { logger } from "./logger.server";

/**
 * The one way a loader loads an optional part of a page (a profile's reviews, the results'
 * thumbnails): if it fails, the page is shown without it (`fallback`), the failure is logged,
 * and the page is marked so the page cache never keeps it (a degraded copy would be served to
 * everyone for a minute). An outage is not such a failure: the database client has reported it
 * already (server/app.ts), and it is rethrown so the visitor gets the outage page (503), never a
 * page that pretends the part is empty or the listing does not exist.
 */
export async function optionalPart<T>(app: Pick<RequestContext, "pageNotes">, part: string, load: Promise<T>, fallback: T): Promise<T> {
  try {
    return await load;
  } catch (error) {
    rethrowOutage(error);
    logger.error({ err: error, part }, "part of a page not loaded");
    app.pageNotes.degraded = true;
    return fallback;
  }
}

/**
 * For a `catch` that answers a failure its own way (a form's "could not be saved", a guard's
 * "profile not loaded"): an outage goes on to the outage page instead.
 */
export function rethrowOutage(error: unknown): void {
  if (isDatabaseUnreachable(error) || isStatementTimeout(error)) throw error;
}
