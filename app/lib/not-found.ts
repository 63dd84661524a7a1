import { isRouteErrorResponse } from "react-router";

/**
 * What a not-found page says: its title (without the site name), heading, a sentence, the
 * button back, and optionally a second way on. Loaders throw it with a 404
 * (~/services/not-found.server), and the root error boundary renders whatever arrives
 * (~/components/not-found), so the wording of each case stays on the server instead of in
 * every page's JavaScript.
 */
export interface NotFoundCopy {
  title: string;
  heading: string;
  message: string;
  action: { to: string; label: string };
  browse?: { to: string; label: string };
}

/** docs/spec.md §2 "any other path": also what any 404 without copy of its own shows. */
export const PAGE_NOT_FOUND: NotFoundCopy = {
  title: "Page not found",
  heading: "Oops! Page not found",
  message: "The page you were looking for has moved, or never existed. Let\u2019s get you back on the road.",
  action: { to: "/", label: "Return to Home" },
};

/** The copy of a route error that is a 404, or null for any other error. */
export function notFoundCopy(error: unknown): NotFoundCopy | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  // Our loaders' 404s carry their copy (~/services/not-found.server); any other 404 is "page not found".
  const copy = error.data as Partial<NotFoundCopy> | null;
  return typeof copy?.heading === "string" && copy.action ? (copy as NotFoundCopy) : PAGE_NOT_FOUND;
}
