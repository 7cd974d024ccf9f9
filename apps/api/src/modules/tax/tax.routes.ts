import { TaxRatesResponseSchema, type TaxRatesResponse } from '@shop/domain';
import { Router } from 'express';
import { component, defineRoutes, mountRoutes, reply } from '../../lib/route-table.js';
import type { TaxRepo } from './tax.repo.js';

export const taxTable = defineRoutes('/api', 'tax', {
  rates: {
    method: 'get',
    path: '/tax/rates',
    summary:
      'The sales tax rates of the states the shop collects in (parts per million), for the storefront to show the tax checkout will charge',
    errors: [],
    responses: { 200: reply('The rates', component('TaxRatesResponse', TaxRatesResponseSchema)) },
  },
});

/** The public read: cached like the other public reads (lib/response-cache.ts), emptied by a rate's change. */
export function taxRoutes(repo: TaxRepo): Router {
  return mountRoutes(Router(), taxTable, {
    rates: async (_req, res) => {
      const body: TaxRatesResponse = {
        rates: (await repo.rates()).map(({ updated_at: _at, ...rate }) => rate),
      };
      res.json(body);
    },
  });
}
