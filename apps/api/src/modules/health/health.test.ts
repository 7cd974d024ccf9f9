import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ErrorBodySchema, HealthResponseSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp, TEST_NOW } from '../../test/make-app.js';

const t = await makeApp({ seed: false });
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok with the server time', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(HealthResponseSchema.parse(res.body)).toEqual({ status: 'ok', time: TEST_NOW.toISOString() });
  });

  it('sends helmet headers with a strict CSP', async () => {
    const res = await request(t.app).get('/api/health');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('API errors', () => {
  it('answers an unknown /api route with 404 JSON in the error shape', async () => {
    const res = await request(t.app).get('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(ErrorBodySchema.parse(res.body).error.code).toBe('NOT_FOUND');
  });

  it('answers a JSON body over the limit with 413 in the error shape', async () => {
    const res = await request(t.app)
      .post('/api/no-such-route')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ blob: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await request(t.app)
      .post('/api/no-such-route')
      .set('Content-Type', 'application/json')
      .send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_JSON');
    expect(JSON.stringify(res.body)).not.toContain('at ');
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every endpoint with schemas generated from zod', async () => {
    const res = await request(t.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/product/{skuOrHandle}',
        '/api/product/stock/{sku}',
        '/api/collections/{handle}',
        '/api/collections/{handle}/{sub}',
        '/api/menu',
        '/api/sales/active',
      ]),
    );
    expect(res.body.components.schemas.Product.properties.price_dealer).toBeDefined();
    const params = res.body.paths['/api/collections/{handle}'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(params).toEqual(['handle', 'page', 'pageSize']);
  });
});

describe('the SPA build', async () => {
  const dist = path.join(t.dir, 'web-dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><title>shop</title></head><body></body>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // As scripts/compress-dist.mjs leaves them: brotli and gzip copies beside a text asset.
  const bundle = `export const shop = ${JSON.stringify('x'.repeat(4000))};`;
  writeFileSync(path.join(dist, 'assets', 'big-def456.js'), bundle);
  writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(bundle));
  writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), gzipSync(bundle));
  const web = await makeApp({ seed: false, webDistDir: dist });
  afterAll(() => web.close());

  it('serves hashed assets with a long cache and index.html without cache', async () => {
    const asset = await request(web.app).get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const cart = await request(web.app).get('/cart');
    expect(cart.status).toBe(200);
    expect(cart.text).toContain('<title>shop</title>');
    expect(cart.headers['cache-control']).toBe('private, no-cache');
    // This catalogue is empty: the collection is unknown, a 404 with the not-found head (pages/page-heads.ts).
    const index = await request(web.app).get('/collections/car-subwoofers');
    expect(index.status).toBe(404);
    expect(index.text).toContain('<title>Page not found | Skar Audio</title>');
    expect(index.headers['cache-control']).toBe('private, no-cache');
    // With preload hints for the reads the page makes first that could not be embedded (pages/page-hints.ts).
    expect(index.text).toContain(
      '<body><link rel="preload" as="fetch" href="/api/collections/car-subwoofers?page=1" crossorigin><script',
    );
  });

  it('sends the precompressed copy of an asset in the encoding the client accepts', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await request(web.app).get('/assets/big-def456.js').set('Accept-Encoding', accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.text).toBe(bundle); // supertest decodes it
    }
    // The server's front (createShop) answers the same from memory, with the security headers and 304s.
    const front = await request(web.handle).get('/assets/big-def456.js').set('Accept-Encoding', 'br');
    expect(front.headers['content-encoding']).toBe('br');
    expect(front.headers['x-content-type-options']).toBe('nosniff');
    expect(front.text).toBe(bundle);
    await request(web.handle)
      .get('/assets/big-def456.js')
      .set('If-None-Match', front.headers.etag!)
      .expect(304);
    const plain = await request(web.app).get('/assets/big-def456.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(bundle);
  });

  it('keeps unknown /api routes as 404 JSON', async () => {
    const res = await request(web.app).get('/api/whatever');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
