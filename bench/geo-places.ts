import fs from "node:fs";
import path from "node:path";
import { UK_COUNTIES } from "../app/content/counties.ts";
import { slugify } from "../app/lib/slug.ts";

/**
 * Where generated workshops are: the real postcode districts shipped in geodata/, so
 * distance sorting in the benchmark spreads over the whole UK exactly as it would live.
 * Picking districts uniformly already follows population, because districts are small
 * and numerous where people (and their classic cars) are, and large and rare in the Highlands.
 */
export interface BenchPlace {
  outcode: string;
  latitude: number;
  longitude: number;
  /** The district's area label ("Leeds", "West End"), used as the workshop's town. */
  city: string;
  /** One of the sign-up form's counties (nearest town's county), or null when it has none in that list. */
  county: string | null;
}

const GEO_DIR = path.resolve(import.meta.dirname, "..", "geodata");
// Convenience aliases for subdivided central London districts: not real districts (geodata/SOURCE.md).
const ALIASES = new Set(["EC1", "EC2", "EC3", "EC4", "SW1", "WC1", "WC2", "W1"]);

/** A CSV line split on commas outside double quotes (a few town names contain commas). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === "," && !quoted) {
      fields.push(field);
      field = "";
    } else field += char;
  }
  fields.push(field);
  return fields;
}

function readCsv(file: string): string[][] {
  return fs.readFileSync(path.join(GEO_DIR, file), "utf8").trim().split("\n").slice(1).map(splitCsvLine);
}

export function loadBenchPlaces(): BenchPlace[] {
  const counties = new Set(UK_COUNTIES);
  const towns = readCsv("uk-places.csv")
    .map(([, county, lat, lng]) => ({ county: county!, latitude: Number(lat), longitude: Number(lng) }))
    .filter((town) => counties.has(town.county));
  return readCsv("uk-outcodes.csv")
    .filter(([code]) => !ALIASES.has(code!))
    .map(([outcode, lat, lng, area]) => {
      const latitude = Number(lat);
      const longitude = Number(lng);
      // Nearest listed town by a flat-earth distance: good enough to name a county.
      let best: (typeof towns)[number] | undefined;
      let bestDistance = Infinity;
      const cosLat = Math.cos((latitude * Math.PI) / 180);
      for (const town of towns) {
        const d = (town.latitude - latitude) ** 2 + ((town.longitude - longitude) * cosLat) ** 2;
        if (d < bestDistance) {
          bestDistance = d;
          best = town;
        }
      }
      // About 0.25° (roughly 15 miles): farther than that the county guess is not worth showing.
      const county = best && bestDistance < 0.0625 ? best.county : null;
      return { outcode: outcode!, latitude, longitude, city: area!, county };
    })
    .filter((place) => slugify(place.city) !== "");
}
