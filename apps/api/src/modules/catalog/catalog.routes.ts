import { Router } from 'express';
import {
  BestSellersResponseSchema,
  CollectionQuerySchema,
  CollectionResponseSchema,
  HandleParamSchema,
  ProductQuerySchema,
  ProductSchema,
  StockResponseSchema,
} from '@shop/domain';
import { z } from 'zod';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import { viewerOf } from '../../lib/viewer.js';
import type { CatalogService } from './catalog.service.js';

const CollectionResponse = component('CollectionResponse', CollectionResponseSchema);
const errors = {
  400: fails('Invalid parameters (VALIDATION_FAILED)'),
  404: fails('Not found (NOT_FOUND)'),
  500: fails('Unexpected error (INTERNAL_ERROR)'),
};

export const catalogTable = defineRoutes('/api', 'catalog', {
  // Before /product/:skuOrHandle, which would take "stock" for a handle.
  stock: {
    method: 'get',
    path: '/product/stock/:sku',
    summary: 'Stock of one sku',
    params: z.object({ sku: HandleParamSchema.describe('The sku') }),
    errors: ['NOT_FOUND', 'INTERNAL_ERROR'],
    responses: { 200: reply('The stock', component('StockResponse', StockResponseSchema)), ...errors },
  },
  product: {
    method: 'get',
    path: '/product/:skuOrHandle',
    summary: 'A product by sku (any case), slug or site handle (URL-encoded)',
    params: z.object({
      skuOrHandle: HandleParamSchema.describe(
        'sku, slug or site_handle; a slug=SKU suffix selects that variant',
      ),
    }),
    query: ProductQuerySchema,
    errors: ['NOT_FOUND', 'INTERNAL_ERROR'],
    responses: { 200: reply('The product', component('Product', ProductSchema)), ...errors },
  },
  collection: {
    method: 'get',
    path: '/collections/:handle',
    summary: 'A page of a collection (pre-ordered items last)',
    params: z.object({ handle: HandleParamSchema.describe('Collection handle') }),
    query: CollectionQuerySchema,
    errors: ['NOT_FOUND', 'INTERNAL_ERROR'],
    responses: { 200: reply('The page', CollectionResponse), ...errors },
  },
  // A list: an empty shop answers an empty one, not the 404 of the collection it is read from (decision 070).
  bestSellers: {
    method: 'get',
    path: '/best-sellers',
    summary: "The home page's best sellers (empty while the shop has no subwoofer collection)",
    errors: ['INTERNAL_ERROR'],
    responses: {
      200: reply('The best sellers', component('BestSellersResponse', BestSellersResponseSchema)),
      500: errors[500],
    },
  },
  subCollection: {
    method: 'get',
    path: '/collections/:handle/:sub',
    summary: 'A page of a sub-collection',
    params: z.object({
      handle: HandleParamSchema.describe('Parent collection handle'),
      sub: HandleParamSchema.describe('Sub-collection handle'),
    }),
    query: CollectionQuerySchema,
    errors: ['NOT_FOUND', 'INTERNAL_ERROR'],
    responses: { 200: reply('The page', CollectionResponse), ...errors },
  },
});

export function catalogRoutes(catalog: CatalogService): Router {
  return mountRoutes(Router(), catalogTable, {
    stock: async (_req, res, { params }) => {
      // Set before the lookup, so that a 404 is not cached either.
      res.set('Cache-Control', 'no-store');
      res.json(await catalog.getStock(params.sku));
    },
    product: async (_req, res, { params, query }) => {
      res.json(await catalog.getProduct(params.skuOrHandle, query, viewerOf(res)));
    },
    collection: async (_req, res, { params, query }) => {
      res.json(await catalog.getCollection(params.handle, query, viewerOf(res)));
    },
    bestSellers: async (_req, res) => {
      res.json(await catalog.bestSellers(viewerOf(res)));
    },
    subCollection: async (_req, res, { params, query }) => {
      res.json(await catalog.getCollection(`${params.handle}/${params.sub}`, query, viewerOf(res)));
    },
  });
}
