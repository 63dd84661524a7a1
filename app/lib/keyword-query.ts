import { VEHICLE_MODELS } from "~/content/vehicle-models";
import { KEYWORD_MAX_LENGTH } from "~/lib/field-limits";

export { KEYWORD_MAX_LENGTH };
/** Words beyond this are ignored: no listing needs more, and each one is another index lookup. */
const MAX_WORDS = 8;

/** A searched word: its letter-and-digit pieces ("E-type" is e, type), matched as a phrase. */
export interface WordTerm {
  kind: "word";
  pieces: string[];
}
/** A model name from the catalogue (content/vehicle-models.ts), with the makes it belongs to. */
export interface ModelTerm {
  kind: "model";
  pieces: string[];
  makes: string[][];
}
export type KeywordTerm = WordTerm | ModelTerm;

/** Letters and digits only: nothing else of what is typed ever reaches a query or a pattern. */
export function keywordPieces(text: string): string[] {
  return text.normalize("NFC").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

const MODEL_SPELLINGS = VEHICLE_MODELS.flatMap((model) =>
  model.spellings.map((spelling) => ({ pieces: keywordPieces(spelling), makes: model.makes.map(keywordPieces) })),
).sort((a, b) => b.pieces.length - a.pieces.length);

/**
 * The keyword as search terms: one per word typed, except that a model name ("E-type",
 * "Mk1 Escort", however hyphenated or spaced) becomes one model term. Matching starts only
 * at the start of a word typed and must end at the end of one, so "E-types" or "Mk2s" stay words.
 */
export function keywordTerms(keyword: string | null | undefined): KeywordTerm[] {
  const words = (keyword ?? "")
    .slice(0, KEYWORD_MAX_LENGTH)
    .split(/\s+/)
    .map(keywordPieces)
    .filter((pieces) => pieces.length > 0)
    .slice(0, MAX_WORDS);
  // Every piece, with the index of the word it ends, for matching model names across words.
  const flat = words.flatMap((pieces, w) => pieces.map((piece, p) => ({ piece, endsWord: p === pieces.length - 1, w })));
  const terms: KeywordTerm[] = [];
  let i = 0;
  while (i < flat.length) {
    const model = MODEL_SPELLINGS.find(
      (m) => i + m.pieces.length <= flat.length && flat[i + m.pieces.length - 1]!.endsWord && m.pieces.every((p, k) => flat[i + k]!.piece === p),
    );
    if (model) {
      terms.push({ kind: "model", pieces: model.pieces, makes: model.makes });
      i += model.pieces.length;
      continue;
    }
    const word = words[flat[i]!.w]!;
    terms.push({ kind: "word", pieces: word });
    i += word.length;
  }
  return terms;
}

const phrase = (pieces: string[], prefix: boolean) => {
  const text = pieces.map((piece, k) => (prefix && k === pieces.length - 1 ? `${piece}:*` : piece)).join(" <-> ");
  return pieces.length > 1 ? `(${text})` : text;
};

export interface KeywordQuery {
  /** For to_tsquery('english', …): every term; a model name matches its mention or its makes. */
  match: string;
  /** The same with model names matching only where they are mentioned: ranks those first. */
  mention: string;
  /** Any one of the terms (null for a single term): the listings that match only some of the words. */
  any: string | null;
}

/**
 * The tsquery text of a keyword, or null when it holds no letters or digits. Every word is a
 * prefix ("restor" finds "restoration"), the words all required. Built only from
 * `keywordPieces`' letters and digits and this function's own operators, so no input can
 * change the query's shape; it is still passed as a bound parameter.
 */
export function keywordTsQuery(keyword: string | null | undefined): KeywordQuery | null {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return null;
  const match = terms.map((term) =>
    term.kind === "word" ? phrase(term.pieces, true) : `(${[phrase(term.pieces, false), ...term.makes.map((make) => phrase(make, false))].join(" | ")})`,
  );
  const mention = terms.map((term) => phrase(term.pieces, term.kind === "word"));
  return { match: match.join(" & "), mention: mention.join(" & "), any: match.length > 1 ? match.join(" | ") : null };
}
