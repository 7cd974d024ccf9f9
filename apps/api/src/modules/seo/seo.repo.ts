/** What the sitemap lists: visible collections (with a visible product in them or a sub-collection) and cards. */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { shownSku } from '../../db/shown-sku.js';

export type SitemapProductRow = { slug: string; created_at: string };

export type SeoRepo = ReturnType<typeof createSeoRepo>;

/**
 * EXISTS a visible member of collection `collectionId` that is shown (the excluded sku never is:
 * db/shown-sku.ts).
 */
const shownMemberOf = (
  eb: ExpressionBuilder<DB & { c: DB['collections'] } & { s: DB['collections'] }, 'c' | 's'>,
  collectionId: 'c.id' | 's.id',
) =>
  eb.exists(
    eb
      .selectFrom('collection_products as cp')
      .innerJoin('products as p', 'p.id', 'cp.product_id')
      .select(eb.lit(1).as('one'))
      .whereRef('cp.collection_id', '=', collectionId)
      .where('cp.is_visible', '=', 1)
      .where(shownSku('p.sku')),
  );

/**
 * Product cards with a page of their own, read from migration 023's partial index of them (in id order, with
 * what a sitemap reads of them): its condition written as literals, so that SQLite sees that the query implies
 * it (a bound value would make it plan the statement again on every run).
 */
const cards = (db: Db) =>
  db
    .selectFrom('products')
    .where('enabled_on_site', '=', sql.lit(1))
    .where('variant_parent_sku', 'is', null)
    .where(shownSku('sku'));

export function createSeoRepo(db: Db) {
  return {
    collectionHandles: async (): Promise<string[]> => {
      const rows = await db
        .selectFrom('collections as c')
        .select('c.full_handle')
        .where((eb) =>
          eb.or([
            shownMemberOf(eb, 'c.id'),
            eb.exists(
              eb
                .selectFrom('collections as s')
                .select(eb.lit(1).as('one'))
                .whereRef('s.parent_id', '=', 'c.id')
                .where((eb2) => shownMemberOf(eb2, 's.id')),
            ),
          ]),
        )
        .orderBy('c.position')
        .orderBy('c.id')
        .execute();
      return rows.map((r) => r.full_handle);
    },
    productCount: async (): Promise<number> => {
      const row = await cards(db)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** A page of cards in id order: one walk of the cards' index, from the offset on. */
    products: (limit: number, offset: number): Promise<SitemapProductRow[]> =>
      cards(db).select(['slug', 'created_at']).orderBy('id').limit(limit).offset(offset).execute(),
    /** The newest product's creation time: the last entry of migration 023's index on created_at. */
    lastChange: async (): Promise<string | null> => {
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.fn.max('created_at').as('last'))
        .executeTakeFirst();
      return row?.last ?? null;
    },
  };
}
