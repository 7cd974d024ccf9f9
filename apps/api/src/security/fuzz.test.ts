/**
 * Fuzz: fast-check bodies (arbitrary JSON, wrong types under the real field names, deep nesting, long
 * and unicode strings), query strings and path segments against every endpoint of the routers, signed
 * out and signed in. Never a 5xx; every non-2xx /api answer has the one error shape (the marketing and
 * push calls also say status: 'error'). Bounded: RUNS cases per endpoint and kind.
 */
import type { Server } from 'node:http';
import { ErrorBodySchema } from '@shop/domain';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointsOf, openApiPath, type Method } from '../lib/route-table.js';
import { ROUTE_TABLES } from '../route-tables.js';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../test/auth-helpers.js';
import { makeApp, type TestApp } from '../test/make-app.js';
import { mountedRoutes } from '../test/mounted-routes.js';

const RUNS = 40;
/** A backstop for a hung endpoint case: every case runs all RUNS, however long the machine takes. */
const FUZZ_CASE_TIMEOUT_MS = 60_000;

/** Every route of the app, from the route tables; :param segments are fuzzed too. */
const ENDPOINTS = endpointsOf(ROUTE_TABLES);

/** The field and parameter names the schemas read, so that wrong types reach the real fields. */
const KEYS = [
  'sku',
  'quantity',
  'items',
  'version',
  'price',
  'email',
  'password',
  'csrfToken',
  'callbackUrl',
  'first_name',
  'last_name',
  'phone',
  'email_consent',
  'sms_consent',
  'form_type',
  'popup_code',
  'cookieNames',
  'idempotencyKey',
  'contact',
  'shippingAddress',
  'billingAddress',
  'billingSameAsShipping',
  'payment',
  'savedCardId',
  'token',
  'exp_month',
  'exp_year',
  'card_nickname',
  'order_line_id',
  'reason',
  'note',
  'rating',
  'title',
  'body',
  'imageIds',
  'reviewId',
  'endpoint',
  'keys',
  'eventData',
  'lines',
  'q',
  'page',
  'pageSize',
  'skus',
  'limit',
  'type',
  'sizes',
  'vehicle_year',
  'vehicle_make',
  'vehicle_model',
  'variant',
  '__proto__',
  'constructor',
  'role',
  'is_dealer',
];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 2_000, maxLength: 20_000 }),
  fc.constantFrom(
    '',
    ' ',
    '<script>alert(1)</script>',
    "' OR 1=1--",
    '*',
    '"',
    '\u0000',
    'NaN',
    '-1',
    '1e309',
    '🙂',
  ),
);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const deep = fc.integer({ min: 50, max: 400 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { items: value };
  return value;
});
const value = fc.oneof({ maxDepth: 3 }, scalar, fc.jsonValue({ maxDepth: 4 }), deep);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }),
  fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 6 }),
  fc.jsonValue({ maxDepth: 5 }),
  deep,
);
const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })), text), {
  maxLength: 6,
});
const segment = fc.oneof(
  text.filter((s) => s.length > 0 && s.length < 300),
  fc.integer().map(String),
);

describe('fuzz: every endpoint', () => {
  let t: TestApp;
  let server: Server;
  let agent: Agent;
  let csrfToken: string;

  beforeAll(async () => {
    t = await makeApp({
      configOverrides: {
        checkoutRateLimit: 1_000_000,
        signInRateLimit: 1_000_000,
        registerRateLimit: 1_000_000,
        marketingRateLimit: 1_000_000,
        reviewRateLimit: 1_000_000,
      },
    });
    server = t.app.listen(0, '127.0.0.1');
    agent = await signedInAgent(server as unknown as TestApp['app'], await makeUser(t.db));
    csrfToken = await csrfOf(agent);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const check = (method: Method, path: string, res: request.Response) => {
    const where = `${method.toUpperCase()} ${path} -> ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
    expect(res.status, where).toBeLessThan(500);
    // 431: Node's own answer to a URL over its 16 KB header limit, before the app runs (no body).
    if (res.status < 400 || res.status === 431 || !path.startsWith('/api/')) return;
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    const parsed = ErrorBodySchema.safeParse(res.body);
    expect(parsed.success, where).toBe(true);
    if (path.startsWith('/api/marketing/') && method === 'post') expect(res.body.status, where).toBe('error');
  };

  const fill = (template: string, segments: readonly string[]) => {
    let i = 0;
    return template.replace(/:[a-zA-Z]+/g, () => encodeURIComponent(segments[i++ % segments.length] ?? 'x'));
  };

  it('attacks every mounted route', () => {
    const listed = ENDPOINTS.map(([method, path]) => `${method.toUpperCase()} ${openApiPath(path)}`);
    expect(mountedRoutes(t.app).filter((route) => !listed.includes(route))).toEqual([]);
  });

  it.each(ENDPOINTS)(
    '%s %s never answers 5xx and always the error shape',
    async (method, template) => {
      await fc.assert(
        fc.asyncProperty(
          body,
          query,
          fc.array(segment, { minLength: 1, maxLength: 2 }),
          fc.boolean(),
          fc.boolean(),
          async (b, q, segments, signedIn, withCsrf) => {
            const qs = q.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
            const path = fill(template, segments);
            const url = qs ? `${path}?${qs}` : path;
            const client = signedIn ? agent : request(server);
            let test = client[method](url);
            if (method !== 'get') {
              const payload =
                withCsrf && b !== null && typeof b === 'object' && !Array.isArray(b)
                  ? { ...b, csrfToken }
                  : b;
              test = test.set('Content-Type', 'application/json').send(JSON.stringify(payload));
            }
            check(method, path, await test);
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    // The suite's backstop (60 s), not a tighter one: GET /api/openapi.json's 40 answers of 460 KB, each parsed
    // and checked against the document, take 4 s on a quiet machine and passed 30 s at a load of 20 (decision 076).
    FUZZ_CASE_TIMEOUT_MS,
  );
});
