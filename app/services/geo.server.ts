import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./project-root.server";
import type { GeoPoint } from "~/lib/geo";
import { outcodeOf } from "~/lib/postcode";

/**
 * UK locations from the shipped open data (geodata/SOURCE.md): postcode-district
 * centroids and towns. Loaded once per process (about 7,600 rows, a few hundred KB).
 */

export interface ResolvedLocation extends GeoPoint {
  kind: "postcode" | "outcode" | "place";
  /** What we understood, for display: "LS1 (Leeds)", "Newport, Isle of Wight". */
  label: string;
}

interface Place extends GeoPoint {
  name: string;
  county: string;
  key: string;
  countyKey: string;
}

const GEO_DIR = path.join(PROJECT_ROOT, "geodata");

let outcodes: Map<string, GeoPoint & { area: string }> | undefined;
let places: Place[] | undefined;
let placesByKey: Map<string, Place> | undefined;

/** One CSV line: fields may be quoted, so "Bournemouth, Christchurch and Poole" stays one field. */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  const pattern = /(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g;
  for (const match of line.matchAll(pattern)) fields.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : match[2]!);
  return fields;
}

function readCsv(file: string): string[][] {
  return fs
    .readFileSync(path.join(GEO_DIR, file), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map(parseCsvLine);
}

/** Case, punctuation and "St"/"Saint" differences do not matter when matching names. */
export function placeKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .map((word) => (word === "st" ? "saint" : word))
    .join(" ");
}

function load() {
  if (outcodes && places && placesByKey) return { outcodes, places, placesByKey };
  outcodes = new Map(
    readCsv("uk-outcodes.csv").map(([code, lat, lng, area]) => [
      code!,
      { latitude: Number(lat), longitude: Number(lng), area: area! },
    ]),
  );
  places = readCsv("uk-places.csv").map(([name, county, lat, lng]) => ({
    name: name!,
    county: county!,
    latitude: Number(lat),
    longitude: Number(lng),
    key: placeKey(name!),
    countyKey: placeKey(county!),
  }));
  // Rows are ordered by population within a name, so the first of each name is the likeliest.
  placesByKey = new Map();
  for (const place of places) if (!placesByKey.has(place.key)) placesByKey.set(place.key, place);
  return { outcodes, places, placesByKey };
}

/** The centroid of a postcode's district, for storing with a profile. */
export function locatePostcode(postcode: string): GeoPoint | null {
  const code = outcodeOf(postcode);
  if (!code) return null;
  const hit = load().outcodes.get(code);
  return hit ? { latitude: hit.latitude, longitude: hit.longitude } : null;
}

/**
 * What a visitor typed in the location box: a full postcode, an outcode or a town,
 * in any case and spacing ("sw1a1aa", "LS1", "st ives", "Newport, Isle of Wight").
 */
export function resolveLocation(input: string): ResolvedLocation | null {
  const text = input.trim();
  if (!text || text.length > 100) return null;
  const data = load();

  const compact = text.replace(/\s+/g, "").toUpperCase();
  const code = outcodeOf(text);
  if (code) {
    const district = data.outcodes.get(code);
    if (district) {
      const isFull = compact.length > code.length;
      return {
        kind: isFull ? "postcode" : "outcode",
        label: isFull ? `${code} ${compact.slice(code.length)} (${district.area})` : `${code} (${district.area})`,
        latitude: district.latitude,
        longitude: district.longitude,
      };
    }
  }

  // A few names hold a comma themselves ("Basford, Stoke-on-Trent"): the whole text first, then
  // "name, county" split at the first comma (counties may hold commas too).
  const comma = text.indexOf(",");
  const namePart = placeKey(comma < 0 ? text : text.slice(0, comma));
  const countyPart = comma < 0 ? "" : placeKey(text.slice(comma + 1));
  if (!namePart) return null;
  let place: Place | undefined = comma < 0 ? undefined : data.placesByKey.get(placeKey(text));
  if (countyPart) {
    place ??= data.places.find((p) => p.key === namePart && p.countyKey.includes(countyPart));
  }
  place ??= data.placesByKey.get(namePart);
  // "Derry" → "Derry"… / "Londonderry County Borough": fall back to the first name that starts with it.
  place ??= namePart.length >= 3 ? data.places.find((p) => p.key.startsWith(`${namePart} `)) : undefined;
  if (!place) return null;
  return {
    kind: "place",
    label: place.key === placeKey(place.county) ? place.name : `${place.name}, ${place.county}`,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
