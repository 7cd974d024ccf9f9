import { ErrorBodySchema, SearchResponseSchema, type SearchResponse } from '@shop/domain';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { makeApp } from '../../test/make-app.js';
import { createSearchRepo } from './search.repo.js';

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
const turnoverOf = async (sku: string): Promise<number> =>
  Number(
    (
      await sql<{ turnover: number | string }>`SELECT c.turnover_30d_cents + CASE WHEN c.is_parent = 1 THEN
         coalesce((SELECT sum(v.turnover_30d_cents) FROM products v
           WHERE v.variant_parent_sku = c.sku AND v.enabled_on_site = 1), 0) ELSE 0 END AS turnover
       FROM products c WHERE c.sku = ${sku}`.execute(shop.db)
    ).rows[0]?.turnover,
  );

const ordered = async (products: SearchResponse['products']) => {
  const rows: { turnover: number; name: string }[] = [];
  for (const p of products) rows.push({ turnover: await turnoverOf(p.sku), name: p.name });
  return rows;
};

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
    // A listing card carries no properties (decision 071): the stored ones of each card.
    const props = await shop.db
      .selectFrom('product_properties')
      .select(['product_id', 'value'])
      .where(
        'product_id',
        'in',
        body.products.map((p) => p.id),
      )
      .execute();
    for (const p of body.products) {
      const values = props.filter((r) => r.product_id === p.id).map((r) => r.value);
      expect(JSON.stringify([p.name, values, p.variants.map((v) => v.name)]).toLowerCase()).toContain(
        'subwoofer',
      );
    }
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
    const { value: make } = await shop.db
      .selectFrom('product_properties')
      .select('value')
      .where('key', '=', 'Make')
      .orderBy('product_id')
      .orderBy('position')
      .limit(1)
      .executeTakeFirstOrThrow();
    const body = await search({ q: make });
    expect(body.count).toBeGreaterThan(0);
  });

  it('orders by 30-day family turnover descending, then name', async () => {
    const body = await search({ q: 'subwoofer', pageSize: '96' });
    expect(body.products.length).toBeGreaterThan(10);
    expectRanked(await ordered(body.products));
  });

  it('follows turnover changes (an order placed moves a card up)', async () => {
    const before = await search({ q: 'evl', pageSize: '96' });
    const last = before.products.at(-1)!;
    await shop.db
      .updateTable('products')
      .set({ turnover_30d_cents: 9_000_000_000 })
      .where('sku', '=', last.sku)
      .execute();
    const after = await search({ q: 'evl', pageSize: '96' });
    expect(after.products[0]?.sku).toBe(last.sku);
    expect(after.count).toBe(before.count);
  });

  it('breaks turnover ties by name, across page boundaries', async () => {
    // Give every "evl" card the same turnover: the whole result is then ordered by name.
    // The cards the index matches for "evl" (the store's own full-text statements: FTS5 or tsvector).
    const repo = createSearchRepo(shop.db);
    const ids = await repo.pageIds(repo.query('evl')!, 0, 10_000);
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids)
      await shop.db
        .updateTable('products')
        .set({ turnover_30d_cents: 0 })
        .where((eb) =>
          eb.or([
            eb('id', '=', id),
            eb('variant_parent_sku', '=', eb.selectFrom('products').select('sku').where('id', '=', id)),
          ]),
        )
        .execute();
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
    await shop.db.updateTable('products').set({ enabled_on_site: 0 }).where('sku', '=', sku).execute();
    const body = await search({ q: sku });
    expect(body.products.map((p) => p.sku)).not.toContain(sku);
    await shop.db.updateTable('products').set({ enabled_on_site: 1 }).where('sku', '=', sku).execute();
    expect((await search({ q: sku })).products.map((p) => p.sku)).toContain(sku);
  });

  it('keeps the index current when products and properties are added, changed and deleted', async () => {
    const { id } = await shop.db
      .insertInto('products')
      .values({
        sku: 'ZQX-1',
        name: 'Zqx Test Widget',
        site_name: 'Zqx',
        site_handle: 'zqx-1',
        slug: 'skar-zqx-1',
        path: '/products/skar-zqx-1',
        product_type: 'normal',
        price_cents: 1000,
        price_map_cents: 1000,
        price_msrp_cents: 1000,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await search({ q: 'zqx' })).products.map((p) => p.sku)).toEqual(['ZQX-1']);
    await shop.db
      .insertInto('product_properties')
      .values({ product_id: id, key: 'Color', value: 'Plumbago' })
      .execute();
    expect((await search({ q: 'plumbago' })).count).toBe(1);
    await shop.db
      .updateTable('product_properties')
      .set({ value: 'Heliotrope' })
      .where('product_id', '=', id)
      .execute();
    expect((await search({ q: 'plumbago' })).count).toBe(0);
    expect((await search({ q: 'heliotrope' })).count).toBe(1);
    await shop.db.updateTable('products').set({ name: 'Renamed Gadget' }).where('id', '=', id).execute();
    expect((await search({ q: 'zqx test' })).count).toBe(0);
    expect((await search({ q: 'renamed gadget' })).count).toBe(1);
    await shop.db.deleteFrom('products').where('id', '=', id).execute();
    expect((await search({ q: 'zqx' })).count).toBe(0);
    const cards = await shop.db
      .selectFrom('product_search_cards')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(cards.n)).toBe(0);
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
    const products = await shop.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(products.n)).toBeGreaterThan(0);
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
