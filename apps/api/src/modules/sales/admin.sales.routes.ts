/**
 * /api/admin/sales (decision 044): the stored sale settings. Reads and the preview take catalog:read; writes take
 * sales:write. Every route states its scope in the OpenAPI document, which is also what its guard checks.
 */
import {
  AdminCsrfBodySchema,
  AdminSaleListSchema,
  AdminSaleSchema,
  CreateSaleBodySchema,
  IdParamSchema,
  SaleOrderBodySchema,
  SalePreviewBodySchema,
  SalePreviewSchema,
  UpdateSaleBodySchema,
} from '@shop/domain';
import { Router } from 'express';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminWriteRouteOptions } from '../admin/admin.auth.js';
import {
  adminGuarded as guarded,
  adminInvalid as invalid,
  adminWrites as writes,
} from '../admin/admin.refusals.js';
import { createAdminSales } from './admin.sales.js';

const missing = { 404: fails('No such sale (NOT_FOUND)') };
const Sale = component('AdminSale', AdminSaleSchema);
const SaleList = component('AdminSaleList', AdminSaleListSchema);
const CsrfOnly = component('AdminCsrfBody', AdminCsrfBodySchema);

export const adminSalesTable = defineRoutes('/api', 'admin', {
  sales: {
    method: 'get',
    path: '/admin/sales',
    security: { scope: 'catalog:read' },
    summary:
      'The stored sale settings in their order (the first running one is shown), each with runningNow and shownNow',
    errors: [],
    responses: { 200: reply('Sales', SaleList), ...guarded },
  },
  previewSale: {
    method: 'post',
    path: '/admin/sales/preview',
    security: { scope: 'catalog:read' },
    summary:
      "What the storefront would show with an unsaved sale setting (as an edit of sale `id`, else a new sale placed last): whether it would be shown, its banner, badge, countdown and cart text, and each sku's price for a retail shopper while it is shown; nothing is stored",
    body: component('SalePreviewBody', SalePreviewBodySchema),
    errors: ['NOT_FOUND'],
    responses: {
      200: reply('The preview', component('SalePreview', SalePreviewSchema)),
      ...missing,
      ...writes,
    },
  },
  // Before /admin/sales/:id, which would take "order" for an id.
  orderSales: {
    method: 'put',
    path: '/admin/sales/order',
    security: { scope: 'sales:write' },
    summary:
      'Put the sales in order (every stored id once, first first; SALE_ORDER_MISMATCH otherwise); audited',
    body: component('SaleOrderBody', SaleOrderBodySchema),
    errors: ['SALE_ORDER_MISMATCH'],
    responses: { 200: reply('The sales in their new order', SaleList), ...writes },
  },
  sale: {
    method: 'get',
    path: '/admin/sales/:id',
    security: { scope: 'catalog:read' },
    summary: 'One stored sale',
    params: IdParamSchema,
    errors: ['NOT_FOUND'],
    responses: { 200: reply('The sale', Sale), ...missing, ...invalid, ...guarded },
  },
  createSale: {
    method: 'post',
    path: '/admin/sales',
    security: { scope: 'sales:write' },
    summary:
      'Store a new sale setting (every field of the spec), at `position` (default last); a taken name is 409 SALE_NAME_TAKEN; audited, shown at once',
    body: component('CreateSaleBody', CreateSaleBodySchema),
    errors: ['SALE_NAME_TAKEN'],
    responses: {
      201: reply('Created', Sale),
      409: fails('Another sale has this name (SALE_NAME_TAKEN)'),
      ...writes,
    },
  },
  updateSale: {
    method: 'put',
    path: '/admin/sales/:id',
    security: { scope: 'sales:write' },
    summary: "Replace a sale's whole setting (its place is kept); audited, shown at once",
    params: IdParamSchema,
    body: component('UpdateSaleBody', UpdateSaleBodySchema),
    errors: ['NOT_FOUND', 'SALE_NAME_TAKEN'],
    responses: {
      200: reply('Updated', Sale),
      409: fails('Another sale has this name (SALE_NAME_TAKEN)'),
      ...missing,
      ...writes,
    },
  },
  activateSale: {
    method: 'post',
    path: '/admin/sales/:id/activate',
    security: { scope: 'sales:write' },
    summary: "Set the sale's active flag (it runs inside its period; the first running sale is shown)",
    params: IdParamSchema,
    body: CsrfOnly,
    errors: ['NOT_FOUND'],
    responses: { 200: reply('Activated', Sale), ...missing, ...writes },
  },
  deactivateSale: {
    method: 'post',
    path: '/admin/sales/:id/deactivate',
    security: { scope: 'sales:write' },
    summary: "Clear the sale's active flag: the storefront stops showing it at once",
    params: IdParamSchema,
    body: CsrfOnly,
    errors: ['NOT_FOUND'],
    responses: { 200: reply('Deactivated', Sale), ...missing, ...writes },
  },
  deleteSale: {
    method: 'delete',
    path: '/admin/sales/:id',
    security: { scope: 'sales:write' },
    summary: 'Delete a stored sale (a session sends its csrf token as X-CSRF-Token); audited',
    params: IdParamSchema,
    errors: ['NOT_FOUND'],
    responses: { 204: reply('Deleted'), ...missing, ...writes },
  },
});

export function adminSalesRoutes(opts: AdminWriteRouteOptions): Router {
  const sales = createAdminSales(opts);
  const guardOf = guardsOf(adminSalesTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };

  return mountRoutes(Router(), adminSalesTable, {
    sales: {
      before: guardOf('sales'),
      handle: async (_req, res) => {
        res.set(noStore).json(await sales.list());
      },
    },
    previewSale: {
      before: guardOf('previewSale'),
      handle: async (_req, res, { body }) => {
        res.set(noStore).json(await sales.preview(body.sale, { id: body.id, skus: body.skus }));
      },
    },
    orderSales: {
      before: guardOf('orderSales'),
      handle: async (_req, res, { body }) => {
        res.set(noStore).json(await sales.reorder(body.ids, adminActorOf(res)));
      },
    },
    sale: {
      before: guardOf('sale'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await sales.get(params.id));
      },
    },
    createSale: {
      before: guardOf('createSale'),
      handle: async (_req, res, { body }) => {
        res
          .status(201)
          .set(noStore)
          .json(await sales.create(body.sale, body.position, adminActorOf(res)));
      },
    },
    updateSale: {
      before: guardOf('updateSale'),
      handle: async (_req, res, { params, body }) => {
        res.set(noStore).json(await sales.update(params.id, body.sale, adminActorOf(res)));
      },
    },
    activateSale: {
      before: guardOf('activateSale'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await sales.setActive(params.id, true, adminActorOf(res)));
      },
    },
    deactivateSale: {
      before: guardOf('deactivateSale'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await sales.setActive(params.id, false, adminActorOf(res)));
      },
    },
    deleteSale: {
      before: guardOf('deleteSale'),
      handle: async (_req, res, { params }) => {
        await sales.remove(params.id, adminActorOf(res));
        res.status(204).end();
      },
    },
  });
}
