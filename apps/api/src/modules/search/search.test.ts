import { ErrorBodySchema, SearchResponseSchema, type SearchResponse } from '@shop/domain';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../test/make-app.js';

// These tests change rows in the database directly (the index's triggers are under test), which the
// response cache cannot see: it is off here and tested in lib/response-cache.test.ts.
const shop = await makeApp({ configOverrides: { responseCacheEntries: 0 } });
afterAll(() => shop.close());

const search = async (query: Record<string, string>): Promise<SearchResponse> => {
  const res = await request(shop.app).get('/api/search/products').query(query);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return SearchResponseSchema.parse(res.body);
};

/** Family turnover as the index ranks it: the card's own plus its enabled variants'. */
const turnoverOf = (sku: string): number =>
  shop.db
    .prepare(
      `SELECT c.turnover_30d_cents + CASE WHEN c.is_parent = 1 THEN coalesce((SELECT sum(v.turnover_30d_cents)
         FROM products v WHERE v.variant_parent_sku = c.sku AND v.enabled_on_site = 1), 0) ELSE 0 END
       FROM products c WHERE c.sku = ?`,
    )
    .pluck()
    .get(sku) as number;

const ordered = (products: SearchResponse['products']) =>
  products.map((p) => ({ turnover: turnoverOf(p.sku), name: p.name }));

const expectRanked = (rows: { turnover: number; name: string }[]) => {
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    expect(a.turnover > b.turnover || (a.turnover === b.turnover && a.name <= b.name)).toBe(true);
  }
};

describe('GET /api/search/products', () => {
  it('finds cards by name words and answers the query, count and paging', async () => {
    const body = await search({ q: '  subwoofer ' });
    expect(body.query).toBe('subwoofer');
    expect(body.count).toBeGreaterThan(3);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(24);
    expect(body.products.length).toBe(Math.min(24, body.count));
    for (const p of body.products)
      expect(JSON.stringify([p.name, p.properties, p.variants.map((v) => v.name)]).toLowerCase()).toContain(
        'subwoofer',
      );
  });

  it('finds a family by a sku prefix and rolls its variants up into the parent card', async () => {
    const body = await search({ q: 'EVL-12' });
    const skus = body.products.map((p) => p.sku);
    expect(skus).toContain('EVL-12');
    expect(skus).not.toContain('EVL-12-D2');
    const card = body.products.find((p) => p.sku === 'EVL-12');
    expect(card?.isParentSku).toBe(true);
    expect(card?.variants.map((v) => v.sku)).toEqual(expect.arrayContaining(['EVL-12-D2', 'EVL-12-D4']));
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('finds a family by a variant sku', async () => {
    const body = await search({ q: 'evl-12-d4' });
    expect(body.products.map((p) => p.sku)).toContain('EVL-12');
  });

  it('matches property values too', async () => {
    const make = shop.db
      .prepare("SELECT value FROM product_properties WHERE key = 'Make' LIMIT 1")
      .pluck()
      .get() as string;
    const body = await search({ q: make });
    expect(body.count).toBeGreaterThan(0);
  });

  it('orders by 30-day family turnover descending, then name', async () => {
    const body = await search({ q: 'subwoofer', pageSize: '96' });
    expect(body.products.length).toBeGreaterThan(10);
    expectRanked(ordered(body.products));
  });

  it('follows turnover changes (an order placed moves a card up)', async () => {
    const before = await search({ q: 'evl', pageSize: '96' });
    const last = before.products.at(-1)!;
    shop.db.prepare('UPDATE products SET turnover_30d_cents = 9000000000 WHERE sku = ?').run(last.sku);
    const after = await search({ q: 'evl', pageSize: '96' });
    expect(after.products[0]?.sku).toBe(last.sku);
    expect(after.count).toBe(before.count);
  });

  it('breaks turnover ties by name, across page boundaries', async () => {
    // Give every "evl" card the same turnover: the whole result is then ordered by name.
    const ids = shop.db
      .prepare('SELECT rowid & 16777215 FROM product_search WHERE product_search MATCH \'"evl"*\'')
      .pluck()
      .all() as number[];
    const set = shop.db.prepare(
      'UPDATE products SET turnover_30d_cents = 0 WHERE id = ? OR variant_parent_sku = (SELECT sku FROM products WHERE id = ?)',
    );
    for (const id of ids) set.run(id, id);
    const all = await search({ q: 'evl', pageSize: '96' });
    const names = all.products.map((p) => p.name);
    expect(names).toEqual([...names].sort());
    const page2 = await search({ q: 'evl', pageSize: '3', page: '2' });
    expect(page2.products.map((p) => p.name)).toEqual(names.slice(3, 6));
  });

  it('pages without overlap and reports the same count on every page', async () => {
    const all = await search({ q: 'amplifier', pageSize: '96' });
    const p1 = await search({ q: 'amplifier', pageSize: '5', page: '1' });
    const p2 = await search({ q: 'amplifier', pageSize: '5', page: '2' });
    expect(p1.count).toBe(all.count);
    expect(p2.count).toBe(all.count);
    expect([...p1.products, ...p2.products].map((p) => p.sku)).toEqual(
      all.products.slice(0, 10).map((p) => p.sku),
    );
    const beyond = await search({ q: 'amplifier', page: '999' });
    expect(beyond.products).toEqual([]);
    expect(beyond.count).toBe(all.count);
  });

  it('leaves out products that are not enabled on the site', async () => {
    const sku = (await search({ q: 'wire' })).products[0]!.sku;
    shop.db.prepare('UPDATE products SET enabled_on_site = 0 WHERE sku = ?').run(sku);
    const body = await search({ q: sku });
    expect(body.products.map((p) => p.sku)).not.toContain(sku);
    shop.db.prepare('UPDATE products SET enabled_on_site = 1 WHERE sku = ?').run(sku);
    expect((await search({ q: sku })).products.map((p) => p.sku)).toContain(sku);
  });

  it('keeps the index current when products and properties are added, changed and deleted', async () => {
    const insert = shop.db.prepare(`INSERT INTO products (sku, name, site_name, site_handle, slug, path,
      product_type, price_cents, price_map_cents, price_msrp_cents, created_at)
      VALUES (?, ?, ?, ?, ?, ?, 'normal', 1000, 1000, 1000, '2026-01-01T00:00:00.000Z')`);
    const id = Number(
      insert.run('ZQX-1', 'Zqx Test Widget', 'Zqx', 'zqx-1', 'skar-zqx-1', '/products/skar-zqx-1')
        .lastInsertRowid,
    );
    expect((await search({ q: 'zqx' })).products.map((p) => p.sku)).toEqual(['ZQX-1']);
    shop.db
      .prepare("INSERT INTO product_properties (product_id, key, value) VALUES (?, 'Color', 'Plumbago')")
      .run(id);
    expect((await search({ q: 'plumbago' })).count).toBe(1);
    shop.db.prepare("UPDATE product_properties SET value = 'Heliotrope' WHERE product_id = ?").run(id);
    expect((await search({ q: 'plumbago' })).count).toBe(0);
    expect((await search({ q: 'heliotrope' })).count).toBe(1);
    shop.db.prepare("UPDATE products SET name = 'Renamed Gadget' WHERE id = ?").run(id);
    expect((await search({ q: 'zqx test' })).count).toBe(0);
    expect((await search({ q: 'renamed gadget' })).count).toBe(1);
    shop.db.prepare('DELETE FROM products WHERE id = ?').run(id);
    expect((await search({ q: 'zqx' })).count).toBe(0);
    expect(
      shop.db.prepare('SELECT count(*) FROM product_search_cards WHERE product_id = ?').pluck().get(id),
    ).toBe(0);
  });

  it('answers an empty query and a query without letters or digits with no results', async () => {
    for (const q of ['', '   ', '"*^:-()']) {
      const body = await search({ q });
      expect(body.products).toEqual([]);
      expect(body.count).toBe(0);
    }
    expect((await search({})).count).toBe(0);
  });

  it('answers FTS syntax characters with results or none, never an error', async () => {
    for (const q of [
      '"',
      '*',
      'AND',
      'evl AND',
      'NEAR(',
      'NEAR(evl 12',
      '^evl',
      'sku:evl',
      '-evl',
      '(',
      'evl)',
      'OR',
      'NOT evl',
      '"evl',
      'e*v*l',
    ]) {
      const res = await request(shop.app).get('/api/search/products').query({ q });
      expect(res.status, q).toBe(200);
      SearchResponseSchema.parse(res.body);
    }
  });

  it('treats SQL injection text as words', async () => {
    for (const q of ["'; DROP TABLE products; --", "evl' OR '1'='1", 'evl") UNION SELECT 1 --']) {
      const res = await request(shop.app).get('/api/search/products').query({ q });
      expect(res.status, q).toBe(200);
    }
    expect(shop.db.prepare('SELECT count(*) FROM products').pluck().get()).toBeGreaterThan(0);
  });

  it('rejects a query over 200 characters, bad paging and repeated parameters with 400', async () => {
    for (const query of [
      { q: 'x'.repeat(10_240) },
      { q: 'evl', page: '0' },
      { q: 'evl', pageSize: '500' },
      { q: 'evl', page: 'two' },
    ]) {
      const res = await request(shop.app).get('/api/search/products').query(query);
      expect(res.status).toBe(400);
      expect(ErrorBodySchema.parse(res.body).error.code).toBe('VALIDATION_FAILED');
    }
    const res = await request(shop.app).get('/api/search/products?q=a&q=b');
    expect(res.status).toBe(400);
  });
});
