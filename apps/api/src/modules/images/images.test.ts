import { NO_SALE_BANNERS } from '@shop/domain';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../test/make-app.js';
import { OVERLAY } from './images.panels.js';

const t = makeApp();
afterAll(() => t.close());

describe('GET /img', () => {
  it('draws a product picture with its sku, cached for a year', async () => {
    const res = await request(t.app).get('/img/p/EVL-12-D2/1.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.body)).toContain('EVL-12-D2');
  });

  it('draws the same picture every time', async () => {
    const a = await request(t.app).get('/img/p/RP-1200.1D/2.svg');
    const b = await request(t.app).get('/img/p/RP-1200.1D/2.svg');
    expect(String(a.body)).toContain('<svg');
    expect(String(a.body)).toBe(String(b.body));
  });

  it('draws the banners and overlays the sales refer to', async () => {
    for (const url of [
      '/img/banners/sale-desktop.svg',
      '/img/overlays/sale.svg',
      '/img/overlays/preorder.svg',
      '/img/banners/collection-daily-deal.svg',
    ]) {
      const res = await request(t.app).get(url);
      expect(res.status, url).toBe(200);
    }
  });

  it.each([
    ['/img/overlays/daily-deal.svg', 'DAILY DEAL'],
    ['/img/overlays/sale.svg', 'SALE'],
    ['/img/overlays/preorder.svg', 'PRE-ORDER'],
  ])('draws the %s ribbon text whole inside its red corner, whatever the font', async (url, label) => {
    const svg = String((await request(t.app).get(url)).body);
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
      const res = await request(t.app).get(banner.image).expect(200);
      const svg = String(res.body);
      expect(svg).toContain(`aria-label="${banner.alt}"`);
      expect(svg).toContain(`>${banner.headline.toUpperCase()}</text>`);
      expect(svg).toContain(`>${banner.text}</text>`);
    }
  });

  it('answers 400 for a bad file name and leaves other /img paths to the web build', async () => {
    expect((await request(t.app).get('/img/p/EVL-12-D2/x.png')).status).toBe(400);
    expect((await request(t.app).get('/img/banners/..%2Fx.svg')).status).toBe(400);
    expect((await request(t.app).get('/img/secrets/a.svg')).status).toBe(404);
  });
});
