/**
 * Search SQL. product_search rowids are ((2^39 - 1 - card turnover) << 24) | card id (migration 003),
 * so `ORDER BY rowid` is turnover descending straight from the FTS index. Rows of equal turnover (a
 * "group", rowid >> 24) are then ordered by name, which only needs the groups a page touches.
 * Only `rowid >> 24` and `rowid & 0xFFFFFF` reach JavaScript, so every number stays a safe integer.
 */
import type { Db } from '../../db/connection.js';

const ID_MASK = 16_777_215;

export type SearchRepo = ReturnType<typeof createSearchRepo>;

export function createSearchRepo(db: Db) {
  const count = db
    .prepare<[string], number>('SELECT count(*) FROM product_search WHERE product_search MATCH ?')
    .pluck();
  const keys = db.prepare<[string, number, number], { g: number; id: number }>(`
    SELECT rowid >> 24 AS g, rowid & ${ID_MASK} AS id FROM product_search
    WHERE product_search MATCH ? ORDER BY rowid LIMIT ? OFFSET ?`);
  const countBefore = db
    .prepare<[string, number], number>(
      'SELECT count(*) FROM product_search WHERE product_search MATCH ? AND rowid < (? << 24)',
    )
    .pluck();
  const groupsPage = db
    .prepare<[string, number, number, number, number], number>(
      `
    SELECT p.id FROM product_search f JOIN products p ON p.id = (f.rowid & ${ID_MASK})
    WHERE product_search MATCH ? AND f.rowid >= (? << 24) AND f.rowid <= ((? << 24) | ${ID_MASK})
    ORDER BY f.rowid >> 24, p.name, p.id LIMIT ? OFFSET ?`,
    )
    .pluck();

  const version = db.prepare<[], number>('SELECT version FROM product_search_state WHERE id = 1').pluck();

  return {
    /** Changes whenever the index changes (migration 003 bumps it on every re-index). */
    version: (): number => version.get() ?? 0,
    count: (match: string): number => count.get(match) ?? 0,
    /** Card ids of a page: turnover descending, then name, then id. */
    pageIds(match: string, offset: number, limit: number): number[] {
      const window = keys.all(match, limit, offset);
      const first = window[0];
      const last = window.at(-1);
      if (!first || !last) return [];
      // The page spans the groups first.g..last.g; rows of first.g may also sit before the page.
      const before = offset === 0 ? 0 : (countBefore.get(match, first.g) ?? 0);
      return groupsPage.all(match, first.g, last.g, limit, offset - before);
    },
  };
}
