/** Site search: cards whose sku, name or property values match every word, by 30-day turnover. */
import type { ProductCard, SearchQuery, SearchResponse } from '@shop/domain';
import { AppError } from '../../lib/app-error.js';
import type { Viewer } from '../../lib/viewer.js';
import { versionedMemo } from './search.memo.js';
import type { FullTextMatch, SearchRepo } from './search.repo.js';

export type SearchService = ReturnType<typeof createSearchService>;

/** Match counts and pages of ids kept per query (each memo this many entries; cards are priced per request). */
export const SEARCH_CACHE_ENTRIES = 500;

type Hit = { count: number; ids: number[] };

/** A full-text syntax error: FTS5's, or PostgreSQL's tsquery (42601). */
const isFtsError = (err: unknown) =>
  err instanceof Error && /^fts5:|malformed MATCH|syntax error in tsquery/i.test(err.message);

/**
 * The port search prices its cards through: the catalogue service's cardsByIds (decision 069: the catalogue's
 * CSV import pauses this module's index, and two modules never import each other).
 */
export type SearchCards = {
  cardsByIds(ids: readonly number[], viewer: Viewer): Promise<ProductCard[]>;
};

export function createSearchService(
  repo: SearchRepo,
  catalog: SearchCards,
  options: { cacheEntries?: number } = {},
) {
  const maxEntries = options.cacheEntries ?? SEARCH_CACHE_ENTRIES;
  // A count holds while the index's content does (an order changes turnover, not which cards match); a page's
  // ids hold while the index does (turnover orders them).
  const counts = versionedMemo<number>(maxEntries);
  const pages = versionedMemo<number[]>(maxEntries);

  /**
   * The count and the page's ids: the versions read once, and the match resolved once (its prefix's words) for
   * whichever of the two the memos do not hold (decision 071: a cold search read the versions three times and the
   * prefix's words twice). With the memos off nothing is kept, and the versions are not read at all.
   */
  async function lookup(match: string, offset: number, limit: number): Promise<Hit> {
    const v = maxEntries > 0 ? await repo.versions() : null;
    let resolved: FullTextMatch | undefined;
    const shown = async () => (resolved ??= await repo.resolve(match, v?.content));
    let count = v ? counts.get(match, v.content) : undefined;
    if (count === undefined) {
      count = await repo.count(await shown());
      if (v) counts.set(match, v.content, count);
    }
    const key = `${offset}:${limit}:${match}`;
    let ids = v ? pages.get(key, v.version) : undefined;
    if (ids === undefined) {
      ids = offset < count ? await repo.pageIds(await shown(), offset, limit) : [];
      if (v) pages.set(key, v.version, ids);
    }
    return { count, ids };
  }

  async function searchProducts(query: SearchQuery, viewer: Viewer): Promise<SearchResponse> {
    const { q, page, pageSize } = query;
    const match = repo.query(q);
    if (match === null) return { query: q, products: [], count: 0, page, pageSize };
    let hit: Hit;
    try {
      hit = await lookup(match, (page - 1) * pageSize, pageSize);
    } catch (err) {
      // The store's query (search.query.ts) quotes every term, so this would be a defect; still, the
      // caller's text is not a 500.
      if (isFtsError(err)) throw new AppError('INVALID_SEARCH', 'The search text could not be used');
      throw err;
    }
    const products = await catalog.cardsByIds(hit.ids, viewer);
    return { query: q, products, count: hit.count, page, pageSize };
  }

  return { searchProducts };
}
