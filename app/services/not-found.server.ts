import { data } from "react-router";
import { PAGE_NOT_FOUND, type NotFoundCopy } from "~/lib/not-found";

/** docs/spec.md §2 and §8: the not-found pages, by what was not found. */
export const NOT_FOUND = {
  page: PAGE_NOT_FOUND,
  profile: {
    title: "Provider Not Found",
    heading: "Provider Not Found",
    message: "This specialist isn\u2019t listed, or their profile is not public at the moment.",
    action: { to: "/results", label: "Back to Results" },
  },
  service: {
    title: "Service not found",
    heading: "Service not found",
    message: "Please check the URL or browse services from our directory.",
    action: { to: "/", label: "Back to Home" },
    browse: { to: "/services", label: "Browse all services" },
  },
  // A report link to a review that is not (or no longer) published (issue #14).
  review: {
    title: "Review not found",
    heading: "Review not found",
    message: "This review is not published, so it cannot be reported. It may have been removed already.",
    action: { to: "/results", label: "Browse specialists" },
  },
  vehicle: {
    title: "Vehicle not found",
    heading: "Vehicle not found",
    message: "Please check the URL or browse vehicle makes from our directory.",
    action: { to: "/", label: "Back to Home" },
    browse: { to: "/vehicles", label: "Browse all makes" },
  },
  // A specialist's own project (portal): an unknown id, or one of another specialist's, is the same answer.
  project: {
    title: "Project not found",
    heading: "Project not found",
    message: "This project is not one of yours, or it has been deleted.",
    action: { to: "/dashboard/projects", label: "Back to Projects" },
  },
  // A specialist's quote request (#27): an unknown id, or another specialist's lead, is the same answer.
  lead: {
    title: "Quote request not found",
    heading: "Quote request not found",
    message: "This quote request is not one of yours, or the owner deleted it.",
    action: { to: "/dashboard/quotes", label: "Back to Quote Requests" },
  },
  // A place page (issue #25): an unknown area, or an area or service there with no approved listing, is never published.
  area: {
    title: "No specialists listed here",
    heading: "No specialists listed here",
    message: "We have no approved specialists for this place yet, or the address is not one of our area pages.",
    action: { to: "/areas", label: "Browse specialists by area" },
    browse: { to: "/results", label: "Search all specialists" },
  },
} satisfies Record<string, NotFoundCopy>;

export type NotFoundKind = keyof typeof NOT_FOUND;

/**
 * Ends a loader with a 404 whose page the root error boundary renders (noindex, and never
 * kept by the page cache, which keeps only 200s).
 */
export function notFound(kind: NotFoundKind): never {
  throw data<NotFoundCopy>(NOT_FOUND[kind], { status: 404 });
}

/**
 * A file route's 404 (a logo, a photo, a map, an export link): plain text, never stored by a shared
 * cache, so a file published a moment later is not hidden by a kept "not found". Pages use `notFound`.
 */
export function fileNotFound(message = "Not Found"): Response {
  return new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
