/**
 * Fuzz as an administrator (security/fuzz.test.ts attacks every route signed out and as a shopper, whom the
 * admin guard turns away before any input is read): fast-check bodies, query strings and path segments
 * against the product routes (list, read, create, edit, delete), with the csrf token. Bodies are arbitrary JSON, and valid products with some
 * fields given wrong or hostile values, so that the checks behind the schemas (clashes, references, the
 * writes themselves) are reached too. Never a 5xx; every refusal has the one error shape. Bounded: RUNS cases
 * per kind.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectNo5xx as check, fuzzAdmin, fuzzText } from '../../test/admin-fuzz.js';

const RUNS = 60;

/** The field names the product schemas read. */
const FIELDS = [
  'sku',
  'upc',
  'name',
  'site_name',
  'slug',
  'site_handle',
  'category',
  'vendor',
  'product_type',
  'is_parent',
  'variant_parent_sku',
  'variant_option_one_name',
  'variant_option_one_value',
  'price',
  'price_map',
  'price_msrp',
  'price_dealer',
  'sale_enabled',
  'enabled_on_site',
  'discontinued',
  'block_backorder',
  'preorder',
  'seo_title',
  'seo_description',
  'description',
  'weight',
  'total_subwoofer_holes',
  'compatibility_notes',
  'properties',
  'tabs',
  'collections',
  'primary_collection',
  'frequently_bought_together',
  'bundle_items',
  'stock',
  'id',
  'rating',
  '__proto__',
  'constructor',
] as const;
const QUERY_KEYS = ['q', 'collection', 'product_type', 'stock', 'enabled', 'sort', 'page', 'pageSize'];

const text = fuzzText([
  '%',
  '_',
  '\\',
  'variant',
  'bundle',
  'in_stock',
  'true',
  '2026-02-30',
  'car-subwoofers',
  'ZZ-FUZZ-1',
]);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof({ maxDepth: 3 }, scalar, fc.jsonValue({ maxDepth: 4 }));
const hostileFields = fc.dictionary(fc.constantFrom(...FIELDS), value, { minKeys: 1, maxKeys: 4 });
const segment = fc.oneof(
  text.filter((s) => s.length > 0 && s.length < 300),
  fc.integer().map(String),
);

/** Values of the right type for each field, edgy within it: so that bodies pass the schemas and reach the store. */
const words = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
  fc.constantFrom("' OR 1=1--", '<img src=x onerror=alert(1)>', '%_\\', 'Ünïcødé ✓ 🙂', 'a'.repeat(150)),
);
const slugLike = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/);
const skuLike = fc.oneof(fc.stringMatching(/^[A-Z0-9][A-Z0-9._-]{0,15}$/), fc.constantFrom('FZ-1', 'fz-1'));
const dollars = fc.integer({ min: 0, max: 100_000_000 }).map((c) => c / 100);
const day = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  sku: skuLike,
  upc: fc.option(words),
  name: words,
  site_name: words,
  slug: slugLike,
  site_handle: slugLike,
  category: fc.option(fc.oneof(slugLike, fc.constant('loaded-subwoofer-enclosures'))),
  vendor: words,
  product_type: fc.constantFrom('normal', 'variant', 'bundle'),
  is_parent: fc.boolean(),
  variant_parent_sku: fc.option(skuLike),
  variant_option_one_name: fc.option(words),
  variant_option_one_value: fc.option(words),
  price: dollars,
  price_map: dollars,
  price_msrp: dollars,
  price_dealer: fc.option(dollars),
  sale_enabled: fc.boolean(),
  enabled_on_site: fc.boolean(),
  discontinued: fc.boolean(),
  block_backorder: fc.boolean(),
  preorder: fc.option(
    fc.record({
      is_pre_order_eligible: fc.boolean(),
      is_pre_order_enabled: fc.boolean(),
      manual_override_eta_date: fc.option(day),
      in_stock_eta_date: fc.option(day),
    }),
  ),
  seo_title: words,
  seo_description: words,
  description: fc
    .string({ maxLength: 3000 })
    // eslint-disable-next-line no-control-regex
    .filter((t) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(t)),
  weight: fc.option(fc.double({ min: 0, max: 100_000, noNaN: true })),
  total_subwoofer_holes: fc.option(fc.integer({ min: 0, max: 64 })),
  compatibility_notes: fc.option(words),
  properties: fc.uniqueArray(fc.record({ key: words, value: words }), {
    maxLength: 6,
    selector: (p) => p.key.trim(),
  }),
  tabs: fc.array(fc.record({ title: words, text: fc.option(words), table: fc.constant(null) }), {
    maxLength: 3,
  }),
  collections: fc.uniqueArray(
    fc.oneof(slugLike, fc.constantFrom('car-subwoofers', 'car-amplifiers/monoblock-amplifiers')),
    {
      maxLength: 3,
    },
  ),
  primary_collection: fc.option(fc.constantFrom('car-subwoofers', 'no-such-collection')),
  frequently_bought_together: fc.uniqueArray(skuLike, { maxLength: 3, selector: (s) => s.toUpperCase() }),
  bundle_items: fc.uniqueArray(fc.record({ sku: skuLike, quantity: fc.integer({ min: 1, max: 100 }) }), {
    maxLength: 3,
    selector: (i) => i.sku.toUpperCase(),
  }),
  stock: fc.record({ tpa: fc.nat({ max: 1_000_000 }), lv: fc.nat({ max: 1_000_000 }) }),
};
const plausibleFields = fc
  .subarray(Object.keys(plausible), { minLength: 1, maxLength: 6 })
  .chain((keys) => fc.record(Object.fromEntries(keys.map((k) => [k, plausible[k]!]))));

let n = 0;
const validProduct = () => {
  n++;
  return {
    sku: `FZ-${n}`,
    name: `Fuzz product ${n}`,
    slug: `fz-product-${n}`,
    price: 10,
    price_map: 10,
    price_msrp: 12,
  };
};

describe('fuzz as an administrator: the product routes', () => {
  const ready = fuzzAdmin();
  const send = (method: 'post' | 'patch', path: string, payload: unknown) =>
    ready.admin[method](path)
      .set('Content-Type', 'application/json')
      .set('X-CSRF-Token', ready.csrfToken)
      .send(JSON.stringify(payload));

  const KINDS = [
    ['arbitrary JSON', fc.jsonValue({ maxDepth: 5 })],
    ['fields of the wrong type or hostile', hostileFields],
    ['fields of the right type, edgy values', plausibleFields],
  ] as const;
  const withCsrf = (b: unknown) =>
    b !== null && typeof b === 'object' && !Array.isArray(b) ? { ...b, csrfToken: ready.csrfToken } : b;

  it.each(KINDS)(
    'POST /api/admin/products: a product with %s',
    async (_kind, fields) => {
      await fc.assert(
        fc.asyncProperty(fields, async (f) => {
          // A valid product under the fields, so that they are what the checks judge.
          const b =
            f !== null && typeof f === 'object' && !Array.isArray(f) ? { ...validProduct(), ...f } : f;
          check(
            await send('post', '/api/admin/products', withCsrf(b)),
            `POST ${JSON.stringify(b).slice(0, 200)}`,
          );
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    120_000,
  );

  it.each(KINDS)(
    'PATCH /api/admin/products/:sku: %s, on a real product or any sku',
    async (_kind, fields) => {
      const product = validProduct();
      await send('post', '/api/admin/products', { ...product, csrfToken: ready.csrfToken }).expect(201);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constant(product.sku), fc.constant(product.sku), segment),
          fields,
          async (sku, b) => {
            const path = `/api/admin/products/${encodeURIComponent(sku)}`;
            check(await send('patch', path, withCsrf(b)), `PATCH ${path} ${JSON.stringify(b).slice(0, 200)}`);
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    120_000,
  );

  it('DELETE /api/admin/products/:sku: any path segment, real products among them', async () => {
    const skus = (
      await ready.t.db.selectFrom('products').select('sku').orderBy('id').limit(40).execute()
    ).map((p) => p.sku);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom(...skus), segment), async (sku) => {
        const path = `/api/admin/products/${encodeURIComponent(sku)}`;
        const res = await ready.admin.delete(path).set('X-CSRF-Token', ready.csrfToken);
        check(res, `DELETE ${path}`);
        // Deleted, refused while something needs it, unknown or malformed: nothing else.
        expect([204, 400, 404, 409], `DELETE ${path} -> ${res.status}`).toContain(res.status);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);

  it('GET /api/admin/products and /:sku: any query string and path segment', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), text), {
          maxLength: 5,
        }),
        segment,
        async (pairs, sku) => {
          const qs = new URLSearchParams(pairs).toString();
          check(await ready.admin.get(`/api/admin/products?${qs}`), `GET ?${qs}`);
          const path = `/api/admin/products/${encodeURIComponent(sku)}`;
          check(await ready.admin.get(path), `GET ${path}`);
        },
      ),
      { numRuns: RUNS * 2, endOnFailure: true },
    );
  }, 120_000);
});
