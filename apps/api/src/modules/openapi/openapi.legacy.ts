/**
 * Paths still described by hand, of the modules not yet on a route table (lib/route-table.ts). Each
 * module that moves to a table takes its lines out of here; the mounted-vs-documented test keeps both
 * halves honest meanwhile.
 */
import {
  AddToCartEventBodySchema,
  AnalyticsEventResponseSchema,
  PageViewEventBodySchema,
} from '@shop/domain';
import type { z } from 'zod';
import { component, type Component, type JsonSchema } from '../../lib/route-table.js';
import { authPaths, registerAuthSchemas } from './openapi.auth.js';
import { cartPaths, registerCartSchemas } from './openapi.cart.js';
import { registerReviewSchemas, reviewPaths } from './openapi.reviews.js';

type Paths = Record<string, Record<string, JsonSchema>>;

export function legacyComponents(): Component[] {
  const list: Component[] = [
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
  registerReviewSchemas(collector);
  return list;
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (description: string, id: string) => ({
  description,
  content: { 'application/json': { schema: ref(id) } },
});
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
  '/img/p/{sku}/{file}': image('A product picture (n.svg), stored', 'image/svg+xml', file('sku', 'file')),
  ...Object.fromEntries(
    ['banners', 'overlays', 'menu', 'collections', 'ui'].map((kind) => [
      `/img/${kind}/{file}`,
      image(`A ${kind} picture (name.svg), stored`, 'image/svg+xml', file('file')),
    ]),
  ),
  '/img/r/{id}/{file}': image('A seeded review photo (n.svg), stored', 'image/svg+xml', file('id', 'file')),
  '/img/reviews/{file}': image(
    'An uploaded review photo or its thumbnail (WebP)',
    'image/webp',
    file('file'),
  ),
});

export function legacyPaths(): Paths {
  return {
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
    ...(reviewPaths() as Paths),
  };
}
