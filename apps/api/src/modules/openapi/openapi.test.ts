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
      get: {
        method: 'get',
        path,
        summary: path,
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
