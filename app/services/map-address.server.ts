import { hmac, safeEqual } from "./secret.server";
import { mapImageUrl, parseMapQuery, type MapQuery } from "~/lib/map-query";

/**
 * The map image's addresses are signed (issue #24 item 9, decision 0021): a page's loader writes the
 * address of what it shows (`services/map.server.ts`) with a short HMAC of it, and `/map.svg` draws
 * only an address that carries its signature. Drawing a new picture costs about 20 ms of CPU and every
 * address is kept by shared caches, so an address that no page wrote is refused before anything is
 * drawn: the pictures the route can be made to draw are exactly those the site's own pages show.
 *
 * The signature covers the one canonical spelling of the query (`lib/map-query.ts` `mapImageUrl`:
 * two decimals, parameters in one order), and the address must be that spelling followed by `&s=`:
 * one picture has one address, so neither the route nor a cache can be fed variants of it.
 */

/** 96 bits: enough that guessing one is out of reach, short enough to keep the address short. */
const SIGNATURE_LENGTH = 16;

/** A key of its own, derived from the site secret, so a map signature never passes for any other. */
const keys = new Map<string, string>();
function mapKey(secret: string): string {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = hmac(secret, "map-address-key")));
  return key;
}

const signatureOf = (secret: string, canonical: string) => hmac(mapKey(secret), canonical).slice(0, SIGNATURE_LENGTH);

/** The signed address of a map: `/map.svg?…&s=…` (points outside the map are left out, as `mapImageUrl` does). */
export function signedMapUrl(secret: string, query: Partial<MapQuery>): string {
  const canonical = mapImageUrl(query);
  return `${canonical}${canonical.includes("?") ? "&" : "?"}s=${signatureOf(secret, canonical)}`;
}

/**
 * The map a requested address asks for, or null unless it is exactly an address `signedMapUrl` writes:
 * well formed (`parseMapQuery`), spelt canonically, with its signature last and right (compared in
 * constant time). `pathAndSearch` is the request's path and query as received.
 */
export function verifiedMapQuery(secret: string, pathAndSearch: string): MapQuery | null {
  const at = pathAndSearch.lastIndexOf("&s=");
  if (at < 0) return null;
  const canonicalPart = pathAndSearch.slice(0, at);
  const signature = pathAndSearch.slice(at + 3);
  if (signature.length !== SIGNATURE_LENGTH) return null;
  const questionMark = canonicalPart.indexOf("?");
  if (questionMark < 0) return null;
  const query = parseMapQuery(new URLSearchParams(canonicalPart.slice(questionMark + 1)));
  if (!query || mapImageUrl(query) !== canonicalPart) return null;
  return safeEqual(signature, signatureOf(secret, canonicalPart)) ? query : null;
}
