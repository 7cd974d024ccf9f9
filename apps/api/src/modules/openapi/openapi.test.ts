/**
 * The document and the app agree: every route the app mounts is described (method and path), and every
 * described operation is mounted. Walks the Express app's router stack, as Express matches it.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { component, defineRoutes, reply } from '../../lib/route-table.js';
import { makeApp } from '../../test/make-app.js';
import { mountedRoutes } from '../../test/mounted-routes.js';
import { ROUTE_TABLES } from '../../route-tables.js';
import { buildOpenApiDocument } from './openapi.js';

const documented = (paths: Record<string, Record<string, unknown>>): string[] =>
  Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));

describe('GET /api/openapi.json against the mounted routes', async () => {
  const t = await makeApp({ seed: false });
  afterAll(() => t.close());

  it('describes every mounted route and mounts every described one', async () => {
    const res = await request(t.app).get('/api/openapi.json').expect(200);
    const mounted = mountedRoutes(t.app);
    const described = documented(res.body.paths);
    expect(mounted.length).toBeGreaterThan(50);
    expect(
      mounted.filter((r) => !described.includes(r)),
      'mounted, not described',
    ).toEqual([]);
    expect(
      described.filter((r) => !mounted.includes(r)),
      'described, not mounted',
    ).toEqual([]);
  });

  it('refers only to components it defines', async () => {
    const res = await request(t.app).get('/api/openapi.json').expect(200);
    const refs = [...JSON.stringify(res.body).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const id of new Set(refs)) expect(res.body.components.schemas, id).toHaveProperty([id!]);
  });
});

describe('buildOpenApiDocument', () => {
  const tableAnswering = (path: string, schema: z.ZodType) =>
    defineRoutes('/api', 'test', {
      [`get${path.slice(1)}`]: {
        method: 'get',
        path,
        summary: path,
        errors: [],
        responses: { 200: reply('It', component('Thing', schema)) },
      },
    });

  it('names each component once and refuses one name for two schemas', () => {
    const thing = z.object({ a: z.string() });
    const doc = buildOpenApiDocument([tableAnswering('/a', thing), tableAnswering('/b', thing)]) as {
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.components.schemas.Thing).toEqual(expect.objectContaining({ type: 'object' }));
    expect(() =>
      buildOpenApiDocument([tableAnswering('/a', thing), tableAnswering('/b', z.object({ b: z.number() }))]),
    ).toThrow('Component Thing names two schemas');
  });
});

describe('buildOpenApiDocument on the shop', () => {
  type Operation = { operationId: string; security: unknown[]; responses: Record<string, unknown> };
  const doc = buildOpenApiDocument(ROUTE_TABLES) as {
    paths: Record<string, Record<string, Operation>>;
    components: {
      schemas: Record<string, { required?: string[]; properties: Record<string, unknown> }>;
      securitySchemes: Record<string, { description: string }>;
    };
  };
  const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));

  it("asks for the shopper's session on every account route, and for none on a public read", () => {
    const account = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/account/'));
    expect(account.length).toBeGreaterThanOrEqual(10);
    for (const [path, item] of account)
      for (const operation of Object.values(item)) {
        expect(operation.security, path).toEqual([{ customerSession: [] }]);
        expect(operation.responses, path).toHaveProperty(['401']);
      }
    expect(doc.paths['/api/menu']!.get!.security).toEqual([]);
  });

  it('names every operation once and lists every scope an operation asks for', () => {
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    expect(doc.paths['/api/collections/{handle}']!.get!.operationId).toBe('catalog.collection');
    const scopes = operations.flatMap((o) =>
      o.security.flatMap((s) => (s as { apiKey?: string[] }).apiKey ?? []),
    );
    expect(scopes.length).toBeGreaterThan(0);
    for (const scope of scopes) expect(doc.components.securitySchemes.apiKey!.description).toContain(scope);
  });

  it('describes a body as a client sends it: a field with a default or a transform is typed, not required', () => {
    const signIn = doc.components.schemas.CredentialsSignInBody!;
    expect(signIn.required).not.toContain('cartLineItems');
    const application = doc.components.schemas.DealerApplicationBody!;
    for (const field of ['business_name', 'tax_id', 'contact_name', 'phone'])
      expect(application.properties[field], field).toEqual(expect.objectContaining({ type: 'string' }));
  });

  it('gives every operation with parameters, a query or a body its 400', () => {
    const validated = operations.filter((o) => /"in":"(path|query)"/.test(JSON.stringify(o)));
    expect(validated.length).toBeGreaterThan(20);
    for (const o of validated) expect(o.responses, o.operationId).toHaveProperty(['400']);
  });
});
