import { SERVICE_TYPES, VEHICLE_MAKE_NAMES } from "~/content/taxonomy";
import { VEHICLE_MODELS } from "~/content/vehicle-models";
import { keywordPieces } from "~/lib/keyword-query";
import { spellingDistance } from "~/lib/spelling-distance";

/**
 * Spelling help for a keyword that finds nothing (issue #25: "porshe", "jagaur"): each word not
 * known is replaced by the closest word of the catalogue's own vocabulary (makes, models,
 * services and the trade's words), when one is close enough to be a slip of the finger.
 * Server-only in use (the results loader); it never changes a search that finds something.
 */
const TRADE_WORDS = [
  "restoration", "restorer", "restorers", "bodywork", "coachwork", "coachworks", "coachbuilder", "panel", "respray", "paint",
  "upholstery", "trim", "trimmer", "leather", "interior", "hood", "hoods", "carpet", "headlining", "chrome", "plating",
  "polishing", "stainless", "engine", "gearbox", "rebuild", "overdrive", "carburettor", "electrics", "electrical", "wiring",
  "loom", "dynamo", "alternator", "ignition", "conversion", "electric", "welding", "fabrication", "chassis", "sills", "rust",
  "inspection", "diagnostics", "valuation", "concours", "classic", "vintage", "veteran", "sports", "saloon", "convertible",
  "roadster", "coupe", "camper", "suspension", "brakes", "servicing", "mechanical", "management", "wheels", "wire",
];

const VOCABULARY: ReadonlySet<string> = new Set(
  [
    ...VEHICLE_MAKE_NAMES,
    ...SERVICE_TYPES,
    ...VEHICLE_MODELS.flatMap((model) => model.spellings),
    ...TRADE_WORDS,
  ].flatMap((text) => keywordPieces(text).filter((piece) => piece.length >= 3)),
);

/** Insertions, deletions, substitutions and swaps of neighbours, each one slip (the place names' measure too). */
export const editDistance = (a: string, b: string) => spellingDistance(a, b, Math.max(a.length, b.length));

/** One slip in a short word, two in a long one; words under four letters are never guessed at. */
const allowedSlips = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

function closestWord(word: string): string | null {
  if (VOCABULARY.has(word) || allowedSlips(word) === 0) return null;
  for (const known of VOCABULARY) if (known.startsWith(word)) return null;
  let best: { word: string; distance: number } | null = null;
  for (const known of VOCABULARY) {
    if (Math.abs(known.length - word.length) > allowedSlips(word)) continue;
    const distance = spellingDistance(word, known, allowedSlips(word));
    if (distance <= allowedSlips(word) && (!best || distance < best.distance)) best = { word: known, distance };
  }
  return best?.word ?? null;
}

/** The keyword with its misspelt words corrected, or null when no word needed it. */
export function correctedKeyword(keyword: string): string | null {
  let changed = false;
  const words = keyword.split(/\s+/).filter(Boolean).map((word) => {
    const pieces = keywordPieces(word);
    if (pieces.length !== 1) return word;
    const closest = closestWord(pieces[0]!);
    if (!closest) return word;
    changed = true;
    return closest;
  });
  return changed ? words.join(" ") : null;
}
