/**
 * The head the server writes into index.html for each page: what crawlers and link previews read without
 * running the SPA, the same the web writes (both from the domain's builders), and 404 for unknown pages.
 */
import { rmSync } from 'node:fs';
import {
  CollectionResponseSchema,
  DEFAULT_SITE,
  pageHead,
  previewImagePath,
  ProductSchema,
  productSeo,
  VehicleCollectionResponseSchema,
  type SeoContext,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp } from '../test/make-app.js';
import { makeProduct } from '../test/shop-factories.js';
import { FIXTURE_DESCRIPTION, FIXTURE_TITLE, headOf, makeWebDist } from '../test/spa-fixture.js';

const ORIGIN = 'http://shop.test';
const dist = makeWebDist();
const t = await makeApp({ webDistDir: dist, configOverrides: { publicUrl: ORIGIN } });
const HOSTILE_NAME = 'Tom & "Jerry" </script><script>alert(1)</script>';
await makeProduct(t.db, { sku: 'T-HOSTILE', name: HOSTILE_NAME });
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (path: string, status = 200) => {
  const res = await request(t.handle).get(path).set('Host', 'forged.example');
  expect(res.status, path).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text).toContain('<div id="root"></div>');
  const head = headOf(res.text);
  // One title and at most one description: index.html's own are replaced, not repeated.
  expect(head.titles).toHaveLength(1);
  expect(head.descriptions.length).toBeLessThanOrEqual(1);
  return head;
};
const api = async (path: string) => (await request(t.app).get(path).expect(200)).body as unknown;
const ofType = (jsonLd: Record<string, unknown>[], type: string) => jsonLd.find((ld) => ld['@type'] === type);

describe('the product page head', () => {
  it('has the title, description, canonical, Open Graph and the Product with its offer and rating', async () => {
    const product = ProductSchema.parse(await api('/api/product/skar-evl-12'));
    // A one-option family shows its first variant on arrival, as the product page does.
    const shown = product.variants[0]!;
    const head = await page('/products/skar-evl-12');
    expect(head.titles[0]).toBe(`${product.seo_title || product.name} | Skar Audio`);
    expect(head.descriptions[0]).toBe(product.seo_description);
    expect(head.canonical).toBe(`${ORIGIN}/products/skar-evl-12`);
    expect(head.og('og:title')).toBe(head.titles[0]);
    expect(head.og('og:description')).toBe(product.seo_description);
    expect(head.og('og:url')).toBe(head.canonical);
    expect(head.og('og:type')).toBe('product');
    expect(head.og('og:image')).toBe(`${ORIGIN}${previewImagePath(shown.images[0]!.url)}`);
    const group = ofType(head.jsonLd, 'ProductGroup') as { hasVariant: Record<string, unknown>[] };
    const ld = group.hasVariant.find((v) => v['sku'] === shown.sku);
    expect(ld).toMatchObject({
      name: shown.name,
      sku: shown.sku,
      url: `${head.canonical}?sku=${shown.sku}`,
      offers: {
        priceCurrency: 'USD',
        price: (shown.sale?.price ?? shown.price).toFixed(2),
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder)$/),
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
    expect(product.rating.count).toBeGreaterThan(0);
    expect((group as Record<string, unknown>)['aggregateRating']).toEqual({
      '@type': 'AggregateRating',
      ratingValue: product.rating.avg_rating,
      reviewCount: product.rating.count,
    });
    expect(ofType(head.jsonLd, 'BreadcrumbList')).toBeDefined();
  });

  it('is what the web writes from the same answer (the domain builders on the parsed API answer)', async () => {
    const product = ProductSchema.parse(await api('/api/product/skar-evl-12'));
    const sale = ((await api('/api/sales/active')) as { sale: never }).sale;
    const ctx: SeoContext = { origin: ORIGIN, site: DEFAULT_SITE };
    const expected = pageHead(productSeo(product, product.variants[0] ?? product, sale, ctx), ctx);
    const head = await page('/products/skar-evl-12');
    expect(head.jsonLd).toEqual(expected.jsonLd);
    expect(head.titles[0]).toBe(expected.title);
  });

  it('names the variant chosen by ?sku=, and gives no rating to a product without reviews', async () => {
    const head = await page('/products/skar-evl-12?sku=EVL-12-D4');
    expect(ofType(head.jsonLd, 'ProductGroup')).toMatchObject({ productGroupID: 'EVL-12' });
    expect(head.og('og:image')).toContain('/img/og/p/EVL-12-D4/');
    expect(head.canonical).toBe(`${ORIGIN}/products/skar-evl-12`);
    const unrated = await page('/products/t-t-hostile');
    expect(ofType(unrated.jsonLd, 'Product')).not.toHaveProperty('aggregateRating');
  });

  it("shows a discontinued variant's own picture on its page, its family's page as canonical", async () => {
    const d4 = ProductSchema.parse(await api('/api/product/skar-sdr-8-d4'));
    expect(d4).toMatchObject({ sku: 'SDR-8-D4', isDiscontinued: true });
    const head = await page('/products/skar-sdr-8-d4');
    expect(head.canonical).toBe(`${ORIGIN}/products/skar-sdr-8`);
    const ownImage = d4.variants.find((v) => v.sku === 'SDR-8-D4')?.images[0]?.url ?? d4.images[0]?.url;
    expect(head.og('og:image')).toBe(`${ORIGIN}${previewImagePath(ownImage!)}`);
  });

  it('escapes what it writes: & and quotes in the title and tags, < in the JSON-LD', async () => {
    const head = await page('/products/t-t-hostile');
    expect(head.raw).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;/script&gt;');
    expect(head.raw).not.toContain('<script>alert(1)');
    expect(head.raw.match(/<\/script>/g)).toHaveLength(head.jsonLd.length);
    expect(head.titles[0]).toBe(`${HOSTILE_NAME} | Skar Audio`);
    expect(ofType(head.jsonLd, 'Product')).toMatchObject({ name: HOSTILE_NAME });
    const search = await page(`/search/products?q=${encodeURIComponent('"></title><script>x()</script>')}`);
    expect(search.raw).not.toContain('<script>x()');
    expect(search.titles[0]).toBe('Search results for ""></title><script>x()</script>" | Skar Audio');
  });

  it('answers 404 with the not-found head for an unknown or hidden product; the SPA still renders', async () => {
    for (const path of [
      '/products/no-such-product',
      '/products/skar-vs-chevy-silverado-cc-2x12-old',
      '/products/bad%ZZ',
    ]) {
      const head = await page(path, 404);
      expect(head.titles[0]).toBe('Page not found | Skar Audio');
      expect(head.canonical).toBeNull();
    }
  });
});

describe('collection page heads', () => {
  it("has the collection's own description, its canonical, picture and an ItemList of the page", async () => {
    const data = CollectionResponseSchema.parse(await api('/api/collections/car-subwoofers?page=2'));
    const head = await page('/collections/car-subwoofers?page=2&utm_source=x');
    const { collection } = data;
    expect(head.titles[0]).toBe(`${collection.collection_page_title} | Skar Audio`);
    expect(head.descriptions[0]).toBe(collection.collection_description);
    expect(collection.collection_description).not.toContain(collection.title);
    expect(head.canonical).toBe(`${ORIGIN}/collections/car-subwoofers?page=2`);
    expect(head.og('og:image')).toBe(`${ORIGIN}${previewImagePath(collection.collection_page_image)}`);
    expect(ofType(head.jsonLd, 'ItemList')).toMatchObject({
      numberOfItems: data.products.length,
      itemListElement: data.products.map((p, i) => ({
        position: data.pageSize + i + 1,
        url: `${ORIGIN}/products/${p.slug}`,
        name: p.name,
      })),
    });
  });

  it('gives a sub-collection its path and its parent in the breadcrumbs', async () => {
    const head = await page('/collections/car-subwoofers/12-inch-subwoofers');
    expect(head.canonical).toBe(`${ORIGIN}/collections/car-subwoofers/12-inch-subwoofers`);
    expect(ofType(head.jsonLd, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Home' },
        { name: 'Car Subwoofers', item: `${ORIGIN}/collections/car-subwoofers` },
        { name: '12 Inch Subwoofers', item: head.canonical },
      ],
    });
  });

  it('answers 404 for an unknown collection or sub-collection', async () => {
    for (const path of ['/collections/no-such', '/collections/car-subwoofers/no-such', '/collections/a/b/c'])
      expect((await page(path, 404)).titles[0]).toBe('Page not found | Skar Audio');
  });

  it('writes the vehicle collection as its filters narrow it', async () => {
    const query = 'type=Loaded&vehicle_make=Ford';
    const data = VehicleCollectionResponseSchema.parse(
      await api(`/api/collections/vehicle-specific-subwoofer-enclosures?${query}`),
    );
    expect(data.products.length).toBeGreaterThan(0);
    const head = await page(`/collections/vehicle-specific-subwoofer-enclosures?${query}`);
    expect(head.titles[0]).toBe('Ford Loaded Vehicle Specific Enclosures | Skar Audio');
    expect(head.descriptions[0]).toBe('Loaded subwoofer enclosures built to fit the Ford.');
    expect(head.canonical).toBe(`${ORIGIN}/collections/vehicle-specific-subwoofer-enclosures?${query}`);
    expect(ofType(head.jsonLd, 'ItemList')).toMatchObject({
      name: 'Ford Loaded Vehicle Specific Enclosures',
      itemListElement: data.products.map((p) => ({ url: `${ORIGIN}/products/${p.slug}` })),
    });
    const all = await page('/collections/vehicle-specific-subwoofer-enclosures?pageSize=96');
    expect(JSON.stringify(all.jsonLd)).not.toMatch(/2x12-old/i);
  });
});

describe('home, content and search page heads', () => {
  it('home: the Organization with the support hours, 09:00 to 17:30 every day, US, English', async () => {
    const head = await page('/');
    expect(head.titles[0]).toBe('Skar Audio | Car Subwoofers, Enclosures & Amplifiers');
    expect(head.descriptions[0]).toBe(DEFAULT_SITE.description);
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(ofType(head.jsonLd, 'Organization')).toMatchObject({
      name: 'Skar Audio',
      url: `${ORIGIN}/`,
      contactPoint: {
        areaServed: 'US',
        availableLanguage: 'English',
        hoursAvailable: {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '09:00',
          closes: '17:30',
        },
      },
    });
  });

  it('a content page has its title, description and canonical; an unknown one is a 404', async () => {
    const head = await page('/pages/about-us');
    expect(head.titles[0]).toBe('About Us | Skar Audio');
    expect(head.descriptions[0]).toMatch(/^Skar Audio designs subwoofers/);
    expect(head.canonical).toBe(`${ORIGIN}/pages/about-us`);
    expect((await page('/pages/contact-us?screen=contact-form')).canonical).toBe(
      `${ORIGIN}/pages/contact-us`,
    );
    await page('/pages/no-such-page', 404);
  });

  it('search: the query in the title and canonical, its results as an ItemList', async () => {
    const head = await page('/search/products?q=%20evl%20&page=1');
    expect(head.titles[0]).toBe('Search results for "evl" | Skar Audio');
    expect(head.descriptions[0]).toBe('Car audio products matching "evl".');
    expect(head.canonical).toBe(`${ORIGIN}/search/products?q=evl`);
    expect(ofType(head.jsonLd, 'ItemList')).toBeDefined();
    expect((await page('/search/products')).canonical).toBe(`${ORIGIN}/search/products`);
  });

  it('answers 404 for a path that is no page of the shop; the private pages are 200', async () => {
    for (const path of [
      '/no-such-page',
      '/products',
      '/cart/extra',
      '/account/orders/SA-1/x',
      '/orders',
      '/orders/abc/returns',
      '/checkout',
      '/marketing',
      '/administrator',
      '/admin//stock',
    ]) {
      await page(path, 404);
    }
    for (const path of [
      '/cart',
      '/checkout/v3',
      '/checkout/v3/confirmation/abc',
      '/account',
      '/account/login',
      '/account/register',
      '/account/forgot-password',
      '/account/reset-password',
      '/account/verify-email',
      '/account/orders',
      '/account/orders/SA-000001',
      '/returns',
      '/orders/lookup',
      `/orders/${'T'.repeat(43)}`,
      '/dealers',
      '/marketing/confirm',
      '/marketing/unsubscribe',
      '/jobs',
      '/admin',
      '/admin/stock',
      '/admin/api-keys',
      '/admin/audit',
      '/admin/products/42/edit',
    ]) {
      await page(path);
    }
  });

  it("keeps index.html's own title and description on a page without metadata of its own", async () => {
    const head = await page('/cart');
    expect(head.titles[0]).toBe(FIXTURE_TITLE.replace('&amp;', '&'));
    expect(head.descriptions).toEqual([FIXTURE_DESCRIPTION]);
    expect(head.jsonLd).toEqual([]);
  });
});

describe('PUBLIC_URL', () => {
  it('is localhost on PORT when unset, never the Host header', async () => {
    const shop = await makeApp({ webDistDir: dist });
    try {
      const res = await request(shop.app).get('/collections/car-subwoofers').set('Host', 'evil.example');
      expect(headOf(res.text).canonical).toBe('http://localhost:3000/collections/car-subwoofers');
      expect(res.text).not.toContain('evil.example');
    } finally {
      await shop.close();
    }
  });

  it('is the origin of canonical links, og:url and the sitemap, whatever the Host header says', async () => {
    const shop = await makeApp({
      webDistDir: dist,
      configOverrides: { publicUrl: 'https://www.skar.example' },
    });
    try {
      const res = await request(shop.app).get('/collections/car-subwoofers').set('Host', 'evil.example');
      const head = headOf(res.text);
      expect(head.canonical).toBe('https://www.skar.example/collections/car-subwoofers');
      expect(head.og('og:url')).toBe(head.canonical);
      const sitemap = await request(shop.app).get('/sitemap.xml').set('Host', 'evil.example');
      expect(sitemap.text).toContain('<loc>https://www.skar.example/</loc>');
      expect(sitemap.text).not.toContain('evil.example');
    } finally {
      await shop.close();
    }
  });
});
