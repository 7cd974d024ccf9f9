import express, { Router, type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { createErrorHandler } from './error-handler.js';
import { createLogger } from './logger.js';
import {
  component,
  defineRoutes,
  endpointsOf,
  fails,
  mountRoutes,
  openApiPaths,
  reply,
  type RouteSpec,
} from './route-table.js';

const Body = component('Body', z.object({ n: z.number().int() }));
const table = defineRoutes('/api', 'test', {
  item: {
    method: 'post',
    path: '/items/:id',
    summary: 'An item',
    params: z.object({ id: z.coerce.number().int().positive().describe('The item id') }),
    query: z.object({ q: z.string().max(3), page: z.coerce.number().default(1) }),
    body: Body,
    errors: ['NOT_FOUND'],
    responses: {
      200: reply('The item', Body),
      400: fails('Bad (VALIDATION_FAILED)'),
      404: fails('No such item (NOT_FOUND)'),
    },
  },
  later: {
    method: 'get',
    path: '/later',
    summary: 'Fails after an await',
    errors: [],
    responses: { 200: reply('Never') },
  },
});

const refuseWithout: RequestHandler = (req, _res, next) => {
  if (req.get('x-allowed') !== 'yes') throw new AppError('FORBIDDEN', 'No');
  next();
};

function appOf() {
  const app = express();
  app.use(express.json());
  const router = mountRoutes(Router(), table, {
    item: {
      before: [refuseWithout],
      handle: (_req, res, input) => {
        res.json(input);
      },
    },
    later: async () => {
      await Promise.resolve();
      throw new AppError('CART_VERSION_CONFLICT', 'Later');
    },
  });
  app.use('/api', router);
  app.use(createErrorHandler(createLogger('silent')));
  return app;
}

describe('mountRoutes', () => {
  const app = appOf();

  it('hands the handler the parsed params, query and body', async () => {
    const res = await request(app)
      .post('/api/items/7?q=ab')
      .set('x-allowed', 'yes')
      .send({ n: 2 })
      .expect(200);
    expect(res.body).toEqual({ params: { id: 7 }, query: { q: 'ab', page: 1 }, body: { n: 2 } });
  });

  it('validates params first, then query, then body, each as 400 VALIDATION_FAILED', async () => {
    const post = (url: string, body: unknown) =>
      request(app)
        .post(url)
        .set('x-allowed', 'yes')
        .send(body as object)
        .expect(400);
    const pathOf = (res: request.Response) => (res.body.error.details as { path: string }[])[0]?.path;
    expect(pathOf(await post('/api/items/x?q=toolong', { n: 'x' }))).toBe('id');
    expect(pathOf(await post('/api/items/1?q=toolong', { n: 'x' }))).toBe('q');
    expect(pathOf(await post('/api/items/1?q=ok', { n: 'x' }))).toBe('n');
  });

  it('runs the middleware before validation', async () => {
    const res = await request(app).post('/api/items/x').send({}).expect(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('passes a rejected handler to the error handler', async () => {
    expect((await request(app).get('/api/later').expect(409)).body.error.code).toBe('CART_VERSION_CONFLICT');
  });
});

describe('openApiPaths', () => {
  it('writes each route once under its OpenAPI path, parameters from the schemas', () => {
    const op = openApiPaths([table])['/api/items/{id}']?.post as {
      tags: string[];
      parameters: { name: string; in: string; required: boolean; description?: string }[];
      requestBody: unknown;
      responses: Record<string, unknown>;
    };
    expect(op.tags).toEqual(['test']);
    expect(
      op.parameters.map(({ name, in: where, required, description }) => [name, where, required, description]),
    ).toEqual([
      ['id', 'path', true, 'The item id'],
      ['q', 'query', true, undefined],
      ['page', 'query', false, undefined],
    ]);
    expect(op.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Body' } } },
    });
    // Its own answers, and those every /api write gives (the guards' refusals, decision 064).
    expect(Object.keys(op.responses)).toEqual(['200', '400', '403', '404', '413', '415']);
  });

  it("lists in each error answer the route's codes of its status and its guards' (decision 084)", () => {
    const op = openApiPaths([table])['/api/items/{id}']?.post as {
      responses: Record<string, { content: { 'application/json': { schema: unknown } } }>;
    };
    const codesOf = (status: string) =>
      (
        op.responses[status]?.content['application/json'].schema as {
          allOf: [unknown, { properties: { error: { properties: { code: { enum: string[] } } } } }];
        }
      ).allOf[1].properties.error.properties.code.enum;
    expect(codesOf('404')).toEqual(['NOT_FOUND']);
    expect(codesOf('400')).toEqual(['INVALID_JSON', 'REQUEST_ABORTED', 'BAD_REQUEST', 'VALIDATION_FAILED']);
    expect(codesOf('403')).toEqual(['FORBIDDEN_ORIGIN']);
  });

  it('refuses a declared code without an answer of its status, and an error answer without a code', () => {
    const spec = table.routes.later;
    const tableOf = (route: RouteSpec) => defineRoutes('/api', 'test', { later: route });
    expect(() => openApiPaths([tableOf({ ...spec, errors: ['OUT_OF_STOCK'] })])).toThrow(
      'test.later declares OUT_OF_STOCK but documents no 409 answer',
    );
    expect(() =>
      openApiPaths([tableOf({ ...spec, responses: { ...spec.responses, 409: fails('Conflict') } })]),
    ).toThrow('test.later documents a 409 error answer but declares no code of that status');
  });

  it('refuses a method and path declared twice', () => {
    expect(() => openApiPaths([table, table])).toThrow('POST /api/items/{id} is declared twice');
  });

  it('lists the endpoints with their mount for the fuzz suite', () => {
    expect(endpointsOf([table])).toEqual([
      ['post', '/api/items/:id'],
      ['get', '/api/later'],
    ]);
  });
});
