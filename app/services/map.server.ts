import { distanceMiles, type GeoPoint } from "~/lib/geo";
import { insideMapBounds, MAX_NUMBERS_PER_PIN, MAX_PINS } from "~/lib/map-query";
import { signedMapUrl } from "./map-address.server";
import { placeKey } from "./geo.server";
import { projectionOf, viewAround } from "./map-land.server";
import { PIN_HEIGHT, pinWidth } from "./map-svg.server";

/** A listing of a results page, as its map needs it: its number in the list and its town's position. */
export interface MappedListing {
  number: number;
  town: string;
  latitude: number | null;
  longitude: number | null;
}

/** One pin of a results map: the listings it stands for and the towns they are in, for the text alternative. */
export interface PinGroup {
  numbers: number[];
  towns: string[];
}

export interface ResultsMap {
  src: string;
  groups: PinGroup[];
  /** Listings the map cannot show (no known position). */
  unplaced: number[];
}

/**
 * A map as a page shows it: the image, its `alt`, and the caption that says in words what the map
 * shows (`pins`: one sentence per pin). Written here, so the words travel as data and no page's
 * JavaScript grows with them.
 */
export interface MapFigure {
  src: string;
  alt: string;
  caption: string;
  pins?: { numbers: number[]; text: string }[];
  after?: string;
}

const andList = (items: (string | number)[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** The results map with its words: the searched place, then each pin's numbers and towns. */
export function resultsMapFigure(place: string, map: ResultsMap): MapFigure {
  return {
    src: map.src,
    alt: `Map of ${place}, ringed in red, and the numbered pins of the specialists listed on this page; the pins are described below the map.`,
    caption: `Ringed in red: ${place}, your search. Pins:`,
    pins: map.groups.map((group, index) => ({
      numbers: group.numbers,
      text: `${andList(group.numbers)} in ${andList(group.towns)}${index < map.groups.length - 1 ? ";" : "."}`,
    })),
    after: map.unplaced.length > 0 ? `Not on the map (no known position): ${andList(map.unplaced)}.` : undefined,
  };
}

/** A place page's map with its words: the numbered pins of the listings on the page (no searched place), and where each is. */
export function areaMapFigure(place: string, map: ResultsMap): MapFigure {
  return {
    ...resultsMapFigure(place, map),
    alt: `Map of ${place} with the numbered pins of the specialists listed on this page; the pins are described below the map.`,
    caption: "Where the specialists on this page are, to the postcode district. Pins:",
  };
}

/** Room kept between two pins (in the image's units); pins closer would cover each other's numbers and become one. */
const GAP = 3;
/** Listings under one town name this close are in the same town, whatever their postcode districts. */
const SAME_TOWN_MILES = 12;

/**
 * The results page's map (its address signed with the site secret, decision 0021): the searched place and a pin per town of the page's listings (listings in
 * one town, or close enough that their pins would overlap, share a pin labelled with their numbers).
 */
export function resultsMap(secret: string, origin: GeoPoint | null, listings: MappedListing[]): ResultsMap | null {
  // A place off this map (none in the geodata today; the Channel Islands would be) gets the list alone.
  // No origin: a place page's listings alone (routes/catalogue/area.tsx).
  if (origin && !insideMapBounds(origin)) return null;
  const placed = listings.filter(
    (l): l is MappedListing & GeoPoint => l.latitude !== null && l.longitude !== null && insideMapBounds(l as GeoPoint),
  );
  const projection = projectionOf(viewAround([...(origin ? [origin] : []), ...placed]));
  const unplaced = listings.filter((l) => !placed.includes(l as MappedListing & GeoPoint)).map((l) => l.number);
  const groups: (PinGroup & GeoPoint & { keys: Set<string>; x: number; y: number })[] = [];
  for (const listing of placed) {
    const [x, y] = projection([listing.longitude, listing.latitude])!;
    const key = placeKey(listing.town);
    // Two towns of one name (Newport, Wales, and Newport, Isle of Wight) are not one town.
    const group = groups.find((g) => (g.keys.has(key) && distanceMiles(g, listing) < SAME_TOWN_MILES) || overlap(g, x, y));
    if (group && group.numbers.length < MAX_NUMBERS_PER_PIN) {
      group.numbers.push(listing.number);
      if (!group.keys.has(key)) group.towns.push(listing.town);
      group.keys.add(key);
    } else if (groups.length >= MAX_PINS) {
      unplaced.push(listing.number);
    } else {
      groups.push({ numbers: [listing.number], towns: [listing.town], keys: new Set([key]), x, y, latitude: listing.latitude, longitude: listing.longitude });
    }
  }
  return {
    src: signedMapUrl(secret, { origin, pins: groups }),
    groups: groups.map(({ numbers, towns }) => ({ numbers, towns })),
    unplaced,
  };
}

/** Whether a one-number pin at (x, y) would touch the group's pin (as wide as its numbers make it). */
function overlap(group: { x: number; y: number; numbers: number[] }, x: number, y: number): boolean {
  const widths = (pinWidth(group.numbers) + PIN_HEIGHT) / 2;
  return Math.abs(group.x - x) < widths + GAP && Math.abs(group.y - y) < PIN_HEIGHT + GAP;
}

/** A profile's map and its words: its postcode district's centre, said to be approximate. */
export function workshopMapFigure(
  secret: string,
  profile: { businessName: string; city: string; county: string | null; latitude: number | null; longitude: number | null },
): MapFigure | null {
  const src = workshopMapSrc(secret, profile);
  if (!src) return null;
  const town = [profile.city, profile.county].filter(Boolean).join(", ");
  return {
    src,
    alt: `Map of Great Britain and Northern Ireland with a pin at the approximate location of ${profile.businessName}, ${town}.`,
    caption: `${town}. Approximate location: the pin marks the centre of the workshop's postcode district, not its address. Ask ${profile.businessName} for directions when you get in touch.`,
  };
}

/** A profile's map: its postcode district's centre, or nothing when the profile has no position. */
export function workshopMapSrc(secret: string, point: { latitude: number | null; longitude: number | null }): string | null {
  if (point.latitude === null || point.longitude === null) return null;
  const workshop = { latitude: point.latitude, longitude: point.longitude };
  return insideMapBounds(workshop) ? signedMapUrl(secret, { workshop }) : null;
}
