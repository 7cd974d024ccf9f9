/**
 * All catalogue SQL. Lists are passed as `IN (...)` lists (an empty list asks nothing and answers []), so
 * a page costs a fixed number of queries.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { shownSku } from '../../db/shown-sku.js';

/** The products table's own columns that every full read of a product takes (storefront, back office, CSV). */
export type ProductColumnsRow = {
  id: number;
  sku: string;
  upc: string | null;
  name: string;
  site_name: string;
  site_handle: string;
  slug: string;
  path: string;
  category: string | null;
  vendor: string;
  product_type: 'normal' | 'variant' | 'bundle';
  is_parent: number;
  variant_parent_sku: string | null;
  variant_option_one_name: string | null;
  variant_option_one_value: string | null;
  variant_option_two_name: string | null;
  variant_option_two_value: string | null;
  variant_option_three_name: string | null;
  variant_option_three_value: string | null;
  price_cents: number;
  price_map_cents: number;
  price_msrp_cents: number;
  price_dealer_cents: number | null;
  sale_enabled: number;
  is_daily_deal: number;
  discontinued: number;
  block_backorder: number;
  enabled_on_site: number;
  seo_title: string;
  seo_description: string;
  description: string;
  google_product_line: string | null;
  weight: number | null;
  total_subwoofer_holes: number | null;
  compatibility_notes: string | null;
  primary_collection_id: number | null;
  frequently_bought_together: string;
};

/** A product's stock and pre-order info, as the joined `s` and `pi` give them (null when there is no row). */
export type StockPreorderRow = {
  tpa_wh: number | null;
  lv_wh: number | null;
  preorder_id: number | null;
  is_pre_order_eligible: number | null;
  is_pre_order_enabled: number | null;
  manual_override_eta_date: string | null;
  in_stock_eta_date: string | null;
};

export type ProductRow = ProductColumnsRow &
  StockPreorderRow & {
    avg_rating: number | null;
    rating_count: number | null;
  };

export type ImageRow = { product_id: number; url: string; alt_text: string };
export type PropertyRow = { product_id: number; key: string; value: string };
export type BundleItemRow = {
  bundle_id: number;
  quantity: number;
  sku: string;
  name: string;
  slug: string;
  price_map_cents: number;
  image: string | null;
};
export type CollectionRow = {
  id: number;
  handle: string;
  full_handle: string;
  parent_id: number | null;
  title: string;
  collection_page_title: string;
  seo_description: string;
  description: string;
  page_image: string | null;
  hide_pricing: number;
  is_daily_deal: number;
  sale_banner_image: string | null;
  no_sale_banner_image: string | null;
  parent_menu_name: string | null;
  parent_menu_handle: string | null;
};

/**
 * A product with its stock and pre-order info, selecting every ProductColumnsRow and StockPreorderRow column;
 * callers add their own joins and columns (the back office, the catalogue CSV).
 */
export const productWithStockSelect = (db: Db) =>
  db
    .selectFrom('products as p')
    .leftJoin('stock as s', 's.product_id', 'p.id')
    .leftJoin('preorder_info as pi', 'pi.product_id', 'p.id')
    .select([
      'p.id',
      'p.sku',
      'p.upc',
      'p.name',
      'p.site_name',
      'p.site_handle',
      'p.slug',
      'p.path',
      'p.category',
      'p.vendor',
      'p.product_type',
      'p.is_parent',
      'p.variant_parent_sku',
      'p.variant_option_one_name',
      'p.variant_option_one_value',
      'p.variant_option_two_name',
      'p.variant_option_two_value',
      'p.variant_option_three_name',
      'p.variant_option_three_value',
      'p.price_cents',
      'p.price_map_cents',
      'p.price_msrp_cents',
      'p.price_dealer_cents',
      'p.sale_enabled',
      'p.is_daily_deal',
      'p.discontinued',
      'p.block_backorder',
      'p.enabled_on_site',
      'p.seo_title',
      'p.seo_description',
      'p.description',
      'p.google_product_line',
      'p.weight',
      'p.total_subwoofer_holes',
      'p.compatibility_notes',
      'p.primary_collection_id',
      'p.frequently_bought_together',
      's.tpa_wh',
      's.lv_wh',
      'pi.id as preorder_id',
      'pi.is_pre_order_eligible',
      'pi.is_pre_order_enabled',
      'pi.manual_override_eta_date',
      'pi.in_stock_eta_date',
    ])
    .$castTo<ProductColumnsRow & StockPreorderRow>();

/** Every ProductRow column: the product with its stock, pre-order info and rating. */
export const productSelect = (db: Db) =>
  productWithStockSelect(db)
    .leftJoin('ratings as r', 'r.product_id', 'p.id')
    .select(['r.avg_rating', 'r.count as rating_count'])
    .$castTo<ProductRow>();

/** A collection's visible members that are shown (the excluded sku never is: db/shown-sku.ts). */
const shownMembers = (db: Db, collectionId: number) =>
  db
    .selectFrom('collection_products as cp')
    .innerJoin('products as p', 'p.id', 'cp.product_id')
    .where('cp.collection_id', '=', collectionId)
    .where('cp.is_visible', '=', 1)
    .where(shownSku('p.sku'));

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;

export function createCatalogRepo(db: Db) {
  return {
    findIdByKey: async (key: string): Promise<number | null> => {
      const row = await db
        .selectFrom('products')
        .select('id')
        .where((eb) => eb.or([eb('sku', '=', key), eb('slug', '=', key), eb('site_handle', '=', key)]))
        .where(shownSku('sku'))
        .orderBy(sql`(sku = ${key})`, 'desc')
        .orderBy(sql`(slug = ${key})`, 'desc')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },
    /** Rows for the ids, in the order of the ids. */
    async productsByIds(ids: readonly number[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      const found = await productSelect(db).where('p.id', 'in', ids).execute();
      const rows = new Map(found.map((r) => [r.id, r]));
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
    enabledVariantsOf: async (parentSkus: readonly string[]): Promise<ProductRow[]> =>
      parentSkus.length === 0
        ? []
        : productSelect(db)
            .where('p.variant_parent_sku', 'in', parentSkus)
            .where('p.enabled_on_site', '=', 1)
            .where(shownSku('p.sku'))
            .orderBy('p.id')
            .execute(),
    parentBySku: async (sku: string): Promise<ProductRow | null> =>
      (await productSelect(db).where('p.sku', '=', sku).where('p.is_parent', '=', 1).executeTakeFirst()) ??
      null,
    imagesOf: async (ids: readonly number[]): Promise<ImageRow[]> =>
      ids.length === 0
        ? []
        : db
            .selectFrom('product_images')
            .select(['product_id', 'url', 'alt_text'])
            .where('product_id', 'in', ids)
            .orderBy('product_id')
            .orderBy('position')
            .execute(),
    propertiesOf: async (ids: readonly number[]): Promise<PropertyRow[]> =>
      ids.length === 0
        ? []
        : db
            .selectFrom('product_properties')
            .select(['product_id', 'key', 'value'])
            .where('product_id', 'in', ids)
            .orderBy('product_id')
            .orderBy('position')
            // Equal positions (the default 0) by key, as SQLite's primary key reads them: a full order on both stores.
            .orderBy('key')
            .execute(),
    bundleItemsOf: async (ids: readonly number[]): Promise<BundleItemRow[]> =>
      ids.length === 0
        ? []
        : db
            .selectFrom('bundle_items as bi')
            .innerJoin('products as c', 'c.id', 'bi.child_id')
            .select((eb) => [
              'bi.bundle_id',
              'bi.quantity',
              'c.sku',
              'c.name',
              'c.slug',
              'c.price_map_cents',
              // The child's first image (by position), or null.
              eb
                .selectFrom('product_images')
                .select('url')
                .whereRef('product_id', '=', 'c.id')
                .orderBy('position')
                .limit(1)
                .as('image'),
            ])
            .where('bi.bundle_id', 'in', ids)
            .orderBy('bi.bundle_id')
            .orderBy('bi.position')
            .orderBy('bi.child_id')
            .execute(),
    tabsOf: async (id: number): Promise<string | null> =>
      (
        await db
          .selectFrom('product_tabs')
          .select('tab_box_info')
          .where('product_id', '=', id)
          .executeTakeFirst()
      )?.tab_box_info ?? null,
    collectionById: async (id: number): Promise<CollectionRow | null> =>
      (await db.selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirst()) ?? null,
    collectionByHandle: async (fullHandle: string): Promise<CollectionRow | null> =>
      (await db
        .selectFrom('collections')
        .selectAll()
        .where('full_handle', '=', fullHandle)
        .executeTakeFirst()) ?? null,
    subCollectionsOf: (id: number): Promise<{ handle: string; title: string }[]> =>
      db
        .selectFrom('collections')
        .select(['handle', 'title'])
        .where('parent_id', '=', id)
        .orderBy('position')
        .orderBy('id')
        .execute(),
    countInCollection: async (id: number): Promise<number> => {
      const row = await shownMembers(db, id)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    pageOfCollection: async (id: number, limit: number, offset: number): Promise<number[]> => {
      const rows = await shownMembers(db, id)
        .select('cp.product_id')
        .orderBy('cp.is_preordered')
        .orderBy('cp.position')
        .orderBy('cp.product_id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => r.product_id);
    },
  };
}
