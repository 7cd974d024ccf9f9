import { ErrorBodySchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, TEST_NOW } from '../../test/make-app.js';
import { createImagesRepo, productImagePath, reviewPhotoPath } from './images.repo.js';

// An empty catalogue: only what a test stores is there (the demo's pictures are tested in demo/pictures).
const t = await makeApp({ seed: false });
afterAll(() => t.close());
const images = createImagesRepo(t.db);
const createdAt = TEST_NOW.toISOString();
const svg = (text: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`);
const SVG = 'image/svg+xml; charset=utf-8';

const WEBP = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 stand-in bytes', 'latin1');
/** An uploaded picture's path (admin.images): a 22-character token. */
const UPLOADED = '/img/products/AbCdEfGhIjKlMnOpQrStUv.webp';
beforeAll(async () => {
  await images.add({
    path: productImagePath('EVL-12-D2', 1),
    contentType: SVG,
    body: svg('stored EVL'),
    createdAt,
  });
  await images.add({ path: reviewPhotoPath(7, 2), contentType: SVG, body: svg('stored photo'), createdAt });
  await images.add({
    path: '/img/menu/subwoofers.svg',
    contentType: SVG,
    body: svg('stored menu'),
    createdAt,
  });
  await images.add({ path: UPLOADED, contentType: 'image/webp', body: WEBP, createdAt });
});

const code = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;

describe('GET /img (the image store)', () => {
  it.each([
    ['/img/p/EVL-12-D2/1.svg', 'stored EVL'],
    ['/img/menu/subwoofers.svg', 'stored menu'],
  ])('serves %s as stored, cached for a year, under an SVG policy', async (url, text) => {
    const res = await request(t.app).get(url).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe(SVG);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.body)).toContain(`<text>${text}</text>`);
  });

  it('sends an SVG gzipped as stored, and unpacked to a client that does not take gzip', async () => {
    const gzipped = await request(t.app).get('/img/menu/subwoofers.svg').set('Accept-Encoding', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toContain('Accept-Encoding');
    const plain = await request(t.app)
      .get('/img/menu/subwoofers.svg')
      .set('Accept-Encoding', 'identity')
      .buffer(true)
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.body)).toBe(String(svg('stored menu')));
  });

  it('finds a product picture however its sku is escaped in the URL', async () => {
    const res = await request(t.app).get('/img/p/EVL%2D12%2DD2/1.svg').buffer(true).expect(200);
    expect(String(res.body)).toContain('stored EVL');
  });

  it('serves other image types with their own type and no room for styles', async () => {
    const res = await request(t.app).get(UPLOADED).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(Buffer.compare(res.body as Buffer, WEBP)).toBe(0);
  });

  it('answers 404 NOT_FOUND for a path with no stored image, drawing nothing', async () => {
    for (const url of [
      '/img/p/EVL-12-D2/2.svg',
      '/img/p/NO-SUCH-SKU/1.svg',
      '/img/r/7/1.svg',
      // Stored, but review 7 does not exist: a review's photos show only while it is published (decision 061).
      '/img/r/7/2.svg',
      '/img/r/8/2.svg',
      '/img/banners/sale-desktop.svg',
      '/img/overlays/sale.svg',
    ]) {
      const res = await request(t.app).get(url).expect(404);
      expect(code(res), url).toBe('NOT_FOUND');
    }
  });

  it('keeps a path’s first bytes: a second image for it is not stored', async () => {
    const again = { path: '/img/menu/subwoofers.svg', contentType: SVG, body: svg('other'), createdAt };
    expect(await images.add(again)).toBe(false);
    const res = await request(t.app).get('/img/menu/subwoofers.svg').buffer(true);
    expect(String(res.body)).toContain('stored menu');
  });

  it('answers 400 for a bad file name and leaves other /img paths to the web build', async () => {
    expect(code(await request(t.app).get('/img/p/EVL-12-D2/x.png').expect(400))).toBe('VALIDATION_FAILED');
    expect(code(await request(t.app).get('/img/r/0/1.svg').expect(400))).toBe('VALIDATION_FAILED');
    expect(code(await request(t.app).get('/img/banners/..%2Fx.svg').expect(400))).toBe('VALIDATION_FAILED');
    expect((await request(t.app).get('/img/secrets/a.svg')).status).toBe(404);
    // The web build's own pictures sit at /img/{name}.svg: no /img/ui folder is stored or described.
    expect((await request(t.app).get('/img/ui/hero.svg')).status).toBe(404);
    const doc = await request(t.app).get('/api/openapi.json').expect(200);
    expect(Object.keys(doc.body.paths).filter((p) => p.startsWith('/img/ui'))).toEqual([]);
  });
});
