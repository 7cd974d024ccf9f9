/**
 * Product reads through the shop's front (pages/fast-path.ts, which answers cache hits before Express) answer
 * as the app alone does: for each request, the same status, the same headers (the cookies' random ids and the
 * Date aside) and the same bytes on the wire; with the cache off and on. These are the requests the direct
 * read of decision 052 served without Express's routing until decision 077: a miss now goes to the app, a hit
 * is the fast path's. Requests that are not a plain anonymous read go to the app, and a signed-in dealer gets
 * dealer prices.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProductSchema } from '@shop/domain';
import { pino } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createShop } from '../../shop.js';
import { makeUser, signedInAgent } from '../../test/auth-helpers.js';
import { makeApp, makeConfig, TEST_NOW, type TestApp } from '../../test/make-app.js';
import { openTestStore } from '../../test/test-store.js';
import { makeProduct } from '../../test/shop-factories.js';

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

const listen = (handler: Parameters<typeof createServer>[1]) =>
  new Promise<Server>((resolve) => {
    const server = createServer(handler).listen(0, '127.0.0.1', () => resolve(server));
  });

/** The answer as it comes off the wire (supertest would decode compressed bodies). */
const raw = (server: Server, path: string, headers: Record<string, string>, method = 'GET') =>
  new Promise<Raw>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });

/** Headers to compare: the Date goes, and each cookie keeps its name and flags (its id and expiry are random). */
const comparable = (headers: IncomingHttpHeaders) => {
  const { date: _date, ...rest } = headers;
  const cookies = (rest['set-cookie'] ?? []).map((line) =>
    line.replace(/=[^;]*/, '=<id>').replace(/Expires=[^;]*/, 'Expires=<date>'),
  );
  return { ...rest, 'set-cookie': cookies };
};

/** The Express app's entry (app(req, res) calls app.handle): called only for what the fast path hands on. */
const spyOnApp = (t: TestApp) =>
  vi.spyOn(t.app as unknown as { handle: (...args: unknown[]) => void }, 'handle');

/** The shop as server.ts serves it (its front, then the app), and the app alone. */
async function shopAndApp(t: TestApp) {
  const [shop, app] = await Promise.all([listen(t.handle), listen(t.app)]);
  return {
    shop,
    app,
    close: () => Promise.all([shop, app].map((s) => new Promise((r) => s.close(r)))),
  };
}

const STORES = [
  ['with the cache off', 0],
  ['with the cache on', 2000],
] as const;

describe.each(STORES)('anonymous product reads through the shop’s front, %s', async (_name, entries) => {
  const t = await makeApp({ configOverrides: { responseCacheEntries: entries } });
  const servers = await shopAndApp(t);
  afterAll(async () => {
    await servers.close();
    await t.close();
  });
  const products = await t.db
    .selectFrom('products')
    .select(['sku', 'slug', 'site_handle', 'is_parent', 'variant_parent_sku'])
    .orderBy('id')
    .limit(400)
    .execute();
  const parent = products.find((p) => p.is_parent === 1)!;
  const variant = products.find((p) => p.variant_parent_sku !== null)!;
  const plain = products.find((p) => p.is_parent === 0 && p.variant_parent_sku === null)!;
  const at = (key: string) => `/api/product/${encodeURIComponent(key)}`;

  const first = await raw(servers.app, at(plain.sku), {});
  const etag = first.headers.etag!;
  const visitorCookies = (first.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');

  const cases: [string, string, Record<string, string>][] = [
    ['a sku', at(plain.sku), {}],
    ['a sku in lower case', at(plain.sku.toLowerCase()), {}],
    ['a slug', at(plain.slug), {}],
    ['a site handle', at(plain.site_handle), {}],
    ['a parent', at(parent.sku), {}],
    ['a variant', at(variant.sku), {}],
    ['a variant named in the query', `${at(parent.sku)}?variant=${encodeURIComponent(variant.sku)}`, {}],
    ['an unknown sku (404)', at('NO-SUCH-SKU'), {}],
    ['a bad query (400)', `${at(plain.sku)}?page=x&variant=`, {}],
    ['the ETag held (304)', at(plain.sku), { 'if-none-match': etag }],
    ['another ETag', at(plain.sku), { 'if-none-match': 'W/"1-x"' }],
    ['gzip accepted', at(plain.sku), { 'accept-encoding': 'gzip' }],
    ['brotli accepted', at(plain.sku), { 'accept-encoding': 'gzip, deflate, br' }],
    ['identity only', at(plain.sku), { 'accept-encoding': 'identity' }],
    ['a visitor with its cookies', at(plain.sku), { cookie: visitorCookies }],
    ['a campaign in the query', `${at(plain.sku)}?pn_cs_id=abc123`, {}],
    ['a campaign in the Referer', at(plain.sku), { referer: 'https://example.com/?pn_cs_id=xyz789' }],
    ['a foreign cookie', at(plain.sku), { cookie: 'other=1; sa_visitor=not-ours' }],
  ];

  it.each(cases)('%s: the same answer as the app', async (_case, path, headers) => {
    const fast = await raw(servers.shop, path, headers);
    const app = await raw(servers.app, path, headers);
    expect(fast.status).toBe(app.status);
    expect(comparable(fast.headers)).toEqual(comparable(app.headers));
    expect(fast.body.equals(app.body)).toBe(true);
  });

  it.runIf(entries > 0)('answers a repeated anonymous read from the cache, without the app', async () => {
    await raw(servers.shop, at(plain.slug), {});
    const handle = spyOnApp(t);
    try {
      const hit = await raw(servers.shop, at(plain.slug), {});
      expect(hit.status).toBe(200);
      expect(handle).not.toHaveBeenCalled();
    } finally {
      handle.mockRestore();
    }
  });

  it('answers each status the app answers in these cases', async () => {
    const statuses = new Set<number>();
    for (const [, path, headers] of cases) statuses.add((await raw(servers.shop, path, headers)).status);
    expect([...statuses].sort()).toEqual([200, 304, 400, 404]);
  });

  // (With the cache on, a HEAD or a GET with a body of a cached answer is a hit, answered by the fast path.)
  const cached: [string, string, Record<string, string>, string][] = [
    ['a HEAD', at(plain.sku), {}, 'HEAD'],
    ['a body', at(plain.sku), { 'content-length': '0' }, 'GET'],
  ];
  it.each([
    ...(entries === 0 ? cached : []),
    ['a miss', at(parent.slug), {}, 'GET'],
    ['a trailing slash', `${at(plain.sku)}/`, {}, 'GET'],
    ['a session cookie', at(plain.sku), { cookie: 'sa_session=x' }, 'GET'],
    ['a malformed escape', '/api/product/%E0%A4%A', {}, 'GET'],
    ['the stock route', `/api/product/stock/${encodeURIComponent(plain.sku)}`, {}, 'GET'],
  ])('leaves %s to the app', async (_case, path, headers, method) => {
    const handle = spyOnApp(t);
    try {
      const fast = await raw(servers.shop, path, headers, method);
      expect(handle).toHaveBeenCalledOnce();
      const app = await raw(servers.app, path, headers, method);
      expect(fast.status).toBe(app.status);
    } finally {
      handle.mockRestore();
    }
  });

  it('gives a signed-in dealer dealer prices, and a visitor retail ones', async () => {
    const product = await makeProduct(t.db, { dealerCents: 5_000, mapCents: 8_000, tpa: 5 });
    const url = at(product.sku);
    const visitor = ProductSchema.parse(JSON.parse((await raw(servers.shop, url, {})).body.toString()));
    expect(visitor.price_dealer).toBeNull();
    const dealer = await makeUser(t.db, { role: 2, isDealer: true });
    const agent = await signedInAgent(t.handle, dealer);
    const res = await agent.get(url).expect(200);
    expect(ProductSchema.parse(res.body).price_dealer).toBe(50);
  });
});

/** A shop whose request log at `level` is kept in `lines`, serving on both paths; closed after the file. */
async function loggedShop(level: string) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-fast-log-'));
  const tested = await openTestStore(dir, { seed: false, now: TEST_NOW });
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level, base: undefined },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  const config = { ...makeConfig(dir), databaseUrl: tested.databaseUrl, responseCacheEntries: 0 };
  const shop = createShop({ db: tested.store.db, clock: fixedClock(TEST_NOW), config, logger });
  const servers = await shopAndApp({ handle: shop.handle, app: shop.app } as TestApp);
  afterAll(async () => {
    await servers.close();
    await shop.close();
    await tested.drop();
    rmSync(dir, { recursive: true, force: true });
  });
  return { tested, lines, servers };
}

describe('the request log at LOG_LEVEL=warn', async () => {
  const { tested, lines, servers } = await loggedShop('warn');

  it('leaves out successful reads and keeps refusals, on both paths', async () => {
    const { sku } = await makeProduct(tested.store.db);
    for (const server of [servers.shop, servers.app]) {
      lines.length = 0;
      expect((await raw(server, `/api/product/${sku}`, {})).status).toBe(200);
      expect((await raw(server, '/api/product/NO-SUCH-SKU', {})).status).toBe(404);
      await vi.waitFor(() => expect(lines).toHaveLength(1));
      expect(lines[0]).toMatchObject({
        level: 40,
        msg: 'request completed',
        req: { url: '/api/product/NO-SUCH-SKU' },
        res: { statusCode: 404 },
      });
    }
  });
});

describe('the request log of a product read through the shop’s front', async () => {
  const { tested, lines, servers } = await loggedShop('info');

  it.each([
    ['a product', 200],
    ['an unknown product', 404],
  ])('is the app’s line for %s', async (_case, status) => {
    const { sku } = await makeProduct(tested.store.db);
    const url = status === 200 ? `/api/product/${sku}` : '/api/product/NO-SUCH-SKU';
    const lineOf = async (server: Server) => {
      lines.length = 0;
      expect((await raw(server, url, {})).status).toBe(status);
      await vi.waitFor(() => expect(lines).toHaveLength(1));
      const {
        time: _t,
        responseTime,
        req,
        ...rest
      } = lines[0] as { time: number; responseTime: number; req: { id: unknown } };
      expect(responseTime).toEqual(expect.any(Number));
      expect(req.id).toEqual(expect.any(Number));
      return { ...rest, req: { ...req, id: 'n' } };
    };
    const fast = await lineOf(servers.shop);
    expect(fast).toEqual(await lineOf(servers.app));
    expect(fast).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url },
      res: { statusCode: status },
    });
  });
});
