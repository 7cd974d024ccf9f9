import { SearchQuerySchema, SearchResponseSchema } from '@shop/domain';
import { Router } from 'express';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import { viewerOf } from '../../lib/viewer.js';
import type { SearchService } from './search.service.js';

export const searchTable = defineRoutes('/api', 'search', {
  products: {
    method: 'get',
    path: '/search/products',
    summary:
      'Site search over sku, name and property values; cards by 30-day turnover descending, then name. A query without letters or digits answers no results.',
    query: SearchQuerySchema,
    errors: ['INVALID_SEARCH'],
    responses: {
      200: reply('A page of matching cards', component('SearchResponse', SearchResponseSchema)),
      400: fails(
        'q over 200 characters or bad paging (VALIDATION_FAILED), text the full-text index refuses (INVALID_SEARCH)',
      ),
    },
  },
});

export function searchRoutes(search: SearchService): Router {
  return mountRoutes(Router(), searchTable, {
    products: async (_req, res, { query }) => {
      res.json(await search.searchProducts(query, viewerOf(res)));
    },
  });
}
