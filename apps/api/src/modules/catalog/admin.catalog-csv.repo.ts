/**
 * All SQL of the catalogue CSV (decision 048): products read by the page for the export and by the thousand for an
 * import (each query takes up to CHUNK ids, so the same queries serve both stores' parameter limits), the keys
 * every product is found by, and the locks an import takes.
 */
import type { CatalogExportQuery } from '@shop/domain';
import type { Db } from '../../db/database.js';
import { forNoKeyUpdate } from '../../db/dialect.js';
import { productWithStockSelect, type ProductColumnsRow, type StockPreorderRow } from './catalog.repo.js';
import { filtered } from './admin.products.list-repo.js';

/** Ids a query takes at most (SQLite and PostgreSQL both take far more parameters than this). */
const CHUNK = 500;

export const chunksOf = <T>(items: readonly T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** A product row with everything the CSV holds of it besides its lists. */
export type CsvProductRow = ProductColumnsRow & StockPreorderRow & { primary_collection: string | null };

/** What the keys and references of an import are checked against: every product, by its keys and family. */
export type ProductKeyRow = {
  id: number;
  sku: string;
  slug: string;
  site_handle: string;
  product_type: 'normal' | 'variant' | 'bundle';
  is_parent: number;
  variant_parent_sku: string | null;
};

/** Groups rows by product id, each group in the query's order. */
function byProduct<R extends { product_id: number }>(rows: readonly R[]): Map<number, R[]> {
  const out = new Map<number, R[]>();
  for (const r of rows) {
    const group = out.get(r.product_id);
    if (group) group.push(r);
    else out.set(r.product_id, [r]);
  }
  return out;
}

export type CatalogCsvRepo = ReturnType<typeof createCatalogCsvRepo>;

export function createCatalogCsvRepo(db: Db) {
  return {
    /** Ids of the products matching the list's filters after `afterId`, in id order (creation order). */
    idsPage: async (f: CatalogExportQuery, afterId: number, limit: number): Promise<number[]> =>
      (
        await filtered(db, f)
          .select('p.id')
          .where('p.id', '>', afterId)
          .orderBy('p.id')
          .limit(limit)
          .execute()
      ).map((r) => r.id),

    /**
     * The products with these ids (at most CHUNK) and what hangs off them, each list in the order the back
     * office's product reads it (admin.products.repo): properties, tabs, collections, bundle items.
     */
    async productsByIds(ids: readonly number[]) {
      if (ids.length === 0) throw new Error('catalogue csv: productsByIds needs ids');
      const [rows, properties, tabs, collections, bundles] = await Promise.all([
        productWithStockSelect(db)
          .leftJoin('collections as pc', 'pc.id', 'p.primary_collection_id')
          .select('pc.full_handle as primary_collection')
          .where('p.id', 'in', ids)
          .orderBy('p.id')
          .$castTo<CsvProductRow>()
          .execute(),
        db
          .selectFrom('product_properties')
          .select(['product_id', 'key', 'value'])
          .where('product_id', 'in', ids)
          .orderBy('product_id')
          .orderBy('position')
          .orderBy('key')
          .execute(),
        db
          .selectFrom('product_tabs')
          .select(['product_id', 'tab_box_info'])
          .where('product_id', 'in', ids)
          .execute(),
        db
          .selectFrom('collection_products as cp')
          .innerJoin('collections as c', 'c.id', 'cp.collection_id')
          .select(['cp.product_id', 'c.full_handle'])
          .where('cp.product_id', 'in', ids)
          .orderBy('cp.product_id')
          .orderBy('c.position')
          .orderBy('c.id')
          .execute(),
        db
          .selectFrom('bundle_items as bi')
          .innerJoin('products as c', 'c.id', 'bi.child_id')
          .select(['bi.bundle_id as product_id', 'c.sku', 'bi.quantity'])
          .where('bi.bundle_id', 'in', ids)
          .orderBy('bi.bundle_id')
          .orderBy('bi.position')
          .orderBy('bi.child_id')
          .execute(),
      ]);
      return {
        rows,
        properties: byProduct(properties),
        tabs: new Map(tabs.map((t) => [t.product_id, t.tab_box_info])),
        collections: byProduct(collections),
        bundles: byProduct(bundles),
      };
    },

    /** id and sku of the products with these skus (at most CHUNK; any case). */
    idsBySkus: async (skus: readonly string[]) =>
      skus.length === 0
        ? []
        : db.selectFrom('products').select(['id', 'sku']).where('sku', 'in', skus).execute(),

    /**
     * The keys and family of the products after `afterId`, in id order (a page: the whole table took over
     * 100 ms at 100,000 products, decision 065).
     */
    keysPage: (afterId: number, limit: number): Promise<ProductKeyRow[]> =>
      db
        .selectFrom('products')
        .select(['id', 'sku', 'slug', 'site_handle', 'product_type', 'is_parent', 'variant_parent_sku'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .$castTo<ProductKeyRow>()
        .execute(),

    allCollections: () => db.selectFrom('collections').select(['id', 'full_handle']).execute(),

    /**
     * Re-indexes the search cards of these products (at most CHUNK): each one's own, or its parent's for a
     * variant, as the per-row triggers of migration 003 would have (after a load that paused them).
     */
    reindexCards: async (ids: readonly number[]): Promise<void> => {
      if (ids.length === 0) return;
      await db
        .insertInto('product_search_reindex')
        .columns(['product_id'])
        .expression(
          db
            .selectFrom('products as p')
            .select((eb) =>
              eb
                .case()
                .when('p.variant_parent_sku', 'is', null)
                .then(eb.ref('p.id'))
                .else(
                  eb
                    .selectFrom('products as parent')
                    .select('parent.id')
                    .whereRef('parent.sku', '=', 'p.variant_parent_sku')
                    .where('parent.is_parent', '=', 1),
                )
                .end()
                .as('product_id'),
            )
            .distinct()
            .where('p.id', 'in', ids),
        )
        .execute();
    },

    /** Holds these products (at most CHUNK, in id order) against other writers until the transaction ends (PostgreSQL). */
    lock: async (ids: readonly number[]): Promise<void> => {
      if (ids.length === 0) return;
      await forNoKeyUpdate(
        db,
        db.selectFrom('products').select('id').where('id', 'in', ids).orderBy('id'),
      ).execute();
    },
  };
}
