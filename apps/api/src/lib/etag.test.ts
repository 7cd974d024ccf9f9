/**
 * ETags and 304 (decision 077): the public catalogue reads and the server-rendered pages over HTTP, through the
 * shop's front as the server runs it; with the response cache on (hits answered before Express) and off (every
 * read through the app). A repeat holding the ETag is a 304; a catalogue change makes the next read a 200 with
 * a new tag; no viewer's tag ever gets another viewer a 304; HEAD sends the GET's headers. And the If-None-Match
 * rules themselves.
 */
import type { IncomingMessage } from 'node:http';
import { rmSync } from 'node:fs';
import { ProductSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApiKeys, bearer } from '../test/admin-helpers.js';
import { makeUser, signedInAgent, type Agent } from '../test/auth-helpers.js';
import { makeApp } from '../test/make-app.js';
import { makeProduct } from '../test/shop-factories.js';
import { makeWebDist } from '../test/spa-fixture.js';
import { holdsEtag, weakEtagOf } from './etag.js';

const asked = (headers: Record<string, string>) => ({ headers }) as IncomingMessage;

describe('holdsEtag', () => {
  const etag = weakEtagOf('{"a":1}');

  it.each([
    ['the tag itself', { 'if-none-match': etag }, true],
    ['its strong form', { 'if-none-match': etag.slice(2) }, true],
    ['a list naming it', { 'if-none-match': `"other", ${etag}` }, true],
    ['any tag', { 'if-none-match': '*' }, true],
    ['another tag', { 'if-none-match': 'W/"other"' }, false],
    ['no If-None-Match', {}, false],
    ['a reload (Cache-Control: no-cache)', { 'if-none-match': etag, 'cache-control': 'no-cache' }, false],
  ])('%s: %s', (_case, headers, held) => {
    expect(holdsEtag(asked(headers), etag)).toBe(held);
  });

  it('tags bytes, weakly: the same bytes the same tag, other bytes another', () => {
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(weakEtagOf(Buffer.from('{"a":1}'))).toBe(etag);
    expect(weakEtagOf('{"a":2}')).not.toBe(etag);
  });
});

const dist = makeWebDist();
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe.each([
  ['on', 2000],
  ['off', 0],
])('with the response cache %s', async (_name, entries) => {
  const t = await makeApp({
    webDistDir: dist,
    configOverrides: { responseCacheEntries: entries, signInRateLimit: 1000, adminKeyRateLimit: 10_000 },
  });
  afterAll(() => t.close());
  const product = await makeProduct(t.db, { dealerCents: 5_000, mapCents: 8_000, tpa: 5 });
  const productRead = `/api/product/${product.sku}`;
  // The factory's page handle (test/shop-factories.ts).
  const productPage = `/products/t-${product.sku.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const READS = [
    productRead,
    '/api/collections/car-subwoofers?page=1',
    '/api/best-sellers',
    '/api/search/products?q=subwoofer',
    '/api/menu',
    '/api/sales/active',
  ];
  const PAGES = ['/', productPage, '/collections/car-subwoofers', '/search/products?q=subwoofer'];
  const admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  const keys = await makeApiKeys(admin, { stock: 'stock:write' });
  const shopper = await signedInAgent(t.handle, await makeUser(t.db));
  const dealer = await signedInAgent(t.handle, await makeUser(t.db, { role: 2, isDealer: true }));

  const get = (url: string, etag?: string) => {
    const req = request(t.handle).get(url);
    return etag ? req.set('If-None-Match', etag) : req;
  };

  it.each(READS)('%s: a repeat with its ETag is a 304', async (url) => {
    const first = await get(url).expect(200);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Cookie/);
    const again = await get(url, etag).expect(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.text).toBeFalsy();
    await get(url, 'W/"not-this-one"').expect(200);
  });

  it.each(PAGES)('the page %s: a repeat with its ETag is a 304', async (url) => {
    const first = await get(url).expect(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Cookie/);
    const again = await get(url, etag).expect(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.text).toBeFalsy();
  });

  it('keeps an unknown page a 404 whatever tag the client holds', async () => {
    const missing = await get('/products/no-such-product').expect(404);
    await get('/products/no-such-product', missing.headers.etag).expect(404);
  });

  it.each([productRead, productPage])(
    'HEAD %s: the GET’s headers, no body; a 304 for its tag',
    async (url) => {
      const got = await get(url).set('Accept-Encoding', 'identity').expect(200);
      const head = await request(t.handle).head(url).set('Accept-Encoding', 'identity').expect(200);
      for (const name of ['etag', 'content-type', 'content-length', 'cache-control', 'vary'])
        expect(head.headers[name], name).toBe(got.headers[name]);
      expect(head.text).toBeFalsy();
      await request(t.handle).head(url).set('If-None-Match', got.headers.etag!).expect(304);
    },
  );

  it('answers a 200 with a new tag after a catalogue change (the change feed empties the cache)', async () => {
    const before = { read: await get(productRead).expect(200), page: await get(productPage).expect(200) };
    await request(t.handle)
      .put('/api/admin/stock')
      .set(bearer(keys.stock))
      .send({ items: [{ sku: product.sku, tpa: 9 }] })
      .expect(200);
    const read = await get(productRead, before.read.headers.etag).expect(200);
    expect(ProductSchema.parse(read.body).tpa_wh).toBe(9);
    expect(read.headers.etag).not.toBe(before.read.headers.etag);
    const page = await get(productPage, before.page.headers.etag).expect(200);
    expect(page.headers.etag).not.toBe(before.page.headers.etag);
    await get(productRead, read.headers.etag).expect(304);
  });

  describe('across viewers', () => {
    const tagOf = async (who: Agent | null, url: string) =>
      (who ? await who.get(url).expect(200) : await get(url).expect(200)).headers.etag;

    it('never sends a dealer a 304 for a retail answer, nor a visitor for a dealer’s', async () => {
      const retail = await tagOf(null, productRead);
      const asDealer = await dealer.get(productRead).set('If-None-Match', retail!).expect(200);
      expect(ProductSchema.parse(asDealer.body).price_dealer).toBe(50);
      expect(asDealer.headers.etag).not.toBe(retail);
      const asVisitor = await get(productRead, asDealer.headers.etag).expect(200);
      expect(ProductSchema.parse(asVisitor.body).price_dealer).toBeNull();
    });

    it('gives a signed-in shopper the retail answer’s tag (the same bytes), a dealer another', async () => {
      const retail = await tagOf(null, productRead);
      expect(await tagOf(shopper, productRead)).toBe(retail);
      await shopper.get(productRead).set('If-None-Match', retail!).expect(304);
      expect(await tagOf(dealer, productRead)).not.toBe(retail);
    });

    it('tags a visitor’s page by their own cart: another visitor’s tag gets them the whole page', async () => {
      const empty = await tagOf(null, productPage);
      const visitor = request.agent(t.handle);
      await visitor.post('/api/cartv2/lines').send({ sku: product.sku, quantity: 1 }).expect(200);
      const withCart = await visitor.get(productPage).set('If-None-Match', empty!).expect(200);
      expect(withCart.headers.etag).not.toBe(empty);
      await visitor.get(productPage).set('If-None-Match', withCart.headers.etag!).expect(304);
      await get(productPage, withCart.headers.etag).expect(200);
    });

    it.each([
      ['a signed-in shopper', () => shopper],
      ['a dealer', () => dealer],
    ])('sends %s their page whole, untagged and never stored', async (_who, agent) => {
      const anonymous = await tagOf(null, productPage);
      const res = await agent().get(productPage).set('If-None-Match', anonymous!).expect(200);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.text).toContain('<div id="root"></div>');
    });
  });
});
