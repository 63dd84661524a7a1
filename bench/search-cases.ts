import { SERVICE_OPTIONS, VEHICLE_MAKE_OPTIONS, type CatalogueOption } from "../app/content/taxonomy.ts";
import { searchQuery, type SortValue } from "../app/lib/search-params.ts";
import { MAKE_WEIGHTS, SERVICE_WEIGHTS } from "./catalogue-weights.ts";

/**
 * The searches the benchmark sends: service + make + location with the nearest sort,
 * varied across requests so no single cached plan or hot page flatters the figures.
 * Services and makes are drawn by the same popularity as the data (people search for
 * MG bodywork far more than Lancia chrome), so both big and tiny result sets occur.
 */
export const BENCH_LOCATIONS = [
  // Postcode districts, full postcodes and towns: every kind the location box accepts.
  "LS1", "M1", "B1", "EH1", "CF10", "BS1", "SW1A", "NE1", "G1", "BT1", "NR1", "PL1", "IV1", "AB10",
  "OX1 2JD", "YO1 7HH", "CB2 1TN", "Truro", "Milton Keynes", "Swindon", "Harrogate", "Guildford",
  "Carlisle", "Exeter", "Aberystwyth", "Stirling", "Lincoln", "Shrewsbury",
] as const;

export interface SearchCase {
  service: CatalogueOption;
  vehicle: CatalogueOption;
  location: string;
}

/** mulberry32: a tiny seeded generator, so every run sends the same searches. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pickWeighted<T extends { name: string }>(options: readonly T[], weight: (option: T) => number, random: () => number): T {
  const total = options.reduce((sum, option) => sum + weight(option), 0);
  let point = random() * total;
  for (const option of options) {
    point -= weight(option);
    if (point < 0) return option;
  }
  return options[options.length - 1]!;
}

export function searchCases(count: number, seed = 6): SearchCase[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    service: pickWeighted(SERVICE_OPTIONS, (o) => SERVICE_WEIGHTS[o.name].primary, random),
    vehicle: pickWeighted(VEHICLE_MAKE_OPTIONS, (o) => MAKE_WEIGHTS[o.name].primary, random),
    location: BENCH_LOCATIONS[i % BENCH_LOCATIONS.length]!,
  }));
}

/**
 * What people type in the keyword box (issue #15): model names (mapped to their make),
 * trade words, certifications and place or business words, from very selective to broad
 * ("classic" is in nearly every listing), so the p95 covers the expensive ones too.
 */
export const BENCH_KEYWORDS = [
  "E-type", "Mk1 Escort", "MGB", "911", "Beetle", "Spitfire", "Defender", "Series IIA", "Cooper", "Capri",
  "Stag", "TR6", "Giulia", "2CV", "Pagoda", "XK120", "Mk2", "Midget", "Camper", "Dino",
  "concours", "restor", "coachworks", "heritage motors", "welding", "IMI accredited", "FBHVC", "spray booth",
  "sills floors", "original panels", "upholstery", "chrome", "jaguar", "porsche restoration", "mg engine",
  "leeds", "harrogate coachbuilders", "autocraft", "indoors insured", "classic",
] as const;

export interface KeywordCase extends SearchCase {
  keyword: string;
  /** Which filters the search adds to its keyword, and how it is sorted. */
  filter: "none" | "service" | "make";
  sort: "best" | "rating" | "nearest";
}

/** Keyword searches: mostly Best match without filters, as the home page sends them; some filtered or re-sorted. */
export function keywordCases(count: number, seed = 15): KeywordCase[] {
  const random = seededRandom(seed);
  return searchCases(count, seed).map((c, i) => {
    const roll = random();
    return {
      ...c,
      keyword: BENCH_KEYWORDS[i % BENCH_KEYWORDS.length]!,
      filter: roll < 0.6 ? "none" : roll < 0.8 ? "service" : "make",
      sort: roll < 0.1 || roll > 0.9 ? "nearest" : roll < 0.2 ? "rating" : "best",
    };
  });
}

/** The canonical /results address (the loader redirects any other spelling). */
export function resultsPath(search: Partial<SearchCase> & { sort?: SortValue }): string {
  return `/results${searchQuery({
    service: search.service?.slug ?? null,
    vehicle: search.vehicle?.slug ?? null,
    location: search.location ?? null,
    sort: search.sort ?? "rating",
    page: 1,
  })}`;
}
