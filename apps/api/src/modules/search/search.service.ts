/** Site search: cards whose sku, name or property values match every word, by 30-day turnover. */
import type { SearchQuery, SearchResponse } from '@shop/domain';
import { AppError } from '../../lib/app-error.js';
import type { Viewer } from '../../lib/viewer.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { SearchRepo } from './search.repo.js';

export type SearchService = ReturnType<typeof createSearchService>;

/** Pages of ids kept per query until the index changes (cards are still priced per request). */
export const SEARCH_CACHE_ENTRIES = 500;

type Hit = { version: number; count: number; ids: number[] };

/** A full-text syntax error: FTS5's, or PostgreSQL's tsquery (42601). */
const isFtsError = (err: unknown) =>
  err instanceof Error && /^fts5:|malformed MATCH|syntax error in tsquery/i.test(err.message);

export function createSearchService(
  repo: SearchRepo,
  catalog: Pick<CatalogService, 'cardsByIds'>,
  options: { cacheEntries?: number } = {},
) {
  const maxEntries = options.cacheEntries ?? SEARCH_CACHE_ENTRIES;
  const cache = new Map<string, Hit>();

  async function lookup(match: string, offset: number, limit: number): Promise<Hit> {
    const version = await repo.version();
    const key = `${offset}:${limit}:${match}`;
    const cached = cache.get(key);
    if (cached && cached.version === version) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const count = await repo.count(match);
    const hit: Hit = { version, count, ids: offset < count ? await repo.pageIds(match, offset, limit) : [] };
    cache.delete(key);
    cache.set(key, hit);
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
    return hit;
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
      if (isFtsError(err)) throw new AppError('INVALID_SEARCH', 'The search text could not be used', 400);
      throw err;
    }
    const products = await catalog.cardsByIds(hit.ids, viewer);
    return { query: q, products, count: hit.count, page, pageSize };
  }

  return { searchProducts };
}
