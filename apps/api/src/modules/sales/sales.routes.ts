import { Router } from 'express';
import type { ActiveSaleResponse } from '@shop/domain';
import type { SalesService } from './sales.service.js';

export function salesRoutes(sales: SalesService): Router {
  const router = Router();
  router.get('/sales/active', (_req, res) => {
    const body: ActiveSaleResponse = { sale: sales.activeSale() };
    res.json(body);
  });
  return router;
}
