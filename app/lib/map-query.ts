import type { GeoPoint } from "~/lib/geo";

/**
 * What a map image shows, and its address: `/map.svg?o=…&w=…&p=…`. The page that shows the map
 * writes the address, signed (`services/map-address.server.ts`); the image route draws only a signed
 * address in this canonical spelling, read back through `parseMapQuery` (decision 0021).
 */

/** A numbered pin: the list positions of the listings it stands for (several when they share a town). */
export interface NumberedPin extends GeoPoint {
  numbers: number[];
}

export interface MapQuery {
  /** The searched place, drawn as a star. */
  origin: GeoPoint | null;
  /** One workshop, an unnumbered pin (the profile page). */
  workshop: GeoPoint | null;
  pins: NumberedPin[];
}

export const MAP_PATH = "/map.svg";
/** Every map image's size, in its own units and as the page reserves it before it loads. */
export const MAP_WIDTH = 400;
export const MAP_HEIGHT = 600;
export const MAX_PINS = 24;
export const MAX_NUMBERS_PER_PIN = 12;
export const MAX_PIN_NUMBER = 9_999;
/** Great Britain, Northern Ireland and a margin around them: nothing outside is drawn. */
export const MAP_BOUNDS = { south: 49.5, north: 61, west: -9, east: 2.5 } as const;

// Two decimals (about a kilometre): a postcode district's centre needs no more, and the address stays short.
const COORDINATE = String.raw`-?\d{1,2}(?:\.\d{1,2})?`;
const POINT_RE = new RegExp(`^(${COORDINATE}),(${COORDINATE})$`);
const PIN_RE = new RegExp(`^(${COORDINATE}),(${COORDINATE}),(\\d{1,4}(?:_\\d{1,4})*)$`);

const round2 = (value: number) => Math.round(value * 100) / 100;

export function insideMapBounds({ latitude, longitude }: GeoPoint): boolean {
  return latitude >= MAP_BOUNDS.south && latitude <= MAP_BOUNDS.north && longitude >= MAP_BOUNDS.west && longitude <= MAP_BOUNDS.east;
}

const pointText = (point: GeoPoint) => `${round2(point.latitude)},${round2(point.longitude)}`;

/** The image's address for what a page shows; points outside the map are left out. */
export function mapImageUrl(query: Partial<MapQuery>): string {
  const params = new URLSearchParams();
  if (query.origin && insideMapBounds(query.origin)) params.set("o", pointText(query.origin));
  if (query.workshop && insideMapBounds(query.workshop)) params.set("w", pointText(query.workshop));
  for (const pin of (query.pins ?? []).filter(insideMapBounds).slice(0, MAX_PINS)) {
    params.append("p", `${pointText(pin)},${pin.numbers.slice(0, MAX_NUMBERS_PER_PIN).join("_")}`);
  }
  const search = params.toString().replaceAll("%2C", ",");
  return search ? `${MAP_PATH}?${search}` : MAP_PATH;
}

function parsePoint(text: string | null): GeoPoint | null | undefined {
  if (text === null) return null;
  const match = POINT_RE.exec(text);
  if (!match) return undefined;
  const point = { latitude: Number(match[1]), longitude: Number(match[2]) };
  return insideMapBounds(point) ? point : undefined;
}

/**
 * The map an address asks for, or null when any part of it is malformed, out of bounds or too
 * much (unknown parameters, repeats, more pins or numbers than a page ever shows).
 */
export function parseMapQuery(search: URLSearchParams): MapQuery | null {
  for (const key of search.keys()) if (key !== "o" && key !== "w" && key !== "p") return null;
  if (search.getAll("o").length > 1 || search.getAll("w").length > 1) return null;
  const origin = parsePoint(search.get("o"));
  const workshop = parsePoint(search.get("w"));
  if (origin === undefined || workshop === undefined) return null;
  const pinTexts = search.getAll("p");
  if (pinTexts.length > MAX_PINS) return null;
  const pins: NumberedPin[] = [];
  for (const text of pinTexts) {
    const match = PIN_RE.exec(text);
    if (!match) return null;
    const numbers = match[3]!.split("_").map(Number);
    if (numbers.length > MAX_NUMBERS_PER_PIN || numbers.some((n) => n < 1 || n > MAX_PIN_NUMBER)) return null;
    const pin = { latitude: Number(match[1]), longitude: Number(match[2]), numbers };
    if (!insideMapBounds(pin)) return null;
    pins.push(pin);
  }
  if (!origin && !workshop && pins.length === 0) return null;
  return { origin, workshop, pins };
}

/** A pin's label: its numbers, or the first two and how many more when they would not fit. */
export function pinLabel(numbers: number[]): string {
  return numbers.length <= 3 ? numbers.join(", ") : `${numbers.slice(0, 2).join(", ")} +${numbers.length - 2}`;
}
