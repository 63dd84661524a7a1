import { notFound } from "~/services/not-found.server";

/** Any other path (docs/spec.md §2): a 404 with "Oops! Page not found", rendered by the root error boundary. */
export function loader(): never {
  notFound("page");
}

// Never rendered (the loader always throws), but a route without a component would be a
// resource route, whose thrown 404 is sent bare instead of as the site's page.
export default function NotFound() {
  return null;
}
