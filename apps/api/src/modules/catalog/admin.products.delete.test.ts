/**
 * DELETE /api/admin/products/:sku over HTTP against the real store: who may call it, a product
 * nothing needs removed with everything that belongs only to it (in one transaction, audited, gone from the
 * storefront's cached answers at once), and the 409 that says to disable it instead while an order, variants
 * or a bundle need it.
 */
import { ErrorBodySchema, SearchResponseSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWrite, bearer, codeOf, makeApiKeys } from '../../test/admin-helpers.js';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeBundle, makeCollection, makeProduct } from '../../test/shop-factories.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let dealer: Agent;
let keys: { read: string; write: string };
let collectionId: number;

const remove = (sku: string) => adminWrite(admin, 'delete', `/api/admin/products/${encodeURIComponent(sku)}`);
const countOf = async (
  table: 'stock' | 'product_properties' | 'collection_products' | 'product_images',
  id: number,
) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('product_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );
const imageExists = async (path: string) =>
  (await t.db.selectFrom('images').select('path').where('path', '=', path).executeTakeFirst()) !== undefined;
const storeImage = (path: string) =>
  t.db
    .insertInto('images')
    .values({
      path,
      content_type: 'image/svg+xml',
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      content_encoding: null,
      created_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();

let orders = 0;
/** An order with one line naming the product (as checkout writes it). */
async function orderOf(product: { id: number; sku: string }) {
  orders++;
  const { id } = await t.db
    .insertInto('orders')
    .values({
      order_number: `SA-DEL${orders}`,
      confirmation_token: `tok-del-${orders}-${'x'.repeat(40)}`,
      idempotency_key: `idem-del-${orders}`,
      request_fingerprint: 'f',
      user_id: null,
      email: 'buyer@example.com',
      first_name: 'Test',
      last_name: 'Buyer',
      phone: '5552013344',
      shipping_address: '{}',
      billing_address: '{}',
      is_dealer: 0,
      original_total_cents: 10_000,
      discounts_total_cents: 0,
      subtotal_cents: 10_000,
      shipping_cents: 0,
      total_cents: 10_000,
      status: 'paid',
      card_brand: 'visa',
      card_last4: '4242',
      payment_reference: `pay-del-${orders}`,
      created_at: '2026-02-01T10:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('order_lines')
    .values({
      order_id: id,
      position: 0,
      product_id: product.id,
      sku: product.sku,
      displayed_sku: product.sku,
      name: product.sku,
      quantity: 1,
      unit_price_cents: 10_000,
      original_unit_cents: 10_000,
      is_pre_ordered_item: 0,
    })
    .execute();
}

beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000, adminKeyRateLimit: 100_000 } });
  collectionId = await makeCollection(t.db, 'del-car-subwoofers');
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  dealer = await signedInAgent(t.app, await makeUser(t.db, { role: 2, isDealer: true }));
  keys = await makeApiKeys(admin, { read: 'catalog:read', write: 'catalog:write' });
});
afterAll(() => t.close());

describe('who may delete a product', () => {
  it('refuses anonymous callers, shoppers, dealers, keys without catalog:write and a session without csrf', async () => {
    await makeProduct(t.db, { sku: 'DEL-ROLES' });
    const url = '/api/admin/products/DEL-ROLES';
    const anonymous = await request(t.app).delete(url);
    expect([anonymous.status, codeOf(anonymous)]).toEqual([401, 'SESSION_REQUIRED']);
    for (const agent of [shopper, dealer]) {
      const res = await adminWrite(agent, 'delete', url);
      expect([res.status, codeOf(res)]).toEqual([403, 'FORBIDDEN']);
    }
    const readOnly = await request(t.app).delete(url).set(bearer(keys.read));
    expect([readOnly.status, codeOf(readOnly)]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    const forged = await admin.delete(url).set('X-CSRF-Token', 'forged');
    expect([forged.status, codeOf(forged)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    await admin.get(url).expect(200);
    // A key with the scope needs no csrf token.
    await request(t.app).delete(url).set(bearer(keys.write)).expect(204);
    await admin.get(url).expect(404);
  });

  it('answers 404 for an unknown sku and 400 for a malformed one, in the API error shape', async () => {
    const unknown = await remove('DEL-NOBODY');
    expect([unknown.status, codeOf(unknown)]).toEqual([404, 'NOT_FOUND']);
    const malformed = await remove('<bad>');
    expect([malformed.status, codeOf(malformed)]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('DELETE /api/admin/products/:sku', () => {
  it('removes a product with what belongs only to it, at once on the storefront, audited', async () => {
    const gone = await makeProduct(t.db, { sku: 'DEL-ZORB-12', name: 'Zorbquux 12 Subwoofer', collectionId });
    const other = await makeProduct(t.db, { sku: 'DEL-OTHER', name: 'Other subwoofer', collectionId });
    await t.db
      .insertInto('product_properties')
      .values({ product_id: gone.id, key: 'RMS Power', value: '1200W', position: 0 })
      .execute();
    // Its own picture goes; one another product also shows stays.
    const shared = '/img/p/DEL-SHARED/1.svg';
    await storeImage(`/img/p/${gone.sku}/1.svg`);
    await storeImage(shared);
    await t.db
      .insertInto('product_images')
      .values([
        { product_id: gone.id, position: 2, url: shared, alt_text: 'shared' },
        { product_id: other.id, position: 2, url: shared, alt_text: 'shared' },
      ])
      .execute();
    // The storefront's answers are cached before the delete.
    await request(t.app).get('/api/product/DEL-ZORB-12').expect(200);
    const before = SearchResponseSchema.parse(
      (await request(t.app).get('/api/search/products?q=zorbquux')).body,
    );
    expect(before.products.map((p) => p.sku)).toContain('DEL-ZORB-12');

    const res = await remove('DEL-ZORB-12');
    expect(res.status, JSON.stringify(res.body)).toBe(204);

    await admin.get('/api/admin/products/DEL-ZORB-12').expect(404);
    await request(t.app).get('/api/product/DEL-ZORB-12').expect(404);
    const after = SearchResponseSchema.parse(
      (await request(t.app).get('/api/search/products?q=zorbquux')).body,
    );
    expect(after.products.map((p) => p.sku)).not.toContain('DEL-ZORB-12');
    for (const table of ['stock', 'product_properties', 'collection_products', 'product_images'] as const)
      expect(await countOf(table, gone.id), table).toBe(0);
    expect(await imageExists(`/img/p/${gone.sku}/1.svg`)).toBe(false);
    expect(await imageExists(shared)).toBe(true);
    // The other product keeps everything.
    expect(await countOf('collection_products', other.id)).toBe(1);
    expect(await countOf('product_images', other.id)).toBe(2);

    const entry = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'product')
      .where('entity_id', '=', 'DEL-ZORB-12')
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('product.delete');
    expect(entry.after).toBeNull();
    expect(JSON.parse(entry.before!)).toMatchObject({
      sku: 'DEL-ZORB-12',
      name: 'Zorbquux 12 Subwoofer',
      collections: ['del-car-subwoofers'],
      properties: [{ key: 'RMS Power', value: '1200W' }],
    });
  });

  it('refuses a product that was ever ordered, saying to disable it instead, and keeps it', async () => {
    const sold = await makeProduct(t.db, { sku: 'DEL-SOLD' });
    await orderOf(sold);
    const res = await remove('DEL-SOLD');
    expect(res.status).toBe(409);
    const body = ErrorBodySchema.parse(res.body);
    expect(body.error.code).toBe('PRODUCT_IN_USE');
    expect(body.error.message).toContain('DEL-SOLD cannot be deleted: it has been ordered (1 order line)');
    expect(body.error.message).toContain('disable it instead');
    expect(body.error.details).toEqual({ order_lines: 1, variants: [], bundles: [] });
    await admin.get('/api/admin/products/DEL-SOLD').expect(200);
    expect(await countOf('stock', sold.id)).toBe(1);
  });

  it('refuses the parent of variants and a product a bundle includes, naming them', async () => {
    await makeProduct(t.db, { sku: 'DEL-FAM', isParent: true });
    await makeProduct(t.db, {
      sku: 'DEL-FAM-1',
      parentSku: 'DEL-FAM',
      option: { name: 'Size', value: '10"' },
    });
    const parent = await remove('DEL-FAM');
    expect([parent.status, codeOf(parent)]).toEqual([409, 'PRODUCT_IN_USE']);
    expect(ErrorBodySchema.parse(parent.body).error.details).toMatchObject({ variants: ['DEL-FAM-1'] });

    const child = await makeProduct(t.db, { sku: 'DEL-AMP' });
    await makeBundle(t.db, [{ child, quantity: 1 }], { sku: 'DEL-BUNDLE' });
    const included = await remove('DEL-AMP');
    expect([included.status, codeOf(included)]).toEqual([409, 'PRODUCT_IN_USE']);
    expect(ErrorBodySchema.parse(included.body).error.message).toContain('the bundle DEL-BUNDLE includes it');

    // The bundle itself and the variant may go; then the parent and the child may too.
    await remove('DEL-BUNDLE').then((r) => expect(r.status).toBe(204));
    await remove('DEL-AMP').then((r) => expect(r.status).toBe(204));
    await remove('DEL-FAM-1').then((r) => expect(r.status).toBe(204));
    await remove('DEL-FAM').then((r) => expect(r.status).toBe(204));
  });
});

describe('the OpenAPI document', () => {
  it('describes the delete with its scope, its 204 and its 409', async () => {
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { security?: unknown; responses?: Record<string, unknown> }>>;
    };
    const item = doc.paths['/api/admin/products/{sku}']!;
    expect(Object.keys(item).sort()).toEqual(['delete', 'get', 'patch']);
    expect(item.delete!.security).toEqual([{ adminSession: [] }, { apiKey: ['catalog:write'] }]);
    expect(Object.keys(item.delete!.responses!)).toEqual(expect.arrayContaining(['204', '404', '409']));
  });
});
