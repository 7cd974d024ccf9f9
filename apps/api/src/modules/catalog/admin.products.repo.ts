/**
 * The SQL of the back office's products (decision 045): the list (admin.products.list-repo.ts), one product with
 * what hangs off it, the lookups of a write's checks, and the writes (admin.products.write-repo.ts). Each function takes the caller's executor: inside a write it is the transaction.
 */
import type { Db } from '../../db/database.js';
import { forNoKeyUpdate } from '../../db/dialect.js';
import { productSelect, type ProductRow } from './catalog.repo.js';

import { createAdminProductListRepo } from './admin.products.list-repo.js';
import { createProductWrites } from './admin.products.write-repo.js';

/** A product row with its stock, pre-order info and rating, as the back office reads it. */
export type AdminProductRowData = ProductRow & { turnover_30d_cents: number; created_at: string };

export type AdminProductsRepo = ReturnType<typeof createAdminProductsRepo>;

/**
 * `rememberPositions`: for a repo making many writes in one transaction (a catalogue import), each collection's
 * last position is read once and then counted on: the collection's lock (lockAdminGroup, taken before a product
 * joins it) is held until the transaction ends, so no one else appends to it meanwhile.
 */
export function createAdminProductsRepo(db: Db, opts: { rememberPositions?: boolean } = {}) {
  const lastPositions = opts.rememberPositions ? new Map<number, number>() : null;
  const full = () =>
    productSelect(db).select(['p.turnover_30d_cents', 'p.created_at']).$castTo<AdminProductRowData>();

  return {
    ...createAdminProductListRepo(db),

    findBySku: async (sku: string) =>
      (await db
        .selectFrom('products')
        .select(['id', 'sku', 'slug', 'is_parent', 'variant_parent_sku', 'product_type'])
        .where('sku', '=', sku)
        .executeTakeFirst()) ?? null,

    /** Locks a product's row until the transaction ends (PostgreSQL; SQLite's write transaction holds all). */
    lock: async (id: number): Promise<void> => {
      await forNoKeyUpdate(db, db.selectFrom('products').select('id').where('id', '=', id)).execute();
    },

    byId: async (id: number): Promise<AdminProductRowData | null> =>
      (await full().where('p.id', '=', id).executeTakeFirst()) ?? null,

    /** A parent's variants (enabled or not), by id. */
    variantsOf: (parentSku: string): Promise<AdminProductRowData[]> =>
      full().where('p.variant_parent_sku', '=', parentSku).orderBy('p.id').execute(),

    propertiesOf: (id: number) =>
      db
        .selectFrom('product_properties')
        .select(['key', 'value'])
        .where('product_id', '=', id)
        .orderBy('position')
        .orderBy('key')
        .execute(),

    tabsOf: async (id: number): Promise<string | null> =>
      (
        await db
          .selectFrom('product_tabs')
          .select('tab_box_info')
          .where('product_id', '=', id)
          .executeTakeFirst()
      )?.tab_box_info ?? null,

    imagesOf: (id: number) =>
      db
        .selectFrom('product_images')
        .select(['url', 'alt_text'])
        .where('product_id', '=', id)
        .orderBy('position')
        .execute(),

    fitmentOf: (id: number) =>
      db
        .selectFrom('vehicle_fitment')
        .select(['make', 'model', 'year_start', 'year_end', 'type'])
        .where('product_id', '=', id)
        .orderBy('make')
        .orderBy('model')
        .execute(),

    /** The full handles of the collections that list the product, in the shop's collection order. */
    collectionsOf: async (id: number): Promise<string[]> =>
      (
        await db
          .selectFrom('collection_products as cp')
          .innerJoin('collections as c', 'c.id', 'cp.collection_id')
          .select('c.full_handle')
          .where('cp.product_id', '=', id)
          .orderBy('c.position')
          .orderBy('c.id')
          .execute()
      ).map((r) => r.full_handle),

    collectionHandleOf: async (id: number | null): Promise<string | null> =>
      id === null
        ? null
        : ((await db.selectFrom('collections').select('full_handle').where('id', '=', id).executeTakeFirst())
            ?.full_handle ?? null),

    bundleItemsOf: (id: number) =>
      db
        .selectFrom('bundle_items as bi')
        .innerJoin('products as c', 'c.id', 'bi.child_id')
        .select(['c.sku', 'bi.quantity'])
        .where('bi.bundle_id', '=', id)
        .orderBy('bi.position')
        .orderBy('bi.child_id')
        .execute(),

    /**
     * Other products already found by one of these keys. The storefront finds a product by its sku, slug or
     * site handle alike (catalog.repo pageRowByKey), so a key may name one product only, whichever column holds it.
     */
    async keyHolders(keys: readonly string[], exceptId: number | null) {
      if (keys.length === 0) return [];
      let q = db
        .selectFrom('products')
        .select(['id', 'sku', 'slug', 'site_handle'])
        .where((eb) => eb.or([eb('sku', 'in', keys), eb('slug', 'in', keys), eb('site_handle', 'in', keys)]));
      if (exceptId !== null) q = q.where('id', '<>', exceptId);
      return q.orderBy('id').limit(20).execute();
    },

    /** id, kind and family of the products with these skus (any case). */
    productsBySkus: async (skus: readonly string[]) =>
      skus.length === 0
        ? []
        : db
            .selectFrom('products')
            .select(['id', 'sku', 'slug', 'product_type', 'is_parent'])
            .where('sku', 'in', skus)
            .execute(),

    collectionIdsOf: async (fullHandles: readonly string[]) =>
      fullHandles.length === 0
        ? []
        : db
            .selectFrom('collections')
            .select(['id', 'full_handle'])
            .where('full_handle', 'in', fullHandles)
            .execute(),

    hasVariants: async (sku: string): Promise<boolean> =>
      (await db
        .selectFrom('products')
        .select('id')
        .where('variant_parent_sku', '=', sku)
        .limit(1)
        .executeTakeFirst()) !== undefined,

    /** What still needs a product before it may be deleted (productDeleteRefusal). */
    async deleteNeeds(id: number, sku: string) {
      const [lines, variants, bundles] = await Promise.all([
        db
          .selectFrom('order_lines')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where((eb) => eb.or([eb('product_id', '=', id), eb('sku', '=', sku)]))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('products')
          .select('sku')
          .where('variant_parent_sku', '=', sku)
          .orderBy('sku')
          .execute(),
        db
          .selectFrom('bundle_items as bi')
          .innerJoin('products as b', 'b.id', 'bi.bundle_id')
          .select('b.sku')
          .where('bi.child_id', '=', id)
          .orderBy('b.sku')
          .execute(),
      ]);
      return {
        orderLines: Number(lines.n),
        variants: variants.map((v) => v.sku),
        bundles: bundles.map((b) => b.sku),
      };
    },

    /** Deletes the product; what belongs to it goes by the store's cascades and triggers. */
    deleteProduct: async (id: number): Promise<void> => {
      await db.deleteFrom('products').where('id', '=', id).execute();
    },

    ...createProductWrites(db, lastPositions),
  };
}
