/**
 * `npm run seed -- --remove-demo` (decision 070) over a seeded store with some of the merchant's own data, on
 * SQLite and PostgreSQL: what goes, what stays, and nothing at all when it refuses.
 */
import { sql } from 'kysely';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { createImagesRepo } from '../modules/images/images.repo.js';
import { makeApp, TEST_NOW, type TestApp } from '../test/make-app.js';
import { placeOrder } from '../test/order-factories.js';
import { makeBundle, makeProduct } from '../test/shop-factories.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { demoNames, findDemoData } from './demo-data.js';
import { removeDemo } from './remove-demo.js';

const DEMO_CART = 'demo-cart-'.padEnd(43, 'x');

const count = async (db: Db, query: string): Promise<number> =>
  Number((await sql<{ n: number | string }>`${sql.raw(query)}`.execute(db)).rows[0]!.n);

/** The merchant's own things beside the demo: a product in a demo collection, a customer's order, a picture. */
async function merchantData(t: TestApp) {
  const product = await makeProduct(t.db, { sku: 'SHOP-OWN-1', name: 'Our own amplifier' });
  const subwoofers = await t.db
    .selectFrom('collections')
    .select('id')
    .where('full_handle', '=', 'car-subwoofers')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('collection_products')
    .values({ collection_id: subwoofers.id, product_id: product.id, position: 999, is_visible: 1 })
    .execute();
  const merchantCollection = await t.db
    .insertInto('collections')
    .values({
      handle: 'our-picks',
      full_handle: 'our-picks',
      title: 'Our picks',
      collection_page_title: 'Our picks',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('collection_products')
    .values({ collection_id: merchantCollection.id, product_id: product.id, position: 0, is_visible: 1 })
    .execute();
  await createImagesRepo(t.db).add({
    path: '/img/products/shop-own-1/main.png',
    contentType: 'image/png',
    body: Buffer.from('png'),
    createdAt: TEST_NOW.toISOString(),
  });
  await t.db
    .insertInto('users')
    .values({
      email: 'owner@shop.example',
      password_hash: 'x',
      role: 1,
      first_name: 'Olive',
      last_name: 'Owner',
      created_at: TEST_NOW.toISOString(),
      updated_at: TEST_NOW.toISOString(),
    })
    .execute();
  const demoSku = demoNames().skus.find((sku) => sku === 'SKDM-36')!;
  // A real customer's order of the merchant's product and of a demo one (bought on a staging shop).
  const order = await placeOrder(t.app, [
    { sku: product.sku, quantity: 1 },
    { sku: demoSku, quantity: 1 },
  ]);
  return { product, order, demoSku };
}

describe('removing the demo data', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('takes out the demo accounts, their orders and carts, the demo catalogue, sales and pictures, and keeps what the merchant made', async () => {
    t = await makeApp();
    const mine = await merchantData(t);
    const retail = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.retail.email)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('carts')
      .values({ token: DEMO_CART, user_id: retail.id, created_at: '2026-01-01', updated_at: '2026-01-01' })
      .execute();
    expect(await count(t.db, `SELECT count(*) AS n FROM home_slides`)).toBe(1);
    expect(await count(t.db, `SELECT count(*) AS n FROM home_tiles`)).toBe(8);
    const before = await findDemoData(t.db);
    expect(before.accounts).toEqual([DEMO_ACCOUNTS.dealer.email, DEMO_ACCOUNTS.retail.email]);
    expect(before.products).toBe(demoNames().skus.length);
    const demoOrders = await count(t.db, `SELECT count(*) AS n FROM orders WHERE email LIKE '%@skar.test'`);
    expect(demoOrders).toBe(7);

    const removed = await removeDemo(t.db);

    expect(removed).toMatchObject({ accounts: 2, orders: 7, products: demoNames().skus.length, sales: 3 });
    expect(removed.kept).toEqual(['collection car-subwoofers']);
    expect(removed.pictures).toBeGreaterThan(200);
    expect(await findDemoData(t.db)).toEqual({ accounts: [], products: 0 });
    // Gone: the demo's rows in every table that held them.
    for (const [query, expected] of [
      [`SELECT count(*) AS n FROM users WHERE email LIKE '%@skar.test'`, 0],
      [`SELECT count(*) AS n FROM orders WHERE email LIKE '%@skar.test'`, 0],
      [`SELECT count(*) AS n FROM carts WHERE token = '${DEMO_CART}'`, 0],
      [`SELECT count(*) AS n FROM addresses`, 0],
      [`SELECT count(*) AS n FROM saved_cards`, 0],
      [`SELECT count(*) AS n FROM returns`, 0],
      [`SELECT count(*) AS n FROM reviews`, 0],
      [`SELECT count(*) AS n FROM sales`, 0],
      [`SELECT count(*) AS n FROM menu_categories`, 0],
      [`SELECT count(*) AS n FROM subscribers WHERE email LIKE '%@skar.test'`, 0],
      [`SELECT count(*) AS n FROM images WHERE path LIKE '/img/p/%' OR path LIKE '/img/r/%'`, 0],
      [
        `SELECT count(*) AS n FROM collections WHERE full_handle <> 'car-subwoofers' AND full_handle <> 'our-picks'`,
        0,
      ],
      [`SELECT count(*) AS n FROM products`, 1],
      // The home's demo parts (decision 082): a new shop's home and the spec's pages in the footer again.
      [`SELECT count(*) AS n FROM home_slides`, 0],
      [`SELECT count(*) AS n FROM home_tiles`, 0],
      [`SELECT count(*) AS n FROM home_footer_groups`, 0],
      [`SELECT count(*) AS n FROM images WHERE path = '/img/banners/home-hero.svg'`, 0],
    ] as const)
      expect(await count(t.db, query), query).toBe(expected);
    // Kept: the merchant's product with its stock, collections, picture, account, and the customer's order.
    expect(await count(t.db, `SELECT count(*) AS n FROM stock WHERE product_id = ${mine.product.id}`)).toBe(
      1,
    );
    expect(await count(t.db, `SELECT count(*) AS n FROM users WHERE email = 'owner@shop.example'`)).toBe(1);
    expect(await createImagesRepo(t.db).isEmpty()).toBe(false);
    expect(
      await count(t.db, `SELECT count(*) AS n FROM images WHERE path = '/img/products/shop-own-1/main.png'`),
    ).toBe(1);
    const lines = await t.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select(['l.sku', 'l.product_id'])
      .where('o.order_number', '=', mine.order.number)
      .orderBy('l.position')
      .execute();
    expect(lines).toEqual([
      { sku: mine.product.sku, product_id: mine.product.id },
      { sku: mine.demoSku, product_id: null },
    ]);
    // The shop answers from what is left: the kept collection lists the merchant's product alone.
    t.changes.publish('catalog');
    const collection = await request(t.app).get('/api/collections/car-subwoofers').expect(200);
    expect((collection.body as { products: { sku: string }[] }).products.map((p) => p.sku)).toEqual([
      mine.product.sku,
    ]);
    await request(t.app).get('/api/collections/car-amplifiers').expect(404);
    const search = await request(t.app).get('/api/search/products?q=amplifier').expect(200);
    expect(JSON.stringify(search.body)).toContain('SHOP-OWN-1');
    expect(JSON.stringify(search.body)).not.toContain('SKDM-36');
  });

  it('removes nothing when it refuses: a bundle of the merchant includes a demo product', async () => {
    t = await makeApp();
    const demo = await t.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('sku', '=', 'SKDM-36')
      .executeTakeFirstOrThrow();
    await makeBundle(t.db, [{ child: demo, quantity: 2 }], { sku: 'SHOP-KIT-1' });
    expect(await count(t.db, `SELECT count(*) AS n FROM home_slides`)).toBe(1);
    expect(await count(t.db, `SELECT count(*) AS n FROM home_tiles`)).toBe(8);
    const before = await findDemoData(t.db);

    await expect(removeDemo(t.db)).rejects.toThrow(
      'the bundles SHOP-KIT-1 include demo products: take those out of them first',
    );

    expect(await findDemoData(t.db)).toEqual(before);
    expect(await count(t.db, `SELECT count(*) AS n FROM orders WHERE email LIKE '%@skar.test'`)).toBe(7);
    expect(await count(t.db, `SELECT count(*) AS n FROM sales`)).toBe(3);
  });

  it('finds nothing to remove in a store without the demo', async () => {
    t = await makeApp({ seed: false });
    await makeProduct(t.db, { sku: 'SHOP-OWN-2' });
    expect(await removeDemo(t.db)).toEqual({
      accounts: 0,
      orders: 0,
      products: 0,
      collections: 0,
      menuCategories: 0,
      sales: 0,
      pictures: 0,
      kept: [],
    });
    expect(await count(t.db, `SELECT count(*) AS n FROM products`)).toBe(1);
  });
});
