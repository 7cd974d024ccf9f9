/**
 * /api/admin/menu (decision 044): the header menu's categories (new, renamed, flagged, reordered, deleted), its
 * collections and product links, their flags and order. Reads take catalog:read, writes catalog:write; every
 * route states its scope in the OpenAPI document, which is also what its guard checks.
 */
import {
  AdminMenuSchema,
  CreateMenuCategoryBodySchema,
  CreateMenuCollectionBodySchema,
  CreateMenuProductBodySchema,
  IdParamSchema,
  MenuOrderBodySchema,
  UpdateMenuCategoryBodySchema,
  UpdateMenuCollectionBodySchema,
  UpdateMenuProductBodySchema,
} from '@shop/domain';
import { Router } from 'express';
import { z } from 'zod';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { createAdminMenu, type MenuProducts } from './admin.menu.js';
import { adminGuarded as guarded, adminWrites as writes } from '../admin/admin.refusals.js';

const noEntry = { 404: fails('No such menu entry (NOT_FOUND)') };
const Menu = component('AdminMenu', AdminMenuSchema);
const Created = component('AdminMenuCreated', z.object({ id: z.number().int(), menu: AdminMenuSchema }));

export const adminMenuTable = defineRoutes('/api', 'admin', {
  menu: {
    method: 'get',
    path: '/admin/menu',
    security: { scope: 'catalog:read' },
    summary:
      'The header menu with ids, positions and flags, hidden entries and links to disabled products included',
    errors: [],
    responses: { 200: reply('The menu', Menu), ...guarded },
  },
  orderMenu: {
    method: 'put',
    path: '/admin/menu/order',
    security: { scope: 'catalog:write' },
    summary:
      'Order one group of menu siblings: all categories, or the collections or product links under one parent (every one once; MENU_ORDER_MISMATCH otherwise); audited',
    body: component('MenuOrderBody', MenuOrderBodySchema),
    errors: ['MENU_ORDER_MISMATCH'],
    responses: { 200: reply('The menu', Menu), ...writes },
  },
  createMenuCategory: {
    method: 'post',
    path: '/admin/menu/categories',
    security: { scope: 'catalog:write' },
    summary:
      'A new menu category (title, the handle of the collection it opens, image, side, mobile-only), last in the menu; audited, shown at once',
    body: component('CreateMenuCategoryBody', CreateMenuCategoryBodySchema),
    errors: [],
    responses: { 201: reply('Created: its id and the menu', Created), ...writes },
  },
  updateMenuCategory: {
    method: 'patch',
    path: '/admin/menu/categories/:id',
    security: { scope: 'catalog:write' },
    summary: "Change a menu category's title, handle, image, side or mobile-only flag; audited",
    params: IdParamSchema,
    body: component('UpdateMenuCategoryBody', UpdateMenuCategoryBodySchema),
    errors: ['NOT_FOUND'],
    responses: { 200: reply('The menu', Menu), ...noEntry, ...writes },
  },
  deleteMenuCategory: {
    method: 'delete',
    path: '/admin/menu/categories/:id',
    security: { scope: 'catalog:write' },
    summary:
      'Remove a menu category with every collection and product link under it (csrf as X-CSRF-Token); audited',
    params: IdParamSchema,
    errors: ['NOT_FOUND'],
    responses: { 204: reply('Removed'), ...noEntry, ...writes },
  },
  createMenuCollection: {
    method: 'post',
    path: '/admin/menu/collections',
    security: { scope: 'catalog:write' },
    summary: 'A new menu collection, last under its category (or parent menu collection); audited',
    body: component('CreateMenuCollectionBody', CreateMenuCollectionBodySchema),
    errors: ['UNKNOWN_PARENT', 'UNKNOWN_CATEGORY'],
    responses: {
      201: reply('Created: its id and the menu', Created),
      ...writes,
      400: fails('Invalid body (VALIDATION_FAILED), UNKNOWN_CATEGORY or UNKNOWN_PARENT'),
    },
  },
  updateMenuCollection: {
    method: 'patch',
    path: '/admin/menu/collections/:id',
    security: { scope: 'catalog:write' },
    summary:
      "Change a menu collection's title, subtitle, target, image, hidden or hide-pricing flag; audited",
    params: IdParamSchema,
    body: component('UpdateMenuCollectionBody', UpdateMenuCollectionBodySchema),
    errors: ['NOT_FOUND'],
    responses: { 200: reply('The menu', Menu), ...noEntry, ...writes },
  },
  deleteMenuCollection: {
    method: 'delete',
    path: '/admin/menu/collections/:id',
    security: { scope: 'catalog:write' },
    summary: 'Remove a menu collection with its sub-menu and product links (csrf as X-CSRF-Token); audited',
    params: IdParamSchema,
    errors: ['NOT_FOUND'],
    responses: { 204: reply('Removed'), ...noEntry, ...writes },
  },
  createMenuProduct: {
    method: 'post',
    path: '/admin/menu/products',
    security: { scope: 'catalog:write' },
    summary: 'A new product link, last under its menu collection or category; audited',
    body: component('CreateMenuProductBody', CreateMenuProductBodySchema),
    errors: ['UNKNOWN_SKU', 'UNKNOWN_PARENT', 'UNKNOWN_CATEGORY'],
    responses: {
      201: reply('Created: its id and the menu', Created),
      ...writes,
      400: fails('Invalid body (VALIDATION_FAILED), UNKNOWN_SKU, UNKNOWN_CATEGORY or UNKNOWN_PARENT'),
    },
  },
  updateMenuProduct: {
    method: 'patch',
    path: '/admin/menu/products/:id',
    security: { scope: 'catalog:write' },
    summary: "Change a menu product link's override title or subtitle; audited",
    params: IdParamSchema,
    body: component('UpdateMenuProductBody', UpdateMenuProductBodySchema),
    errors: ['NOT_FOUND'],
    responses: { 200: reply('The menu', Menu), ...noEntry, ...writes },
  },
  deleteMenuProduct: {
    method: 'delete',
    path: '/admin/menu/products/:id',
    security: { scope: 'catalog:write' },
    summary: 'Remove a menu product link (csrf as X-CSRF-Token); audited',
    params: IdParamSchema,
    errors: ['NOT_FOUND'],
    responses: { 204: reply('Removed'), ...noEntry, ...writes },
  },
});

export function adminMenuRoutes(opts: AdminWriteRouteOptions & { products: MenuProducts }): Router {
  const menu = createAdminMenu(opts);
  const guardOf = guardsOf(adminMenuTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };
  const fieldsOf = <B extends { csrfToken?: string }>({ csrfToken: _csrf, ...fields }: B) => fields;

  return mountRoutes(Router(), adminMenuTable, {
    menu: {
      before: guardOf('menu'),
      handle: async (_req, res) => {
        res.set(noStore).json(await menu.get());
      },
    },
    orderMenu: {
      before: guardOf('orderMenu'),
      handle: async (_req, res, { body }) => {
        res.set(noStore).json(await menu.order(body, adminActorOf(res)));
      },
    },
    createMenuCategory: {
      before: guardOf('createMenuCategory'),
      handle: async (_req, res, { body }) => {
        res
          .status(201)
          .set(noStore)
          .json(await menu.createCategory(body, adminActorOf(res)));
      },
    },
    deleteMenuCategory: {
      before: guardOf('deleteMenuCategory'),
      handle: async (_req, res, { params }) => {
        await menu.deleteCategory(params.id, adminActorOf(res));
        res.status(204).end();
      },
    },
    updateMenuCategory: {
      before: guardOf('updateMenuCategory'),
      handle: async (_req, res, { params, body }) => {
        res.set(noStore).json(await menu.updateCategory(params.id, fieldsOf(body), adminActorOf(res)));
      },
    },
    createMenuCollection: {
      before: guardOf('createMenuCollection'),
      handle: async (_req, res, { body }) => {
        res
          .status(201)
          .set(noStore)
          .json(await menu.createCollection(body, adminActorOf(res)));
      },
    },
    updateMenuCollection: {
      before: guardOf('updateMenuCollection'),
      handle: async (_req, res, { params, body }) => {
        res.set(noStore).json(await menu.updateCollection(params.id, fieldsOf(body), adminActorOf(res)));
      },
    },
    deleteMenuCollection: {
      before: guardOf('deleteMenuCollection'),
      handle: async (_req, res, { params }) => {
        await menu.deleteCollection(params.id, adminActorOf(res));
        res.status(204).end();
      },
    },
    createMenuProduct: {
      before: guardOf('createMenuProduct'),
      handle: async (_req, res, { body }) => {
        res
          .status(201)
          .set(noStore)
          .json(await menu.createProduct(body, adminActorOf(res)));
      },
    },
    updateMenuProduct: {
      before: guardOf('updateMenuProduct'),
      handle: async (_req, res, { params, body }) => {
        res.set(noStore).json(await menu.updateProduct(params.id, fieldsOf(body), adminActorOf(res)));
      },
    },
    deleteMenuProduct: {
      before: guardOf('deleteMenuProduct'),
      handle: async (_req, res, { params }) => {
        await menu.deleteProduct(params.id, adminActorOf(res));
        res.status(204).end();
      },
    },
  });
}
