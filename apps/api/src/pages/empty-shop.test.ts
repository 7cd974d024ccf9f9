/**
 * An empty shop (a production start, decision 070): every storefront read, page and the back office's first
 * screens answer on a store without a product, collection, menu, sale or order, with empty lists, not errors.
 */
import { rmSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, signedInAgent, type Agent } from '../test/auth-helpers.js';
import { makeApp, type TestApp } from '../test/make-app.js';
import { makeWebDist } from '../test/spa-fixture.js';

describe('an empty shop', () => {
  let t: TestApp;
  let admin: Agent;
  const dist = makeWebDist();
  beforeAll(async () => {
    // The store a production start leaves (no demo); development settings, so that the session cookie is sent back.
    t = await makeApp({ seed: false, webDistDir: dist });
    admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the storefront reads with empty lists', async () => {
    expect((await request(t.app).get('/api/menu').expect(200)).body).toEqual({ categories: [] });
    expect((await request(t.app).get('/api/sales/active').expect(200)).body).toEqual({ sale: null });
    const search = await request(t.app).get('/api/search/products?q=subwoofer').expect(200);
    expect(search.body).toMatchObject({ products: [] });
    const empty = await request(t.app).get('/api/search/products?q=').expect(200);
    expect(empty.body).toMatchObject({ products: [] });
    // The home page's best sellers are a list: none, not the 404 of the collection they come from.
    expect((await request(t.app).get('/api/best-sellers').expect(200)).body).toEqual({ products: [] });
    await request(t.app).get('/api/collections/car-subwoofers').expect(404);
    await request(t.app).get('/api/product/EVL-12-D2').expect(404);
    const cart = await request(t.app).get('/api/cartv2').expect(200);
    expect(cart.body).toMatchObject({ items: [] });
  });

  it('serves the home, search, cart and sitemap pages, and a 404 page for a collection it does not have', async () => {
    for (const url of ['/', '/search/products?q=amp', '/cart', '/admin'])
      expect((await request(t.app).get(url)).status, url).toBe(200);
    await request(t.app).get('/collections/car-subwoofers').expect(404);
    // The home embeds its reads' answers and preloads none: nothing it asks for first answers 404.
    const home = await request(t.app).get('/').expect(200);
    expect(home.text).not.toContain('rel="preload" as="fetch"');
    expect(home.text).toContain('"/api/best-sellers":{"products":[]}');
    const sitemap = await request(t.app).get('/sitemap.xml').expect(200);
    // The content pages only: no product or collection to list.
    expect(sitemap.text).toContain('/pages/about-us</loc>');
    expect(sitemap.text).not.toContain('/products/');
    await request(t.app).get('/robots.txt').expect(200);
  });

  it("answers the back office's first screens with empty lists", async () => {
    const dashboard = await admin.get('/api/admin/dashboard').expect(200);
    expect(dashboard.body).toBeTruthy();
    for (const url of [
      '/api/admin/products',
      '/api/admin/orders',
      '/api/admin/collections',
      '/api/admin/menu',
      '/api/admin/sales',
      '/api/admin/reviews',
      '/api/admin/returns',
      '/api/admin/subscribers',
      '/api/admin/dealer-applications',
    ])
      expect((await admin.get(url)).status, url).toBe(200);
    await admin.get('/api/admin/customers').expect(200);
  });
});
