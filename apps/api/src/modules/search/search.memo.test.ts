/**
 * The search service's memo (search.service.ts): match counts are kept per content version (migration 022),
 * which orders leave alone, and pages of ids per index version. These tests hold it to a service without a memo
 * after every kind of write, on both stores, and check which writes bump the content version: every one that
 * can change which cards match or are hidden, and not a turnover change. The service without a memo also asks
 * each last word as a prefix (SQLite: not as the index's words starting with it, kept per content version:
 * search.terms.ts), so a word list kept too long shows as a different answer.
 */
import { EXCLUDED_SKU_SUBSTRINGS } from '@shop/domain';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../test/make-app.js';
import { makeProduct } from '../../test/shop-factories.js';
import { pauseSearchIndex, resumeSearchIndex } from './search.index.js';
import { createSearchRepo, fullTextOf } from './search.repo.js';
import { createSearchService } from './search.service.js';

const shop = await makeApp({ configOverrides: { responseCacheEntries: 0 } });
afterAll(() => shop.close());

const QUERIES = [
  'subwoofer',
  'evl',
  'evl 12',
  'dual',
  'amplifier',
  'zqx',
  'plumbago',
  'subwoofe',
  'zqx renam',
  'plumb',
];
const viewer = { isDealer: false } as never;
/** Cards as their ids: what the memo decides is the ids and the count. */
const catalog = {
  cardsByIds: (ids: readonly number[]) => Promise.resolve(ids.map((id) => ({ id })) as never),
};

const repo = createSearchRepo(shop.db);
let counted = 0;
const memoised = createSearchService(
  {
    ...repo,
    count: (match: Parameters<typeof repo.count>[0]) => {
      counted++;
      return repo.count(match);
    },
  },
  catalog,
);
const unmemoised = createSearchService(createSearchRepo(shop.db, { prefixTerms: false }), catalog, {
  cacheEntries: 0,
});

const answers = async (service: typeof memoised) => {
  const all = [];
  for (const q of QUERIES)
    for (const page of [1, 2]) all.push(await service.searchProducts({ q, page, pageSize: 5 }, viewer));
  return all;
};

/** The memo answers as a service without one does. */
const expectSameAnswers = async () => expect(await answers(memoised)).toEqual(await answers(unmemoised));
const versions = () => repo.versions();

/** Runs a write; expects the content version bumped (or not), and the memo's answers right after it. */
async function write(bumps: boolean, run: () => Promise<unknown>) {
  await answers(memoised);
  const before = await versions();
  await run();
  const after = await versions();
  expect(after.content !== before.content, `content version bumped: ${String(run)}`).toBe(bumps);
  await expectSameAnswers();
}

const idOf = async (sku: string) =>
  (await shop.db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;

describe('search memo: counts kept across orders, answers as without a memo after every kind of write', () => {
  it('keeps the counts when only turnover changes (an order), and follows the new order', async () => {
    await expectSameAnswers();
    const before = await versions();
    const runs = counted;
    const last = (await memoised.searchProducts({ q: 'evl', page: 1, pageSize: 96 }, viewer)).products.at(
      -1,
    )!;
    await shop.db
      .updateTable('products')
      .set((eb) => ({ turnover_30d_cents: eb('turnover_30d_cents', '+', 9_000_000_000) }))
      .where('id', '=', (last as unknown as { id: number }).id)
      .execute();
    const after = await versions();
    expect(after.version).not.toBe(before.version);
    expect(after.content).toBe(before.content);
    const first = (await memoised.searchProducts({ q: 'evl', page: 1, pageSize: 96 }, viewer)).products[0];
    expect(first).toEqual(last);
    await expectSameAnswers();
    // Every query's count was still known: none was counted again.
    expect(counted).toBe(runs);
  });

  it('bumps the content version on every write that changes what matches, and only then', async () => {
    await write(true, () => makeProduct(shop.db, { sku: 'ZQX-1', name: 'Zqx Test Subwoofer' }));
    const id = await idOf('ZQX-1');
    const product = () => shop.db.updateTable('products').where('id', '=', id);
    await write(true, () => product().set({ name: 'Zqx Renamed Subwoofer' }).execute());
    // A new word that starts as a kept word list's prefix does ('subwoofe': subwoofer, now subwooferzqx too).
    await write(true, () => product().set({ name: 'Zqx Renamed Subwooferzqx' }).execute());
    await write(false, () =>
      product().set({ name: 'Zqx Renamed Subwooferzqx', price_cents: 1200 }).execute(),
    );
    await write(false, () => product().set({ turnover_30d_cents: 5_000_000 }).execute());
    await write(true, () =>
      product()
        .set({ sku: `ZQX-${EXCLUDED_SKU_SUBSTRINGS[0]}` })
        .execute(),
    );
    await write(true, () => product().set({ sku: 'ZQX-1' }).execute());
    await write(true, () => product().set({ enabled_on_site: 0 }).execute());
    await write(true, () => product().set({ enabled_on_site: 1 }).execute());
    await write(true, () =>
      shop.db
        .insertInto('product_properties')
        .values({ product_id: id, key: 'Color', value: 'Plumbago' })
        .execute(),
    );
    await write(true, () =>
      shop.db
        .updateTable('product_properties')
        .set({ value: 'Plumbago Blue' })
        .where('product_id', '=', id)
        .execute(),
    );
    await write(true, () => shop.db.deleteFrom('product_properties').where('product_id', '=', id).execute());
    // A variant joins the card's family: the parent's card reads its sku and name.
    await write(true, () => product().set({ is_parent: 1 }).execute());
    await write(true, () => makeProduct(shop.db, { sku: 'ZQX-1-V', name: 'Zqx Test Subwoofer' }));
    const variant = await idOf('ZQX-1-V');
    await write(true, () =>
      shop.db
        .updateTable('products')
        .set({ variant_parent_sku: 'ZQX-1' })
        .where('id', '=', variant)
        .execute(),
    );
    await write(true, () => shop.db.deleteFrom('products').where('id', '=', variant).execute());
    await write(true, () => shop.db.deleteFrom('products').where('id', '=', id).execute());
  });

  it('leaves it alone while the index is paused; the rebuild at the end bumps it', async () => {
    const before = await versions();
    await shop.db.transaction().execute(async (tx) => {
      await pauseSearchIndex(tx);
      await tx
        .updateTable('products')
        .set({ name: 'Zqx Paused Subwoofer' })
        .where('sku', '=', 'EVL-12-D2')
        .execute();
      expect(
        (await sql<{ c: number }>`SELECT content_version AS c FROM product_search_state`.execute(tx)).rows[0]!
          .c,
      ).toBe(before.content);
      await resumeSearchIndex(tx);
    });
    expect((await versions()).content).not.toBe(before.content);
    await expectSameAnswers();
  });

  it('bumps it once for a transaction of many writes on PostgreSQL (n bumps of one row cost n² there)', async () => {
    const before = await versions();
    await shop.db.transaction().execute(async (tx) => {
      for (const name of ['Zqx One Subwoofer', 'Zqx Two Subwoofer', 'Zqx Three Subwoofer'])
        await tx.updateTable('products').set({ name }).where('sku', '=', 'EVL-12-D2').execute();
    });
    const bumps = (await versions()).content - before.content;
    expect(bumps).toBe(shop.store === 'postgres' ? 1 : 3);
    await expectSameAnswers();
  });
});

describe('search pages: the keys and names of their groups, as the index orders whole groups by name', () => {
  /** Every match in result order, read by the index's own group statement over all groups. */
  const oracle = async (text: string) => {
    // Only shown cards are indexed (migration 032): the index's own statement over all groups is every match.
    const m = { match: repo.query(text)! };
    return fullTextOf(shop.db).groupsPage(shop.db, m, { first: 0, last: 2 ** 39 - 1 }, 100_000, 0);
  };

  it('answers every page of every size as the whole ordered answer, with and without tied turnover', async () => {
    const check = async () => {
      for (const q of ['subwoofer', 'evl', 'dual', 'amplifier']) {
        const all = await oracle(q);
        expect(all.length, q).toBeGreaterThan(3);
        for (const size of [1, 4, 7, 24])
          for (let offset = 0; offset <= all.length; offset += size)
            expect(await repo.pageIds(repo.query(q)!, offset, size), `${q} ${offset} ${size}`).toEqual(
              all.slice(offset, offset + size),
            );
      }
    };
    await check();
    // Ties: every other card of a result at one turnover, so groups of many members sit among single ones.
    const evl = await oracle('evl');
    await shop.db
      .updateTable('products')
      .set({ turnover_30d_cents: 777 })
      .where(
        'id',
        'in',
        evl.filter((_, i) => i % 2 === 0),
      )
      .execute();
    await check();
  });
});
