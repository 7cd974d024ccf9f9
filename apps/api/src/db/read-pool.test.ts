/**
 * Catalogue reads have their own connections (db/database.ts Store.readDb): on PostgreSQL a product, collection
 * and search read answer while every connection of the other pool is held by open transactions (as checkouts
 * and cart writes hold them during a stream of orders). On SQLite both are the one connection.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../test/make-app.js';
import { testStoreKind } from '../test/test-store.js';

const POOL_SIZE = 4; // test/test-store.ts's pool size on PostgreSQL

describe.runIf(testStoreKind() === 'postgres')('catalogue reads on their own connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());

  it('answer while every connection of the write pool is held', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = 0;
    let allHeld!: () => void;
    const held = new Promise<void>((resolve) => (allHeld = resolve));
    const holders = Array.from({ length: POOL_SIZE }, () =>
      t.db.transaction().execute(async (trx) => {
        await trx.selectFrom('products').select('id').limit(1).execute();
        if (++holding === POOL_SIZE) allHeld();
        await released;
      }),
    );
    try {
      await held;
      const product = await request(t.app).get('/api/product/skar-evl-12');
      expect(product.status).toBe(200);
      const collection = await request(t.app).get('/api/collections/car-subwoofers');
      expect(collection.status).toBe(200);
      expect(collection.body.products.length).toBeGreaterThan(0);
      const search = await request(t.app).get('/api/search/products?q=subwoofer');
      expect(search.status).toBe(200);
    } finally {
      release();
      await Promise.all(holders);
    }
  });
});
