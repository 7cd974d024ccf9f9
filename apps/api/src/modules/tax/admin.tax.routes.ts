/**
 * /api/admin/tax (decision 075): the states' sales tax rates. Reads take tax:read, writes tax:write; every write
 * is audited.
 */
import { AdminTaxRatesSchema, PutTaxRateBodySchema, TaxStateParamSchema } from '@shop/domain';
import { Router } from 'express';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { adminGuarded as guarded, adminWrites as writes } from '../admin/admin.refusals.js';
import { createAdminTax } from './admin.tax.js';

const Rates = component('AdminTaxRates', AdminTaxRatesSchema);

export const adminTaxTable = defineRoutes('/api', 'admin', {
  taxRates: {
    method: 'get',
    path: '/admin/tax/rates',
    security: { scope: 'tax:read' },
    summary: 'The sales tax rates of the states the shop collects in, with when each last changed',
    errors: [],
    responses: { 200: reply('The rates', Rates), ...guarded },
  },
  putTaxRate: {
    method: 'put',
    path: '/admin/tax/rates/:state',
    security: { scope: 'tax:write' },
    summary:
      "Set a state's rate (state and average local rate in parts per million, at most 20% together) and whether shipping is taxed there; audited",
    params: TaxStateParamSchema,
    body: component('PutTaxRateBody', PutTaxRateBodySchema),
    errors: [],
    responses: { 200: reply('The rates', Rates), ...writes },
  },
  deleteTaxRate: {
    method: 'delete',
    path: '/admin/tax/rates/:state',
    security: { scope: 'tax:write' },
    summary: 'Stop collecting tax in a state (csrf as X-CSRF-Token); audited',
    params: TaxStateParamSchema,
    errors: ['NOT_FOUND'],
    responses: {
      204: reply('Removed'),
      404: fails('The shop collects no tax in this state (NOT_FOUND)'),
      ...writes,
    },
  },
});

export function adminTaxRoutes(opts: AdminWriteRouteOptions): Router {
  const tax = createAdminTax(opts);
  const guardOf = guardsOf(adminTaxTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };

  return mountRoutes(Router(), adminTaxTable, {
    taxRates: {
      before: guardOf('taxRates'),
      handle: async (_req, res) => {
        res.set(noStore).json(await tax.list());
      },
    },
    putTaxRate: {
      before: guardOf('putTaxRate'),
      handle: async (_req, res, { params, body }) => {
        const rate = {
          state_code: params.state,
          state_rate_ppm: body.state_rate_ppm,
          local_rate_ppm: body.local_rate_ppm,
          shipping_taxed: body.shipping_taxed,
        };
        res.set(noStore).json(await tax.put(rate, adminActorOf(res)));
      },
    },
    deleteTaxRate: {
      before: guardOf('deleteTaxRate'),
      handle: async (_req, res, { params }) => {
        await tax.remove(params.state, adminActorOf(res));
        res.status(204).end();
      },
    },
  });
}
