import type { Database } from "../../database/client";
import { makeOptionBySlug, serviceOptionBySlug } from "~/content/taxonomy";
import { DEFAULT_SORT, RESULTS_PAGE_SIZE, withinMiles, type SearchParams } from "~/lib/search-params";
import { furtherAfield, partialWordMatches, searchProfiles, type SearchResult } from "~/models/profile-search.server";
import { correctedKeyword } from "~/lib/keyword-spelling";
import { lookupLocation, type LocationLookup, type ResolvedLocation } from "~/services/geo.server";

/** How many of the nearest beyond the radius are shown under "Further afield". */
export const FURTHER_AFIELD_COUNT = 4;
/** Fewer listings than this match every word of a keyword: those matching some of the words follow. */
const PARTIAL_MATCHES_BELOW = 6;

export interface DirectorySearch extends SearchResult {
  /** What the location box's words are: a place, a name several places share, or unknown (with suggestions). */
  lookup: LocationLookup | null;
  /** The place searched: the one found, or the likeliest of a shared name while the page asks which. */
  location: ResolvedLocation | null;
  /** The radius searched within (null: anywhere, or no place). */
  radiusMiles: number | null;
  /** "Nearest" was asked for without a place: the default order was used. */
  nearestWithoutLocation: boolean;
  /** On the last page of a place search with a radius: the nearest beyond it. */
  furtherAfield: SearchResult["profiles"];
  /** The keyword searched instead of one that found nothing ("porshe" → "porsche"), or null. */
  correctedQuery: string | null;
  /** On the last page, when few listings match every word: those that match some of them. */
  partialMatches: SearchResult["profiles"];
  pageCount: number;
}

/**
 * A /results search from its parameters, exactly as the page runs it (and the relevance suite,
 * tests/relevance): the place resolved, the radius that applies, one page of the one ranking or the
 * chosen sort, and, once those within the radius run out, the nearest further afield.
 */
export async function searchDirectory(db: Database, params: SearchParams, pageSize = RESULTS_PAGE_SIZE): Promise<DirectorySearch> {
  const lookup = params.location ? lookupLocation(params.location) : null;
  const location = lookup && lookup.kind !== "unknown" ? lookup.location : null;
  // A radius only around a place; "Nearest" without one falls back to the default order.
  const radiusMiles = location ? withinMiles(params.within) : null;
  const nearestWithoutLocation = params.sort === "nearest" && !location;
  const input = {
    specialty: serviceOptionBySlug(params.service)?.name ?? null,
    vehicleMake: makeOptionBySlug(params.vehicle)?.name ?? null,
    keyword: params.q,
    origin: location,
    radiusMiles,
    sort: nearestWithoutLocation ? DEFAULT_SORT : params.sort,
    page: params.page,
    pageSize,
  };
  let result = await searchProfiles(db, input);
  let correctedQuery: string | null = null;
  if (result.total === 0 && params.q) {
    const corrected = correctedKeyword(params.q);
    const retried = corrected ? await searchProfiles(db, { ...input, keyword: corrected }) : null;
    if (retried && retried.total > 0) [result, correctedQuery] = [retried, corrected];
  }
  const searched = { ...input, keyword: correctedQuery ?? params.q };
  const pageCount = Math.max(1, Math.ceil(result.total / pageSize));
  const lastPage = !result.moreThanTotal && params.page >= pageCount;
  const partial = lastPage && searched.keyword && result.total < PARTIAL_MATCHES_BELOW ? await partialWordMatches(db, searched, PARTIAL_MATCHES_BELOW) : [];
  const further =
    lastPage && location && radiusMiles !== null ? await furtherAfield(db, { ...searched, origin: location, radiusMiles }, FURTHER_AFIELD_COUNT) : [];
  return { ...result, lookup, location, radiusMiles, nearestWithoutLocation, furtherAfield: further, pageCount, correctedQuery, partialMatches: partial };
}
