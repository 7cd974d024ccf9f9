/**
 * The spec's excluded truck enclosure (catalogue.md section 5) is listed, counted, linked and found nowhere
 * a shopper or a crawler looks: product and stock reads, collections, the vehicle collection, search, the
 * sitemap, the menu, families, frequently bought together, cart suggestions, the cart and the dealer quick
 * order. docs/decisions/027-excluded-sku.md.
 */
import {
  CartResponseSchema,
  CollectionResponseSchema,
  DealerQuickOrderResponseSchema,
  ErrorBodySchema,
  isExcludedSku,
  ProductSchema,
  SearchResponseSchema,
  VEHICLE_COLLECTION_HANDLE,
  VehicleCollectionResponseSchema,
} from '@shop/domain';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, signedInAgent } from '../../test/auth-helpers.js';
import { makeApp } from '../../test/make-app.js';
import { makeCollection, makeProduct } from '../../test/shop-factories.js';
import { createSeoRepo } from '../seo/seo.repo.js';
import { seoRoutes } from '../seo/seo.routes.js';

const OLD = 'VS-CHEVY-SILVERADO-CC-2X12-OLD';
/** Another sku holding the excluded one in other letters' case: the check ignores case. */
const OLD_IN_COLLECTION = 'ex-vs-chevy-silverado-cc-2x12-old-b';
const OLD_VARIANT = `EX-FAM-${OLD}`;
const OLD_SUBWOOFER = `EVL-12-${OLD}`;
const VEHICLE_API = `/api/collections/${VEHICLE_COLLECTION_HANDLE}`;

const t = await makeApp();
afterAll(() => t.close());
const db = t.db;
let oldSlug = '';

const insertCollectionRow = (collectionId: number, productId: number, position: number) =>
  db
    .insertInto('collection_products')
    .values({ collection_id: collectionId, product_id: productId, position, is_visible: 1, is_preordered: 0 })
    .execute();

const idOfSku = async (sku: string): Promise<number> =>
  (await db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  // Every change is made before the first request: the response cache cannot see direct writes.
  oldSlug = (await db.selectFrom('products').select('slug').where('sku', '=', OLD).executeTakeFirstOrThrow())
    .slug;
  const collectionId = await makeCollection(db, 'ex-test');
  const keep = await makeProduct(db, { sku: 'EX-KEEP', collectionId });
  const hidden = await makeProduct(db, { sku: OLD_IN_COLLECTION, collectionId });
  const { id: subId } = await db
    .insertInto('collections')
    .values({
      handle: 'sub',
      full_handle: 'ex-test/sub',
      parent_id: collectionId,
      title: 'Sub',
      collection_page_title: 'Sub',
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertCollectionRow(subId, keep.id, 1);
  await insertCollectionRow(subId, hidden.id, 2);

  await makeProduct(db, { sku: 'EX-FAM', isParent: true });
  await makeProduct(db, { sku: 'EX-FAM-A', parentSku: 'EX-FAM', option: { name: 'Size', value: 'A' } });
  await makeProduct(db, { sku: OLD_VARIANT, parentSku: 'EX-FAM', option: { name: 'Size', value: 'B' } });

  await db
    .updateTable('products')
    .set({ frequently_bought_together: JSON.stringify(['EVL-12-D2', OLD]) })
    .where('sku', '=', 'EX-KEEP')
    .execute();
  const oldId = await idOfSku(OLD);
  const { first } = await db
    .selectFrom('menu_categories')
    .select((eb) => eb.fn.min('id').as('first'))
    .executeTakeFirstOrThrow();
  await db
    .insertInto('menu_products')
    .values({
      category_id: first,
      menu_collection_id: null,
      product_id: oldId,
      override_title: 'Old truck box',
      subtitle: null,
      position: 99,
    })
    .execute();

  // A best-selling 12" subwoofer whose sku holds the excluded one: first in line for the suggestion box.
  const sub = await makeProduct(db, { sku: OLD_SUBWOOFER, turnoverCents: 10 ** 12 });
  await db.updateTable('products').set({ category: 'subwoofers' }).where('id', '=', sub.id).execute();
  await db
    .insertInto('product_properties')
    .values({ product_id: sub.id, key: 'Subwoofer Size', value: '12"', position: 1 })
    .execute();
  await db
    .updateTable('stock')
    .set({ tpa_wh: 50 })
    .where('product_id', '=', await idOfSku('AR1X12V'))
    .execute();
});

const expectNotFound = (res: request.Response) => {
  expect(res.status).toBe(404);
  expect(ErrorBodySchema.parse(res.body).error.code).toBe('NOT_FOUND');
};

const skusIn = (body: unknown): string => JSON.stringify(body).toUpperCase();

describe('the excluded truck enclosure', () => {
  it('is not found by sku (any case) or slug, twice over the fast path, nor its stock', async () => {
    for (const key of [OLD, OLD.toLowerCase(), oldSlug, OLD_IN_COLLECTION]) {
      expectNotFound(await request(t.app).get(`/api/product/${encodeURIComponent(key)}`));
      expectNotFound(await request(t.handle).get(`/api/product/${encodeURIComponent(key)}`));
      expectNotFound(await request(t.handle).get(`/api/product/${encodeURIComponent(key)}`));
    }
    expectNotFound(await request(t.app).get(`/api/product/stock/${OLD}`));
  });

  it('is left out of a collection and a sub-collection, and of their counts', async () => {
    for (const path of ['/api/collections/ex-test', '/api/collections/ex-test/sub']) {
      const body = CollectionResponseSchema.parse((await request(t.handle).get(path).expect(200)).body);
      expect(body.products.map((p) => p.sku)).toEqual(['EX-KEEP']);
      expect(body.count).toBe(1);
    }
  });

  it('is left out of the vehicle collection: its cards, its count and the year facet it alone offered', async () => {
    const all = VehicleCollectionResponseSchema.parse(
      (await request(t.handle).get(`${VEHICLE_API}?pageSize=96`).expect(200)).body,
    );
    const members = (
      await db
        .selectFrom('collection_products as cp')
        .innerJoin('collections as c', 'c.id', 'cp.collection_id')
        .innerJoin('products as p', 'p.id', 'cp.product_id')
        .select('p.sku')
        .where('c.full_handle', '=', VEHICLE_COLLECTION_HANDLE)
        .where('cp.is_visible', '=', 1)
        .execute()
    ).map((r) => r.sku);
    expect(members).toContain(OLD);
    expect(all.count).toBe(members.filter((sku) => !isExcludedSku(sku)).length);
    expect(skusIn(all.products)).not.toContain(OLD);
    const chevy = VehicleCollectionResponseSchema.parse(
      (await request(t.handle).get(VEHICLE_API).query({ vehicle_make: 'Chevrolet/GMC' }).expect(200)).body,
    );
    expect(chevy.products.map((p) => p.sku)).not.toContain(OLD);
    expect(chevy.count).toBe(chevy.products.length);
    // 2014 came only from the excluded 2014-2018 Silverado box (the Colorado box starts in 2015).
    expect(chevy.facets.years).not.toContain(2014);
    const in2014 = VehicleCollectionResponseSchema.parse(
      (await request(t.app).get(VEHICLE_API).query({ vehicle_year: '2014' }).expect(200)).body,
    );
    expect(in2014.facets.makes).not.toContain('Chevrolet/GMC');
  });

  it('is not found by search, nor counted', async () => {
    const body = SearchResponseSchema.parse(
      (await request(t.handle).get('/api/search/products').query({ q: 'silverado' }).expect(200)).body,
    );
    expect(body.products.length).toBeGreaterThan(0);
    expect(skusIn(body.products)).not.toContain(OLD);
    expect(body.count).toBe(body.products.length);
  });

  it('is not in the sitemap, whose product count and chunks leave it out', async () => {
    const res = await request(t.app).get('/sitemap.xml').expect(200);
    expect(res.text).toContain('/products/t-ex-keep<');
    expect(res.text).not.toContain(`/products/${oldSlug}<`);
    expect(res.text.toUpperCase()).not.toContain('CHEVY-SILVERADO-CC-2X12-OLD');
    // One chunk when each holds exactly the shown cards: the excluded ones would need a second.
    const shown = (res.text.match(/\/products\//g) ?? []).length;
    const app = express().use(
      seoRoutes(createSeoRepo(t.db), { maxUrlsPerFile: shown, publicUrl: 'http://shop.test' }),
    );
    const index = await request(app).get('/sitemap.xml').expect(200);
    expect(index.text).toContain('/sitemap-products-1.xml');
    expect(index.text).not.toContain('/sitemap-products-2.xml');
    expect((await request(app).get('/sitemap-products-2.xml')).status).toBe(404);
  });

  it('is not a menu product entry', async () => {
    const res = await request(t.handle).get('/api/menu').expect(200);
    expect(skusIn(res.body)).not.toContain(OLD);
    expect(JSON.stringify(res.body)).not.toContain('Old truck box');
  });

  it("is not in a family's variants or related variants, nor frequently bought together", async () => {
    for (const key of ['EX-FAM', 'EX-FAM-A']) {
      const p = ProductSchema.parse((await request(t.app).get(`/api/product/${key}`).expect(200)).body);
      expect(p.variants.map((v) => v.sku)).toEqual(['EX-FAM-A']);
      expect(skusIn(p.relatedVariants)).not.toContain(OLD);
      expect(p.variantSkus).toEqual(['EX-FAM-A']);
    }
    const keep = ProductSchema.parse((await request(t.app).get('/api/product/EX-KEEP').expect(200)).body);
    expect(keep.frequentlyBoughtTogetherAssociations).toEqual(['EVL-12-D2']);
  });

  it('is not suggested with an empty enclosure, and cannot be put in a cart', async () => {
    const res = await request(t.app)
      .post('/api/cartv2')
      .send({ items: [{ sku: 'AR1X12V', quantity: 1 }] })
      .expect(200);
    const cart = CartResponseSchema.parse(res.body);
    expect(cart.suggestions?.length).toBeGreaterThan(0);
    expect(skusIn(cart.suggestions)).not.toContain(OLD);
    const refused = await request(t.app)
      .post('/api/cartv2')
      .send({ items: [{ sku: OLD, quantity: 1 }] });
    expect(refused.status).toBe(400);
    expect(ErrorBodySchema.parse(refused.body).error.code).toBe('UNKNOWN_SKU');
  });

  it('is not in the dealer quick order list', async () => {
    const dealer = await signedInAgent(t.app, await makeUser(db, { role: 2, isDealer: true }));
    const res = await dealer.get('/api/dealers/quick-order').query({ q: 'silverado' }).expect(200);
    const body = DealerQuickOrderResponseSchema.parse(res.body);
    expect(body.rows.length).toBeGreaterThan(0);
    expect(skusIn(body.rows)).not.toContain(OLD);
    expect(body.count).toBe(body.rows.length);
  });
});
