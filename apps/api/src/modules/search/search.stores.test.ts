/**
 * The search repo answers the same on both stores: SQLite's FTS5 index (sqliteFullText) and PostgreSQL's
 * tsvector table (postgresFullText) find the same cards, in the same order, with the same counts and page
 * boundaries. The PostgreSQL half runs when TEST_DATABASE_URL names a server where databases may be made;
 * it makes its own database and drops it.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOfPostgres, openStore, type Db, type Store } from '../../db/database.js';
import { migrateStore } from '../../db/migrate-store.js';
import { rebuildSearchIndex } from './search.index.js';
import { createSearchRepo, type SearchRepo } from './search.repo.js';

type Fixture = {
  id: number;
  sku: string;
  name: string;
  turnover?: number;
  parent?: string;
  isParent?: boolean;
  enabled?: boolean;
  props?: Record<string, string>;
};

// Several cards share a turnover (0), so names order them; upper and lower case names tell code-point
// order (SQLite's BINARY) from a locale's.
const PRODUCTS: Fixture[] = [
  { id: 1, sku: 'EVL-12', name: 'Evolution Subwoofer', turnover: 1000, isParent: true },
  {
    id: 2,
    sku: 'EVL-12-D2',
    name: 'EVL-12 Dual 2 Ohm',
    turnover: 500,
    parent: 'EVL-12',
    props: { 'Voice Coil': 'Dual 2-Ohm' },
  },
  {
    id: 3,
    sku: 'EVL-12-D4',
    name: 'EVL-12 Dual 4 Ohm',
    turnover: 700,
    parent: 'EVL-12',
    props: { 'Voice Coil': 'Dual 4-Ohm' },
  },
  { id: 4, sku: 'EVL-15', name: 'Evolution 15" Subwoofer', turnover: 2000, props: { Size: '15"' } },
  { id: 5, sku: 'RP-1500.1', name: 'amp Mono Block', props: { Make: 'Skar Audio', Class: 'D' } },
  { id: 6, sku: 'ZVX-8', name: 'Zebra Speaker', props: { Make: 'Skar Audio' } },
  { id: 7, sku: 'X-12', name: 'Dual Sub Box' },
  { id: 8, sku: 'VS-CHEVY-SILVERADO-CC-2X12-OLD', name: 'Evolution Box (hidden)' },
  { id: 9, sku: 'EVL-8', name: 'Evolution 8 Subwoofer', enabled: false },
  { id: 10, sku: 'ECL-1', name: 'Éclair Café Speaker', turnover: 10 },
  { id: 11, sku: 'BOX-2', name: 'Box: it\'s a "sealed" box', props: { Material: 'MDF/Wood' } },
  { id: 12, sku: 'EVL-10', name: 'Evolution 10 Subwoofer' },
  { id: 13, sku: 'evl-6', name: 'evolution 6 subwoofer' },
];

async function load(db: Db): Promise<void> {
  await migrateStore(db);
  for (const p of PRODUCTS) {
    const handle = p.sku.toLowerCase();
    await db
      .insertInto('products')
      .values({
        id: p.id,
        sku: p.sku,
        name: p.name,
        site_name: p.name,
        site_handle: handle,
        slug: handle,
        path: `/products/${handle}`,
        product_type: p.parent ? 'variant' : 'normal',
        is_parent: p.isParent ? 1 : 0,
        variant_parent_sku: p.parent ?? null,
        enabled_on_site: p.enabled === false ? 0 : 1,
        turnover_30d_cents: p.turnover ?? 0,
        price_cents: 1000,
        price_map_cents: 1000,
        price_msrp_cents: 1000,
        created_at: '2026-01-01T00:00:00.000Z',
      } as never)
      .execute();
    const props = Object.entries(p.props ?? {});
    if (props.length > 0)
      await db
        .insertInto('product_properties')
        .values(props.map(([key, value]) => ({ product_id: p.id, key, value })))
        .execute();
  }
}

const QUERIES = [
  'EVL-12-D2',
  'evl-12-d4',
  'evolution',
  'Evolution',
  'evl',
  'ev',
  'e',
  'evl 12',
  'evl-12 dual',
  'dual ohm',
  '2-ohm',
  'skar audio',
  'skar aud',
  'mdf',
  'wood',
  'subwoofer',
  'speaker',
  'box',
  'qqqzzz',
  'evl qqqzzz',
  '-- !! ...',
  '"',
  '"evl 12"',
  '"evl',
  "it's",
  "'; DROP TABLE products; --",
  'evl & !12 | <-> :*',
  '12-dual',
  'x-12-dual',
  'x-12 dual',
  '12 dual',
  '15"',
  'rp-1500.1',
  'rp 1500 1',
  'silverado',
  'evolution 8',
  'éclair',
];

type Answer = { count: number; ids: number[]; pages: Record<number, number[][]> };

/** Count, every id, and the pages of sizes 1, 2, 3 and 5 (each page asked on its own). */
async function answer(repo: SearchRepo, text: string): Promise<Answer | null> {
  const match = repo.query(text);
  if (match === null) return null;
  const count = await repo.count(match);
  const ids = await repo.pageIds(match, 0, 100);
  const pages: Record<number, number[][]> = {};
  for (const size of [1, 2, 3, 5]) {
    pages[size] = [];
    for (let offset = 0; offset <= count; offset += size)
      pages[size].push(await repo.pageIds(match, offset, size));
  }
  return { count, ids, pages };
}

const answersOf = async (repo: SearchRepo): Promise<Map<string, Answer | null>> => {
  const answers = new Map<string, Answer | null>();
  for (const q of QUERIES) answers.set(q, await answer(repo, q));
  return answers;
};

describe('search on SQLite (the reference for PostgreSQL below)', () => {
  let store: Store;
  let repo: SearchRepo;

  beforeAll(async () => {
    store = openStore({ databasePath: ':memory:', databaseUrl: null, databasePoolSize: 1 });
    await load(store.db);
    repo = createSearchRepo(store.db);
  });
  afterAll(() => store?.close());

  const ids = async (q: string) => (await answer(repo, q))?.ids ?? null;

  it('finds cards by sku, name, prefix and property value, by turnover then name', async () => {
    expect(await ids('EVL-12-D2')).toEqual([1]);
    // EVL-12's family turnover is 1000 + 500 + 700, above EVL-15's 2000; then turnover 0 by name.
    expect(await ids('evl')).toEqual([1, 4, 12, 13]);
    expect(await ids('skar audio')).toEqual([6, 5]);
    expect(await ids('box')).toEqual([11, 7]);
    expect(await ids('qqqzzz')).toEqual([]);
    expect(await ids('-- !! ...')).toBeNull();
  });

  it('matches a phrase within one column only', async () => {
    // X-12's sku ends in 12 and its name starts with Dual: not a phrase. EVL-12's variant names have one.
    expect(await ids('x-12-dual')).toEqual([]);
    expect(await ids('12-dual')).toEqual([1]);
    expect(await ids('x-12 dual')).toEqual([7]);
  });

  it('pages agree with the whole answer', async () => {
    for (const q of QUERIES) {
      const a = await answer(repo, q);
      if (a === null) continue;
      expect(a.ids).toHaveLength(a.count);
      for (const pages of Object.values(a.pages)) expect(pages.flat(), q).toEqual(a.ids);
    }
  });

  it('indexes shown cards only: a sku turned excluded leaves the index, and comes back shown (migration 032)', async () => {
    const indexed = async (id: number) =>
      (
        await store.db
          .selectFrom('product_search_cards')
          .select('product_id')
          .where('product_id', '=', id)
          .execute()
      ).length;
    expect(await indexed(8)).toBe(0);
    expect(await indexed(7)).toBe(1);
    const turn = (sku: string) => store.db.updateTable('products').set({ sku }).where('id', '=', 7).execute();
    await turn('X-12-VS-CHEVY-SILVERADO-CC-2X12-OLD');
    expect(await indexed(7)).toBe(0);
    expect(await ids('box')).toEqual([11]);
    expect((await answer(repo, 'box'))?.count).toBe(1);
    await turn('X-12');
    expect(await indexed(7)).toBe(1);
    expect(await ids('box')).toEqual([11, 7]);
  });

  it("keeps the index's words with their numbers of cards through every kind of write (migration 041)", async () => {
    const db = store.db;
    // What the index itself says (fts5vocab walks every word's list), against the table the re-index keeps.
    const words = async () => {
      const kept = await sql<{ term: string; doc: number }>`
        SELECT term, doc FROM product_search_words ORDER BY term`.execute(db);
      const walked = await sql<{ term: string; doc: number }>`
        SELECT term, doc FROM product_search_terms ORDER BY term`.execute(db);
      expect(kept.rows).toEqual(walked.rows);
      return kept.rows;
    };
    const doc = async (term: string) => (await words()).find((w) => w.term === term)?.doc ?? 0;
    expect(await doc('evolution')).toBe(4);
    expect(await doc('wood')).toBe(1);
    // Text of a card, of a variant, a property added, changed and removed, turnover, a sku hidden and shown.
    await db.updateTable('products').set({ name: 'Zebra Woofer' }).where('id', '=', 6).execute();
    expect(await doc('speaker')).toBe(1);
    expect(await doc('woofer')).toBe(1);
    await db.updateTable('products').set({ name: 'EVL-12 Quad 2 Ohm' }).where('id', '=', 2).execute();
    expect(await doc('quad')).toBe(1);
    await db
      .insertInto('product_properties')
      .values({ product_id: 3, key: 'Finish', value: 'Walnut' })
      .execute();
    expect(await doc('walnut')).toBe(1);
    await db.updateTable('product_properties').set({ value: 'Oak' }).where('key', '=', 'Finish').execute();
    expect(await doc('walnut')).toBe(0);
    await db.deleteFrom('product_properties').where('key', '=', 'Finish').execute();
    expect(await doc('oak')).toBe(0);
    await db.updateTable('products').set({ turnover_30d_cents: 9000 }).where('id', '=', 12).execute();
    await db
      .updateTable('products')
      .set({ sku: 'X-12-VS-CHEVY-SILVERADO-CC-2X12-OLD' })
      .where('id', '=', 11)
      .execute();
    expect(await doc('wood')).toBe(0);
    await db.updateTable('products').set({ sku: 'BOX-2' }).where('id', '=', 11).execute();
    expect(await doc('wood')).toBe(1);
    // A variant disabled, a card enabled, a variant and a card deleted, the index rebuilt.
    await db.updateTable('products').set({ enabled_on_site: 0 }).where('id', '=', 3).execute();
    expect(await doc('d4')).toBe(0);
    await db.updateTable('products').set({ enabled_on_site: 1 }).where('id', '=', 9).execute();
    expect(await doc('evolution')).toBe(5);
    await db.deleteFrom('products').where('id', '=', 2).execute();
    expect(await doc('quad')).toBe(0);
    await db.deleteFrom('products').where('id', '=', 10).execute();
    expect(await doc('eclair')).toBe(0);
    await rebuildSearchIndex(db);
    expect((await words()).length).toBeGreaterThan(20);
    expect(await sql`SELECT * FROM product_search_one_terms`.execute(db)).toMatchObject({ rows: [] });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('search on PostgreSQL answers as on SQLite', () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `shop_test_search_${randomBytes(6).toString('hex')}`;
  let admin: Db;
  let sqlite: Store;
  let pg: Db | null = null;
  let lite: SearchRepo;
  let post: SearchRepo;

  beforeAll(async () => {
    admin = kyselyOfPostgres(serverUrl, 1);
    await sql.raw(`CREATE DATABASE ${name}`).execute(admin);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    pg = kyselyOfPostgres(url.toString(), 2);
    await load(pg);
    post = createSearchRepo(pg);
    sqlite = openStore({ databasePath: ':memory:', databaseUrl: null, databasePoolSize: 1 });
    await load(sqlite.db);
    lite = createSearchRepo(sqlite.db);
  });

  afterAll(async () => {
    await pg?.destroy();
    await sqlite?.close();
    if (admin) {
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin);
      await admin.destroy();
    }
  });

  it('finds the same cards in the same order, with the same counts and pages', async () => {
    const expected = await answersOf(lite);
    const actual = await answersOf(post);
    for (const q of QUERIES) expect(actual.get(q), q).toEqual(expected.get(q));
    // The comparison is not vacuous: most queries find something.
    expect([...expected.values()].filter((a) => a && a.count > 0).length).toBeGreaterThan(20);
  });

  it('answers the same after a rebuild and after turnover and text changes', async () => {
    for (const db of [sqlite.db, pg as Db]) {
      await rebuildSearchIndex(db);
      await db.updateTable('products').set({ turnover_30d_cents: 5000 }).where('id', '=', 12).execute();
      await db.updateTable('products').set({ name: 'Dual Evolution Box' }).where('id', '=', 6).execute();
      await db.deleteFrom('product_properties').where('product_id', '=', 5).execute();
      // Turned excluded: out of the index on both stores (migration 032).
      await db
        .updateTable('products')
        .set({ sku: 'X-12-VS-CHEVY-SILVERADO-CC-2X12-OLD' })
        .where('id', '=', 7)
        .execute();
    }
    const expected = await answersOf(lite);
    expect(expected.get('evl')?.ids[0]).toBe(12);
    expect(expected.get('box')?.ids).not.toContain(7);
    expect(await answersOf(post)).toEqual(expected);
  });

  it('bumps the index version once per transaction however many cards it re-indexes (migration 021)', async () => {
    const db = pg as Db;
    const version = async () =>
      Number(
        (await db.selectFrom('product_search_state').select('version').executeTakeFirstOrThrow()).version,
      );
    const before = await version();
    await db.transaction().execute((trx) => rebuildSearchIndex(trx));
    // rebuildSearchIndex's own bump, then one for all the cards its triggers re-index (not one per card).
    expect(await version()).toBe(before + 2);
    // Separate transactions each say that the index changed; a deleted product too.
    await db.updateTable('products').set({ turnover_30d_cents: 6000 }).where('id', '=', 4).execute();
    await db
      .updateTable('products')
      .set({ name: 'Evolution 10 Subwoofer II' })
      .where('id', '=', 12)
      .execute();
    expect(await version()).toBe(before + 4);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ turnover_30d_cents: 7000 }).where('id', '=', 4).execute();
      await trx.deleteFrom('products').where('id', '=', 13).execute();
    });
    expect(await version()).toBe(before + 5);
    // The rebuilt index still answers as SQLite's after the same writes.
    await sqlite.db.updateTable('products').set({ turnover_30d_cents: 7000 }).where('id', '=', 4).execute();
    await sqlite.db
      .updateTable('products')
      .set({ name: 'Evolution 10 Subwoofer II' })
      .where('id', '=', 12)
      .execute();
    await sqlite.db.deleteFrom('products').where('id', '=', 13).execute();
    expect(await answersOf(post)).toEqual(await answersOf(lite));
  });

  it('differs on accents: FTS5 folds diacritics (remove_diacritics 2), the simple configuration keeps them', async () => {
    expect((await answer(lite, 'cafe'))?.ids).toEqual([10]);
    expect((await answer(post, 'cafe'))?.ids).toEqual([]);
    expect((await answer(lite, 'eclair'))?.ids).toEqual([10]);
    expect((await answer(post, 'eclair'))?.ids).toEqual([]);
    // Typed with the accents the product has, both find it.
    expect((await answer(post, 'Éclair café'))?.ids).toEqual([10]);
    expect((await answer(lite, 'Éclair café'))?.ids).toEqual([10]);
  });
});
