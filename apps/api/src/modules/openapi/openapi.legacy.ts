/**
 * Paths still described by hand, of the modules not yet on a route table (lib/route-table.ts). Each
 * module that moves to a table takes its lines out of here; the mounted-vs-documented test keeps both
 * halves honest meanwhile.
 */
import {
  ActiveSaleResponseSchema,
  AddToCartEventBodySchema,
  AnalyticsEventResponseSchema,
  CollectionQuerySchema,
  CollectionResponseSchema,
  HandleParamSchema,
  PageViewEventBodySchema,
  ProductQuerySchema,
  ProductSchema,
  StockResponseSchema,
} from '@shop/domain';
import { z } from 'zod';
import { component, type Component, type JsonSchema } from '../../lib/route-table.js';
import { authPaths, registerAuthSchemas } from './openapi.auth.js';
import { cartPaths, registerCartSchemas } from './openapi.cart.js';
import { marketingPaths, registerMarketingSchemas } from './openapi.marketing.js';
import { registerReviewSchemas, reviewPaths } from './openapi.reviews.js';

type Paths = Record<string, Record<string, JsonSchema>>;

export function legacyComponents(): Component[] {
  const list: Component[] = [
    component('Product', ProductSchema),
    component('StockResponse', StockResponseSchema),
    component('CollectionResponse', CollectionResponseSchema),
    component('ActiveSaleResponse', ActiveSaleResponseSchema),
    component('AddToCartEventBody', AddToCartEventBodySchema),
    component('PageViewEventBody', PageViewEventBodySchema),
    component('AnalyticsEventResponse', AnalyticsEventResponseSchema),
  ];
  const collector = {
    add: (schema: z.ZodType, meta: { id: string }) => {
      list.push(component(meta.id, schema));
      return collector;
    },
  } as unknown as z.core.$ZodRegistry<{ id: string }>;
  registerCartSchemas(collector);
  registerAuthSchemas(collector);
  registerMarketingSchemas(collector);
  registerReviewSchemas(collector);
  return list;
}

const strip = (schema: JsonSchema): JsonSchema => {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
};
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (description: string, id: string) => ({
  description,
  content: { 'application/json': { schema: ref(id) } },
});
const handleSchema = strip(z.toJSONSchema(HandleParamSchema) as JsonSchema);
const pathParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: handleSchema,
});

const queryParams = (schema: z.ZodObject) => {
  const js = z.toJSONSchema(schema, { io: 'input' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: js.required?.includes(name) ?? false,
    schema: s,
  }));
};

const errors = {
  '400': json('Invalid parameters (VALIDATION_FAILED)', 'Error'),
  '404': json('Not found (NOT_FOUND)', 'Error'),
  '500': json('Unexpected error (INTERNAL_ERROR)', 'Error'),
};

const xml = { '200': { description: 'XML', content: { 'application/xml': { schema: { type: 'string' } } } } };
const file = (...names: string[]) =>
  names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
const image = (summary: string, type: string, parameters: JsonSchema[]) => ({
  get: {
    summary,
    parameters,
    responses: {
      '200': { description: type, content: { [type]: { schema: { type: 'string' } } } },
      '400': json('Bad file name (VALIDATION_FAILED)', 'Error'),
      '404': json('No such image (NOT_FOUND)', 'Error'),
    },
  },
});
const imagePaths = (): Paths => ({
  '/img/p/{sku}/{file}': image('A product picture (n.svg), drawn', 'image/svg+xml', file('sku', 'file')),
  ...Object.fromEntries(
    ['banners', 'overlays', 'menu', 'collections', 'ui'].map((kind) => [
      `/img/${kind}/{file}`,
      image(`A ${kind} picture (name.svg), drawn`, 'image/svg+xml', file('file')),
    ]),
  ),
  '/img/r/{id}/{file}': image('A seeded review photo (n.svg), drawn', 'image/svg+xml', file('id', 'file')),
  '/img/reviews/{file}': image(
    'An uploaded review photo or its thumbnail (WebP)',
    'image/webp',
    file('file'),
  ),
});

export function legacyPaths(): Paths {
  const collectionQuery = queryParams(CollectionQuerySchema);
  return {
    '/api/product/{skuOrHandle}': {
      get: {
        summary: 'A product by sku (any case), slug or site handle (URL-encoded)',
        parameters: [
          pathParam('skuOrHandle', 'sku, slug or site_handle; a slug=SKU suffix selects that variant'),
          ...queryParams(ProductQuerySchema),
        ],
        responses: { '200': json('The product', 'Product'), ...errors },
      },
    },
    '/api/product/stock/{sku}': {
      get: {
        summary: 'Stock of one sku',
        parameters: [pathParam('sku', 'The sku')],
        responses: { '200': json('The stock', 'StockResponse'), ...errors },
      },
    },
    '/api/collections/{handle}': {
      get: {
        summary: 'A page of a collection (pre-ordered items last)',
        parameters: [pathParam('handle', 'Collection handle'), ...collectionQuery],
        responses: { '200': json('The page', 'CollectionResponse'), ...errors },
      },
    },
    '/api/collections/{handle}/{sub}': {
      get: {
        summary: 'A page of a sub-collection',
        parameters: [
          pathParam('handle', 'Parent collection handle'),
          pathParam('sub', 'Sub-collection handle'),
          ...collectionQuery,
        ],
        responses: { '200': json('The page', 'CollectionResponse'), ...errors },
      },
    },
    '/api/sales/active': {
      get: {
        summary: 'The first sale active at the server clock',
        responses: { '200': json('The sale or null', 'ActiveSaleResponse') },
      },
    },
    '/api/analytics/events/add-to-cart': {
      post: {
        summary: 'Store an add-to-cart analytics event (items or item, totalPrice, eventData)',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: ref('AddToCartEventBody') } },
        },
        responses: {
          '200': json('Stored', 'AnalyticsEventResponse'),
          '400': json('Invalid body (VALIDATION_FAILED, INVALID_JSON)', 'Error'),
          '413': json('Body too large (PAYLOAD_TOO_LARGE)', 'Error'),
          '429': json('Too many events (RATE_LIMITED)', 'Error'),
        },
      },
    },
    '/api/analytics/events/page-view': {
      post: {
        summary: 'Store a page-view analytics event (eventData, pageType derived from the path when absent)',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: ref('PageViewEventBody') } },
        },
        responses: {
          '200': json('Stored', 'AnalyticsEventResponse'),
          '400': json('Invalid body (VALIDATION_FAILED, INVALID_JSON)', 'Error'),
          '413': json('Body too large (PAYLOAD_TOO_LARGE)', 'Error'),
          '429': json('Too many events (RATE_LIMITED)', 'Error'),
        },
      },
    },
    '/robots.txt': {
      get: {
        summary: 'Crawling rules (private paths disallowed) and the sitemap location',
        responses: {
          '200': { description: 'text/plain', content: { 'text/plain': { schema: { type: 'string' } } } },
        },
      },
    },
    '/sitemap.xml': {
      get: {
        summary:
          'Sitemap of home, collections, product cards and content pages (a sitemap index over /sitemap-pages.xml and /sitemap-products-{n}.xml above 50,000 URLs)',
        responses: {
          '200': { description: 'XML', content: { 'application/xml': { schema: { type: 'string' } } } },
        },
      },
    },
    '/sitemap-pages.xml': {
      get: { summary: 'Sitemap of home, collections and content pages', responses: xml },
    },
    '/sitemap-products-{n}.xml': {
      get: {
        summary: 'The n-th sitemap of product pages (a catalogue above 50,000 URLs)',
        parameters: [{ name: 'n', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        responses: {
          ...xml,
          '400': json('Bad n (VALIDATION_FAILED)', 'Error'),
          '404': json('No such sitemap (NOT_FOUND)', 'Error'),
        },
      },
    },
    ...imagePaths(),
    ...(cartPaths() as Paths),
    ...(authPaths() as Paths),
    ...(marketingPaths() as Paths),
    ...(reviewPaths() as Paths),
  };
}
