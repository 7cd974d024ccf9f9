/**
 * Who is shown a sale: retail shoppers and visitors get the sale prices and the collection's sale banner;
 * a dealer never does (spec: "no discount display"), through the response cache and the fast path as the
 * server runs them (the cart's dealer pricing is in cart.test.ts); without a sale, collection pages show
 * the default no-sale banners.
 */
import {
  CollectionResponseSchema,
  NO_SALE_BANNERS,
  ProductSchema,
  SALE_BANNER_ALT,
  SearchResponseSchema,
  VehicleCollectionResponseSchema,
  type ProductCard,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../demo/accounts.js';
import { signIn, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp } from '../../test/make-app.js';

const t = await makeApp();
afterAll(() => t.close());

const COLLECTION = '/api/collections/car-subwoofers?page=1';
const VEHICLES = '/api/collections/vehicle-specific-subwoofer-enclosures';

/** Every sale object of a listing: the cards' and their variants'. */
const salesOf = (cards: ProductCard[]) => cards.flatMap((c) => [c.sale, ...c.variants.map((v) => v.sale)]);

describe('a signed-in dealer is shown no sale', () => {
  let dealer: Agent;
  let onSale: string;
  beforeAll(async () => {
    // Visitors first: their answers fill the cache and the fast path serves them from then on.
    const listing = CollectionResponseSchema.parse(
      (await request(t.handle).get(COLLECTION).expect(200)).body,
    );
    // A sku that can go in a cart: a card that is not a parent, or a parent's variant.
    const items = listing.products.flatMap((p) => (p.isParentSku ? p.variants : [p]));
    onSale = items.find((p) => p.sale !== null)!.sku;
    await request(t.handle).get(`/api/product/${onSale}`).expect(200);
    dealer = await signedInAgent(t.handle, DEMO_ACCOUNTS.dealer);
  });

  it('product: a visitor gets the sale, the dealer (dealer@skar.test) none, nor on any variant', async () => {
    const visitor = ProductSchema.parse((await request(t.handle).get(`/api/product/${onSale}`)).body);
    expect(visitor.sale?.percent).toBeGreaterThan(0);
    const mine = ProductSchema.parse((await dealer.get(`/api/product/${onSale}`).expect(200)).body);
    expect(mine.price_dealer).toEqual(expect.any(Number));
    expect([mine.sale, ...mine.variants.map((v) => v.sale)]).toEqual(
      Array(mine.variants.length + 1).fill(null),
    );
    // ...and the dealer's answer never reaches a visitor.
    const again = ProductSchema.parse((await request(t.handle).get(`/api/product/${onSale}`)).body);
    expect([again.sale, again.price_dealer]).toEqual([visitor.sale, null]);
  });

  it('collection: no sale on any card and the no-sale banner instead of the sale banner', async () => {
    const visitor = CollectionResponseSchema.parse((await request(t.handle).get(COLLECTION)).body);
    expect(visitor.collection.bannerImage).toBe('/img/banners/collection-sale.svg');
    const mine = CollectionResponseSchema.parse((await dealer.get(COLLECTION).expect(200)).body);
    expect(salesOf(mine.products).every((s) => s === null)).toBe(true);
    expect(mine.collection).toMatchObject({
      bannerImage: NO_SALE_BANNERS.collection.image,
      bannerAlt: NO_SALE_BANNERS.collection.alt,
    });
  });

  it('search and the vehicle collection: no sale on any card', async () => {
    const query = { q: 'subwoofer' };
    const found = SearchResponseSchema.parse(
      (await request(t.handle).get('/api/search/products').query(query)).body,
    );
    expect(salesOf(found.products).some((s) => s !== null)).toBe(true);
    const search = SearchResponseSchema.parse((await dealer.get('/api/search/products').query(query)).body);
    expect(search.products.length).toBeGreaterThan(0);
    expect(salesOf(search.products).every((s) => s === null)).toBe(true);
    const vehicles = VehicleCollectionResponseSchema.parse((await dealer.get(VEHICLES).expect(200)).body);
    expect(salesOf(vehicles.products).every((s) => s === null)).toBe(true);
    expect(vehicles.collection.bannerImage).toBe(NO_SALE_BANNERS.collection.image);
    const visitor = VehicleCollectionResponseSchema.parse((await request(t.handle).get(VEHICLES)).body);
    expect(salesOf(visitor.products).some((s) => s !== null)).toBe(true);
  });

  it('a session cookie written with a space before "=" is a session too: never the cached visitor answer', async () => {
    const signedIn = await signIn(
      request.agent(t.handle),
      DEMO_ACCOUNTS.dealer.email,
      DEMO_ACCOUNTS.dealer.password,
    );
    const token = /sa_session=([^;]+)/.exec(String(signedIn.headers['set-cookie']))?.[1];
    expect(token).toBeTruthy();
    const res = await request(t.handle).get(`/api/product/${onSale}`).set('Cookie', `sa_session =${token}`);
    expect(ProductSchema.parse(res.body)).toMatchObject({ price_dealer: expect.any(Number), sale: null });
  });
});

describe('collection banners without a sale', async () => {
  const quiet = await makeApp();
  afterAll(() => quiet.close());
  beforeAll(async () => {
    await quiet.db.deleteFrom('sales').execute();
  });

  it('shows the default no-sale banner with its alt text, the daily-deal one on daily-deal collections', async () => {
    const subs = CollectionResponseSchema.parse(
      (await request(quiet.handle).get(COLLECTION).expect(200)).body,
    );
    expect(subs.collection).toMatchObject({
      bannerImage: NO_SALE_BANNERS.collection.image,
      bannerAlt: NO_SALE_BANNERS.collection.alt,
    });
    const deals = CollectionResponseSchema.parse(
      (await request(quiet.handle).get('/api/collections/daily-deals').expect(200)).body,
    );
    expect(deals.collection).toMatchObject({
      isDailyDeal: true,
      bannerImage: NO_SALE_BANNERS.dailyDeal.image,
      bannerAlt: NO_SALE_BANNERS.dailyDeal.alt,
    });
  });

  it('keeps the sale banner, with its own alt text, while a sale runs', async () => {
    const res = await request(t.handle).get('/api/collections/daily-deals').expect(200);
    expect(CollectionResponseSchema.parse(res.body).collection).toMatchObject({
      bannerImage: '/img/banners/collection-daily-deal.svg',
      bannerAlt: SALE_BANNER_ALT.dailyDeal,
    });
  });
});
