/**
 * GET /api/best-sellers: the home page's best sellers, a list of their own (decision 070). In a shop with the
 * subwoofer collection they are its first page's first cards, priced for the viewer; an empty shop's answer,
 * an empty list, is in pages/empty-shop.test.ts.
 */
import { BEST_SELLER_COUNT, BestSellersResponseSchema, CollectionResponseSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { dealerViewer, makeApp } from '../../test/make-app.js';

const retail = await makeApp();
const dealer = await makeApp({ resolveViewer: dealerViewer });
afterAll(async () => {
  await Promise.all([retail.close(), dealer.close()]);
});

describe('GET /api/best-sellers', () => {
  it("answers the subwoofer collection's first cards, as its page shows them, for a shopper and a dealer", async () => {
    for (const { app } of [retail, dealer]) {
      const res = await request(app).get('/api/best-sellers').expect(200);
      const { products } = BestSellersResponseSchema.parse(res.body);
      const page = await request(app).get('/api/collections/car-subwoofers?page=1').expect(200);
      const collection = CollectionResponseSchema.parse(page.body);
      expect(products).toHaveLength(BEST_SELLER_COUNT);
      expect(products).toEqual(collection.products.slice(0, BEST_SELLER_COUNT));
      // A cached catalogue read like the collection's (lib/response-cache.ts).
      expect(res.headers['cache-control']).toBe(page.headers['cache-control']);
      expect(res.headers.etag).toEqual(expect.any(String));
    }
    const [retailCard] = (await request(retail.app).get('/api/best-sellers')).body.products;
    const [dealerCard] = (await request(dealer.app).get('/api/best-sellers')).body.products;
    expect(retailCard.price_dealer).toBeNull();
    expect(dealerCard.price_dealer).not.toBeNull();
  });
});
