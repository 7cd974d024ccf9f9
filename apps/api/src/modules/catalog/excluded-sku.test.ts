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

const insertCollectionRow = db.prepare(
  `INSERT INTO collection_products (collection_id, product_id, position, is_visible, is_preordered)
   VALUES (?, ?, ?, 1, 0)`,
);

beforeAll(() => {
  // Every change is made before the first request: the response cache cannot see direct writes.
  oldSlug = db.prepare('SELECT slug FROM products WHERE sku = ?').pluck().get(OLD) as string;
  const collectionId = makeCollection(db, 'ex-test');
  const keep = makeProduct(db, { sku: 'EX-KEEP', collectionId });
  const hidden = makeProduct(db, { sku: OLD_IN_COLLECTION, collectionId });
  const subId = Number(
    db
      .prepare(
        `INSERT INTO collections (handle, full_handle, parent_id, title, collection_page_title, position)
         VALUES ('sub', 'ex-test/sub', ?, 'Sub', 'Sub', 0)`,
      )
      .run(collectionId).lastInsertRowid,
  );
  insertCollectionRow.run(subId, keep.id, 1);
  insertCollectionRow.run(subId, hidden.id, 2);

  makeProduct(db, { sku: 'EX-FAM', isParent: true });
  makeProduct(db, { sku: 'EX-FAM-A', parentSku: 'EX-FAM', option: { name: 'Size', value: 'A' } });
  makeProduct(db, { sku: OLD_VARIANT, parentSku: 'EX-FAM', option: { name: 'Size', value: 'B' } });

  db.prepare('UPDATE products SET frequently_bought_together = ? WHERE sku = ?').run(
    JSON.stringify(['EVL-12-D2', OLD]),
    'EX-KEEP',
  );
  const oldId = db.prepare('SELECT id FROM products WHERE sku = ?').pluck().get(OLD) as number;
  db.prepare(
    `INSERT INTO menu_products (category_id, menu_collection_id, product_id, override_title, subtitle, position)
     VALUES ((SELECT min(id) FROM menu_categories), NULL, ?, 'Old truck box', NULL, 99)`,
  ).run(oldId);

  // A best-selling 12" subwoofer whose sku holds the excluded one: first in line for the suggestion box.
  const sub = makeProduct(db, { sku: OLD_SUBWOOFER, turnoverCents: 10 ** 12 });
  db.prepare("UPDATE products SET category = 'subwoofers' WHERE id = ?").run(sub.id);
  db.prepare(
    `INSERT INTO product_properties (product_id, key, value, position) VALUES (?, 'Subwoofer Size', '12"', 1)`,
  ).run(sub.id);
  db.prepare(
    "UPDATE stock SET tpa_wh = 50 WHERE product_id = (SELECT id FROM products WHERE sku = 'AR1X12V')",
  ).run();
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
    const members = db
      .prepare(
        `SELECT p.sku FROM collection_products cp JOIN collections c ON c.id = cp.collection_id
         JOIN products p ON p.id = cp.product_id WHERE c.full_handle = ? AND cp.is_visible = 1`,
      )
      .pluck()
      .all(VEHICLE_COLLECTION_HANDLE) as string[];
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
      seoRoutes(createSeoRepo(t.kysely), { maxUrlsPerFile: shown, publicUrl: 'http://shop.test' }),
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
    expect(refused.status).toBe(404);
    expect(ErrorBodySchema.parse(refused.body).error.code).toBe('UNKNOWN_SKU');
  });

  it('is not in the dealer quick order list', async () => {
    const dealer = await signedInAgent(t.app, makeUser(db, { role: 2, isDealer: true }));
    const res = await dealer.get('/api/dealers/quick-order').query({ q: 'silverado' }).expect(200);
    const body = DealerQuickOrderResponseSchema.parse(res.body);
    expect(body.rows.length).toBeGreaterThan(0);
    expect(skusIn(body.rows)).not.toContain(OLD);
    expect(body.count).toBe(body.rows.length);
  });
});
