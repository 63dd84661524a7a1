import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./project-root.server";
import { spellingDistance } from "~/lib/spelling-distance";
import { distanceMiles, type GeoPoint } from "~/lib/geo";
import { outcodeOf } from "~/lib/postcode";

/**
 * UK locations from the shipped open data (geodata/SOURCE.md): postcode-district centroids, places
 * of 500+ people (GeoNames cities500) and suburbs and villages with their district (GeoNames postal
 * codes and a short hand list). Loaded once per process: about 30,000 rows, about 10 MB of memory.
 */

export interface ResolvedLocation extends GeoPoint {
  kind: "postcode" | "outcode" | "place";
  /** What we understood, for display: "LS1 (Leeds)", "Newport, Isle of Wight". */
  label: string;
}

/** A place offered to the visitor: `value` typed in the location box finds exactly this place. */
export interface PlaceChoice {
  label: string;
  value: string;
}

export type LocationLookup =
  | { kind: "found"; location: ResolvedLocation }
  /** Several real places share the name: the most populous is used meanwhile, and the visitor is asked. */
  | { kind: "ambiguous"; location: ResolvedLocation; choices: PlaceChoice[] }
  | { kind: "unknown"; suggestions: PlaceChoice[] };

interface Place extends GeoPoint {
  name: string;
  key: string;
  /** What tells it from its namesakes: the county (or nation) of a town, the town or county of a suburb. */
  qualifier: string;
  /** What else a "name, county" input may name after the comma: a town's county when its qualifier is its nation. */
  county: string;
  /** GeoNames population; 0 for suburbs and villages of the postal list, which come after towns. */
  population: number;
  town: boolean;
}

/** Two places of one name closer than this are one place, not a choice to ask about. */
const SAME_PLACE_MILES = 3;
/** A namesake counts as a real alternative with at least this many people and this share of the largest. */
const NAMESAKE_MIN_POPULATION = 1_000;
const NAMESAKE_MIN_SHARE = 0.05;
/** A town whose name only begins with the typed one counts at this size, five times the exact namesake's ("Newcastle upon Tyne"). */
const LONGER_NAME_MIN_POPULATION = 10_000;
const MAX_CHOICES = 8;
const MAX_SUGGESTIONS = 6;
export const MAX_TYPEAHEAD = 8;

const GEO_DIR = path.join(PROJECT_ROOT, "geodata");

let outcodes: Map<string, GeoPoint & { area: string }> | undefined;
interface PlaceIndex {
  /** Every place, ordered by key, then towns by population, then suburbs: for prefix search. */
  sorted: Place[];
  /** Places by name key, likeliest first. */
  byKey: Map<string, Place[]>;
  keys: string[];
  /** Each key's letter counts (27 a key, one array), to skip names too unlike a misspelt one before measuring. */
  letters: Uint8Array;
}
let index: PlaceIndex | undefined;

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

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function load(): { outcodes: NonNullable<typeof outcodes>; index: PlaceIndex } {
  if (outcodes && index) return { outcodes, index };
  outcodes = new Map(
    readCsv("uk-outcodes.csv").map(([code, lat, lng, area]) => [
      code!,
      { latitude: Number(lat), longitude: Number(lng), area: area! },
    ]),
  );
  // Counties and areas repeat thousands of times: one string each.
  const names = new Map<string, string>();
  const intern = (text: string) => names.get(text) ?? (names.set(text, text), text);
  const towns: Place[] = readCsv("uk-places-500.csv").map(([name, county, nation, lat, lng, population]) => {
    const key = placeKey(name!);
    const ownCounty = placeKey(county!) === key;
    return {
      name: name!,
      key,
      // "Leeds, Leeds" says nothing: a town that is its own county is told apart by its nation.
      qualifier: intern(ownCounty ? nation! : county!),
      county: intern(county!),
      latitude: Number(lat),
      longitude: Number(lng),
      population: Number(population),
      town: true,
    };
  });
  const localities: Place[] = readCsv("uk-localities.csv").map(([name, , area, lat, lng]) => ({
    name: name!,
    key: placeKey(name!),
    qualifier: intern(area!),
    county: intern(area!),
    latitude: Number(lat),
    longitude: Number(lng),
    population: 0,
    town: false,
  }));
  const sorted = [...towns, ...localities].sort((a, b) => compareKeys(a.key, b.key) || likeliestFirst(a, b));
  const byKey = new Map<string, Place[]>();
  for (const place of sorted) {
    const list = byKey.get(place.key);
    if (list) list.push(place);
    else byKey.set(place.key, [place]);
  }
  const keys = [...byKey.keys()];
  const letters = new Uint8Array(keys.length * LETTER_SLOTS);
  keys.forEach((key, i) => letters.set(letterCounts(key), i * LETTER_SLOTS));
  index = { sorted, byKey, keys, letters };
  return { outcodes, index };
}

/** Towns before suburbs, then the most populous. */
function likeliestFirst(a: Place, b: Place): number {
  return Number(b.town) - Number(a.town) || b.population - a.population;
}

function choiceOf(place: Place): PlaceChoice {
  const text = place.qualifier ? `${place.name}, ${place.qualifier}` : place.name;
  return { label: text, value: text };
}

function asLocation(place: Place): ResolvedLocation {
  // Shown once found: "Leeds" (a town that is its own county), "Newport, Isle of Wight", "Headingley, Leeds".
  const label = place.town && placeKey(place.county) === place.key ? place.name : `${place.name}, ${place.county}`;
  return { kind: "place", label, latitude: place.latitude, longitude: place.longitude };
}

/** The centroid of a postcode's district, for storing with a profile. */
export function locatePostcode(postcode: string): GeoPoint | null {
  const code = outcodeOf(postcode);
  if (!code) return null;
  const hit = load().outcodes.get(code);
  return hit ? { latitude: hit.latitude, longitude: hit.longitude } : null;
}

function postcodeLocation(text: string): ResolvedLocation | null {
  const code = outcodeOf(text);
  if (!code) return null;
  const district = load().outcodes.get(code);
  if (!district) return null;
  const compact = text.replace(/\s+/g, "").toUpperCase();
  const isFull = compact.length > code.length;
  return {
    kind: isFull ? "postcode" : "outcode",
    label: isFull ? `${code} ${compact.slice(code.length)} (${district.area})` : `${code} (${district.area})`,
    latitude: district.latitude,
    longitude: district.longitude,
  };
}

/** Places of one name that are really different places: one per 3 miles, the likeliest first. */
function distinctPlaces(places: Place[]): Place[] {
  const kept: Place[] = [];
  for (const place of places) {
    if (!kept.some((k) => distanceMiles(k, place) < SAME_PLACE_MILES)) kept.push(place);
  }
  return kept;
}

/**
 * Whether a name needs asking about: a second town big enough to be meant (Newport, Ashford,
 * Richmond), or only suburbs and villages of that name. Leeds is not asked about for the hamlet
 * of Leeds in Kent: the city is a thousand times larger.
 */
function isAmbiguous(places: Place[]): boolean {
  if (places.length < 2) return false;
  const [first, second] = places as [Place, Place];
  if (!first.town) return true;
  return second.town && second.population >= NAMESAKE_MIN_POPULATION && second.population >= first.population * NAMESAKE_MIN_SHARE;
}

function byName(places: Place[]): LocationLookup {
  const distinct = distinctPlaces(places);
  const location = asLocation(distinct[0]!);
  if (!isAmbiguous(distinct)) return { kind: "found", location };
  // Two villages of one county share a label: one choice is enough ("Ashford, Devon").
  const choices = new Map(distinct.map(choiceOf).map((choice) => [choice.value, choice]));
  return { kind: "ambiguous", location, choices: [...choices.values()].slice(0, MAX_CHOICES) };
}

/**
 * What a visitor typed in the location box: a full postcode, an outcode, a town, suburb or village,
 * in any case and spacing ("sw1a1aa", "LS1", "st ives", "Newport, Isle of Wight", "Headingley").
 * A name several real places share is answered with the likeliest and the choices; a name not known,
 * with the closest spellings.
 */
export function lookupLocation(input: string): LocationLookup {
  const text = input.trim();
  if (!text || text.length > 100) return { kind: "unknown", suggestions: [] };
  const postcode = postcodeLocation(text);
  if (postcode) return { kind: "found", location: postcode };
  const data = load().index;

  // A few names hold a comma themselves ("Basford, Stoke-on-Trent"): the whole text first, then
  // "name, county" split at the first comma (counties may hold commas too).
  const comma = text.indexOf(",");
  const namePart = placeKey(comma < 0 ? text : text.slice(0, comma));
  const qualifierPart = comma < 0 ? "" : placeKey(text.slice(comma + 1));
  if (!namePart) return { kind: "unknown", suggestions: [] };
  const named = data.byKey.get(namePart) ?? [];
  if (comma >= 0) {
    const exact = data.byKey.get(placeKey(text))?.[0];
    if (exact) return { kind: "found", location: asLocation(exact) };
    const qualifiers = (p: Place) => [placeKey(p.qualifier), placeKey(p.county)];
    const qualified = qualifierPart
      ? named.find((p) => qualifiers(p).includes(qualifierPart)) ?? named.find((p) => qualifiers(p).some((q) => q.includes(qualifierPart)))
      : undefined;
    if (qualified) return { kind: "found", location: asLocation(qualified) };
  }
  // "Derry" → "Derry/Londonderry"; "Newcastle" → Newcastle upon Tyne, though a small Newcastle exists
  // (County Down), and the others are asked about.
  const longer = namePart.length >= 3 ? prefixMatches(`${namePart} `).filter((p) => p.town) : [];
  const largestNamed = named[0]?.town ? named[0].population : 0;
  const larger = longer.filter((p) => p.population >= LONGER_NAME_MIN_POPULATION && p.population > largestNamed * 5);
  if (named.length > 0) return byName([...larger, ...named].sort(likeliestFirst));
  if (longer.length > 0) return byName(longer.sort(likeliestFirst));
  // "Tunbridge Wells" → Royal Tunbridge Wells, "Malvern" → Great Malvern.
  const ending = namePart.length >= 4 ? data.sorted.filter((p) => p.town && p.key.endsWith(` ${namePart}`)) : [];
  if (ending.length > 0) return byName(ending.sort(likeliestFirst));
  return { kind: "unknown", suggestions: spellingSuggestions(namePart) };
}

/** How many of each letter a name has (a–z, then one count for anything else). */
const LETTER_SLOTS = 27;
function letterCounts(key: string): Uint8Array {
  const counts = new Uint8Array(LETTER_SLOTS);
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i) - 97;
    const slot = code >= 0 && code < 26 ? code : 26;
    counts[slot] = Math.min(255, counts[slot]! + 1);
  }
  return counts;
}

/** One edit changes the letter counts by at most 2 in all: a bigger difference is more edits than allowed. */
function letterDifference(a: Uint8Array, all: Uint8Array, offset: number): number {
  let total = 0;
  for (let i = 0; i < LETTER_SLOTS; i++) total += Math.abs(a[i]! - all[offset + i]!);
  return total;
}

/** Every place whose key starts with `prefix`, by binary search over the sorted index. */
function prefixMatches(prefix: string): Place[] {
  const { sorted } = load().index;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]!.key < prefix) low = mid + 1;
    else high = mid;
  }
  const found: Place[] = [];
  for (let i = low; i < sorted.length && sorted[i]!.key.startsWith(prefix); i++) found.push(sorted[i]!);
  return found;
}

/**
 * The names closest to a misspelt one: names it begins ("Manch"), then one to three slips away
 * ("Edinbrugh", "Manchster"), towns before suburbs, the larger first; one choice per name.
 */
function spellingSuggestions(key: string): PlaceChoice[] {
  if (key.length < 3) return [];
  const data = load().index;
  const limit = key.length <= 4 ? 1 : key.length <= 8 ? 2 : 3;
  const inner = ` ${key}`;
  const typed = letterCounts(key);
  const scored: { place: Place; score: number }[] = [];
  data.keys.forEach((name, i) => {
    // Names it begins or ends ("Leamington Spa" → Royal Leamington Spa) count as close as a slip.
    const distance = name.startsWith(key)
      ? 0
      : name.includes(inner)
        ? 1
        : letterDifference(typed, data.letters, i * LETTER_SLOTS) > 2 * limit
          ? limit + 1
          : spellingDistance(key, name, limit);
    if (distance <= limit) scored.push({ place: data.byKey.get(name)![0]!, score: distance });
  });
  scored.sort((a, b) => a.score - b.score || likeliestFirst(a.place, b.place));
  const suggestions = scored.slice(0, MAX_SUGGESTIONS).map(({ place }) => choiceOf(place));
  // "Pool in Wharfedale" is filed as Pool: a longer name with no match is tried by its first word.
  const firstWord = key.split(" ")[0]!;
  return suggestions.length === 0 && firstWord !== key ? spellingSuggestions(firstWord) : suggestions;
}

/**
 * Suggestions as the visitor types (/api/places): places whose name starts with the text, then
 * places with a word starting with it ("allerton" → Chapel Allerton), then close spellings.
 */
export function typeaheadPlaces(input: string): PlaceChoice[] {
  const key = placeKey(input.slice(0, 100));
  if (key.length < 2) return [];
  const choices = new Map<string, PlaceChoice>();
  const add = (places: Iterable<Place>) => {
    for (const place of places) {
      if (choices.size >= MAX_TYPEAHEAD) return;
      const choice = choiceOf(place);
      choices.set(choice.value, choice);
    }
  };
  add(prefixMatches(key).sort(likeliestFirst));
  if (choices.size < MAX_TYPEAHEAD && key.length >= 3) {
    const inner = ` ${key}`;
    add(load().index.sorted.filter((p) => p.key.includes(inner)).sort(likeliestFirst));
  }
  if (choices.size < MAX_TYPEAHEAD && key.length >= 4) {
    for (const choice of spellingSuggestions(key)) if (choices.size < MAX_TYPEAHEAD) choices.set(choice.value, choice);
  }
  return [...choices.values()];
}

/** lookupLocation's place for callers that need one position (the likeliest of an ambiguous name), or null. */
export function resolveLocation(input: string): ResolvedLocation | null {
  const found = lookupLocation(input);
  return found.kind === "unknown" ? null : found.location;
}
