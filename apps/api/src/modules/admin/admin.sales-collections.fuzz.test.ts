/**
 * Fuzz as an administrator (security/fuzz.test.ts attacks every route signed out and as a shopper, whom the
 * admin guard turns away before any input is read): fast-check bodies, query strings and path segments
 * against every sales, collections, menu and audit log route, with the csrf token. Never a 5xx; every refusal has the
 * one error shape. Bounded: RUNS cases per route.
 */
import { ErrorBodySchema } from '@shop/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointsOf, type Method } from '../../lib/route-table.js';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { adminCollectionsTable } from './admin.collections.routes.js';
import { adminSalesTable } from './admin.sales.routes.js';
import { adminOrdersTable } from './admin.orders.routes.js';
import { adminMenuTable } from './admin.menu.routes.js';
import { adminAuditTable } from './admin.audit.routes.js';

const RUNS = 30;
const ENDPOINTS = endpointsOf([
  adminSalesTable,
  adminCollectionsTable,
  adminMenuTable,
  adminAuditTable,
  adminOrdersTable,
]);

/** The field names the admin schemas read, so that wrong types reach the real fields. */
const KEYS = [
  'sale',
  'name',
  'saleIsActive',
  'saleStartsAt',
  'saleExpiresAt',
  'discountPercentage',
  'salePercentageDailyDeal',
  'saleTextSettings',
  'layoutSettings',
  'bannerLinks',
  'position',
  'ids',
  'id',
  'skus',
  'kind',
  'title',
  'handle',
  'parent_id',
  'category_id',
  'menu_collection_id',
  'sku',
  'slug',
  'is_hidden',
  'hide_pricing',
  'mobile_only',
  'group_side',
  'description',
  'page_image',
  'sale_banner_image',
  'image_url',
  'actor',
  'entity',
  'entity_id',
  'page',
  'pageSize',
  '__proto__',
  'constructor',
  // The orders and returns routes' fields.
  'carrier',
  'trackingNumber',
  'amountCents',
  'reason',
  'note',
  'resellable',
  'status',
  'from',
  'to',
  'email',
  'order',
  'channel',
];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 2_000, maxLength: 20_000 }),
  fc.constantFrom('', ' ', '<script>alert(1)</script>', "' OR 1=1--", '\u0000', 'NaN', '-1', '1e309', '🙂'),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.integer({ min: 1, max: 5 }),
);
const value = fc.oneof({ maxDepth: 3 }, scalar, fc.jsonValue({ maxDepth: 4 }));
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }),
  fc.dictionary(fc.constantFrom(...KEYS), fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }), {
    maxKeys: 3,
  }),
  fc.jsonValue({ maxDepth: 5 }),
);
const segment = fc.oneof(
  text.filter((s) => s.length > 0 && s.length < 300),
  fc.integer().map(String),
  fc.integer({ min: 1, max: 5 }).map(String),
  fc.constantFrom('SA-000001', 'sa-000002', 'SA-0000000000001'),
);

describe('fuzz as an administrator: the sales, collections, menu, audit log, orders and returns routes', () => {
  let t: TestApp;
  let admin: Agent;
  let csrfToken: string;

  beforeAll(async () => {
    t = await makeApp({ configOverrides: { signInRateLimit: 1000 } });
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
        fc.asyncProperty(body, fc.array(segment, { minLength: 1, maxLength: 2 }), async (b, segments) => {
          const path = fill(template, segments);
          let test = admin[method](path);
          const plain = b !== null && typeof b === 'object' && !Array.isArray(b);
          // A read gets the body's fields as its query string (the audit log's filter, its page).
          if (method === 'get' && plain) test = test.query(b as Record<string, unknown>);
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
