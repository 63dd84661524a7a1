import { derivedKey, hmac, safeEqual } from "./secret.server";
import { mapImageUrl, parseMapQuery, type MapQuery } from "~/lib/map-query";

/**
 * The map image's addresses are signed (issue #24 item 9, decision 0021): a page's loader writes the
 * address of what it shows (`services/map.server.ts`) with a short HMAC of it, and `/map.svg` draws
 * only an address that carries its signature. Drawing a new picture costs about 20 ms of CPU and every
 * address is kept by shared caches, so an address that no page wrote is refused before anything is
 * drawn: the pictures the route can be made to draw are exactly those the site's own pages show.
 *
 * The signature covers the one canonical form of the query (`lib/map-query.ts` `mapImageUrl`: two
 * decimals, parameters in one order), and the address must be exactly that form followed by `s`: one
 * picture, one address. React Router hands a loader the query re-encoded (`URLSearchParams`), so the
 * comparison is of the decoded parameters; a percent-encoded spelling of a signed address is the same
 * picture, answered from the small cache of drawn maps below rather than drawn again.
 */

/** 96 bits: enough that guessing one is out of reach, short enough to keep the address short. */
const SIGNATURE_LENGTH = 16;

/** A key of its own, derived from the site secret, so a map signature never passes for any other. */
const mapKey = (secret: string) => derivedKey(secret, "map-address-key");

const signatureOf = (secret: string, canonical: string) => hmac(mapKey(secret), canonical).slice(0, SIGNATURE_LENGTH);

/** The signed address of a map: `/map.svg?…&s=…` (points outside the map are left out, as `mapImageUrl` does). */
export function signedMapUrl(secret: string, query: Partial<MapQuery>): string {
  const canonical = mapImageUrl(query);
  return `${canonical}${canonical.includes("?") ? "&" : "?"}s=${signatureOf(secret, canonical)}`;
}

/**
 * The map a requested address asks for and its canonical address, or null unless it is exactly an
 * address `signedMapUrl` writes: well formed (`parseMapQuery`), its parameters in the canonical order
 * with the canonical values, its signature last, once, and right (compared in constant time).
 */
export function verifiedMapQuery(secret: string, search: URLSearchParams): { query: MapQuery; canonical: string } | null {
  const entries = [...search];
  const last = entries.pop();
  if (!last || last[0] !== "s" || last[1].length !== SIGNATURE_LENGTH) return null;
  // A second `s`, or any other parameter, is refused here.
  const query = parseMapQuery(new URLSearchParams(entries));
  if (!query) return null;
  const canonical = mapImageUrl(query);
  const expected = [...new URLSearchParams(canonical.slice(canonical.indexOf("?") + 1))];
  if (expected.length !== entries.length || expected.some(([key, value], i) => entries[i]![0] !== key || entries[i]![1] !== value)) return null;
  return safeEqual(last[1], signatureOf(secret, canonical)) ? { query, canonical } : null;
}

/** The last maps drawn, by canonical address: another spelling of one, or a browser without it cached, costs no drawing. */
const DRAWN_KEPT = 256;
const drawn = new Map<string, string>();

/** The SVG of a signed map address, or null when the address is not one a page wrote. */
export function signedMapSvg(secret: string, search: URLSearchParams, draw: (query: MapQuery) => string): string | null {
  const verified = verifiedMapQuery(secret, search);
  if (!verified) return null;
  let svg = drawn.get(verified.canonical);
  if (svg === undefined) {
    svg = draw(verified.query);
    if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
  } else {
    drawn.delete(verified.canonical);
  }
  drawn.set(verified.canonical, svg);
  return svg;
}
