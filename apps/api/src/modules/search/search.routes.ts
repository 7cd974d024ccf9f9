import { SearchQuerySchema } from '@shop/domain';
import { Router } from 'express';
import { validateQuery } from '../../lib/validate.js';
import { viewerOf } from '../../lib/viewer.js';
import type { SearchService } from './search.service.js';

export function searchRoutes(search: SearchService): Router {
  const router = Router();

  router.get('/search/products', (req, res) => {
    const query = validateQuery(SearchQuerySchema, req.query);
    res.json(search.searchProducts(query, viewerOf(res)));
  });

  return router;
}
