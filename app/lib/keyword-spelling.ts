import { SERVICE_TYPES, VEHICLE_MAKE_NAMES } from "~/content/taxonomy";
import { VEHICLE_MODELS } from "~/content/vehicle-models";
import { keywordPieces } from "~/lib/keyword-query";

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

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours each cost one. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** One slip in a short word, two in a long one; words under four letters are never guessed at. */
const allowedSlips = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

function closestWord(word: string): string | null {
  if (VOCABULARY.has(word) || allowedSlips(word) === 0) return null;
  for (const known of VOCABULARY) if (known.startsWith(word)) return null;
  let best: { word: string; distance: number } | null = null;
  for (const known of VOCABULARY) {
    if (Math.abs(known.length - word.length) > allowedSlips(word)) continue;
    const distance = editDistance(word, known);
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
