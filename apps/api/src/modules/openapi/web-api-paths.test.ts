import { readFileSync } from 'node:fs';
import { AddCartLineBodySchema } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { component, defineRoutes, reply } from '../../lib/route-table.js';
import { ROUTE_TABLES } from '../../route-tables.js';
import { buildOpenApiDocument } from './openapi.js';
import { domainBodySchemas, WEB_API_PATHS_FILE, webApiPathsSource } from './web-api-paths.js';

type Doc = Parameters<typeof webApiPathsSource>[0];
const sourceOf = (tables: Parameters<typeof buildOpenApiDocument>[0]): string =>
  webApiPathsSource(buildOpenApiDocument(tables) as Doc, domainBodySchemas(tables));

// Decision 085: the web's client takes the operations of apps/web/src/lib/api-paths.ts, written by `npm run api:types`.
describe('the web’s description of the API', () => {
  it('apps/web/src/lib/api-paths.ts is what the route tables document', () => {
    const checkedIn = readFileSync(new URL(`../../../../../${WEB_API_PATHS_FILE}`, import.meta.url), 'utf8');
    expect(sourceOf(ROUTE_TABLES), 'run `npm run api:types` after changing a route table').toBe(checkedIn);
  });

  it('writes each operation’s parameters by type and the components of its body and answer', () => {
    const Thing = component('Thing', z.object({ a: z.string() }));
    const ThingBody = component('ThingBody', z.object({ b: z.number() }));
    const text = sourceOf([
      defineRoutes('/api', 'test', {
        act: {
          method: 'post',
          path: '/things/:id/:action',
          summary: 'Act',
          params: z.object({ id: z.coerce.number().int(), action: z.enum(['open', 'close']) }),
          query: z.object({
            dryRun: z.enum(['0', '1']).optional(),
            'page-size': z.coerce.number().optional(),
          }),
          body: ThingBody,
          errors: [],
          responses: { 200: reply('The thing', Thing) },
        },
        list: {
          method: 'get',
          path: '/things',
          summary: 'List',
          errors: [],
          responses: { 204: reply('Nothing') },
        },
      }),
      defineRoutes('/img', 'images', {
        picture: {
          method: 'get',
          path: '/x.svg',
          summary: 'Not the API',
          errors: [],
          responses: { 200: reply('It') },
        },
      }),
    ]);
    expect(text).toContain(`  'POST /api/things/{id}/{action}': {
    path: {
      id: number;
      action: 'open' | 'close';
    };
    query: {
      dryRun?: '0' | '1';
      'page-size'?: number;
    };
    body: 'ThingBody';
    answer: 'Thing';
  };`);
    expect(text).toContain(`  'GET /api/things': {
    path: null;
    query: null;
    body: null;
    answer: null;
  };`);
    expect(text).not.toContain('/img');
    // A body the API builds itself is written from its JSON schema (zod's input).
    expect(text).toContain(`export type ApiBodies = {
  ThingBody: {
    b: number;
  };
};`);
  });

  it("types a body whose schema is the domain's as zod's input of that schema", () => {
    const text = sourceOf([
      defineRoutes('/api', 'test', {
        add: {
          method: 'post',
          path: '/cart-lines',
          summary: 'Add',
          body: component('AddCartLineBody', AddCartLineBodySchema),
          errors: [],
          responses: { 204: reply('Added') },
        },
      }),
    ]);
    expect(text).toContain('  AddCartLineBody: z.input<typeof Domain.AddCartLineBodySchema>;');
    expect(text).toContain("import type * as Domain from '@shop/domain';");
  });
});
