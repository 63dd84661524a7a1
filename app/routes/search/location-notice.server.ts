import type { LocationLookup } from "~/services/geo.server";
import type { LocationNoticeView } from "~/components/search/location-notice";

/**
 * What a page says of a typed place it did not simply find (issue #25 item 4): an ambiguous name's
 * places to choose from, or an unknown name's closest spellings, each a link to the same page with
 * that place (`hrefFor`). Null when the place was found, or none was typed.
 */
export function locationNoticeView(typed: string, lookup: LocationLookup | null, shownLabel: string | null, hrefFor: (place: string) => string): LocationNoticeView | null {
  if (!lookup || lookup.kind === "found") return null;
  const links = (places: { label: string; value: string }[]) => places.map((place) => ({ label: place.label, href: hrefFor(place.value) }));
  return {
    typed,
    // The place shown meanwhile is the first choice, named as a choice ("Newport, Wales", not "Newport").
    shownLabel: lookup.kind === "ambiguous" ? (lookup.choices[0]?.label ?? shownLabel) : shownLabel,
    choices: lookup.kind === "ambiguous" ? links(lookup.choices) : [],
    suggestions: lookup.kind === "unknown" ? links(lookup.suggestions) : [],
  };
}
