/**
 * A turnover change re-sorts a search card instead of re-indexing it (migration 026, PostgreSQL): the sort keys
 * it leaves are the ones a full re-index computes, for a card of its own, a family's parent (its variants'
 * turnover counts for it) and a product that is not a card; the cards' documents stay as they were.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { testStoreKind } from '../../test/test-store.js';
import { rebuildSearchIndex } from './search.index.js';

// As text: the keys are bigints past a double's precision.
const keys = async (t: TestApp) => ({
  search: (
    await sql<{ product_id: number; sort_key: string }>`
      SELECT product_id, sort_key::TEXT AS sort_key FROM product_search ORDER BY product_id`.execute(t.db)
  ).rows,
  cards: (
    await sql<{ product_id: number; search_rowid: string }>`
      SELECT product_id, search_rowid::TEXT AS search_rowid FROM product_search_cards ORDER BY product_id`.execute(
      t.db,
    )
  ).rows,
});

const documents = async (t: TestApp) =>
  (
    await sql<{ product_id: number; document: string }>`
      SELECT product_id, document::TEXT AS document FROM product_search ORDER BY product_id`.execute(t.db)
  ).rows;

describe.runIf(testStoreKind() === 'postgres')('search cards after a turnover change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());

  it('have the sort keys a full re-index gives, and the same documents', async () => {
    const pick = async (where: string) =>
      (
        await sql<{
          id: number;
        }>`SELECT id FROM products WHERE ${sql.raw(where)} ORDER BY id LIMIT 1`.execute(t.db)
      ).rows[0]!.id;
    const single = await pick('variant_parent_sku IS NULL AND is_parent = 0 AND enabled_on_site = 1');
    const variant = await pick('variant_parent_sku IS NOT NULL AND enabled_on_site = 1');
    const hidden = await pick('enabled_on_site = 0');
    const before = await keys(t);
    const texts = await documents(t);
    for (const [id, cents] of [
      [single, 987_654],
      [variant, 5_555_555],
      [hidden, 42],
    ] as const)
      await sql`UPDATE products SET turnover_30d_cents = turnover_30d_cents + ${cents} WHERE id = ${id}`.execute(
        t.db,
      );
    const resorted = await keys(t);
    expect(resorted).not.toEqual(before);
    expect(await documents(t)).toEqual(texts);
    await rebuildSearchIndex(t.db);
    expect(resorted).toEqual(await keys(t));
  });
});
