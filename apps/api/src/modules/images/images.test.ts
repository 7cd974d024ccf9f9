import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../test/make-app.js';

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

  it('answers 400 for a bad file name and leaves other /img paths to the web build', async () => {
    expect((await request(t.app).get('/img/p/EVL-12-D2/x.png')).status).toBe(400);
    expect((await request(t.app).get('/img/banners/..%2Fx.svg')).status).toBe(400);
    expect((await request(t.app).get('/img/secrets/a.svg')).status).toBe(404);
  });
});
