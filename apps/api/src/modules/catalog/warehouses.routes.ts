/**
 * The warehouses (decision 083): GET /api/warehouses, the active ones in order, for the storefront's dealer
 * card and table (cached like the other public reads, emptied by a change); /api/admin/warehouses lists every
 * one and changes their names, order and states together (scopes catalog:read, catalog:write), audited.
 */
import { PutWarehousesBodySchema, WarehousesResponseSchema, orderedWarehouses } from '@shop/domain';
import { Router } from 'express';
import type { Db } from '../../db/database.js';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { adminGuarded as guarded, adminWrites as writes } from '../admin/admin.refusals.js';
import { createAdminWarehouses } from './admin.warehouses.js';
import { createWarehousesRepo } from './warehouses.repo.js';

const Warehouses = component('WarehousesResponse', WarehousesResponseSchema);

export const warehousesTable = defineRoutes('/api', 'catalog', {
  warehouses: {
    method: 'get',
    path: '/warehouses',
    summary: "The active warehouses (stock locations) in the merchant's order: code, name, position",
    errors: [],
    responses: { 200: reply('The warehouses', Warehouses) },
  },
});

export const adminWarehousesTable = defineRoutes('/api', 'admin', {
  adminWarehouses: {
    method: 'get',
    path: '/admin/warehouses',
    security: { scope: 'catalog:read' },
    summary: "Every warehouse, active or not, in the merchant's order",
    errors: [],
    responses: { 200: reply('The warehouses', Warehouses), ...guarded },
  },
  putWarehouses: {
    method: 'put',
    path: '/admin/warehouses',
    security: { scope: 'catalog:write' },
    summary:
      'Name, order (the list order) and state of every warehouse, each once, at least one active; a warehouse holding units is not deactivated (409 WAREHOUSE_HOLDS_STOCK); audited',
    body: component('PutWarehousesBody', PutWarehousesBodySchema),
    errors: ['WAREHOUSE_HOLDS_STOCK'],
    responses: {
      200: reply('The warehouses', Warehouses),
      409: fails('A warehouse to deactivate holds units (WAREHOUSE_HOLDS_STOCK)'),
      ...writes,
    },
  },
});

export function warehousesRoutes(readDb: Db): Router {
  return mountRoutes(Router(), warehousesTable, {
    warehouses: async (_req, res) => {
      res.json({ warehouses: orderedWarehouses(await createWarehousesRepo(readDb).list(), 'active') });
    },
  });
}

export function adminWarehousesRoutes(opts: AdminWriteRouteOptions): Router {
  const warehouses = createAdminWarehouses(opts);
  const guardOf = guardsOf(adminWarehousesTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };
  return mountRoutes(Router(), adminWarehousesTable, {
    adminWarehouses: {
      before: guardOf('adminWarehouses'),
      handle: async (_req, res) => {
        res.set(noStore).json(await warehouses.list());
      },
    },
    putWarehouses: {
      before: guardOf('putWarehouses'),
      handle: async (_req, res, { body }) => {
        res.set(noStore).json(await warehouses.put(body.warehouses, adminActorOf(res)));
      },
    },
  });
}
