import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOT_DATA_ELEMENT_ID } from '@shop/domain';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeUser, signedInAgent } from '../test/auth-helpers.js';
import { makeApp } from '../test/make-app.js';
import { makeProduct } from '../test/shop-factories.js';
import { bootDataScript } from './page-data.js';

const INDEX =
  '<!doctype html><html><head><title>shop</title></head><body><div id="root"></div></body></html>';

function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-web-dist-'));
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  return dist;
}

const BOOT_RE = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`);
const bootOf = (html: string): Record<string, unknown> => {
  const m = BOOT_RE.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : {};
};
const fetchPreloads = (html: string): string[] =>
  [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );

const dist = webDist();
const t = await makeApp({ webDistDir: dist });
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("index.html with the page's first API answers", () => {
  it("embeds the cart, the session, the menu, the sale, the home's content and the page data, each as the API answers it", async () => {
    const page = await request(t.app).get('/collections/car-subwoofers').expect(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const boot = bootOf(page.text);
    const reads = [
      '/api/cartv2',
      '/api/auth/session',
      '/api/menu',
      '/api/sales/active',
      '/api/home',
      '/api/collections/car-subwoofers?page=1',
    ];
    expect(Object.keys(boot)).toEqual(reads);
    for (const url of reads) expect(boot[url], url).toEqual((await request(t.app).get(url).expect(200)).body);
    // Nothing embedded is also preloaded, but the sale banner (when the collection has one) and the first
    // card's image are; they follow the page's markup.
    expect(fetchPreloads(page.text)).toEqual([]);
    expect(page.text).toMatch(
      /<div id="root"><\/div>(<link rel="preload" as="image" href="\/img\/[^"]+" fetchpriority="high">){1,2}<script type="application\/json"[^>]*>.*<\/script><\/body>/,
    );
    const { collection, products } = boot['/api/collections/car-subwoofers?page=1'] as {
      collection: { bannerImage: string | null };
      products: { image_1: string | null }[];
    };
    const images = [...page.text.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    expect(images).toEqual([
      ...(collection.bannerImage ? [collection.bannerImage] : []),
      products[0]?.image_1,
    ]);
  });

  it('leaves out an answer that is not a 200 and preloads nothing in its place for a 404', async () => {
    // The page itself is a 404 (pages/page-heads.ts); the SPA still renders its "Page not found".
    const page = await request(t.app).get('/products/no-such-product').expect(404);
    const boot = bootOf(page.text);
    expect(boot['/api/product/no-such-product']).toBeUndefined();
    expect(Object.keys(boot)).toContain('/api/menu');
    // The app fetches it and shows its not-found state; the hint keeps that fetch early.
    expect(fetchPreloads(page.text)).toEqual(['/api/product/no-such-product']);
  });

  it("embeds a signed-in dealer's own prices and session, and asks that the page is not stored", async () => {
    const dealer = await makeUser(t.db, { role: 2, isDealer: true });
    const agent = await signedInAgent(t.app, dealer);
    const page = await agent.get('/products/skar-evl-12').expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const boot = bootOf(page.text);
    const product = (await agent.get('/api/product/skar-evl-12').expect(200)).body as {
      price: number;
      price_dealer: number;
    };
    expect(boot['/api/product/skar-evl-12']).toEqual(product);
    expect(boot['/api/auth/session']).toMatchObject({ user: { email: dealer.email } });
    const anonymous = bootOf((await request(t.app).get('/products/skar-evl-12').expect(200)).text);
    expect(anonymous['/api/auth/session']).toEqual({});
    expect(anonymous['/api/product/skar-evl-12']).not.toEqual(product);
  });

  it('sends HEAD without reading anything', async () => {
    const head = await request(t.app).head('/collections/car-subwoofers').expect(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('first answers made in-process', () => {
  /** The shop on a real port, counting the HTTP requests it receives. */
  async function countingServer(): Promise<{ server: Server; base: string; count: () => number }> {
    let requests = 0;
    const server = createServer((req, res) => {
      requests += 1;
      t.handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { server, base: `http://127.0.0.1:${port}`, count: () => requests };
  }

  it('cost no HTTP request besides the page itself, a page of the shop or not', async () => {
    const { server, base, count } = await countingServer();
    try {
      for (const [path, status] of [
        ['/', 200],
        ['/products/skar-evl-12', 200],
        ['/collections/car-subwoofers', 200],
        ['/search/products?q=evl', 200],
        ['/no-such-page', 404],
        ['/products/no-such-product', 404],
      ] as const) {
        const before = count();
        const page = await fetch(`${base}${path}`);
        expect(page.status, path).toBe(status);
        const boot = bootOf(await page.text());
        expect(Object.keys(boot), path).toEqual(expect.arrayContaining(['/api/menu', '/api/cartv2']));
        expect(count() - before, path).toBe(1);
      }
    } finally {
      server.close();
    }
  });

  it('are the bytes the API answers and share its cache entry', async () => {
    const url = '/api/collections/car-subwoofers?page=2';
    const page = await request(t.handle).get('/collections/car-subwoofers?page=2').expect(200);
    const embedded = JSON.stringify(bootOf(page.text)[url]);
    // A change made behind the app's back shows only once the entry the page made is gone.
    await t.db
      .updateTable('products')
      .set({ name: sql<string>`name || ' (renamed)'` })
      .execute();
    const api = await request(t.handle).get(url).expect(200);
    expect(api.text).toBe(embedded);
    expect(api.text).not.toContain('(renamed)');
    await t.db
      .updateTable('products')
      .set({ name: sql<string>`replace(name, ' (renamed)', '')` })
      .execute();
  });

  it("never hold the visitor's cart token, not even next to the reflected search query", async () => {
    await makeProduct(t.db, { sku: 'T-PAGE-CART' });
    const agent = request.agent(t.app);
    const added = await agent.post('/api/cartv2/lines').send({ sku: 'T-PAGE-CART', quantity: 2 }).expect(200);
    const token = (added.body as { cart_token: string }).cart_token;
    expect(token).toMatch(/^[\w-]{43,}$/);
    const page = await agent.get(`/search/products?q=${encodeURIComponent(token.slice(0, 8))}`).expect(200);
    expect(page.text).not.toContain(token);
    const cart = bootOf(page.text)['/api/cartv2'] as { cart_token: string; items: { sku: string }[] };
    // The cart itself is there (the badge and drawer render at once); the app reads the token when it needs it.
    expect(cart.items.map((i) => i.sku)).toEqual(['T-PAGE-CART']);
    expect(cart.cart_token).toBe('');
    // The API still hands it to its own caller (API clients send it back as X-Cart-Token).
    expect(((await agent.get('/api/cartv2').expect(200)).body as { cart_token: string }).cart_token).toBe(
      token,
    );
  });
});

describe('bootDataScript', () => {
  it('keeps stored text inert: no </script> or <!-- can end or change the element', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const script = bootDataScript(new Map([['/api/x', JSON.stringify({ name: hostile })]]));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(bootOf(script)).toEqual({ '/api/x': { name: hostile } });
  });

  it('writes nothing for no answers', () => {
    expect(bootDataScript(new Map())).toBe('');
  });
});
