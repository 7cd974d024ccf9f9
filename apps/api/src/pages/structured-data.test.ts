/**
 * Decision 063: what crawlers and link previews read in the served head: Google's variant markup with each
 * variant's availability, offers with sale end, shipping and returns, raster previews with their size and
 * alt text on every page kind, the WebSite's search, noindex on search results, and one canonical per family
 * that the sitemap agrees with.
 */
import { rmSync } from 'node:fs';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp } from '../test/make-app.js';
import { productLdProblems } from '../test/json-ld-shapes.js';
import { makeProduct } from '../test/shop-factories.js';
import { headOf, makeWebDist } from '../test/spa-fixture.js';

const ORIGIN = 'http://shop.test';
const dist = makeWebDist();
const t = await makeApp({ webDistDir: dist, configOverrides: { publicUrl: ORIGIN } });
await makeProduct(t.db, { sku: 'T-SIMPLE', name: 'A plain product' });
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

type Ld = Record<string, unknown>;
const page = async (path: string) => {
  const res = await request(t.handle).get(path);
  expect(res.status, path).toBe(200);
  return headOf(res.text);
};
const ofType = (jsonLd: Ld[], type: string) => jsonLd.find((ld) => ld['@type'] === type);
const variantsOf = (group: Ld | undefined) =>
  new Map(((group?.['hasVariant'] ?? []) as Ld[]).map((v) => [v['sku'] as string, v]));
const offerOf = (v: Ld | undefined) => (v?.['offers'] ?? {}) as Ld;

/** Every page kind carries a raster preview with its size and alt text, and the large Twitter card. */
const expectPreview = (head: ReturnType<typeof headOf>) => {
  expect(head.og('og:image')).toMatch(new RegExp(`^${ORIGIN}/img/og/.+\\.png$`));
  expect(head.og('og:image:type')).toBe('image/png');
  expect(head.og('og:image:width')).toBe('1200');
  expect(head.og('og:image:height')).toBe('630');
  expect(head.og('og:image:alt')).toBeTruthy();
  expect(head.meta('twitter:card')).toBe('summary_large_image');
};

describe('product structured data', () => {
  it('a product without variants: a Product whose offer has shipping and the return policy', async () => {
    const head = await page('/products/t-t-simple');
    const ld = ofType(head.jsonLd, 'Product')!;
    expect(productLdProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({ sku: 'T-SIMPLE', url: head.canonical });
    expectPreview(head);
  });

  it('a variant family: a ProductGroup with every variant, its own sku, URL and offer', async () => {
    const head = await page('/products/skar-evl-8');
    expect(ofType(head.jsonLd, 'Product')).toBeUndefined();
    const group = ofType(head.jsonLd, 'ProductGroup');
    expect(productLdProblems(group!)).toEqual([]);
    expect(group).toMatchObject({ productGroupID: 'EVL-8', variesBy: ['Impedance'], url: head.canonical });
    const variants = variantsOf(group);
    expect([...variants.keys()]).toEqual(['EVL-8-D2', 'EVL-8-D4']);
    expect(variants.get('EVL-8-D4')).toMatchObject({
      url: `${ORIGIN}/products/skar-evl-8?sku=EVL-8-D4`,
      additionalProperty: [{ name: 'Impedance', value: 'Dual 4 Ohm' }],
    });
    expect(head.og('og:image')).toBe(`${ORIGIN}/img/og/p/EVL-8-D2/1.png`);
    expectPreview(head);
  });

  it('a sale with an end: the sale price holds until that day', async () => {
    const { sale } = (await request(t.app).get('/api/sales/active')).body as {
      sale: { saleExpiresAt: string };
    };
    const head = await page('/products/skar-evl-8');
    const offer = offerOf(variantsOf(ofType(head.jsonLd, 'ProductGroup')).get('EVL-8-D2'));
    expect(offer['price']).toBe('76.49');
    const day = new Date(sale.saleExpiresAt).getTime();
    expect(Math.abs(new Date(`${String(offer['priceValidUntil'])}T12:00:00Z`).getTime() - day)).toBeLessThan(
      36 * 3600 * 1000,
    );
  });

  it('a pre-order variant is PreOrder, its sibling without stock OutOfStock', async () => {
    const variants = variantsOf(ofType((await page('/products/skar-vvx-15')).jsonLd, 'ProductGroup'));
    expect(offerOf(variants.get('VVX-15-D4'))['availability']).toBe('https://schema.org/PreOrder');
    expect(offerOf(variants.get('VVX-15-D2'))['availability']).toBe('https://schema.org/OutOfStock');
    expect(offerOf(variants.get('VVX-15-D4'))).not.toHaveProperty('priceValidUntil');
  });

  it('a discontinued variant is Discontinued, on the family page and on its own', async () => {
    for (const path of ['/products/skar-zvx-15', '/products/skar-zvx-15-d1']) {
      const head = await page(path);
      const group = ofType(head.jsonLd, 'ProductGroup');
      expect(productLdProblems(group!)).toEqual([]);
      expect(offerOf(variantsOf(group).get('ZVX-15-D1'))['availability']).toBe(
        'https://schema.org/Discontinued',
      );
      expect(head.canonical).toBe(`${ORIGIN}/products/skar-zvx-15`);
    }
  });
});

describe('other page kinds', () => {
  it("home: the WebSite with the shop's search, and the shop's own picture as preview", async () => {
    const head = await page('/');
    expect(ofType(head.jsonLd, 'WebSite')).toMatchObject({
      url: `${ORIGIN}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/search/products?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(head.og('og:image')).toBe(`${ORIGIN}/img/og/site.png`);
    expectPreview(head);
    expect(head.meta('robots')).toBeNull();
  });

  it('a content page and a collection have a preview; search results say noindex', async () => {
    expectPreview(await page('/pages/about-us'));
    const collection = await page('/collections/car-subwoofers');
    expectPreview(collection);
    expect(collection.og('og:image')).toMatch(/\/img\/og\/collections\/.+\.png$/);
    const search = await page('/search/products?q=evl');
    expectPreview(search);
    expect(search.meta('robots')).toBe('noindex');
  });
});

describe('previews and canonical URLs', () => {
  it('serves each preview as a 1200x630 PNG, cached, and 304 for its ETag', async () => {
    for (const path of ['/img/og/p/EVL-8-D2/1.png', '/img/og/site.png']) {
      const res = await request(t.app)
        .get(path)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      const meta = await sharp(res.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      const again = await request(t.app)
        .get(path)
        .set('If-None-Match', res.headers['etag'] as string);
      expect(again.status).toBe(304);
    }
    expect((await request(t.app).get('/img/og/p/NO-SUCH/1.png')).status).toBe(404);
    expect((await request(t.app).get('/img/og/p/EVL-8-D2/x.png')).status).toBe(400);
  });

  it("every sitemap URL's page names itself canonical; a variant's URLs name its family's page", async () => {
    const sitemap = (await request(t.app).get('/sitemap.xml')).text;
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const products = urls.filter((u) => u.includes('/products/'));
    expect(products.length).toBeGreaterThan(10);
    for (const url of [
      ...urls.filter((u) => !u.includes('/products/')).slice(0, 10),
      ...products.slice(0, 40),
    ])
      expect((await page(url.slice(ORIGIN.length))).canonical, url).toBe(url);
    expect(products).not.toContain(`${ORIGIN}/products/skar-evl-8-d2`);
    for (const path of [
      '/products/skar-evl-8-d2',
      '/products/skar-evl-8?sku=EVL-8-D4',
      '/products/skar-evl-8=EVL-8-D4',
    ])
      expect((await page(path)).canonical, path).toBe(`${ORIGIN}/products/skar-evl-8`);
    expect(products).toContain(`${ORIGIN}/products/skar-evl-8`);
  });
});
