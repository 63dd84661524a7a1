import { distanceMiles, type GeoPoint } from "~/lib/geo";
import { insideMapBounds, mapImageUrl, MAX_NUMBERS_PER_PIN, MAX_PINS } from "~/lib/map-query";
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

/** Room kept between two pins (in the image's units); pins closer would cover each other's numbers and become one. */
const GAP = 3;
/** Listings under one town name this close are in the same town, whatever their postcode districts. */
const SAME_TOWN_MILES = 12;

/**
 * The results page's map: the searched place and a pin per town of the page's listings (listings in
 * one town, or close enough that their pins would overlap, share a pin labelled with their numbers).
 */
export function resultsMap(origin: GeoPoint, listings: MappedListing[]): ResultsMap {
  const placed = listings.filter(
    (l): l is MappedListing & GeoPoint => l.latitude !== null && l.longitude !== null && insideMapBounds(l as GeoPoint),
  );
  const projection = projectionOf(viewAround([origin, ...placed]));
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
    src: mapImageUrl({ origin, pins: groups }),
    groups: groups.map(({ numbers, towns }) => ({ numbers, towns })),
    unplaced,
  };
}

/** Whether a one-number pin at (x, y) would touch the group's pin (as wide as its numbers make it). */
function overlap(group: { x: number; y: number; numbers: number[] }, x: number, y: number): boolean {
  const widths = (pinWidth(group.numbers) + PIN_HEIGHT) / 2;
  return Math.abs(group.x - x) < widths + GAP && Math.abs(group.y - y) < PIN_HEIGHT + GAP;
}

/** A profile's map: its postcode district's centre, or nothing when the profile has no position. */
export function workshopMapSrc(point: { latitude: number | null; longitude: number | null }): string | null {
  if (point.latitude === null || point.longitude === null) return null;
  const workshop = { latitude: point.latitude, longitude: point.longitude };
  return insideMapBounds(workshop) ? mapImageUrl({ workshop }) : null;
}
