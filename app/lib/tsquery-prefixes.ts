/**
 * A prefix in a normalised tsquery ('sill':*) as the words it stands for ('sill' | 'silli'), decision 0031.
 * PostgreSQL's text index answers a prefix by collecting every listing of every word that starts with it
 * into a bitmap before it can combine them with the other words or filters: for words in most listings
 * ("sills", "original"), three times the work of the same words matched whole, which the index combines
 * as it reads. The words come from search_lexemes (every word of every listing's search document), so the
 * expanded query finds exactly what the prefix does.
 */

/** A prefix standing for more words than this is left a prefix: the index's own prefix scan is then the cheaper. */
export const MAX_PREFIX_WORDS = 32;

// A quoted lexeme with the prefix mark and no weights, as to_tsquery('english', …)::text writes it.
const PREFIX = /'((?:[^']|'')+)':\*(?![A-D*])/g;

// tsquery's quoting: a backslash escapes, a quote is doubled.
const quoted = (lexeme: string) => `'${lexeme.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
const unquoted = (raw: string) => raw.replaceAll("''", "'");

/** The distinct lexemes used as prefixes in a normalised tsquery's text. */
export function prefixLexemes(tsquery: string): string[] {
  return [...new Set([...tsquery.matchAll(PREFIX)].map((m) => unquoted(m[1]!)))];
}

/**
 * The tsquery text with each prefix that `words` expands replaced by its words. A prefix without an
 * entry, with no words (it matches nothing either way) or with more than MAX_PREFIX_WORDS is kept.
 */
export function expandPrefixes(tsquery: string, words: ReadonlyMap<string, readonly string[]>): string {
  return tsquery.replace(PREFIX, (whole, raw: string) => {
    const found = words.get(unquoted(raw));
    if (!found || found.length === 0 || found.length > MAX_PREFIX_WORDS) return whole;
    return found.length === 1 ? quoted(found[0]!) : `( ${found.map(quoted).join(" | ")} )`;
  });
}
