/**
 * Fuzz as an administrator (security/fuzz.test.ts attacks every route signed out and as a shopper, whom the
 * admin guard turns away before any input is read): fast-check bodies, query strings and path segments against
 * every route of the given tables, with the csrf token. Never a 5xx; every refusal has the one error shape.
 * Bounded: `runs` cases per route.
 */
import { ErrorBodySchema } from '@shop/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpointsOf, type Method, type RouteTable } from '../lib/route-table.js';
import { csrfOf, makeUser, signedInAgent, type Agent } from './auth-helpers.js';
import { makeApp, type MakeAppOptions, type TestApp } from './make-app.js';

export function fuzzAdminRoutes(spec: {
  tables: readonly RouteTable[];
  /** The field names the routes' schemas read, so that wrong types reach the real fields. */
  keys: readonly string[];
  /** Words a path segment may be (an action's name), besides random text and ids. */
  segments?: readonly string[];
  app?: MakeAppOptions;
  runs?: number;
}): void {
  const keys = [...spec.keys, '__proto__', 'constructor'];
  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ minLength: 2_000, maxLength: 20_000 }),
    fc.constantFrom('', ' ', '<script>alert(1)</script>', "' OR 1=1--", '\u0000', 'NaN', '-1', '1e309', '🙂'),
  );
  const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
  const value = fc.oneof({ maxDepth: 3 }, scalar, fc.jsonValue({ maxDepth: 4 }));
  const body = fc.oneof(
    fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 8 }),
    fc.jsonValue({ maxDepth: 5 }),
  );
  const segment = fc.oneof(
    text.filter((s) => s.length > 0 && s.length < 300),
    fc.integer().map(String),
    fc.integer({ min: 1, max: 5 }).map(String),
    fc.constantFrom('x', ...(spec.segments ?? [])),
  );
  const fill = (template: string, segments: readonly string[]) => {
    let i = 0;
    return template.replace(/:[a-zA-Z]+/g, () => encodeURIComponent(segments[i++ % segments.length] ?? 'x'));
  };

  let t: TestApp;
  let admin: Agent;
  let csrfToken: string;
  beforeAll(async () => {
    t = await makeApp({
      ...spec.app,
      configOverrides: { signInRateLimit: 1000, ...spec.app?.configOverrides },
    });
    admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
    csrfToken = await csrfOf(admin);
  });
  afterAll(() => t.close());

  it.each(endpointsOf(spec.tables))(
    '%s %s never answers 5xx and always the error shape',
    async (method: Method, template: string) => {
      await fc.assert(
        fc.asyncProperty(body, fc.array(segment, { minLength: 1, maxLength: 2 }), async (b, segments) => {
          const path = fill(template, segments);
          let test = admin[method](path);
          const plain = b !== null && typeof b === 'object' && !Array.isArray(b);
          // A read gets the body's fields as its query string (filters, a page).
          if (method === 'get' && plain) test = test.query(b as Record<string, unknown>);
          if (method !== 'get')
            test = test
              .set('Content-Type', 'application/json')
              .set('X-CSRF-Token', csrfToken)
              .send(JSON.stringify(plain ? { ...b, csrfToken } : b));
          const res = await test;
          const where = `${method.toUpperCase()} ${path} -> ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status >= 400) expect(ErrorBodySchema.safeParse(res.body).success, where).toBe(true);
        }),
        { numRuns: spec.runs ?? 30, endOnFailure: true },
      );
    },
    60_000,
  );
}
