/**
 * Fuzz as an administrator (security/fuzz.test.ts attacks every route signed out and as a shopper, whom the
 * admin guard turns away before any input is read): fast-check bodies, query strings and path segments against
 * every review moderation route, with the csrf token. Never a 5xx; every refusal has the one error shape.
 */
import { ErrorBodySchema } from '@shop/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointsOf, type Method } from '../../lib/route-table.js';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { addReviews } from '../../test/review-factories.js';
import { makeProduct } from '../../test/shop-factories.js';
import { adminReviewsTable } from './admin.reviews.routes.js';

const RUNS = 30;
const ENDPOINTS = endpointsOf([adminReviewsTable]);
const KEYS = ['reply', 'mode', 'status', 'rating', 'sku', 'withPhotos', 'page', '__proto__', 'constructor'];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 900, maxLength: 3_000 }),
  fc.constantFrom('', ' ', '<script>alert(1)</script>', "' OR 1=1--", '\u0000', 'hold', 'publish', '1e309'),
);
const value = fc.oneof(
  { maxDepth: 2 },
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const segment = fc.oneof(
  text.filter((s) => s.length > 0 && s.length < 300),
  fc.integer().map(String),
  fc.integer({ min: 0, max: 3 }).map(String),
);
const query = fc
  .dictionary(fc.constantFrom(...KEYS), fc.oneof(text, fc.integer().map(String)), { maxKeys: 4 })
  .map((q) => new URLSearchParams(q).toString());

describe('fuzz as an administrator: the review moderation routes', () => {
  let t: TestApp;
  let admin: Agent;
  let csrfToken: string;

  beforeAll(async () => {
    t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000 } });
    const product = await makeProduct(t.db);
    await addReviews(t.db, product, [{ images: 2 }, { rating: 1 }, {}]);
    admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
    csrfToken = await csrfOf(admin);
  });
  afterAll(() => t.close());

  const fill = (template: string, segments: readonly string[]) => {
    let i = 0;
    return template.replace(/:[a-zA-Z]+/g, () => encodeURIComponent(segments[i++ % segments.length] ?? 'x'));
  };

  it.each(ENDPOINTS)(
    '%s %s never answers 5xx and always the error shape',
    async (method: Method, template: string) => {
      await fc.assert(
        fc.asyncProperty(body, fc.array(segment, { minLength: 1, maxLength: 2 }), query, async (b, s, q) => {
          const path = `${fill(template, s)}${method === 'get' ? `?${q}` : ''}`;
          let test = admin[method](path);
          if (method !== 'get') {
            const payload =
              b !== null && typeof b === 'object' && !Array.isArray(b) ? { ...b, csrfToken } : b;
            test = test
              .set('Content-Type', 'application/json')
              .set('X-CSRF-Token', csrfToken)
              .send(JSON.stringify(payload));
          }
          const res = await test;
          const where = `${method.toUpperCase()} ${path} -> ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status >= 400) expect(ErrorBodySchema.safeParse(res.body).success, where).toBe(true);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    60_000,
  );
});
