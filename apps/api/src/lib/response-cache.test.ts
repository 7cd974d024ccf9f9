import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ProductSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeUser, signedInAgent } from '../test/auth-helpers.js';
import { makeApp } from '../test/make-app.js';
import { makeProduct } from '../test/shop-factories.js';
import {
  cacheResponses,
  createResponseCache,
  isCacheablePath,
  pickEncoding,
  STALE_MS,
} from './response-cache.js';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', null],
    ['identity', null],
    ['*', 'gzip'],
    ['BR', 'br'],
  ] as const)('%j -> %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('which calls are cached', () => {
  it.each([
    ['/api/product/SKAR-EVL-12', true],
    ['/api/product/skar-evl-12?sku=X', true],
    ['/api/product/stock/SKAR-EVL-12', false],
    ['/api/collections/car-subwoofers?page=2', true],
    ['/api/collections/car-subwoofers/10-inch-subwoofers', true],
    ['/api/search/products?q=evl', true],
    ['/api/menu', true],
    ['/api/sales/active', true],
    ['/api/cartv2', false],
    ['/api/auth/session', false],
    ['/api/reviews/skuList?skus=A', false],
    ['/api/productx', false],
  ])('%s cacheable: %s', (url, cacheable) => {
    expect(isCacheablePath(url)).toBe(cacheable);
  });
});

describe('createResponseCache', () => {
  const body = (text: string) => Buffer.from(JSON.stringify({ text }));

  it('drops the least recently used entry beyond maxEntries', () => {
    const cache = createResponseCache({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', body('a'));
    cache.set('b', body('b'));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', body('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body.toString()).toContain('"a"');
    expect(cache.size).toBe(2);
  });

  it('expires entries after ttlMs and keeps nothing when turned off', () => {
    let now = 0;
    const cache = createResponseCache({ maxEntries: 10, ttlMs: 1000, now: () => now });
    cache.set('a', body('a'));
    now = 1000;
    expect(cache.get('a')).toBeDefined();
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
    const off = createResponseCache({ maxEntries: 0, ttlMs: 1000 });
    expect(off.enabled).toBe(false);
    expect(off.set('a', body('a')).etag).toMatch(/^W\/".+"$/);
    expect(off.get('a')).toBeUndefined();
  });

  it('keeps within maxBytes and gives equal bodies equal ETags', () => {
    const cache = createResponseCache({ maxEntries: 100, maxBytes: 8 * 40, ttlMs: 60_000 });
    const big = Buffer.alloc(30, 'x');
    for (const key of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']) cache.set(key, big);
    expect(cache.size).toBeLessThanOrEqual(10);
    expect(cache.set('x', body('same')).etag).toBe(cache.set('y', body('same')).etag);
  });
});

describe('cached catalogue reads over HTTP (the app behind its fast path)', async () => {
  const t = await makeApp({ configOverrides: { checkoutRateLimit: 1000 } });
  afterAll(() => t.close());
  const COLLECTION = '/api/collections/car-subwoofers?page=1';

  it('answers a repeated read from the cache with the same body, headers and cookies as the app', async () => {
    const first = await request(t.handle).get(COLLECTION).expect(200);
    const second = await request(t.handle).get(COLLECTION).expect(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'content-type',
      'cache-control',
      'vary',
    ]) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    const cookieNames = (res: request.Response) =>
      ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .map((c) => c.split('=')[0])
        .sort();
    expect(cookieNames(second)).toEqual(cookieNames(first));
    expect(cookieNames(second)).toEqual(['sa_session_id', 'sa_uid', 'sa_visitor']);
    for (const c of ([] as string[]).concat(second.headers['set-cookie'] ?? []))
      expect(c).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it('sends no visitor cookies to a visitor who has them', async () => {
    const first = await request(t.handle).get(COLLECTION).expect(200);
    const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
    const again = await request(t.handle).get(COLLECTION).set('Cookie', cookies.join('; ')).expect(200);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('answers 304 to a client holding the ETag', async () => {
    const first = await request(t.handle).get(COLLECTION).expect(200);
    const res = await request(t.handle).get(COLLECTION).set('If-None-Match', first.headers.etag!).expect(304);
    expect(res.text).toBeFalsy();
  });

  it('sends brotli or gzip when accepted, each decoding to the same JSON', async () => {
    const plain = await request(t.handle).get(COLLECTION).set('Accept-Encoding', 'identity').expect(200);
    // supertest would decode the body itself: read the bytes as they come off the wire.
    const server = createServer(t.handle).listen(0);
    const { port } = server.address() as AddressInfo;
    const raw = (encoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        get({ port, path: COLLECTION, headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const br = await raw('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(plain.body);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(plain.body);
    expect(br.body.length).toBeLessThan(Number(plain.headers['content-length']) / 4);
    server.close();
  });

  it('gives a signed-in dealer dealer prices after anonymous visitors filled the cache', async () => {
    const product = await makeProduct(t.db, { dealerCents: 5_000, mapCents: 8_000, tpa: 5 });
    const url = `/api/product/${product.sku}`;
    await request(t.handle).get(url).expect(200);
    const anonymous = ProductSchema.parse((await request(t.handle).get(url).expect(200)).body);
    expect(anonymous.price_dealer).toBeNull();
    const dealer = await makeUser(t.db, { role: 2, isDealer: true });
    const agent = await signedInAgent(t.handle, dealer);
    const res = await agent.get(url).expect(200);
    expect(ProductSchema.parse(res.body).price_dealer).toBe(50);
    expect(res.headers.etag).not.toBe((await request(t.handle).get(url)).headers.etag);
  });

  it('does not keep refusals: an unknown product stays a 404, then a made one is found', async () => {
    await request(t.handle).get('/api/product/NOT-YET-1').expect(404);
    await request(t.handle).get('/api/product/NOT-YET-1').expect(404);
    await makeProduct(t.db, { sku: 'NOT-YET-1' });
    await request(t.handle).get('/api/product/NOT-YET-1').expect(200);
  });
});

describe('the Cache-Control of catalogue answers (priced for the viewer: dealer or retail)', () => {
  it.each([
    ['kept in the cache', 2000],
    ['with the cache off', 0],
  ])('is private, no-cache %s', async (_name, entries) => {
    const t = await makeApp({ seed: false, configOverrides: { responseCacheEntries: entries } });
    try {
      const { sku } = await makeProduct(t.db);
      for (const url of [`/api/product/${sku}`, `/api/product/${sku}`, '/api/search/products?q=x']) {
        const res = await request(t.handle).get(url).expect(200);
        expect(res.headers['cache-control'], url).toBe('private, no-cache');
      }
    } finally {
      await t.close();
    }
  });
});

describe('setCookieLine (the fast path writes the cookies it issues as Express would)', () => {
  it('matches cookie.stringifySetCookie with Max-Age and Expires for an id', async () => {
    const { setCookieLine } = await import('./cookies.js');
    const { stringifySetCookie } = await import('cookie');
    const options = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: true,
      path: '/',
      maxAge: 730 * 86_400_000,
    };
    const line = setCookieLine({ name: 'sa_visitor', value: 'abc_DEF-123', options });
    const expected = stringifySetCookie({
      name: 'sa_visitor',
      value: 'abc_DEF-123',
      ...options,
      maxAge: 730 * 86_400,
      expires: new Date(Date.now() + options.maxAge),
    });
    const withoutExpires = (s: string) => s.replace(/; Expires=[^;]+/, '');
    expect(withoutExpires(line)).toBe(withoutExpires(expected));
    expect(line).toMatch(/; Expires=\w{3}, \d{2} \w{3} \d{4} /);
    expect(
      setCookieLine({
        name: 'sa_session_id',
        value: 'x',
        options: { httpOnly: true, sameSite: 'lax', path: '/' },
      }),
    ).toBe('sa_session_id=x; Path=/; HttpOnly; SameSite=Lax');
    // A value we did not make goes through cookie.stringifySetCookie, encoded as Express encodes it
    // (encodeURIComponent), also where cookie 2's own default would leave '=' and '/' as they are.
    expect(setCookieLine({ name: 'c', value: 'a b;', options: { path: '/', sameSite: 'lax' } })).toBe(
      'c=a%20b%3B; Path=/; SameSite=Lax',
    );
    expect(setCookieLine({ name: 'c', value: 'k=v/1', options: { path: '/', sameSite: 'lax' } })).toBe(
      'c=k%3Dv%2F1; Path=/; SameSite=Lax',
    );
  });
});

describe('an answer computed while a write emptied the cache', () => {
  it('is answered but not kept; one computed after the write is kept', () => {
    const cache = createResponseCache({ maxEntries: 10, ttlMs: 60_000 });
    const before = cache.generation;
    cache.clear(); // a write commits while the read is being computed
    cache.set('k', Buffer.from('"old"'), before);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', Buffer.from('"new"'), cache.generation);
    expect(cache.get('k')?.body.toString()).toBe('"new"');
  });
});

describe('misses of one key while it is being computed (cacheResponses)', async () => {
  const express = (await import('express')).default;
  const cache = createResponseCache({ maxEntries: 10, ttlMs: 60_000 });
  let arrived = 0;
  let runs = 0;
  let status = 200;
  const waiting: (() => void)[] = [];
  /** Lets every answer being computed go. */
  const release = () => waiting.splice(0).forEach((go) => go());
  const app = express();
  app.use((_req, _res, next) => {
    arrived++;
    next();
  });
  app.use(cacheResponses(cache, () => 'retail'));
  app.get('/api/product/:sku', async (req, res) => {
    const run = ++runs;
    // Each answer waits for the test to let it go, so the others arrive while it is computed.
    await new Promise<void>((r) => waiting.push(r));
    res.status(status).json({ sku: req.params.sku, run });
  });
  const server = app.listen(0);
  afterAll(() => void server.close());
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/product/EVL-12`;
  const answers = (all: Promise<Response>[]) =>
    Promise.all(
      all.map(async (r) => ({ status: (await r).status, ...((await (await r).json()) as { run: number }) })),
    );
  /** The first request, computing; then `more`, once each has reached the cache (and waits there). */
  const whileComputing = async (more: number) => {
    const [runsBefore, arrivedBefore] = [runs, arrived];
    const first = fetch(url);
    await expect.poll(() => runs).toBe(runsBefore + 1);
    const rest = Array.from({ length: more }, () => fetch(url));
    await expect.poll(() => arrived).toBe(arrivedBefore + 1 + more);
    return [first, ...rest];
  };

  it('computes the answer once and sends it to every request that waited for it', async () => {
    cache.clear();
    const all = await whileComputing(4);
    const run = runs;
    release();
    const got = await answers(all);
    expect(got).toEqual(Array.from({ length: 5 }, () => ({ status: 200, sku: 'EVL-12', run })));
    expect(runs).toBe(run);
  });

  it('never sends an answer begun before a write emptied the cache to a request made after it', async () => {
    cache.clear();
    const [first] = await whileComputing(0);
    cache.clear(); // an order commits
    const after = fetch(url);
    await expect.poll(() => waiting.length).toBe(2);
    release();
    const [old, fresh] = await answers([first!, after]);
    expect(fresh!.run).toBe(old!.run + 1);
  });

  it('lets the waiting requests run the route themselves when the answer is no 200', async () => {
    cache.clear();
    status = 404;
    const all = await whileComputing(2);
    release();
    // The two that waited each run the route.
    await expect.poll(() => waiting.length).toBe(2);
    release();
    expect((await answers(all)).map((a) => a.status)).toEqual([404, 404, 404]);
    status = 200;
  });
});

describe('retired answers (createResponseCache)', () => {
  it('are given only while the key is being computed in the generation after the order', () => {
    let clock = 0;
    const cache = createResponseCache({ maxEntries: 10, ttlMs: 60_000, now: () => clock });
    cache.set('k', Buffer.from('"old"'));
    cache.retire();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.retired('k')).toBeUndefined(); // nobody computes it: the next request must
    cache.flights.set('k', { generation: cache.generation, answer: new Promise(() => undefined) });
    expect(cache.retired('k')?.body.toString()).toBe('"old"');
    clock += STALE_MS;
    expect(cache.retired('k')).toBeUndefined();
    clock -= STALE_MS;
    cache.clear();
    cache.flights.set('k', { generation: cache.generation, answer: new Promise(() => undefined) });
    expect(cache.retired('k')).toBeUndefined();
  });

  it('keep an answer the next order retired before it was ready, as retired at that order', () => {
    let clock = 0;
    const cache = createResponseCache({ maxEntries: 10, ttlMs: 60_000, now: () => clock });
    const computing = () =>
      cache.flights.set('k', { generation: cache.generation, answer: new Promise(() => undefined) });
    cache.set('k', Buffer.from('"first"'));
    cache.retire(); // order 1
    const afterFirst = cache.generation;
    clock = 400;
    cache.retire(); // order 2, before the answer after order 1 is ready
    clock = 500;
    cache.set('k', Buffer.from('"second"'), afterFirst); // not kept as an answer: order 2 came after it
    expect(cache.get('k')).toBeUndefined();
    computing();
    expect(cache.retired('k')?.body.toString()).toBe('"second"');
    clock = 400 + STALE_MS - 1;
    expect(cache.retired('k')?.body.toString()).toBe('"second"');
    clock = 400 + STALE_MS; // a second after order 2, which it does not show
    expect(cache.retired('k')).toBeUndefined();

    // An older answer never replaces a newer retired one; none survives a catalogue change.
    clock = 0;
    const late = createResponseCache({ maxEntries: 10, ttlMs: 60_000, now: () => clock });
    late.retire();
    const g1 = late.generation;
    late.retire();
    const g2 = late.generation;
    late.retire();
    late.set('k', Buffer.from('"g2"'), g2);
    late.set('k', Buffer.from('"g1"'), g1);
    late.flights.set('k', { generation: late.generation, answer: new Promise(() => undefined) });
    expect(late.retired('k')?.body.toString()).toBe('"g2"');
    late.clear();
    late.set('k', Buffer.from('"g2 again"'), g2);
    late.flights.set('k', { generation: late.generation, answer: new Promise(() => undefined) });
    expect(late.retired('k')).toBeUndefined();
    const afterClear = late.generation;
    late.retire();
    late.set('k', Buffer.from('"after clear"'), afterClear - 1); // computed before the clear
    late.flights.set('k', { generation: late.generation, answer: new Promise(() => undefined) });
    expect(late.retired('k')).toBeUndefined();
  });
});

describe('after an order retires the answers (cacheResponses)', async () => {
  const express = (await import('express')).default;
  let clock = 0;
  const cache = createResponseCache({ maxEntries: 10, ttlMs: 60_000, now: () => clock });
  let runs = 0;
  const waiting: (() => void)[] = [];
  const release = () => waiting.splice(0).forEach((go) => go());
  const app = express();
  app.use(cacheResponses(cache, () => 'retail'));
  app.get('/api/product/:sku', async (_req, res) => {
    const run = ++runs;
    await new Promise<void>((r) => waiting.push(r));
    res.json({ run });
  });
  const server = app.listen(0);
  afterAll(() => void server.close());
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/product/EVL-12`;
  const runOf = async (r: Promise<Response>) => ((await (await r).json()) as { run: number }).run;
  /** A kept answer of the key, computed afresh, then a hit. */
  const keep = async () => {
    cache.clear();
    const first = fetch(url);
    await expect.poll(() => waiting.length).toBe(1);
    release();
    const run = await runOf(first);
    expect(await runOf(fetch(url))).toBe(run);
    return run;
  };

  it('computes a new answer for the first request and sends the retired one to those meanwhile', async () => {
    const old = await keep();
    cache.retire(); // an order commits
    const first = fetch(url); // leads: the answer from before the order is not for it
    await expect.poll(() => waiting.length).toBe(1);
    expect(await runOf(fetch(url))).toBe(old); // sent at once, without waiting
    expect(await runOf(fetch(url))).toBe(old);
    release();
    expect(await runOf(first)).toBe(old + 1);
    expect(await runOf(fetch(url))).toBe(old + 1);
    expect(runs).toBe(old + 1);
  });

  it('sends no retired answer once STALE_MS has passed, nor after a catalogue change', async () => {
    for (const write of [
      () => (cache.retire(), (clock += STALE_MS)),
      () => (cache.retire(), cache.clear()),
    ]) {
      await keep();
      write();
      const first = fetch(url);
      await expect.poll(() => waiting.length).toBe(1);
      const second = fetch(url); // waits for the answer being computed
      await new Promise((r) => setTimeout(r, 50));
      expect(waiting.length).toBe(1);
      release();
      expect(await runOf(second)).toBe(await runOf(first));
    }
  });
});
