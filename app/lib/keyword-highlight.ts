import { keywordTerms, type KeywordTerm } from "~/lib/keyword-query";
import { cutForCard } from "~/lib/card-text";

export interface TextSegment {
  text: string;
  match: boolean;
}

// Common English endings, cut from a searched word so its highlight finds the forms the
// database's stemmer matched ("restoration" marks "restored", "engines" marks "engine").
const ENDINGS = /(?:ations?|ings?|ers?|ions?|ed|es|s|ly)$/u;
const stem = (piece: string) => (piece.length > 4 ? piece.replace(ENDINGS, "") : piece);

const WORD_CHAR = "[\\p{L}\\p{N}]";
const BETWEEN = "[^\\p{L}\\p{N}]{0,3}";

/** One term as a pattern: its pieces as a phrase, the last one a prefix of a word (whole word when one letter). */
function termPattern(pieces: string[], prefix: boolean): string {
  return pieces
    .map((piece, k) => {
      const last = k === pieces.length - 1;
      if (!last || !prefix || piece.length === 1) return `${piece}(?!${WORD_CHAR})`;
      return `${stem(piece)}${WORD_CHAR}*`;
    })
    .join(BETWEEN);
}

function patternsOf(term: KeywordTerm): string[] {
  if (term.kind === "word") return [termPattern(term.pieces, true)];
  return [termPattern(term.pieces, true), ...term.makes.map((make) => termPattern(make, false))];
}

/**
 * A finder of the keyword's words in a text, or null without a keyword. Patterns are made
 * only of letters and digits from `keywordTerms`, so nothing typed can inject regex syntax.
 */
export function keywordMatcher(keyword: string | null | undefined): RegExp | null {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return null;
  const alternatives = terms.flatMap(patternsOf).sort((a, b) => b.length - a.length);
  return new RegExp(`(?<!${WORD_CHAR})(?:${alternatives.join("|")})`, "giu");
}

/** The text cut into plain and matched segments, in order; all of it, nothing added. */
export function highlightSegments(text: string, matcher: RegExp | null): TextSegment[] {
  if (!matcher) return text ? [{ text, match: false }] : [];
  const segments: TextSegment[] = [];
  let last = 0;
  for (const found of text.matchAll(matcher)) {
    if (found[0].length === 0) continue;
    if (found.index > last) segments.push({ text: text.slice(last, found.index), match: false });
    segments.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/** How far into a description the first match may sit before the excerpt starts nearer to it. */
const LEAD_CHARS = 140;
const CONTEXT_CHARS = 50;

/**
 * A description's excerpt for a card: from the start, or, when the first match lies further
 * in than a three-line card shows, from the word boundary a little before it, after "…"; no more
 * of it than a card can show (lib/card-text.ts).
 */
export function keywordExcerpt(text: string, keyword: string | null | undefined): TextSegment[] {
  const matcher = keywordMatcher(keyword);
  const first = matcher ? text.search(matcher) : -1;
  const space = text.lastIndexOf(" ", first - CONTEXT_CHARS);
  const start = first <= LEAD_CHARS ? 0 : space > 0 && first - space < CONTEXT_CHARS * 2 ? space + 1 : first - CONTEXT_CHARS;
  const excerpt = highlightSegments(cutForCard(text.slice(start)), matcher);
  return start === 0 ? excerpt : [{ text: "…", match: false }, ...excerpt];
}
