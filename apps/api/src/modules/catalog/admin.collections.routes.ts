/**
 * /api/admin/collections (decision 044): collections' texts, banners, flags and products in order, new and
 * deleted collections (the menu: admin.menu.routes.ts). Reads take catalog:read, writes catalog:write; every
 * route states its scope in the OpenAPI document, which is also what its guard checks.
 */
import {
  AddCollectionProductsBodySchema,
  AdminCollectionDetailSchema,
  AdminCollectionListSchema,
  CollectionSkuParamsSchema,
  CreateCollectionBodySchema,
  IdParamSchema,
  SetCollectionProductsBodySchema,
  UpdateCollectionBodySchema,
} from '@shop/domain';
import { Router } from 'express';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminWriteRouteOptions } from '../admin/admin.auth.js';
import {
  adminGuarded as guarded,
  adminInvalid as invalid,
  adminWrites as writes,
} from '../admin/admin.refusals.js';
import { createAdminCollections } from './admin.collections.js';

const noCollection = { 404: fails('No such collection (NOT_FOUND)') };
const unknownSku = {
  400: fails('Invalid body (VALIDATION_FAILED), or a sku no product has (UNKNOWN_SKU, details.unknown)'),
};
const Detail = component('AdminCollectionDetail', AdminCollectionDetailSchema);

export const adminCollectionsTable = defineRoutes('/api', 'admin', {
  collections: {
    method: 'get',
    path: '/admin/collections',
    security: { scope: 'catalog:read' },
    summary: 'Every collection (sub-collections too) with its texts, banners, flags and product count',
    errors: [],
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
    errors: ['HANDLE_TAKEN', 'UNKNOWN_PARENT', 'PARENT_NOT_TOP_LEVEL'],
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
    errors: ['NOT_FOUND'],
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
    errors: ['NOT_FOUND'],
    responses: { 200: reply('Updated', Detail), ...noCollection, ...writes },
  },
  deleteCollection: {
    method: 'delete',
    path: '/admin/collections/:id',
    security: { scope: 'catalog:write' },
    summary:
      'Delete a collection: its page answers 404 at once, its product memberships and the menu collections and product links that open it go with it, its products stay (their breadcrumb to it is cleared); refused with 409 COLLECTION_IN_USE while it has sub-collections or a menu category opens it (details.sub_collections, details.menu_categories). A session sends its csrf token as X-CSRF-Token; audited',
    params: IdParamSchema,
    errors: ['NOT_FOUND', 'COLLECTION_IN_USE'],
    responses: {
      204: reply('Deleted'),
      409: fails('Sub-collections or a menu category still need it (COLLECTION_IN_USE)'),
      ...noCollection,
      ...writes,
    },
  },
  setCollectionProducts: {
    method: 'put',
    path: '/admin/collections/:id/products',
    security: { scope: 'catalog:write' },
    summary:
      "Set a collection's whole membership in order (up to 5,000 skus; unlisted products leave); all or nothing; audited",
    params: IdParamSchema,
    body: component('SetCollectionProductsBody', SetCollectionProductsBodySchema),
    errors: ['NOT_FOUND', 'UNKNOWN_SKU'],
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
    errors: ['NOT_FOUND', 'UNKNOWN_SKU'],
    responses: { 200: reply('The new membership', Detail), ...noCollection, ...writes, ...unknownSku },
  },
  removeCollectionProduct: {
    method: 'delete',
    path: '/admin/collections/:id/products/:sku',
    security: { scope: 'catalog:write' },
    summary: 'Take a product out of a collection (a session sends its csrf token as X-CSRF-Token); audited',
    params: CollectionSkuParamsSchema,
    errors: ['NOT_FOUND'],
    responses: {
      200: reply('The new membership', Detail),
      404: fails('No such collection, or the product is not in it (NOT_FOUND)'),
      ...writes,
    },
  },
});

export function adminCollectionsRoutes(opts: AdminWriteRouteOptions): Router {
  const collections = createAdminCollections(opts);
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
    deleteCollection: {
      before: guardOf('deleteCollection'),
      handle: async (_req, res, { params }) => {
        await collections.remove(params.id, adminActorOf(res));
        res.status(204).end();
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
  });
}
