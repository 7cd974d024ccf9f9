/**
 * The back office's products over HTTP against the real store (decision 045): who may call them, csrf on session
 * writes, a created product shown by the storefront at once (product page, collection, search), an edited
 * price shown at once (the response cache), clashes, bad input and mass assignment refused in the API's error
 * shape, the audit trail, variants, and the list's filters, orders and pages (with its query plan on SQLite).
 */
import {
  AdminProductListSchema,
  AdminProductSchema,
  AuditListSchema,
  CollectionResponseSchema,
  CreatedApiKeySchema,
  ErrorBodySchema,
  ProductSchema,
  SearchResponseSchema,
  type AdminProductListQuery,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeCollection, makeProduct } from '../../test/shop-factories.js';
import { productListQueries } from './admin.products.list-repo.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let dealer: Agent;
let collectionHandle: string;
let keys: { read: string; write: string; stock: string };

const codeOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

/** A session write with its csrf token (fetched first). */
async function write(
  agent: Agent,
  method: 'post' | 'patch',
  url: string,
  body: Record<string, unknown>,
): Promise<request.Response> {
  const csrfToken = await csrfOf(agent);
  return agent[method](url).send({ ...body, csrfToken });
}

const create = (body: Record<string, unknown>) => write(admin, 'post', '/api/admin/products', body);
const patch = (sku: string, body: Record<string, unknown>) =>
  write(admin, 'patch', `/api/admin/products/${encodeURIComponent(sku)}`, body);

let counter = 0;
/** A valid create body with a fresh sku and slug. */
function newProduct(over: Record<string, unknown> = {}): Record<string, unknown> {
  counter++;
  return {
    sku: `ADP-${counter}`,
    name: `Admin test product ${counter}`,
    slug: `adp-product-${counter}`,
    price: 199.99,
    price_map: 189.99,
    price_msrp: 249.99,
    ...over,
  };
}

async function createKey(scopes: string[]): Promise<string> {
  const res = await write(admin, 'post', '/api/admin/api-keys', { name: `key ${scopes.join(' ')}`, scopes });
  expect(res.status).toBe(201);
  return CreatedApiKeySchema.parse(res.body).key;
}

const list = async (query: Record<string, string | number | boolean>) => {
  const res = await admin.get('/api/admin/products').query(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AdminProductListSchema.parse(res.body);
};

beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000, adminKeyRateLimit: 100_000 } });
  collectionHandle = 'adp-car-subwoofers';
  await makeCollection(t.db, collectionHandle);
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  dealer = await signedInAgent(t.app, await makeUser(t.db, { role: 2, isDealer: true }));
  keys = {
    read: await createKey(['catalog:read']),
    write: await createKey(['catalog:write']),
    stock: await createKey(['stock:write']),
  };
});
afterAll(() => t.close());

describe('who may call /api/admin/products', () => {
  it('refuses anonymous callers (401), shoppers and dealers (403) on every route', async () => {
    await makeProduct(t.db, { sku: 'ADP-ROLES' });
    const routes = [
      ['get', '/api/admin/products'],
      ['get', '/api/admin/products/ADP-ROLES'],
      ['post', '/api/admin/products'],
      ['patch', '/api/admin/products/ADP-ROLES'],
    ] as const;
    for (const [method, url] of routes) {
      const anonymous = await request(t.app)[method](url).send(newProduct());
      expect([anonymous.status, codeOf(anonymous)], url).toEqual([401, 'SESSION_REQUIRED']);
      for (const agent of [shopper, dealer]) {
        const res = await agent[method](url).send({ name: 'x', csrfToken: await csrfOf(agent) });
        expect([res.status, codeOf(res)], url).toEqual([403, 'FORBIDDEN']);
      }
    }
  });

  it('takes a key with the scope and refuses one without it', async () => {
    await request(t.app).get('/api/admin/products').set(bearer(keys.read)).expect(200);
    await request(t.app).get('/api/admin/products/ADP-ROLES').set(bearer(keys.read)).expect(200);
    for (const key of [keys.stock, keys.write]) {
      const res = await request(t.app).get('/api/admin/products').set(bearer(key));
      expect([res.status, codeOf(res)]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    }
    for (const key of [keys.read, keys.stock]) {
      const created = await request(t.app).post('/api/admin/products').set(bearer(key)).send(newProduct());
      expect([created.status, codeOf(created)]).toEqual([403, 'INSUFFICIENT_SCOPE']);
      const edited = await request(t.app)
        .patch('/api/admin/products/ADP-ROLES')
        .set(bearer(key))
        .send({ price: 1 });
      expect([edited.status, codeOf(edited)]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    }
    // A key needs no csrf token: it is no session.
    const body = newProduct();
    await request(t.app).post('/api/admin/products').set(bearer(keys.write)).send(body).expect(201);
    await request(t.app)
      .patch(`/api/admin/products/${String(body.sku)}`)
      .set(bearer(keys.write))
      .send({ price: 150 })
      .expect(200);
    const audit = AuditListSchema.parse(
      (await admin.get(`/api/admin/audit?entity=product&entity_id=${String(body.sku)}`).expect(200)).body,
    );
    expect(audit.entries.map((e) => e.actor)).toEqual([
      expect.stringMatching(/^api-key:\d+$/),
      expect.stringMatching(/^api-key:\d+$/),
    ]);
  });

  it("needs the csrf token on an administrator's session writes", async () => {
    const created = await admin.post('/api/admin/products').send(newProduct());
    expect([created.status, codeOf(created)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    const edited = await admin.patch('/api/admin/products/ADP-ROLES').send({ price: 1, csrfToken: 'forged' });
    expect([edited.status, codeOf(edited)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    expect(
      AdminProductSchema.parse((await admin.get('/api/admin/products/ADP-ROLES').expect(200)).body).price,
    ).toBe(100);
  });
});

describe('POST /api/admin/products', () => {
  it('creates a product the storefront shows at once: its page, its collection and search', async () => {
    // The storefront's answers are cached before the product exists.
    await request(t.app).get(`/api/collections/${collectionHandle}`).expect(200);
    await request(t.app).get('/api/search/products?q=zorblax').expect(200);

    const res = await create({
      sku: 'ZRB-12-D2',
      name: 'Zorblax 12" Dual 2 Ohm Subwoofer',
      slug: 'skar-zrb-12-d2',
      site_handle: 'zrb-12-d2',
      category: 'subwoofers',
      price: 219.99,
      price_map: 209.99,
      price_msrp: 279.99,
      price_dealer: 150,
      sale_enabled: true,
      seo_title: 'ZRB-12-D2 | Zorblax 12" Subwoofer',
      seo_description: 'Buy the Zorblax.',
      description: 'Deep bass.',
      properties: [
        { key: 'Subwoofer Size', value: '12"' },
        { key: 'RMS Power', value: '1200W' },
      ],
      tabs: [{ title: 'Specs', text: 'All of them', table: null }],
      collections: [collectionHandle],
      stock: { tpa: 7, lv: 3 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers.location).toBe('/api/admin/products/ZRB-12-D2');
    const created = AdminProductSchema.parse(res.body);
    expect(created).toMatchObject({
      sku: 'ZRB-12-D2',
      site_name: 'Zorblax 12" Dual 2 Ohm Subwoofer',
      path: '/products/skar-zrb-12-d2',
      product_type: 'normal',
      enabled_on_site: true,
      price: 219.99,
      price_dealer: 150,
      collections: [collectionHandle],
      primary_collection: collectionHandle,
      stock: { tpa: 7, lv: 3, total: 10, state: 'low' },
      rating: { avg_rating: 0, count: 0 },
    });

    for (const key of ['skar-zrb-12-d2', 'ZRB-12-D2', 'zrb-12-d2']) {
      const page = ProductSchema.parse((await request(t.app).get(`/api/product/${key}`).expect(200)).body);
      expect(page).toMatchObject({
        sku: 'ZRB-12-D2',
        name: 'Zorblax 12" Dual 2 Ohm Subwoofer',
        price: 219.99,
        price_map: 209.99,
        price_msrp: 279.99,
        price_dealer: null,
        tpa_wh: 7,
        lv_wh: 3,
        seo_title: 'ZRB-12-D2 | Zorblax 12" Subwoofer',
        properties: { 'Subwoofer Size': '12"', 'RMS Power': '1200W' },
        websiteCollectionsRow: { handle: collectionHandle },
      });
      expect(page.metafields.tab_box_info).toEqual([{ title: 'Specs', text: 'All of them', table: null }]);
    }
    const collection = CollectionResponseSchema.parse(
      (await request(t.app).get(`/api/collections/${collectionHandle}`).expect(200)).body,
    );
    expect(collection.products.map((p) => p.sku)).toContain('ZRB-12-D2');
    const search = SearchResponseSchema.parse(
      (await request(t.app).get('/api/search/products?q=zorblax').expect(200)).body,
    );
    expect(search.products.map((p) => p.sku)).toEqual(['ZRB-12-D2']);
    // By a property value too (the index reads properties).
    const byProperty = SearchResponseSchema.parse(
      (await request(t.app).get('/api/search/products?q=zorblax 1200W').expect(200)).body,
    );
    expect(byProperty.count).toBe(1);
  });

  it('keeps a disabled product off the storefront, and shows it once enabled', async () => {
    const body = newProduct({
      name: 'Quuxwell hidden amplifier',
      enabled_on_site: false,
      collections: [collectionHandle],
    });
    expect((await create(body)).status).toBe(201);
    await request(t.app)
      .get(`/api/product/${String(body.slug)}`)
      .expect(404);
    const hidden = SearchResponseSchema.parse(
      (await request(t.app).get('/api/search/products?q=quuxwell').expect(200)).body,
    );
    expect(hidden.count).toBe(0);
    const inCollection = async () =>
      CollectionResponseSchema.parse(
        (await request(t.app).get(`/api/collections/${collectionHandle}?pageSize=96`).expect(200)).body,
      ).products.map((p) => p.sku);
    expect(await inCollection()).not.toContain(body.sku);

    expect((await patch(String(body.sku), { enabled_on_site: true })).status).toBe(200);
    await request(t.app)
      .get(`/api/product/${String(body.slug)}`)
      .expect(200);
    const shown = SearchResponseSchema.parse(
      (await request(t.app).get('/api/search/products?q=quuxwell').expect(200)).body,
    );
    expect(shown.products.map((p) => p.sku)).toEqual([body.sku]);
    expect(await inCollection()).toContain(body.sku);
  });

  it('refuses a sku or a handle another product is found by (409), and stores nothing', async () => {
    const first = newProduct();
    expect((await create(first)).status).toBe(201);
    const cases: [Record<string, unknown>, string][] = [
      [newProduct({ sku: first.sku }), 'SKU_TAKEN'],
      [newProduct({ sku: String(first.sku).toLowerCase() }), 'SKU_TAKEN'],
      [newProduct({ sku: first.slug }), 'SKU_TAKEN'],
      [newProduct({ slug: first.slug }), 'HANDLE_TAKEN'],
      [newProduct({ slug: String(first.sku).toLowerCase() }), 'HANDLE_TAKEN'],
      [newProduct({ site_handle: first.slug }), 'HANDLE_TAKEN'],
    ];
    for (const [body, code] of cases) {
      const res = await create(body);
      expect([res.status, codeOf(res)], JSON.stringify(body)).toEqual([409, code]);
      expect(ErrorBodySchema.parse(res.body).error.message).toMatch(/already|is the sku/);
      const stored = await t.db
        .selectFrom('products')
        .select('id')
        .where('slug', '=', String(body.slug))
        .execute();
      if (body.slug !== first.slug) expect(stored).toEqual([]);
    }
    const other = newProduct();
    expect((await create(other)).status).toBe(201);
    const moved = await patch(String(other.sku), { slug: first.slug });
    expect([moved.status, codeOf(moved)]).toEqual([409, 'HANDLE_TAKEN']);
  });

  it('answers bad input with 400 in the error shape, never a 500', async () => {
    const bad: Record<string, unknown>[] = [
      {},
      { ...newProduct(), price: 19.999 },
      { ...newProduct(), price: -1 },
      { ...newProduct(), price: '19.99' },
      { ...newProduct(), price_map: 1e12 },
      { ...newProduct(), name: '' },
      { ...newProduct(), name: 'x'.repeat(301) },
      { ...newProduct(), name: 'bad\u0000name' },
      { ...newProduct(), slug: 'Has Spaces' },
      { ...newProduct(), slug: 'a=b' },
      { ...newProduct(), sku: '-leading-dash' },
      { ...newProduct(), sku: 'x'.repeat(65) },
      { ...newProduct(), product_type: 'kit' },
      { ...newProduct(), enabled_on_site: 'yes' },
      {
        ...newProduct(),
        preorder: {
          is_pre_order_eligible: true,
          is_pre_order_enabled: true,
          in_stock_eta_date: '2026-02-30',
        },
      },
      {
        ...newProduct(),
        properties: [
          { key: 'Size', value: '1' },
          { key: 'Size', value: '2' },
        ],
      },
      { ...newProduct(), properties: { Size: '12' } },
      { ...newProduct(), tabs: [{ title: 'x', text: null, table: { columns: [], rows: [], extra: 1 } }] },
      { ...newProduct(), collections: ['Not A Handle'] },
      { ...newProduct(), stock: { tpa: -1, lv: 0 } },
      { ...newProduct(), product_type: 'variant' },
      { ...newProduct(), is_parent: true, stock: { tpa: 1, lv: 0 } },
      { ...newProduct(), bundle_items: [{ sku: 'ADP-ROLES', quantity: 1 }] },
      { ...newProduct(), weight: -1 },
    ];
    for (const body of bad) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(codeOf(res)).toBe('VALIDATION_FAILED');
    }
    const refs: [Record<string, unknown>, string][] = [
      [newProduct({ collections: ['no-such-collection'] }), 'UNKNOWN_COLLECTION'],
      [newProduct({ primary_collection: 'no-such-collection' }), 'UNKNOWN_COLLECTION'],
      [newProduct({ variant_parent_sku: 'NO-SUCH-PARENT' }), 'UNKNOWN_PARENT'],
      [newProduct({ variant_parent_sku: 'ADP-ROLES' }), 'UNKNOWN_PARENT'],
      [newProduct({ frequently_bought_together: ['NO-SUCH-SKU'] }), 'UNKNOWN_SKU'],
      [
        newProduct({ product_type: 'bundle', bundle_items: [{ sku: 'NO-SUCH-SKU', quantity: 1 }] }),
        'UNKNOWN_SKU',
      ],
    ];
    for (const [body, code] of refs) {
      const res = await create(body);
      expect([res.status, codeOf(res)], JSON.stringify(body)).toEqual([400, code]);
      await request(t.app)
        .get(`/api/product/${String(body.slug)}`)
        .expect(404);
    }
    for (const query of [
      'pageSize=101',
      'page=0',
      'sort=price_asc',
      'stock=some',
      'enabled=yes',
      'extra=1',
      'q=' + 'x'.repeat(101),
    ]) {
      const res = await admin.get(`/api/admin/products?${query}`);
      expect([res.status, codeOf(res)], query).toEqual([400, 'VALIDATION_FAILED']);
    }
    const res = await admin.get(`/api/admin/products/${encodeURIComponent('<script>')}`);
    expect(res.status).toBe(400);
    await admin.get('/api/admin/products/NO-SUCH-SKU').expect(404);
    const missing = await patch('NO-SUCH-SKU', { price: 1 });
    expect([missing.status, codeOf(missing)]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses fields nobody may set (mass assignment): id, rating, review counts, turnover, path, sku edits', async () => {
    for (const extra of [
      { id: 1 },
      { rating: { avg_rating: 5, count: 1000 } },
      { avg_rating: 5 },
      { rating_count: 1000 },
      { review_count: 1000 },
      { turnover_30d_cents: 1 },
      { created_at: '2020-01-01' },
      { path: '/elsewhere' },
      { price_cents: 1 },
      { is_admin: true },
    ]) {
      const body = newProduct(extra);
      const res = await create(body);
      expect([res.status, codeOf(res)], JSON.stringify(extra)).toEqual([400, 'VALIDATION_FAILED']);
      await request(t.app)
        .get(`/api/product/${String(body.slug)}`)
        .expect(404);
    }
    const target = newProduct();
    expect((await create(target)).status).toBe(201);
    const sku = String(target.sku);
    const before = (await admin.get(`/api/admin/products/${sku}`).expect(200)).body as unknown;
    for (const extra of [
      { sku: 'RENAMED' },
      { id: 99 },
      { rating: { avg_rating: 5, count: 1 } },
      { turnover_30d: 1 },
      { stock: { tpa: 1000, lv: 0 } },
      { path: '/x' },
      {},
    ]) {
      const res = await patch(sku, { price: 1, ...extra });
      if (Object.keys(extra).length === 0) continue;
      expect([res.status, codeOf(res)], JSON.stringify(extra)).toEqual([400, 'VALIDATION_FAILED']);
    }
    await admin.get(`/api/admin/products/${sku}`).expect(200);
    const nothing = await patch(sku, {});
    expect([nothing.status, codeOf(nothing)]).toEqual([400, 'VALIDATION_FAILED']);
    // Only the allowed price edit of the loop above went through.
    const after = AdminProductSchema.parse((await admin.get(`/api/admin/products/${sku}`).expect(200)).body);
    expect(after).toEqual({ ...(before as object), price: 1 });
  });
});

describe('PATCH /api/admin/products/:sku', () => {
  it('changes the price the storefront shows at once, and audits only the fields that changed', async () => {
    const body = newProduct({ price: 100, price_map: 100, price_msrp: 120 });
    expect((await create(body)).status).toBe(201);
    const sku = String(body.sku);
    const pageOf = async () =>
      ProductSchema.parse(
        (
          await request(t.app)
            .get(`/api/product/${String(body.slug)}`)
            .expect(200)
        ).body,
      );
    expect((await pageOf()).price).toBe(100); // cached now

    const res = await patch(sku, { price: 89.5, price_dealer: 70, description: 'New text' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(AdminProductSchema.parse(res.body)).toMatchObject({ price: 89.5, price_dealer: 70 });
    expect((await pageOf()).price).toBe(89.5);

    // The same edit again changes nothing and writes no entry.
    expect((await patch(sku, { price: 89.5 })).status).toBe(200);
    const audit = AuditListSchema.parse(
      (await admin.get(`/api/admin/audit?entity=product&entity_id=${sku}`).expect(200)).body,
    );
    expect(audit.entries.map((e) => e.action)).toEqual(['product.update', 'product.create']);
    expect(audit.entries[0]).toMatchObject({
      actor: expect.stringMatching(/^user:\d+$/),
      before: { price: 100, price_dealer: null, description: '' },
      after: { price: 89.5, price_dealer: 70, description: 'New text' },
    });
    expect(audit.entries[1]).toMatchObject({
      before: null,
      after: { sku, price: 100, enabled_on_site: true, stock: { tpa: 0, lv: 0 } },
    });
  });

  it('edits properties, pre-order info, flags and collections, and the storefront follows', async () => {
    const body = newProduct({ collections: [collectionHandle], stock: { tpa: 0, lv: 0 } });
    expect((await create(body)).status).toBe(201);
    const sku = String(body.sku);
    const res = await patch(sku, {
      properties: [{ key: 'Impedance', value: '2 Ohm' }],
      preorder: {
        is_pre_order_eligible: true,
        is_pre_order_enabled: true,
        in_stock_eta_date: '2026-04-15',
      },
      discontinued: true,
      name: 'Renamed Glimmerbass Speaker',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = ProductSchema.parse((await request(t.app).get(`/api/product/${sku}`).expect(200)).body);
    expect(page).toMatchObject({
      name: 'Renamed Glimmerbass Speaker',
      isDiscontinued: true,
      properties: { Impedance: '2 Ohm' },
      preorderInfo: { is_pre_order_eligible: true, is_pre_order_enabled: 1, in_stock_eta_date: '2026-04-15' },
    });
    const search = SearchResponseSchema.parse(
      (await request(t.app).get('/api/search/products?q=glimmerbass').expect(200)).body,
    );
    expect(search.products.map((p) => p.sku)).toEqual([sku]);
    // Out of stock and pre-orderable: listed last in its collection (the stored listing flag).
    const flags = await t.db
      .selectFrom('collection_products as cp')
      .innerJoin('products as p', 'p.id', 'cp.product_id')
      .select(['cp.is_preordered', 'cp.is_visible'])
      .where('p.sku', '=', sku)
      .executeTakeFirstOrThrow();
    expect(flags).toEqual({ is_preordered: 1, is_visible: 1 });

    const cleared = AdminProductSchema.parse((await patch(sku, { preorder: null, collections: [] })).body);
    expect(cleared).toMatchObject({ preorder: null, collections: [], primary_collection: collectionHandle });
    const collection = CollectionResponseSchema.parse(
      (await request(t.app).get(`/api/collections/${collectionHandle}?pageSize=96`).expect(200)).body,
    );
    expect(collection.products.map((p) => p.sku)).not.toContain(sku);
  });

  it('writes an enclosure’s vehicle fitment from its properties', async () => {
    const body = newProduct({
      category: 'loaded-subwoofer-enclosures',
      properties: [
        { key: 'Make', value: 'Zeppmobile' },
        { key: 'Model', value: 'Alpha|Beta' },
        { key: 'Start Year', value: '2015' },
        { key: 'End Year', value: '2020' },
        { key: 'Subwoofer Size', value: '12"' },
      ],
    });
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(AdminProductSchema.parse(res.body).vehicle_fitment).toEqual([
      { make: 'Zeppmobile', model: 'Alpha', year_start: 2015, year_end: 2020, type: 'Loaded' },
      { make: 'Zeppmobile', model: 'Beta', year_start: 2015, year_end: 2020, type: 'Loaded' },
    ]);
    const edited = await patch(String(body.sku), { category: 'subwoofers' });
    expect(AdminProductSchema.parse(edited.body).vehicle_fitment).toEqual([]);
  });
});

describe('variants and bundles', () => {
  it('makes a family: the parent shows its variants, holds their stock, and keeps them', async () => {
    const parent = await create({
      sku: 'FAM-12',
      name: 'Famtest 12" Subwoofer',
      slug: 'skar-fam-12',
      is_parent: true,
      price: 199.99,
      price_map: 199.99,
      price_msrp: 249.99,
      collections: [collectionHandle],
    });
    expect(parent.status, JSON.stringify(parent.body)).toBe(201);
    expect(AdminProductSchema.parse(parent.body)).toMatchObject({ product_type: 'variant', is_parent: true });
    for (const [coil, tpa] of [
      ['D2', 4],
      ['D4', 30],
    ] as const) {
      const res = await create({
        sku: `FAM-12-${coil}`,
        name: `Famtest 12" ${coil} Subwoofer`,
        slug: `skar-fam-12-${coil.toLowerCase()}`,
        variant_parent_sku: 'fam-12',
        variant_option_one_name: 'Coil',
        variant_option_one_value: coil,
        price: 199.99,
        price_map: 199.99,
        price_msrp: 249.99,
        stock: { tpa, lv: 0 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(AdminProductSchema.parse(res.body).path).toBe(`/products/skar-fam-12?sku=FAM-12-${coil}`);
    }
    const full = AdminProductSchema.parse((await admin.get('/api/admin/products/FAM-12').expect(200)).body);
    expect(full.variants.map((v) => v.sku)).toEqual(['FAM-12-D2', 'FAM-12-D4']);
    expect(full.stock).toEqual({ tpa: 34, lv: 0, total: 34, state: 'in_stock' });
    const page = ProductSchema.parse((await request(t.app).get('/api/product/skar-fam-12').expect(200)).body);
    expect(page.variants.map((v) => v.sku).sort()).toEqual(['FAM-12-D2', 'FAM-12-D4']);
    expect(page.options).toEqual([{ name: 'Coil', values: expect.arrayContaining(['D2', 'D4']) }]);
    const search = SearchResponseSchema.parse(
      (await request(t.app).get('/api/search/products?q=famtest').expect(200)).body,
    );
    expect(search.products.map((p) => p.sku)).toEqual(['FAM-12']);

    // The parent's slug moves its variants' paths with it.
    await patch('FAM-12', { slug: 'skar-fam-12-sub' }).then((r) => expect(r.status).toBe(200));
    const variant = AdminProductSchema.parse(
      (await admin.get('/api/admin/products/FAM-12-D2').expect(200)).body,
    );
    expect(variant.path).toBe('/products/skar-fam-12-sub?sku=FAM-12-D2');

    const orphaning = await patch('FAM-12', { is_parent: false, product_type: 'normal' });
    expect([orphaning.status, codeOf(orphaning)]).toEqual([409, 'HAS_VARIANTS']);
    const listed = await patch('FAM-12-D2', { collections: [collectionHandle] });
    expect([listed.status, codeOf(listed)]).toEqual([400, 'INVALID_PRODUCT']);
    const wrongType = await create(newProduct({ variant_parent_sku: 'FAM-12', product_type: 'normal' }));
    expect([wrongType.status, codeOf(wrongType)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('makes a bundle of existing products and refuses one of a bundle or a parent', async () => {
    const a = await makeProduct(t.db, { sku: 'BND-A' });
    const res = await create(
      newProduct({ product_type: 'bundle', bundle_items: [{ sku: a.sku, quantity: 2 }] }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const bundle = AdminProductSchema.parse(res.body);
    expect(bundle.bundle_items).toEqual([{ sku: 'BND-A', quantity: 2 }]);
    const page = ProductSchema.parse(
      (await request(t.app).get(`/api/product/${bundle.sku}`).expect(200)).body,
    );
    expect(page.bundleItems).toMatchObject([{ sku: 'BND-A', quantity: 2 }]);
    for (const child of [bundle.sku, 'FAM-12']) {
      const nested = await create(
        newProduct({ product_type: 'bundle', bundle_items: [{ sku: child, quantity: 1 }] }),
      );
      expect([nested.status, codeOf(nested)]).toEqual([400, 'INVALID_BUNDLE_ITEM']);
    }
  });
});

describe('GET /api/admin/products', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const c = await makeCollection(t.db, 'flt-collection');
    const made = [
      await makeProduct(t.db, {
        sku: 'FLT-A',
        name: 'Filtertest Alpha Amp',
        priceCents: 5000,
        tpa: 100,
        lv: 0,
        collectionId: c,
      }),
      await makeProduct(t.db, {
        sku: 'FLT-B',
        name: 'Filtertest Bravo Amp',
        priceCents: 3000,
        tpa: 5,
        lv: 2,
      }),
      await makeProduct(t.db, {
        sku: 'FLT-C',
        name: 'Filtertest Charlie Sub',
        priceCents: 9000,
        tpa: 0,
        lv: 0,
        enabled: false,
      }),
      await makeProduct(t.db, {
        sku: 'FLT-D',
        name: 'Filtertest Delta Kit',
        priceCents: 1000,
        tpa: 1,
        lv: 0,
        productType: 'bundle',
        collectionId: c,
      }),
      await makeProduct(t.db, {
        sku: 'FLT-P',
        name: 'Filtertest Parent Sub',
        priceCents: 7000,
        isParent: true,
        collectionId: c,
      }),
      await makeProduct(t.db, {
        sku: 'FLT-P-D2',
        name: 'Filtertest Parent D2',
        priceCents: 7000,
        parentSku: 'FLT-P',
        tpa: 10,
        lv: 0,
      }),
      await makeProduct(t.db, {
        sku: 'FLT-P-D4',
        name: 'Filtertest Parent D4',
        priceCents: 7000,
        parentSku: 'FLT-P',
        tpa: 5,
        lv: 0,
        enabled: false,
      }),
    ];
    for (const p of made) ids[p.sku] = p.id;
  });
  const skusOf = async (query: Record<string, string | number | boolean>) =>
    (await list({ q: 'filtertest', ...query })).products.map((p) => p.sku);

  it('searches skus and names in any case, and counts every match', async () => {
    const all = await list({ q: 'FILTERTEST' });
    expect(all.total).toBe(7);
    expect(all.products.map((p) => p.sku)).toEqual([
      'FLT-A',
      'FLT-B',
      'FLT-C',
      'FLT-D',
      'FLT-P',
      'FLT-P-D2',
      'FLT-P-D4',
    ]);
    expect((await list({ q: 'flt-p' })).products.map((p) => p.sku)).toEqual([
      'FLT-P',
      'FLT-P-D2',
      'FLT-P-D4',
    ]);
    expect((await list({ q: 'bravo amp' })).products.map((p) => p.sku)).toEqual(['FLT-B']);
    // LIKE's wildcards are the text itself.
    expect((await list({ q: 'FLT_A' })).total).toBe(0);
    expect((await list({ q: '%' })).total).toBe(0);
  });

  it('filters by collection, type, stock state and whether enabled', async () => {
    expect(await skusOf({ collection: 'flt-collection' })).toEqual(['FLT-A', 'FLT-D', 'FLT-P']);
    expect(await skusOf({ product_type: 'bundle' })).toEqual(['FLT-D']);
    expect(await skusOf({ product_type: 'variant' })).toEqual(['FLT-P', 'FLT-P-D2', 'FLT-P-D4']);
    expect(await skusOf({ enabled: false })).toEqual(['FLT-C', 'FLT-P-D4']);
    expect(await skusOf({ stock: 'out' })).toEqual(['FLT-C']);
    // The parent holds its enabled variant's 10 (the disabled one's 5 do not count): low.
    expect(await skusOf({ stock: 'low' })).toEqual(['FLT-B', 'FLT-D', 'FLT-P', 'FLT-P-D2', 'FLT-P-D4']);
    expect(await skusOf({ stock: 'in_stock' })).toEqual(['FLT-A']);
    expect(await skusOf({ stock: 'low', enabled: true, product_type: 'variant' })).toEqual([
      'FLT-P',
      'FLT-P-D2',
    ]);
    expect(await skusOf({ collection: 'no-such-collection' })).toEqual([]);
  });

  it('shows each row as the back office lists it', async () => {
    const rows = (await list({ q: 'flt-p' })).products;
    expect(rows[0]).toEqual({
      id: ids['FLT-P'],
      sku: 'FLT-P',
      name: 'Filtertest Parent Sub',
      slug: 't-flt-p',
      product_type: 'variant',
      is_parent: true,
      variant_parent_sku: null,
      price: 70,
      price_map: 70,
      price_msrp: 87.5,
      price_dealer: 49,
      enabled_on_site: true,
      discontinued: false,
      block_backorder: false,
      stock: { tpa: 10, lv: 0, total: 10, state: 'low' },
      image: '/img/p/FLT-P/1.svg',
    });
  });

  it('orders and pages without overlap', async () => {
    expect(await skusOf({ sort: '-sku' })).toEqual([
      'FLT-P-D4',
      'FLT-P-D2',
      'FLT-P',
      'FLT-D',
      'FLT-C',
      'FLT-B',
      'FLT-A',
    ]);
    expect((await skusOf({ sort: 'price' })).slice(0, 3)).toEqual(['FLT-D', 'FLT-B', 'FLT-A']);
    expect((await skusOf({ sort: '-price' }))[0]).toBe('FLT-C');
    expect(await skusOf({ sort: 'name' })).toEqual([
      'FLT-A',
      'FLT-B',
      'FLT-C',
      'FLT-D',
      'FLT-P-D2',
      'FLT-P-D4',
      'FLT-P',
    ]);
    expect((await skusOf({ sort: 'newest' }))[0]).toBe('FLT-P-D4');
    expect((await skusOf({ sort: 'oldest' }))[0]).toBe('FLT-A');
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await list({ q: 'filtertest', pageSize: 3, page });
      expect([res.total, res.page, res.pageSize]).toEqual([7, page, 3]);
      pages.push(...res.products.map((p) => p.sku));
    }
    expect(pages).toEqual(['FLT-A', 'FLT-B', 'FLT-C', 'FLT-D', 'FLT-P', 'FLT-P-D2', 'FLT-P-D4']);
    expect((await list({ q: 'filtertest', pageSize: 3, page: 4 })).products).toEqual([]);
  });

  it('gives the same pages whether it walks an index or sorts the few matches', async () => {
    for (const query of [
      { q: 'filtertest' },
      { q: 'filtertest', sort: '-sku' },
      { q: 'flt', sort: 'name', pageSize: 2, page: 2 },
      { q: 'flt', sort: '-price', pageSize: 3, page: 3 },
      { product_type: 'variant', sort: 'newest' },
      { stock: 'low', enabled: true, sort: 'best_selling' },
      { collection: 'flt-collection', sort: 'oldest' },
    ] as const) {
      const f = { sort: 'sku', page: 1, pageSize: 50, ...query } as const;
      const ids = async (few: boolean) =>
        (await productListQueries(t.db, f, { few }).page.execute()).map((r) => r.id);
      const walked = await ids(false);
      expect(walked.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(await ids(true), JSON.stringify(query)).toEqual(walked);
    }
  });

  it.runIf(process.env.SHOP_TEST_STORE !== 'postgres')(
    'pages by walking an index on SQLite: no sort of the whole table for any order',
    () => {
      const plan = (query: Partial<AdminProductListQuery>, few = false) => {
        const compiled = productListQueries(
          t.db,
          { sort: 'sku', page: 1, pageSize: 50, ...query },
          { few },
        ).page.compile();
        const rows = t
          .sqlite!.prepare(`EXPLAIN QUERY PLAN ${compiled.sql}`)
          .all(...(compiled.parameters as unknown[])) as { detail: string }[];
        return rows.map((r) => r.detail).join(' | ');
      };
      // Migration 017's list indexes hold what the filters read: a page walks one without reading a product row.
      const index = (name: string) => new RegExp(`SCAN p USING COVERING INDEX ${name}\\b`);
      expect(plan({})).toMatch(index('products_(admin_)?sku'));
      expect(plan({ sort: '-sku', product_type: 'bundle', enabled: true })).toMatch(
        index('products_admin_sku'),
      );
      expect(plan({ sort: 'best_selling' })).toMatch(index('products_(admin_)?turnover'));
      expect(plan({ sort: 'name', q: 'sub' })).toMatch(index('products_admin_name'));
      expect(plan({ sort: '-price', enabled: false })).toMatch(index('products_admin_price'));
      for (const sort of [
        'sku',
        '-sku',
        'name',
        '-name',
        'price',
        '-price',
        'newest',
        'oldest',
        'best_selling',
      ] as const)
        expect(plan({ sort, stock: 'low' }), sort).not.toMatch(/TEMP B-TREE/);
      // Few matches: found in one pass, then fetched by rowid and sorted.
      expect(plan({ product_type: 'bundle' }, true)).toMatch(/SEARCH p USING INTEGER PRIMARY KEY/);
    },
  );
});

describe('the product routes in OpenAPI', () => {
  it('state their scopes', async () => {
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(doc.paths['/api/admin/products']?.get?.security).toEqual([
      { adminSession: [] },
      { apiKey: ['catalog:read'] },
    ]);
    expect(doc.paths['/api/admin/products']?.post?.security).toEqual([
      { adminSession: [] },
      { apiKey: ['catalog:write'] },
    ]);
    expect(doc.paths['/api/admin/products/{sku}']?.patch?.security).toEqual([
      { adminSession: [] },
      { apiKey: ['catalog:write'] },
    ]);
  });
});
