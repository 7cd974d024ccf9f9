/**
 * Search SQL. product_search rowids are ((2^39 - 1 - card turnover) << 24) | card id (migration 003),
 * so `ORDER BY rowid` is turnover descending straight from the FTS index. Rows of equal turnover (a
 * "group", rowid >> 24) are then ordered by name, which only needs the groups a page touches.
 * Only `rowid >> 24` and `rowid & 0xFFFFFF` reach JavaScript, so every number stays a safe integer.
 * Cards that are not shown (the spec's excluded sku: db/shown-sku.ts) are left out by their ids, read
 * once per index version: the FTS index alone still answers every query (no products row per match).
 */
import type { Db } from '../../db/connection.js';
import { shownSkuSql } from '../../db/shown-sku.js';

const ID_MASK = 16_777_215;

export type SearchRepo = ReturnType<typeof createSearchRepo>;

/** `product_search MATCH @match` among the shown cards (alias f). */
const SHOWN_MATCH = `product_search MATCH @match
  AND (f.rowid & ${ID_MASK}) NOT IN (SELECT value FROM json_each(@hidden))`;

type Match = { match: string; hidden: string };

export function createSearchRepo(db: Db) {
  const count = db
    .prepare<Match, number>(`SELECT count(*) FROM product_search f WHERE ${SHOWN_MATCH}`)
    .pluck();
  const keys = db.prepare<Match & { limit: number; offset: number }, { g: number; id: number }>(`
    SELECT f.rowid >> 24 AS g, f.rowid & ${ID_MASK} AS id FROM product_search f
    WHERE ${SHOWN_MATCH} ORDER BY f.rowid LIMIT @limit OFFSET @offset`);
  const countBefore = db
    .prepare<Match & { g: number }, number>(
      `SELECT count(*) FROM product_search f WHERE ${SHOWN_MATCH} AND f.rowid < (@g << 24)`,
    )
    .pluck();
  const groupsPage = db
    .prepare<Match & { first: number; last: number; limit: number; offset: number }, number>(
      `
    SELECT p.id FROM product_search f JOIN products p ON p.id = (f.rowid & ${ID_MASK})
    WHERE ${SHOWN_MATCH} AND f.rowid >= (@first << 24) AND f.rowid <= ((@last << 24) | ${ID_MASK})
    ORDER BY f.rowid >> 24, p.name, p.id LIMIT @limit OFFSET @offset`,
    )
    .pluck();
  const hiddenIds = db.prepare<[], number>(`SELECT id FROM products WHERE NOT ${shownSkuSql('sku')}`).pluck();

  const version = db.prepare<[], number>('SELECT version FROM product_search_state WHERE id = 1').pluck();
  let hidden = { version: -1, json: '[]' };
  /** The ids of products not shown, as a JSON array, read again when the index changed. */
  const hiddenNow = (): string => {
    const v = version.get() ?? 0;
    if (v !== hidden.version) hidden = { version: v, json: JSON.stringify(hiddenIds.all()) };
    return hidden.json;
  };

  return {
    /** Changes whenever the index changes (migration 003 bumps it on every re-index). */
    version: (): number => version.get() ?? 0,
    count: (match: string): number => count.get({ match, hidden: hiddenNow() }) ?? 0,
    /** Card ids of a page: turnover descending, then name, then id. */
    pageIds(match: string, offset: number, limit: number): number[] {
      const m = { match, hidden: hiddenNow() };
      const window = keys.all({ ...m, limit, offset });
      const first = window[0];
      const last = window.at(-1);
      if (!first || !last) return [];
      // The page spans the groups first.g..last.g; rows of first.g may also sit before the page.
      const before = offset === 0 ? 0 : (countBefore.get({ ...m, g: first.g }) ?? 0);
      return groupsPage.all({ ...m, first: first.g, last: last.g, limit, offset: offset - before });
    },
  };
}
