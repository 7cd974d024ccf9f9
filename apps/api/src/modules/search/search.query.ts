/**
 * The user's search text as an FTS5 query that cannot be a syntax error: every word becomes a quoted
 * phrase of its letter/digit tokens ('EVL-12' -> "evl 12"), words are ANDed, and the last word is a
 * prefix (as people type: 'subwoo' finds subwoofers). Everything else (quotes, *, ^, :, parentheses,
 * -, +, AND/OR/NOT/NEAR as operators) is dropped or quoted.
 */

/** Token characters as FTS5's unicode61 tokenizer sees them: letters, numbers, private use. */
const TOKEN = /[\p{L}\p{N}\p{Co}]+/gu;

export const MAX_SEARCH_WORDS = 8;
export const MAX_SEARCH_TOKENS = 16;

/** The FTS5 MATCH expression for the text, or null when it has no usable term. */
export function toFtsQuery(text: string): string | null {
  const phrases: string[] = [];
  let tokens = 0;
  for (const word of text.split(/\s+/)) {
    if (phrases.length === MAX_SEARCH_WORDS || tokens === MAX_SEARCH_TOKENS) break;
    const parts = (word.toLowerCase().match(TOKEN) ?? []).slice(0, MAX_SEARCH_TOKENS - tokens);
    if (parts.length === 0) continue;
    tokens += parts.length;
    phrases.push(`"${parts.join(' ')}"`);
  }
  if (phrases.length === 0) return null;
  phrases[phrases.length - 1] += '*';
  return phrases.join(' ');
}
