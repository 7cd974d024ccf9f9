import { NO_SALE_BANNERS, OVERLAY } from '@shop/domain';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp, TEST_NOW } from '../../test/make-app.js';
import { storeDemoPictures } from './pictures.js';
import { productSvg } from './products.svg.js';

const t = await makeApp();
afterAll(() => t.close());

const svgOf = async (url: string) => String((await request(t.app).get(url).buffer(true)).body);

/** Every /img path in an API answer, as the web would load it. */
const imagePathsOf = (body: unknown): string[] =>
  [...JSON.stringify(body).matchAll(/"(\/img\/[^"]+)"/g)].map((m) => m[1] ?? '');

describe('the demo seed stores its pictures', () => {
  it('answers every image of the pages a visitor sees first: menu, collection, product, sale, reviews', async () => {
    const answers = await Promise.all(
      [
        '/api/menu',
        '/api/collections/car-subwoofers',
        '/api/product/EVL-8-D2',
        '/api/sales/active',
        '/api/reviews/with-images?skus=EVL-8-D2&page=0&limit=25',
      ].map(async (url) => (await request(t.app).get(url).expect(200)).body as unknown),
    );
    const paths = new Set(answers.flatMap(imagePathsOf));
    for (const kind of [
      '/img/p/',
      '/img/r/',
      '/img/menu/',
      '/img/collections/',
      '/img/banners/',
      '/img/overlays/',
    ])
      expect(
        [...paths].some((p) => p.startsWith(kind)),
        kind,
      ).toBe(true);
    for (const url of paths) {
      const res = await request(t.app).get(url).buffer(true);
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/svg+xml; charset=utf-8');
      expect(String(res.body), url).toMatch(/^<svg /);
    }
  });

  it('stores a picture for every image path the catalogue refers to', async () => {
    const missing = (
      await sql<{ path: string }>`SELECT path FROM (
           SELECT url AS path FROM product_images UNION SELECT url FROM review_images
           UNION SELECT thumb_url FROM review_images UNION SELECT page_image FROM collections
           UNION SELECT sale_banner_image FROM collections UNION SELECT image_url FROM menu_categories
           UNION SELECT image_url FROM menu_collections) AS referred
         WHERE path IS NOT NULL AND path NOT IN (SELECT path FROM images) ORDER BY path`.execute(t.db)
    ).rows.map((r) => r.path);
    expect(missing).toEqual([]);
  });

  it('draws a product picture with its sku, the same one a later run would draw', async () => {
    const svg = await svgOf('/img/p/EVL-12-D2/1.svg');
    expect(svg).toContain('aria-label="EVL-12-D2"');
    const imageCount = async () =>
      Number(
        (
          await t.db
            .selectFrom('images')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const stored = await imageCount();
    await t.db.deleteFrom('images').where('path', 'like', '/img/p/EVL-12-D2/%').execute();
    // What the server does at start for a catalogue seeded before pictures were stored.
    expect(await storeDemoPictures(t.db, TEST_NOW)).toBeGreaterThan(0);
    expect(await imageCount()).toBe(stored);
    expect(await svgOf('/img/p/EVL-12-D2/1.svg')).toBe(svg);
    expect(await storeDemoPictures(t.db, TEST_NOW)).toBe(0);
  });

  it("stores the default no-sale banners and the sales' banners and overlays", async () => {
    for (const url of [
      '/img/banners/sale-desktop.svg',
      '/img/banners/sale-mobile.svg',
      '/img/overlays/sale.svg',
      '/img/overlays/preorder.svg',
      '/img/overlays/daily-deal.svg',
      '/img/banners/collection-daily-deal.svg',
      ...Object.values(NO_SALE_BANNERS).map((b) => b.image),
    ])
      expect((await request(t.app).get(url)).status, url).toBe(200);
  });

  it.each([
    ['/img/overlays/daily-deal.svg', 'DAILY DEAL'],
    ['/img/overlays/sale.svg', 'SALE'],
    ['/img/overlays/preorder.svg', 'PRE-ORDER'],
  ])('draws the %s ribbon text whole inside its red corner, whatever the font', async (url, label) => {
    const svg = await svgOf(url);
    const text = /<text ([^>]*)>([^<]*)<\/text>/.exec(svg);
    expect(text?.[2]).toBe(label);
    const raw = (name: string) => new RegExp(`\\b${name}="([\\d.]+)"`).exec(text?.[1] ?? '')?.[1];
    const [x = NaN, y = NaN, size = NaN, length = NaN] = ['x', 'y', 'font-size', 'textLength'].map((n) =>
      Number(raw(n)),
    );
    expect(text?.[1]).toContain('lengthAdjust="spacingAndGlyphs"');
    expect(text?.[1]).toContain(`rotate(-45 ${raw('x')} ${raw('y')})`);
    // The text runs up and to the right from its middle (x, y); its cap line lies toward the corner.
    const along = length / 2 / Math.SQRT2;
    const up = (OVERLAY.capHeight * size) / Math.SQRT2;
    const corners = [
      [x - along, y + along],
      [x + along, y - along],
      [x - along - up, y + along - up],
      [x + along - up, y - along - up],
    ];
    for (const [cx = 0, cy = 0] of corners) {
      expect(cx, `${label} x`).toBeGreaterThanOrEqual(0);
      expect(cy, `${label} y`).toBeGreaterThanOrEqual(0);
      expect(cx + cy, `${label} inside the triangle`).toBeLessThanOrEqual(OVERLAY.leg);
    }
    // Legible on a 160 px phone card (a 128 px image): at least 8 px tall there.
    expect((size * 128) / OVERLAY.size).toBeGreaterThanOrEqual(8);
  });

  it('draws the default no-sale collection banners with the words of their alt text', async () => {
    for (const banner of Object.values(NO_SALE_BANNERS)) {
      const svg = await svgOf(banner.image);
      expect(svg).toContain(`aria-label="${banner.alt}"`);
      expect(svg).toContain(`>${banner.headline.toUpperCase()}</text>`);
      expect(svg).toContain(`>${banner.text}</text>`);
    }
  });
});

describe('a demo product picture', () => {
  it('names the sku as the shop shows it, not the stored one', () => {
    const svg = productSvg('VS-F150-SC-2X10-FORD-2009-UP', 1, 'loaded-subwoofer-enclosures');
    expect(svg).toContain('>VS-F150-SC-2X10-FORD-2015-UP</text>');
    expect(svg).toContain('aria-label="VS-F150-SC-2X10-FORD-2015-UP"');
    expect(svg).not.toContain('2009-UP');
  });
});
