/** The OpenAPI 3.1 description of the API, generated from the zod schemas of @shop/domain. */
import {
  ActiveSaleResponseSchema,
  AddToCartEventBodySchema,
  AnalyticsEventResponseSchema,
  CardVariantSchema,
  PageViewEventBodySchema,
  SearchQuerySchema,
  SearchResponseSchema,
  CollectionQuerySchema,
  CollectionResponseSchema,
  ErrorBodySchema,
  HandleParamSchema,
  HealthResponseSchema,
  MenuCollectionSchema,
  MenuResponseSchema,
  ProductCardSchema,
  ProductQuerySchema,
  ProductSchema,
  ProductSummarySchema,
  StockResponseSchema,
} from '@shop/domain';
import { z } from 'zod';
import { authPaths, registerAuthSchemas } from './openapi.auth.js';
import { cartPaths, registerCartSchemas } from './openapi.cart.js';
import { registerVehicleSchemas, vehiclePaths } from './openapi.vehicles.js';
import { marketingPaths, registerMarketingSchemas } from './openapi.marketing.js';
import { registerReviewSchemas, reviewPaths } from './openapi.reviews.js';

type JsonSchema = Record<string, unknown>;

const strip = (schema: JsonSchema): JsonSchema => {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
};

const components = (): Record<string, JsonSchema> => {
  const registry = z.registry<{ id: string }>();
  registry.add(MenuCollectionSchema, { id: 'MenuCollection' });
  registry.add(ProductSummarySchema, { id: 'ProductSummary' });
  registry.add(CardVariantSchema, { id: 'CardVariant' });
  registry.add(ProductCardSchema, { id: 'ProductCard' });
  registry.add(ProductSchema, { id: 'Product' });
  registry.add(StockResponseSchema, { id: 'StockResponse' });
  registry.add(CollectionResponseSchema, { id: 'CollectionResponse' });
  registry.add(MenuResponseSchema, { id: 'MenuResponse' });
  registry.add(ActiveSaleResponseSchema, { id: 'ActiveSaleResponse' });
  registry.add(HealthResponseSchema, { id: 'HealthResponse' });
  registry.add(ErrorBodySchema, { id: 'Error' });
  registry.add(SearchResponseSchema, { id: 'SearchResponse' });
  registry.add(AddToCartEventBodySchema, { id: 'AddToCartEventBody' });
  registry.add(PageViewEventBodySchema, { id: 'PageViewEventBody' });
  registry.add(AnalyticsEventResponseSchema, { id: 'AnalyticsEventResponse' });
  registerCartSchemas(registry);
  registerAuthSchemas(registry);
  registerVehicleSchemas(registry);
  registerMarketingSchemas(registry);
  registerReviewSchemas(registry);
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
  });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, strip(schema as JsonSchema)]));
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

export function buildOpenApiDocument(): JsonSchema {
  const collectionQuery = queryParams(CollectionQuerySchema);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Skar Audio shop API',
      version: '0.1.0',
      description:
        'Money is in dollars with 2 decimals. Errors are {"error":{"code","message","details"?}}. price_dealer is null unless the session is a dealer.',
    },
    paths: {
      '/api/health': { get: { summary: 'Liveness', responses: { '200': json('OK', 'HealthResponse') } } },
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
      '/api/menu': {
        get: { summary: 'The header menu', responses: { '200': json('The menu', 'MenuResponse') } },
      },
      '/api/sales/active': {
        get: {
          summary: 'The first sale active at the server clock',
          responses: { '200': json('The sale or null', 'ActiveSaleResponse') },
        },
      },
      '/api/search/products': {
        get: {
          summary:
            'Site search over sku, name and property values; cards by 30-day turnover descending, then name. A query without letters or digits answers no results.',
          parameters: queryParams(SearchQuerySchema),
          responses: {
            '200': json('A page of matching cards', 'SearchResponse'),
            '400': json('q over 200 characters or bad paging (VALIDATION_FAILED)', 'Error'),
          },
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
          summary:
            'Store a page-view analytics event (eventData, pageType derived from the path when absent)',
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
      ...cartPaths(),
      ...authPaths(),
      ...vehiclePaths(),
      ...marketingPaths(),
      ...reviewPaths(),
      '/api/openapi.json': {
        get: { summary: 'This document', responses: { '200': { description: 'OpenAPI 3.1 document' } } },
      },
    },
    components: { schemas: components() },
  };
}
