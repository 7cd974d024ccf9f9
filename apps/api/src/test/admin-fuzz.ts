/**
 * Fuzz as an administrator (security/fuzz.test.ts attacks every route signed out and as a shopper, whom the
 * admin guard turns away before any input is read): fast-check bodies, query strings and path segments against
 * every route of the given tables, with the csrf token. Never a 5xx; every refusal has the one error shape.
 * Bounded: `runs` cases per route. Its parts (the signed-in administrator, hostile text, the answer's check)
 * serve suites with bodies of their own (admin.products.fuzz.test.ts).
 */
import { ErrorBodySchema } from '@shop/domain';
import fc from 'fast-check';
import type request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpointsOf, type Method, type RouteTable } from '../lib/route-table.js';
import { csrfOf, makeUser, signedInAgent, type Agent } from './auth-helpers.js';
import { makeApp, type MakeAppOptions, type TestApp } from './make-app.js';

/** Short, long and hostile text, and `words` (values a field or a path takes). */
export const fuzzText = (words: readonly string[] = []) =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ minLength: 2_000, maxLength: 20_000 }),
    fc.constantFrom(
      '',
      ' ',
      '<script>alert(1)</script>',
      "' OR 1=1--",
      '\u0000',
      'NaN',
      '-1',
      '1e309',
      '🙂',
      ...words,
    ),
  );

/** Never a 5xx; a refusal has the one error shape (431: Node's own answer to a URL over 16 KB, no body). */
export function expectNo5xx(res: request.Response, where: string): void {
  const said = `${where} -> ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  expect(res.status, said).toBeLessThan(500);
  if (res.status >= 400 && res.status !== 431)
    expect(ErrorBodySchema.safeParse(res.body).success, said).toBe(true);
}

export type FuzzAdmin = { t: TestApp; admin: Agent; csrfToken: string };

/**
 * An app for the suite (sign-in not rate-limited) with an administrator signed in and its csrf token, ready in
 * the returned object once beforeAll has run; `setup` adds what the routes need before they are attacked.
 */
export function fuzzAdmin(app?: MakeAppOptions, setup?: (t: TestApp) => Promise<void>): FuzzAdmin {
  const ready = {} as FuzzAdmin;
  beforeAll(async () => {
    ready.t = await makeApp({ ...app, configOverrides: { signInRateLimit: 1000, ...app?.configOverrides } });
    await setup?.(ready.t);
    ready.admin = await signedInAgent(ready.t.app, await makeUser(ready.t.db, { isAdmin: true }));
    ready.csrfToken = await csrfOf(ready.admin);
  });
  afterAll(() => ready.t.close());
  return ready;
}

export function fuzzAdminRoutes(spec: {
  tables: readonly RouteTable[];
  /** The field names the routes' schemas read, so that wrong types reach the real fields. */
  keys: readonly string[];
  /** Words a path segment may be (an action's name, an id's form), besides random text and ids. */
  segments?: readonly string[];
  app?: MakeAppOptions;
  setup?: (t: TestApp) => Promise<void>;
  runs?: number;
}): void {
  const keys = [...spec.keys, '__proto__', 'constructor'];
  const text = fuzzText();
  const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
  const value = fc.oneof({ maxDepth: 3 }, scalar, fc.jsonValue({ maxDepth: 4 }));
  const fields = fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 8 });
  const body = fc.oneof(
    fields,
    // Objects under the fields (a sale's texts, a layout), so that their own fields are reached too.
    fc.dictionary(fc.constantFrom(...keys), fields, { maxKeys: 3 }),
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

  const ready = fuzzAdmin(spec.app, spec.setup);

  it.each(endpointsOf(spec.tables))(
    '%s %s never answers 5xx and always the error shape',
    async (method: Method, template: string) => {
      const { admin, csrfToken } = ready;
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
          expectNo5xx(await test, `${method.toUpperCase()} ${path}`);
        }),
        { numRuns: spec.runs ?? 30, endOnFailure: true },
      );
    },
    60_000,
  );
}
