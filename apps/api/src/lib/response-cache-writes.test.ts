/** Which calls empty the response cache: only successful writes that change a cached answer (decision 023). */
import { CartResponseSchema, ProductSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeUser, signedInAgent } from '../test/auth-helpers.js';
import { makeApp } from '../test/make-app.js';
import { addReviews, orderFor } from '../test/review-factories.js';
import { checkoutBody, makeProduct, type MadeProduct } from '../test/shop-factories.js';

describe('writes that empty the response cache', async () => {
  const t = await makeApp({ configOverrides: { checkoutRateLimit: 1000, logLevel: 'error' } });
  afterAll(() => t.close());

  /**
   * Caches a product's answer, changes its stock behind the app's back (which the cache cannot see),
   * runs `write`, and tells whether the next read shows the change: that is, whether the cache was emptied.
   */
  async function emptiesCache(write: (product: MadeProduct) => Promise<unknown>): Promise<boolean> {
    const product = await makeProduct(t.db, { tpa: 3, lv: 0 });
    const lv = async () => {
      const res = await request(t.handle).get(`/api/product/${product.sku}`).expect(200);
      return ProductSchema.parse(res.body).lv_wh;
    };
    expect(await lv()).toBe(0);
    await t.db.updateTable('stock').set({ lv_wh: 7 }).where('product_id', '=', product.id).execute();
    expect(await lv()).toBe(0);
    await write(product);
    return (await lv()) === 7;
  }

  it('keeps it through a browser preflight (OPTIONS)', async () => {
    const emptied = await emptiesCache(() =>
      request(t.handle)
        .options('/api/checkout-v3/checkout')
        .set('Origin', 'https://elsewhere.example')
        .set('Access-Control-Request-Method', 'POST'),
    );
    expect(emptied).toBe(false);
  });

  it('keeps it through a plain OPTIONS call', async () => {
    expect(await emptiesCache(() => request(t.handle).options('/api/reviews'))).toBe(false);
  });

  it('keeps it through a cart write addressed with a mixed-case path', async () => {
    const emptied = await emptiesCache((product) =>
      request(t.handle)
        .post('/api/Cartv2')
        .send({ items: [{ sku: product.sku, quantity: 1 }] })
        .expect(200),
    );
    expect(emptied).toBe(false);
  });

  it("keeps it through an anonymous visitor's thumbs-up", async () => {
    const emptied = await emptiesCache(async (product) => {
      const [reviewId] = await addReviews(t.db, product, [{}]);
      await request(t.handle).post('/api/reviews/thumbs-up').send({ reviewId }).expect(200);
    });
    expect(emptied).toBe(false);
  });

  it('keeps it through a refused order', async () => {
    const emptied = await emptiesCache(() =>
      request(t.handle).post('/api/checkout-v3/checkout').send(checkoutBody()).expect(400),
    );
    expect(emptied).toBe(false);
  });

  it('empties it after an order', async () => {
    const emptied = await emptiesCache(async (product) => {
      const cart = await request(t.handle)
        .post('/api/cartv2')
        .send({ items: [{ sku: product.sku, quantity: 1 }] })
        .expect(200);
      await request(t.handle)
        .post('/api/checkout-v3/checkout')
        .set('Cookie', `sa_cart_token=${CartResponseSchema.parse(cart.body).cart_token}`)
        .send(checkoutBody())
        .expect(200);
    });
    expect(emptied).toBe(true);
  });

  it('empties it after a review (the rating changes)', async () => {
    const emptied = await emptiesCache(async (product) => {
      const user = await makeUser(t.db);
      await orderFor(t.db, user, [product]);
      const agent = await signedInAgent(t.handle, user);
      await agent
        .post('/api/reviews')
        .send({ sku: product.sku, rating: 4, title: 'Good', body: 'Hits hard.' })
        .expect(201);
    });
    expect(emptied).toBe(true);
  });
});

describe("an order empties the response cache, not the node's copies of the catalogue's content", async () => {
  const t = await makeApp({ configOverrides: { checkoutRateLimit: 1000, logLevel: 'error' } });
  afterAll(() => t.close());

  const cartWith = async (sku: string) =>
    CartResponseSchema.parse(
      (
        await request(t.handle)
          .post('/api/cartv2')
          .send({ items: [{ sku, quantity: 1 }] })
          .expect(200)
      ).body,
    );
  const imageInCart = async (sku: string) => (await cartWith(sku)).items[0]!.main_image;

  it('keeps the product extras a cart shows through an order; a catalogue change empties them', async () => {
    const shown = await makeProduct(t.db, { tpa: 3 });
    const sold = await makeProduct(t.db, { tpa: 3 });
    const before = await imageInCart(shown.sku);
    expect(before).toMatch(/^\/img\//);
    // Its picture moved behind the app's back: the node's kept extras cannot see it.
    await t.db
      .updateTable('product_images')
      .set({ url: '/img/p/moved.jpg' })
      .where('product_id', '=', shown.id)
      .execute();
    const cart = await cartWith(sold.sku);
    await request(t.handle)
      .post('/api/checkout-v3/checkout')
      .set('Cookie', `sa_cart_token=${cart.cart_token}`)
      .send(checkoutBody())
      .expect(200);
    // The order changed stock and turnover, not pictures: the extras were not read again.
    expect(await imageInCart(shown.sku)).toBe(before);
    t.changes.publish('catalog');
    expect(await imageInCart(shown.sku)).toBe('/img/p/moved.jpg');
  });
});
