/**
 * /api/admin/collections and /api/admin/menu (issue 19): collections' texts, banners, flags and products in
 * order; the header menu's entries, flags and order. Reads take catalog:read, writes catalog:write; every
 * route states its scope in the OpenAPI document, which is also what its guard checks.
 */
import {
  AddCollectionProductsBodySchema,
  AdminCollectionDetailSchema,
  AdminCollectionListSchema,
  AdminMenuSchema,
  CollectionSkuParamsSchema,
  CreateCollectionBodySchema,
  CreateMenuCollectionBodySchema,
  CreateMenuProductBodySchema,
  IdParamSchema,
  MenuOrderBodySchema,
  SetCollectionProductsBodySchema,
  UpdateCollectionBodySchema,
  UpdateMenuCategoryBodySchema,
  UpdateMenuCollectionBodySchema,
  UpdateMenuProductBodySchema,
} from '@shop/domain';
import { Router } from 'express';
import { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import {
  component,
  defineRoutes,
  fails,
  mountRoutes,
  reply,
  writeGuardRefusals,
} from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminGuard } from './admin.auth.js';
import { createAdminCollections } from './admin.collections.js';
import { createAdminMenu } from './admin.menu.js';

const guarded = {
  401: fails('No session, or a wrong or revoked API key (SESSION_REQUIRED, UNAUTHORIZED)'),
  403: fails(
    'Not an administrator (FORBIDDEN), a key without the scope (INSUFFICIENT_SCOPE), foreign Origin or csrf',
  ),
};
const invalid = { 400: fails('Invalid body or parameters (VALIDATION_FAILED)') };
const writes = {
  ...invalid,
  429: fails('Too many calls for this API key (RATE_LIMITED)'),
  ...writeGuardRefusals,
  ...guarded,
};
const noCollection = { 404: fails('No such collection (NOT_FOUND)') };
const noEntry = { 404: fails('No such menu entry (NOT_FOUND)') };
const unknownSku = {
  400: fails('Invalid body (VALIDATION_FAILED), or a sku no product has (UNKNOWN_SKU, details.unknown)'),
};
const Detail = component('AdminCollectionDetail', AdminCollectionDetailSchema);
const Menu = component('AdminMenu', AdminMenuSchema);
const Created = component('AdminMenuCreated', z.object({ id: z.number().int(), menu: AdminMenuSchema }));

export const adminCollectionsTable = defineRoutes('/api', 'admin', {
  collections: {
    method: 'get',
    path: '/admin/collections',
    security: { scope: 'catalog:read' },
    summary: 'Every collection (sub-collections too) with its texts, banners, flags and product count',
    responses: {
      200: reply('Collections', component('AdminCollectionList', AdminCollectionListSchema)),
      ...guarded,
    },
  },
  createCollection: {
    method: 'post',
    path: '/admin/collections',
    security: { scope: 'catalog:write' },
    summary:
      'A new collection, top-level or under a top-level parent_id (its page: /collections/{parent}/{handle}); a taken handle is 409 HANDLE_TAKEN; audited',
    body: component('CreateCollectionBody', CreateCollectionBodySchema),
    responses: {
      201: reply('Created', Detail),
      409: fails('The handle is taken (HANDLE_TAKEN)'),
      ...writes,
      400: fails('Invalid body (VALIDATION_FAILED), UNKNOWN_PARENT or PARENT_NOT_TOP_LEVEL'),
    },
  },
  collection: {
    method: 'get',
    path: '/admin/collections/:id',
    security: { scope: 'catalog:read' },
    summary: 'One collection with its products in their order (enabled and pre-ordered flags)',
    params: IdParamSchema,
    responses: { 200: reply('The collection', Detail), ...noCollection, ...invalid, ...guarded },
  },
  updateCollection: {
    method: 'patch',
    path: '/admin/collections/:id',
    security: { scope: 'catalog:write' },
    summary:
      "Change a collection's titles, descriptions, page image, sale and no-sale banners, hide-pricing and daily-deal flags; audited, shown at once",
    params: IdParamSchema,
    body: component('UpdateCollectionBody', UpdateCollectionBodySchema),
    responses: { 200: reply('Updated', Detail), ...noCollection, ...writes },
  },
  setCollectionProducts: {
    method: 'put',
    path: '/admin/collections/:id/products',
    security: { scope: 'catalog:write' },
    summary:
      "Set a collection's whole membership in order (up to 5,000 skus; unlisted products leave); all or nothing; audited",
    params: IdParamSchema,
    body: component('SetCollectionProductsBody', SetCollectionProductsBodySchema),
    responses: { 200: reply('The new membership', Detail), ...noCollection, ...writes, ...unknownSku },
  },
  addCollectionProducts: {
    method: 'post',
    path: '/admin/collections/:id/products',
    security: { scope: 'catalog:write' },
    summary:
      'Add products to a collection at `position` (0 first; default last); members listed again move there; audited',
    params: IdParamSchema,
    body: component('AddCollectionProductsBody', AddCollectionProductsBodySchema),
    responses: { 200: reply('The new membership', Detail), ...noCollection, ...writes, ...unknownSku },
  },
  removeCollectionProduct: {
    method: 'delete',
    path: '/admin/collections/:id/products/:sku',
    security: { scope: 'catalog:write' },
    summary: 'Take a product out of a collection (a session sends its csrf token as X-CSRF-Token); audited',
    params: CollectionSkuParamsSchema,
    responses: {
      200: reply('The new membership', Detail),
      404: fails('No such collection, or the product is not in it (NOT_FOUND)'),
      ...writes,
    },
  },
  menu: {
    method: 'get',
    path: '/admin/menu',
    security: { scope: 'catalog:read' },
    summary:
      'The header menu with ids, positions and flags, hidden entries and links to disabled products included',
    responses: { 200: reply('The menu', Menu), ...guarded },
  },
  orderMenu: {
    method: 'put',
    path: '/admin/menu/order',
    security: { scope: 'catalog:write' },
    summary:
      'Order one group of menu siblings: all categories, or the collections or product links under one parent (every one once; MENU_ORDER_MISMATCH otherwise); audited',
    body: component('MenuOrderBody', MenuOrderBodySchema),
    responses: { 200: reply('The menu', Menu), ...writes },
  },
  updateMenuCategory: {
    method: 'patch',
    path: '/admin/menu/categories/:id',
    security: { scope: 'catalog:write' },
    summary: "Change a menu category's title, handle, image, side or mobile-only flag; audited",
    params: IdParamSchema,
    body: component('UpdateMenuCategoryBody', UpdateMenuCategoryBodySchema),
    responses: { 200: reply('The menu', Menu), ...noEntry, ...writes },
  },
  createMenuCollection: {
    method: 'post',
    path: '/admin/menu/collections',
    security: { scope: 'catalog:write' },
    summary: 'A new menu collection, last under its category (or parent menu collection); audited',
    body: component('CreateMenuCollectionBody', CreateMenuCollectionBodySchema),
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
    responses: { 200: reply('The menu', Menu), ...noEntry, ...writes },
  },
  deleteMenuCollection: {
    method: 'delete',
    path: '/admin/menu/collections/:id',
    security: { scope: 'catalog:write' },
    summary: 'Remove a menu collection with its sub-menu and product links (csrf as X-CSRF-Token); audited',
    params: IdParamSchema,
    responses: { 204: reply('Removed'), ...noEntry, ...writes },
  },
  createMenuProduct: {
    method: 'post',
    path: '/admin/menu/products',
    security: { scope: 'catalog:write' },
    summary: 'A new product link, last under its menu collection or category; audited',
    body: component('CreateMenuProductBody', CreateMenuProductBodySchema),
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
    responses: { 200: reply('The menu', Menu), ...noEntry, ...writes },
  },
  deleteMenuProduct: {
    method: 'delete',
    path: '/admin/menu/products/:id',
    security: { scope: 'catalog:write' },
    summary: 'Remove a menu product link (csrf as X-CSRF-Token); audited',
    params: IdParamSchema,
    responses: { 204: reply('Removed'), ...noEntry, ...writes },
  },
});

export type AdminCollectionsRouteOptions = { db: Db; clock: Clock; changes: ChangeFeed; guard: AdminGuard };

export function adminCollectionsRoutes(opts: AdminCollectionsRouteOptions): Router {
  const collections = createAdminCollections(opts);
  const menu = createAdminMenu(opts);
  const guardOf = guardsOf(adminCollectionsTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };
  const fieldsOf = <B extends { csrfToken?: string }>({ csrfToken: _csrf, ...fields }: B) => fields;

  return mountRoutes(Router(), adminCollectionsTable, {
    collections: {
      before: guardOf('collections'),
      handle: async (_req, res) => {
        res.set(noStore).json({ collections: await collections.list() });
      },
    },
    createCollection: {
      before: guardOf('createCollection'),
      handle: async (_req, res, { body }) => {
        res
          .status(201)
          .set(noStore)
          .json(await collections.create(body, adminActorOf(res)));
      },
    },
    collection: {
      before: guardOf('collection'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await collections.get(params.id));
      },
    },
    updateCollection: {
      before: guardOf('updateCollection'),
      handle: async (_req, res, { params, body }) => {
        res.set(noStore).json(await collections.update(params.id, fieldsOf(body), adminActorOf(res)));
      },
    },
    setCollectionProducts: {
      before: guardOf('setCollectionProducts'),
      handle: async (_req, res, { params, body }) => {
        res.set(noStore).json(await collections.setProducts(params.id, body.skus, adminActorOf(res)));
      },
    },
    addCollectionProducts: {
      before: guardOf('addCollectionProducts'),
      handle: async (_req, res, { params, body }) => {
        res
          .set(noStore)
          .json(await collections.addProducts(params.id, body.skus, body.position, adminActorOf(res)));
      },
    },
    removeCollectionProduct: {
      before: guardOf('removeCollectionProduct'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await collections.removeProduct(params.id, params.sku, adminActorOf(res)));
      },
    },
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
