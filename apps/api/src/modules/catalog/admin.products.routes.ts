/**
 * /api/admin/products (decision 045): the back office's product list, one product, a create, an edit and a delete.
 * Reads take an administrator's session or a key with catalog:read; writes an administrator's session (with the
 * csrf token) or a key with catalog:write. Every write is audited and shows on the storefront at once.
 */
import {
  AdminProductListQuerySchema,
  AdminProductListSchema,
  AdminProductSchema,
  AdminProductSkuParamsSchema,
  CreateProductBodySchema,
  UpdateProductBodySchema,
  type ErrorCode,
} from '@shop/domain';
import { Router } from 'express';
import {
  component,
  defineRoutes,
  fails,
  mountRoutes,
  reply,
  writeGuardRefusals,
} from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { adminGuarded as guarded, adminRateLimited as rateLimited } from '../admin/admin.refusals.js';
import { createAdminProducts } from './admin.products.js';

const AdminProduct = component('AdminProduct', AdminProductSchema);
const refused = fails(
  'Invalid body (VALIDATION_FAILED, INVALID_PRODUCT), or an unknown parent, collection or sku (UNKNOWN_PARENT, UNKNOWN_COLLECTION, UNKNOWN_SKU, INVALID_BUNDLE_ITEM)',
);
/** The codes a product's create and edit answer besides their guards' (refused and clash). */
const productWriteErrors = [
  'INVALID_PRODUCT',
  'UNKNOWN_SKU',
  'SKU_TAKEN',
  'HANDLE_TAKEN',
  'HAS_VARIANTS',
  'UNKNOWN_PARENT',
  'UNKNOWN_COLLECTION',
  'INVALID_BUNDLE_ITEM',
] as const satisfies readonly ErrorCode[];
const clash = fails(
  'The sku or a handle already names another product (SKU_TAKEN, HANDLE_TAKEN: the storefront finds a product by its sku, slug or site handle alike), or the parent of variants would stop being one (HAS_VARIANTS)',
);

export const adminProductsTable = defineRoutes('/api', 'admin', {
  listProducts: {
    method: 'get',
    path: '/admin/products',
    security: { scope: 'catalog:read' },
    summary:
      'Products: search (q: part of a sku or name), filters (collection, product_type, stock in_stock/low/out, enabled), order and page (at most 100 a page), with the total (scope catalog:read)',
    query: AdminProductListQuerySchema,
    errors: [],
    responses: {
      200: reply('A page of products', component('AdminProductList', AdminProductListSchema)),
      400: fails('Invalid parameters (VALIDATION_FAILED)'),
      ...rateLimited,
      ...guarded,
    },
  },
  getProduct: {
    method: 'get',
    path: '/admin/products/:sku',
    security: { scope: 'catalog:read' },
    summary:
      'One product as the back office edits it, with its stock, variants, images and rating (scope catalog:read)',
    params: AdminProductSkuParamsSchema,
    errors: ['NOT_FOUND'],
    responses: {
      200: reply('The product', AdminProduct),
      400: fails('Invalid sku (VALIDATION_FAILED)'),
      404: fails('No product has this sku (NOT_FOUND)'),
      ...rateLimited,
      ...guarded,
    },
  },
  createProduct: {
    method: 'post',
    path: '/admin/products',
    security: { scope: 'catalog:write' },
    summary:
      'Create a product (scope catalog:write): shown on the storefront, in its collections and in search at once; audited',
    body: component('CreateProductBody', CreateProductBodySchema),
    errors: productWriteErrors,
    responses: {
      201: reply('Created', AdminProduct),
      400: refused,
      409: clash,
      ...rateLimited,
      ...writeGuardRefusals,
      ...guarded,
    },
  },
  updateProduct: {
    method: 'patch',
    path: '/admin/products/:sku',
    security: { scope: 'catalog:write' },
    summary:
      'Change any editable field of a product (scope catalog:write); the sku, stock, rating and turnover are not set here; audited with the fields before and after',
    params: AdminProductSkuParamsSchema,
    body: component('UpdateProductBody', UpdateProductBodySchema),
    errors: ['NOT_FOUND', ...productWriteErrors],
    responses: {
      200: reply('Changed (or unchanged, when nothing differed)', AdminProduct),
      400: refused,
      404: fails('No product has this sku (NOT_FOUND)'),
      409: clash,
      ...rateLimited,
      ...writeGuardRefusals,
      ...guarded,
    },
  },
  deleteProduct: {
    method: 'delete',
    path: '/admin/products/:sku',
    security: { scope: 'catalog:write' },
    summary:
      'Delete a product (scope catalog:write) with everything that belongs only to it (stock, properties, collection membership, search entry, pictures nothing else shows); refused with 409 PRODUCT_IN_USE while an order names it, it is the parent of variants or a bundle includes it (details.order_lines, details.variants, details.bundles; disable it instead). A session sends its csrf token as X-CSRF-Token; audited',
    params: AdminProductSkuParamsSchema,
    errors: ['NOT_FOUND', 'PRODUCT_IN_USE'],
    responses: {
      204: reply('Deleted'),
      400: fails('Invalid sku (VALIDATION_FAILED)'),
      404: fails('No product has this sku (NOT_FOUND)'),
      409: fails('An order, a variant or a bundle still needs it (PRODUCT_IN_USE): disable it instead'),
      ...rateLimited,
      ...writeGuardRefusals,
      ...guarded,
    },
  },
});

export function adminProductsRoutes(opts: AdminWriteRouteOptions): Router {
  const products = createAdminProducts(opts);
  const guardOf = guardsOf(adminProductsTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };

  return mountRoutes(Router(), adminProductsTable, {
    listProducts: {
      before: guardOf('listProducts'),
      handle: async (_req, res, { query }) => {
        res.set(noStore).json(await products.list(query));
      },
    },
    getProduct: {
      before: guardOf('getProduct'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await products.get(params.sku));
      },
    },
    createProduct: {
      before: guardOf('createProduct'),
      handle: async (_req, res, { body }) => {
        const product = await products.create(body, adminActorOf(res));
        res
          .status(201)
          .set({ ...noStore, Location: `/api/admin/products/${encodeURIComponent(product.sku)}` })
          .json(product);
      },
    },
    updateProduct: {
      before: guardOf('updateProduct'),
      handle: async (_req, res, { params, body }) => {
        res.set(noStore).json(await products.update(params.sku, body, adminActorOf(res)));
      },
    },
    deleteProduct: {
      before: guardOf('deleteProduct'),
      handle: async (_req, res, { params }) => {
        await products.remove(params.sku, adminActorOf(res));
        res.status(204).end();
      },
    },
  });
}
