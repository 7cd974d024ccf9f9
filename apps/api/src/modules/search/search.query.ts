/**
 * The user's search text as a full-text query that cannot be a syntax error, for each store. Both read the
 * same words (searchWords): every whitespace-separated word becomes the phrase of its letter/digit tokens
 * ('EVL-12' -> evl, 12), words are ANDed, and the last word is a prefix (as people type: 'subwoo' finds
 * subwoofers). Everything else (quotes, *, ^, :, parentheses, -, +, &, |, !, <->, AND/OR/NOT/NEAR as
 * operators) is dropped or quoted: no character of the user's text is ever syntax.
 */

/** Token characters as FTS5's unicode61 tokenizer sees them: letters, numbers, private use. */
const TOKEN = /[\p{L}\p{N}\p{Co}]+/gu;

export const MAX_SEARCH_WORDS = 8;
export const MAX_SEARCH_TOKENS = 16;

/** The words of the text, each as its lower-cased tokens (none empty), bounded as the limits say. */
export function searchWords(text: string): string[][] {
  const words: string[][] = [];
  let tokens = 0;
  for (const word of text.split(/\s+/)) {
    if (words.length === MAX_SEARCH_WORDS || tokens === MAX_SEARCH_TOKENS) break;
    const parts = (word.toLowerCase().match(TOKEN) ?? []).slice(0, MAX_SEARCH_TOKENS - tokens);
    if (parts.length === 0) continue;
    tokens += parts.length;
    words.push(parts);
  }
  return words;
}

/** SQLite: the FTS5 MATCH expression for the text, or null when it has no usable term. */
export function toFtsQuery(text: string): string | null {
  const phrases = searchWords(text).map((parts) => `"${parts.join(' ')}"`);
  if (phrases.length === 0) return null;
  phrases[phrases.length - 1] += '*';
  return phrases.join(' ');
}

/**
 * The weights of the PostgreSQL document's parts (migration 003): skus A, names B, property values C.
 * FTS5 matches a phrase within one column; the tsvector is the three parts end to end, so a phrase of
 * several tokens is asked of each weight in turn (else 'EVL-12 Dual' would find "12 dual" across the
 * sku/name seam).
 */
const WEIGHTS = ['A', 'B', 'C'] as const;

/** A tsquery lexeme: single-quoted, with quotes and backslashes escaped (tokens have none, but still). */
const lexeme = (token: string, suffix: string): string =>
  `'${token.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${suffix ? `:${suffix}` : ''}`;

/**
 * PostgreSQL: the text for `to_tsquery('simple', text)` that matches what toFtsQuery matches on SQLite, or
 * null when it has no usable term. Pass it as a parameter, never as SQL. A word of one token is a
 * lexeme; a word of several is the phrase (`<->`) of its lexemes within one weight; the last token of
 * the last word is a prefix (`:*`); words are ANDed (`&`).
 */
export function toTsQuery(text: string): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return words
    .map((parts, w) => {
      const prefix = w === words.length - 1;
      const phrase = (weight: string) =>
        parts
          .map((token, i) => lexeme(token, (prefix && i === parts.length - 1 ? '*' : '') + weight))
          .join(' <-> ');
      return parts.length === 1 ? phrase('') : `(${WEIGHTS.map(phrase).join(' | ')})`;
    })
    .join(' & ');
}
