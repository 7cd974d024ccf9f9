/**
 * SQLite: a search's last word, a prefix, asked as the index's words that start with it (decision 052, migration 025).
 * FTS5 answers `"subwoofer"*` by merging the match lists of every word starting with "subwoofer" into one before
 * the first row comes out: a page of ids read all 37,000 matches at 200,000 products. `"subwoofer" OR
 * "subwoofers"` matches the same rows, and FTS5 walks those lists side by side, stopping at the page. The words
 * come from product_search_words (migration 041: kept by the re-index, each with its number of cards), a read of
 * its key's range; they are kept per content version of the index (migration 022) when the search's memos are on.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { versionedMemo } from './search.memo.js';

/** Prefixes of up to 3 characters have their own lists in the index (migration 003: prefix = '1 2 3'). */
const INDEXED_PREFIX = 3;
/** A prefix of more words than this stays a prefix query. */
export const MAX_PREFIX_TERMS = 16;
/** Prefixes whose words are kept (per content version). */
const TERM_ENTRIES = 500;

/**
 * The last phrase of a toFtsQuery expression, `"[words ]prefix"*`: the text before it, its words before the last,
 * and the last. Only a prefix of ASCII letters and digits: FTS5's tokenizer reads those as themselves, so the
 * words it matches are exactly the index's words that start with it.
 */
const LAST_PHRASE = /^(.*?)"((?:[\p{L}\p{N}\p{Co}]+ )*)([a-z0-9]+)"\*$/u;
const ASCII_WORD = /^[a-z0-9]+$/;

type Prefix = { head: string; words: string; prefix: string };

/** The prefix a toFtsQuery expression ends with, when it can be asked as words (null: leave it as it is). */
export function prefixOf(match: string): Prefix | null {
  const m = LAST_PHRASE.exec(match);
  if (!m || m[3]!.length <= INDEXED_PREFIX) return null;
  return { head: m[1]!, words: m[2]!, prefix: m[3]! };
}

/**
 * The expression with its last phrase's prefix replaced by `terms` (the index's words that start with it), ORed:
 * the same rows. Null when that cannot be said more cheaply: too many words, or a word the tokenizer might read
 * differently from the index (not ASCII letters and digits).
 */
export function withTerms({ head, words }: Prefix, terms: readonly string[]): string | null {
  if (terms.length === 0 || terms.length > MAX_PREFIX_TERMS || !terms.every((t) => ASCII_WORD.test(t)))
    return null;
  const phrases = terms.map((t) => `"${words}${t}"`);
  if (phrases.length === 1) return head + phrases[0]!;
  return `${head}${head ? 'AND ' : ''}(${phrases.join(' OR ')})`;
}

/** A word of the index and how many cards hold it. */
type Term = { term: string; doc: number };

/**
 * The index's words that start with `prefix`, each with the number of cards that hold it (product_search_words,
 * migration 041: kept by the re-index; fts5vocab's product_search_terms walked each word's whole list of cards).
 */
async function termsOf(db: Db, prefix: string): Promise<Term[]> {
  // Every word starting with the prefix sorts from it to just before the prefix with its last letter raised.
  const upper = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  const { rows } = await sql<Term>`
    SELECT term, doc FROM product_search_words WHERE term >= ${prefix} AND term < ${upper}`.execute(db);
  return rows.filter((r) => r.term.startsWith(prefix));
}

/**
 * A match as the store's statements ask it; `count`: how many cards it matches, when the words' read told it (the
 * match is one word of one token, a prefix with one word in the index: its cards are that word's). Decision 071:
 * a cold search of one word then walks no list to count its matches.
 */
export type Worded = { match: string; count?: number };

/**
 * A toFtsQuery expression asked with its prefix as words (withTerms), the words of each prefix kept per content
 * version (`entries`: 0 keeps none, each search reads them, and no content version is needed: `content`
 * undefined). A word's number of cards holds for the content version too: an order re-indexes a card (takes it
 * out and puts it back), which leaves it the same.
 */
export function prefixTerms(db: Db, entries = TERM_ENTRIES) {
  const memo = entries > 0 ? versionedMemo<readonly Term[]>(entries) : null;
  const asWords = async (match: string, content?: number): Promise<Worded> => {
    const prefix = prefixOf(match);
    if (prefix === null) return { match };
    let terms = content === undefined ? undefined : memo?.get(prefix.prefix, content);
    if (terms === undefined) {
      terms = await termsOf(db, prefix.prefix);
      if (content !== undefined) memo?.set(prefix.prefix, content, terms);
    }
    const worded = withTerms(
      prefix,
      terms.map((t) => t.term),
    );
    if (worded === null) return { match };
    const sole = prefix.head === '' && prefix.words === '' && terms.length === 1 ? terms[0] : undefined;
    return sole ? { match: worded, count: sole.doc } : { match: worded };
  };
  /** Whether the words are kept, so that a caller must name the content version it read. */
  return Object.assign(asWords, { keeps: memo !== null });
}
