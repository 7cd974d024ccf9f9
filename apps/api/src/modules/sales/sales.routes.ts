import { Router } from 'express';
import { ActiveSaleResponseSchema, type ActiveSaleResponse } from '@shop/domain';
import { component, defineRoutes, mountRoutes, reply } from '../../lib/route-table.js';
import type { SalesService } from './sales.service.js';

export const salesTable = defineRoutes('/api', 'sales', {
  active: {
    method: 'get',
    path: '/sales/active',
    summary: 'The first sale active at the server clock',
    errors: [],
    responses: {
      200: reply('The sale or null', component('ActiveSaleResponse', ActiveSaleResponseSchema)),
    },
  },
});

export function salesRoutes(sales: SalesService): Router {
  return mountRoutes(Router(), salesTable, {
    active: async (_req, res) => {
      const body: ActiveSaleResponse = { sale: await sales.activeSale() };
      res.json(body);
    },
  });
}
