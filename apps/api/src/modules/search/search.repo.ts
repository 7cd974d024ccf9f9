/**
 * Search SQL. The full-text part differs by store by design (docs/decisions/040): SQLite answers it from
 * the FTS5 index product_search (migration 003), gathered in `sqliteFullText` below; PostgreSQL answers it
 * from the table product_search (a tsvector document per card, with a GIN index), gathered in its twin
 * `postgresFullText`, with the same methods and the same answers. Everything else here is portable SQL.
 *
 * Each card has a sort key ((2^39 - 1 - card turnover) << 24) | card id (migration 003): SQLite's rowid,
 * PostgreSQL's sort_key column. Ordering by it is turnover descending straight from the index. Rows of
 * equal turnover (a "group", key >> 24) are then ordered by name, which only needs the groups a page
 * touches. Only `key >> 24` and `key & 0xFFFFFF` reach JavaScript, so every number stays a safe integer.
 * Cards that are not shown (the spec's excluded sku: db/shown-sku.ts) are not in the index (migration 032,
 * decision 071): the full-text index alone answers every query (no products row, no test per match).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { toFtsQuery, toTsQuery } from './search.query.js';
import { prefixTerms, type Worded } from './search.terms.js';

const ID_MASK = 16_777_215;

const EMPTY = Buffer.alloc(0);
/** At most this many cards are put in order by their names read by id (else the index orders the groups). */
const MAX_NAMED = 500;

/**
 * A search: the store's match expression (FullText.query), its last word's prefix asked as words (SQLite), and how
 * many cards it matches when reading those words told it (search.terms.ts `Worded`).
 */
export type FullTextMatch = Worded;

/** The card id of an FTS row (alias f). */
const CARD_ID = sql.raw(`(f.rowid & ${ID_MASK})`);

/** `product_search MATCH match` (alias f): only shown cards are indexed (migration 032). */
const shownMatch = ({ match }: FullTextMatch): RawBuilder<unknown> => sql`product_search MATCH ${match}`;

/**
 * A LIMIT or OFFSET value that SQLite does not plan with: a bare bound `LIMIT ?` expires the prepared statement
 * whenever it is bound (db/sqlite-integer-limits.ts does the same for Kysely's builders).
 */
const integer = (n: number): RawBuilder<number> => sql<number>`cast(${n} as integer)`;

const countOf = async (query: RawBuilder<{ n: number | string }>, db: Db): Promise<number> =>
  Number((await query.execute(db)).rows[0]?.n ?? 0);

/** The full-text statements of one store (sqliteFullText, postgresFullText): the same answers on both. */
export type FullText = {
  /** The store's match expression for the shopper's text, or null when it has no usable term. */
  query(text: string): string | null;
  /** Empty the whole index; a rebuild re-inserts every card. */
  clear(db: Db): Promise<void>;
  /** After a rebuild: the index put in the shape its reads walk fastest (SQLite: merged; PostgreSQL: as it is). */
  settle(db: Db): Promise<void>;
  /** How many shown cards match. */
  count(db: Db, m: FullTextMatch): Promise<number>;
  /** The turnover group (g) and card id of the matches in [offset, offset + limit), by turnover descending. */
  keys(db: Db, m: FullTextMatch, limit: number, offset: number): Promise<{ g: number; id: number }[]>;
  /** Card ids of the matches in groups first..last: turnover descending, then name, then id. */
  groupsPage(
    db: Db,
    m: FullTextMatch,
    groups: { first: number; last: number },
    limit: number,
    offset: number,
  ): Promise<number[]>;
};

/**
 * Every statement that is particular to SQLite's FTS5 index product_search (the only place `rowid` and
 * MATCH appear). Its PostgreSQL twin is postgresFullText below.
 */
export const sqliteFullText: FullText = {
  query: toFtsQuery,

  /**
   * Empty the whole index (contentless FTS5: the 'delete-all' command) and its words (migration 041); a rebuild
   * re-inserts every card.
   */
  async clear(db: Db): Promise<void> {
    await sql`INSERT INTO product_search (product_search) VALUES ('delete-all')`.execute(db);
    await sql`DELETE FROM product_search_words`.execute(db);
    await sql`DELETE FROM product_search_card_words`.execute(db);
  },

  /**
   * FTS5's 'optimize': the index merged into one segment. A rebuild inserts every card one by one, which leaves
   * the index in many segments, each of which a match reads; merged, a page of ids and a count walk one list per
   * word (50,000 products: a page of 24 ids of "subwoofer" 0.2 -> 0.08 ms; decision 071).
   */
  async settle(db: Db): Promise<void> {
    await sql`INSERT INTO product_search (product_search) VALUES ('optimize')`.execute(db);
  },

  /** How many shown cards match (the number the words' read gave, when it did: decision 071). */
  count: async (db: Db, m: FullTextMatch): Promise<number> =>
    m.count ??
    countOf(sql<{ n: number }>`SELECT count(*) AS n FROM product_search f WHERE ${shownMatch(m)}`, db),

  /** The turnover group (g) and card id of the matches in [offset, offset + limit), by turnover descending. */
  async keys(db: Db, m: FullTextMatch, limit: number, offset: number): Promise<{ g: number; id: number }[]> {
    const result = await sql<{ g: number; id: number }>`
      SELECT f.rowid >> 24 AS g, ${CARD_ID} AS id FROM product_search f
      WHERE ${shownMatch(m)} ORDER BY f.rowid LIMIT ${integer(limit)} OFFSET ${integer(offset)}`.execute(db);
    return result.rows;
  },

  /** Card ids of the matches in groups first..last: turnover descending, then name, then id. */
  async groupsPage(
    db: Db,
    m: FullTextMatch,
    groups: { first: number; last: number },
    limit: number,
    offset: number,
  ): Promise<number[]> {
    const result = await sql<{ id: number }>`
      SELECT p.id FROM product_search f JOIN products p ON p.id = ${CARD_ID}
      WHERE ${shownMatch(m)} AND f.rowid >= (${groups.first} << 24)
        AND f.rowid <= ((${groups.last} << 24) | ${sql.raw(String(ID_MASK))})
      ORDER BY f.rowid >> 24, p.name, p.id LIMIT ${integer(limit)} OFFSET ${integer(offset)}`.execute(db);
    return result.rows.map((r) => r.id);
  },
};

/** `document @@ query` among the shown cards (alias f); the query text is a parameter (toTsQuery). */
const pgShownMatch = ({ match }: FullTextMatch): RawBuilder<unknown> =>
  sql`f.document @@ to_tsquery('simple', ${match})`;

/** The first sort key of turnover group g (the parameter is cast: `<<` has several integer types). */
const groupStart = (g: number): RawBuilder<number> => sql<number>`(CAST(${g} AS BIGINT) << 24)`;

/**
 * PostgreSQL's twin of sqliteFullText: the table product_search (product_id, sort_key = SQLite's rowid,
 * document tsvector), matched with `@@ to_tsquery('simple', toTsQuery(text))`. Names are ordered
 * COLLATE "C" (code points), which is SQLite's BINARY order of products.name.
 */
export const postgresFullText: FullText = {
  query: toTsQuery,

  async clear(db: Db): Promise<void> {
    await sql`DELETE FROM product_search`.execute(db);
  },

  /** A GIN index has no segments to merge. */
  settle: (): Promise<void> => Promise.resolve(),

  count: (db: Db, m: FullTextMatch): Promise<number> =>
    countOf(sql<{ n: string }>`SELECT count(*) AS n FROM product_search f WHERE ${pgShownMatch(m)}`, db),

  async keys(db: Db, m: FullTextMatch, limit: number, offset: number): Promise<{ g: number; id: number }[]> {
    const result = await sql<{ g: number | string; id: number | string }>`
      SELECT f.sort_key >> 24 AS g, f.product_id AS id FROM product_search f
      WHERE ${pgShownMatch(m)} ORDER BY f.sort_key LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return result.rows.map((r) => ({ g: Number(r.g), id: Number(r.id) }));
  },

  async groupsPage(
    db: Db,
    m: FullTextMatch,
    groups: { first: number; last: number },
    limit: number,
    offset: number,
  ): Promise<number[]> {
    const result = await sql<{ id: number | string }>`
      SELECT p.id FROM product_search f JOIN products p ON p.id = f.product_id
      WHERE ${pgShownMatch(m)} AND f.sort_key >= ${groupStart(groups.first)}
        AND f.sort_key <= (${groupStart(groups.last)} | ${sql.raw(String(ID_MASK))})
      ORDER BY f.sort_key >> 24, p.name COLLATE "C", p.id LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return result.rows.map((r) => Number(r.id));
  },
};

/** The full-text statements of the store db runs on. */
export const fullTextOf = (db: Db): FullText =>
  dialectOf(db) === 'postgres' ? postgresFullText : sqliteFullText;

export type SearchRepo = ReturnType<typeof createSearchRepo>;

/**
 * `version` changes whenever the index changes (migration 003: every re-index, a turnover change too);
 * `content` only when which cards match a text, or which are hidden, may have changed (migration 022).
 */
export type Versions = { version: number; content: number };

/** `prefixTerms`: the words of a last-word prefix, kept per content version (0: none kept; false: never asked). */
export function createSearchRepo(db: Db, options: { prefixTerms?: number | false } = {}) {
  const fullText = fullTextOf(db);
  // SQLite only (search.terms.ts): PostgreSQL's page of ids walks the sort key's index, whatever the query.
  const asWords =
    fullText === sqliteFullText && options.prefixTerms !== false
      ? prefixTerms(db, options.prefixTerms)
      : null;

  /** The index's version and its content version (migration 022: not bumped by turnover, i.e. by orders). */
  const versions = async (): Promise<Versions> => {
    const row = await db
      .selectFrom('product_search_state')
      .select(['version', 'content_version'])
      .where('id', '=', 1)
      .executeTakeFirst();
    return { version: row?.version ?? 0, content: row?.content_version ?? 0 };
  };

  /**
   * The match as the store's statements ask it (its prefix as words: search.terms.ts, kept per content version).
   * `content`: the content version the caller has just read (decision 071: one read of the versions a search);
   * none is read when the words are not kept.
   */
  const shown = async (text: string, known?: number): Promise<FullTextMatch> => {
    if (asWords === null) return { match: text };
    return asWords(text, known ?? (asWords.keeps ? (await versions()).content : undefined));
  };

  return {
    versions,
    /** The store's match expression for the shopper's text (null: nothing to match). */
    query: (text: string): string | null => fullText.query(text),
    /**
     * The match as the statements below ask it, for the content version the caller read: a search resolves it
     * once for its count and its page (decision 071). They also take the bare match, and resolve it themselves.
     */
    resolve: shown,
    count: async (match: string | FullTextMatch): Promise<number> =>
      fullText.count(db, typeof match === 'string' ? await shown(match) : match),
    /**
     * Card ids of a page: turnover descending, then name, then id. The keys from the first match to one past
     * the page say which turnover groups the page spans and how many matches sit before them. When the group
     * of the page's last card ends within them, they are all of those groups' members, and only groups of
     * several members need their names (read by id); else (or when they are many) the groups are read from the
     * index, ordered by name.
     */
    async pageIds(match: string | FullTextMatch, offset: number, limit: number): Promise<number[]> {
      const m = typeof match === 'string' ? await shown(match) : match;
      const keys = await fullText.keys(db, m, offset + limit + 1, 0);
      const first = keys[offset]?.g;
      const last = keys[Math.min(offset + limit, keys.length) - 1]?.g;
      if (first === undefined || last === undefined) return [];
      const before = keys.findIndex((k) => k.g >= first);
      if (keys[offset + limit]?.g === last || offset + limit - before > MAX_NAMED)
        return fullText.groupsPage(db, m, { first, last }, limit, offset - before);
      const members = keys.slice(before, offset + limit);
      return (await inGroupOrder(members)).slice(offset - before, offset - before + limit);
    },
  };

  /** Keys of whole turnover groups in result order: by group, then name (code points), then id. */
  async function inGroupOrder(members: { g: number; id: number }[]): Promise<number[]> {
    const tied = members.filter((k, i) => members[i - 1]?.g === k.g || members[i + 1]?.g === k.g);
    const names = new Map<number, Buffer>();
    if (tied.length > 0) {
      const ids = tied.map((k) => k.id);
      const rows = await db.selectFrom('products').select(['id', 'name']).where('id', 'in', ids).execute();
      for (const r of rows) names.set(r.id, Buffer.from(r.name, 'utf8'));
    }
    const nameOf = (id: number) => names.get(id) ?? EMPTY;
    return [...members]
      .sort((a, b) => a.g - b.g || Buffer.compare(nameOf(a.id), nameOf(b.id)) || a.id - b.id)
      .map((k) => k.id);
  }
}
