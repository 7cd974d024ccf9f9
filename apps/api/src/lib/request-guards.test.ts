import { ErrorBodySchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../test/make-app.js';
import { cartSnapshot, makeProduct } from '../test/shop-factories.js';

const codeOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;
const item = { items: [{ sku: 'G-ONE', quantity: 1 }] };

describe('state-changing calls: JSON only, allowed Origin only, bounded bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ seed: false, configOverrides: { corsOrigins: ['https://partner.test'] } });
    await makeProduct(t.db, { sku: 'G-ONE' });
  });
  afterAll(() => t.close());

  it.each([
    ['text/plain', 'text/plain', JSON.stringify(item)],
    ['a form post', 'application/x-www-form-urlencoded', 'items=1'],
    ['multipart', 'multipart/form-data; boundary=x', '--x--'],
  ])('answers 415 to %s and stores nothing', async (_name, type, payload) => {
    const before = await cartSnapshot(t.db);
    const res = await request(t.app).post('/api/cartv2').set('Content-Type', type).send(payload).expect(415);
    expect(codeOf(res)).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await cartSnapshot(t.db)).toBe(before);
  });

  it('applies to every module: DELETE /api/cookies and checkout answer 415 too', async () => {
    await request(t.app).delete('/api/cookies').set('Content-Type', 'text/plain').send('x').expect(415);
    await request(t.app)
      .post('/api/checkout-v3/checkout')
      .set('Content-Type', 'text/plain')
      .send('x')
      .expect(415);
  });

  it('answers 403 FORBIDDEN_ORIGIN to a foreign Origin and stores nothing', async () => {
    const before = await cartSnapshot(t.db);
    const res = await request(t.app)
      .post('/api/cartv2')
      .set('Origin', 'https://evil.test')
      .send(item)
      .expect(403);
    expect(codeOf(res)).toBe('FORBIDDEN_ORIGIN');
    await request(t.app).post('/api/cartv2').set('Origin', 'null').send(item).expect(403);
    expect(await cartSnapshot(t.db)).toBe(before);
  });

  it('accepts the same origin, a CORS_ORIGINS origin and a request without Origin', async () => {
    await request(t.app)
      .post('/api/cartv2')
      .set('Host', 'shop.test')
      .set('Origin', 'http://shop.test')
      .send(item)
      .expect(200);
    await request(t.app).post('/api/cartv2').set('Origin', 'https://partner.test').send(item).expect(200);
    await request(t.app).post('/api/cartv2').send(item).expect(200);
  });

  it('accepts the same host behind a TLS proxy (https Origin, http to the server)', async () => {
    await request(t.app)
      .post('/api/cartv2')
      .set('Host', 'shop.test')
      .set('Origin', 'https://shop.test')
      .send(item)
      .expect(200);
  });

  it('refuses a look-alike host and a malformed Origin', async () => {
    await request(t.app)
      .post('/api/cartv2')
      .set('Host', 'shop.test')
      .set('Origin', 'https://shop.test.evil.test')
      .send(item)
      .expect(403);
    await request(t.app).post('/api/cartv2').set('Origin', 'not a url').send(item).expect(403);
  });

  it('lets reads through from any Origin', async () => {
    await request(t.app).get('/api/cartv2').set('Origin', 'https://evil.test').expect(200);
  });

  it('answers 413 PAYLOAD_TOO_LARGE to a huge body', async () => {
    const huge = { items: [{ sku: 'G-ONE', quantity: 1, source: 'x'.repeat(200_000) }] };
    const res = await request(t.app).post('/api/cartv2').send(huge).expect(413);
    expect(codeOf(res)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 400 INVALID_JSON to a broken body', async () => {
    const res = await request(t.app)
      .post('/api/cartv2')
      .set('Content-Type', 'application/json')
      .send('{"items": [')
      .expect(400);
    expect(codeOf(res)).toBe('INVALID_JSON');
  });
});
