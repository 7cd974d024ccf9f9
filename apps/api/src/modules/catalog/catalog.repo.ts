/**
 * All catalogue SQL. Lists are passed as one JSON array parameter (`IN (SELECT value FROM json_each(?))`)
 * so that every statement is prepared once and a page costs a fixed number of queries.
 */
import type { Db } from '../../db/connection.js';
import { shownSkuSql } from '../../db/shown-sku.js';

export type ProductRow = {
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
  tpa_wh: number | null;
  lv_wh: number | null;
  preorder_id: number | null;
  is_pre_order_eligible: number | null;
  is_pre_order_enabled: number | null;
  manual_override_eta_date: string | null;
  in_stock_eta_date: string | null;
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

const PRODUCT_SELECT = `
  SELECT p.id, p.sku, p.upc, p.name, p.site_name, p.site_handle, p.slug, p.path, p.category, p.vendor, p.product_type,
    p.is_parent, p.variant_parent_sku, p.variant_option_one_name, p.variant_option_one_value, p.variant_option_two_name,
    p.variant_option_two_value, p.variant_option_three_name, p.variant_option_three_value, p.price_cents,
    p.price_map_cents, p.price_msrp_cents, p.price_dealer_cents, p.sale_enabled, p.is_daily_deal, p.discontinued,
    p.block_backorder, p.enabled_on_site, p.seo_title, p.seo_description, p.description, p.google_product_line,
    p.weight, p.total_subwoofer_holes, p.compatibility_notes, p.primary_collection_id, p.frequently_bought_together,
    s.tpa_wh, s.lv_wh, pi.id AS preorder_id, pi.is_pre_order_eligible, pi.is_pre_order_enabled,
    pi.manual_override_eta_date, pi.in_stock_eta_date, r.avg_rating, r.count AS rating_count
  FROM products p
  LEFT JOIN stock s ON s.product_id = p.id
  LEFT JOIN preorder_info pi ON pi.product_id = p.id
  LEFT JOIN ratings r ON r.product_id = p.id`;

const IDS = 'SELECT value FROM json_each(?)';

/** A collection's visible members that are shown (the excluded sku never is: db/shown-sku.ts). */
const SHOWN_MEMBERS = `collection_products cp JOIN products p ON p.id = cp.product_id
  WHERE cp.collection_id = ? AND cp.is_visible = 1 AND ${shownSkuSql('p.sku')}`;

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;

export function createCatalogRepo(db: Db) {
  const byKey = db.prepare<[{ key: string }], { id: number }>(`
    SELECT id FROM products WHERE (sku = @key OR slug = @key OR site_handle = @key) AND ${shownSkuSql('sku')}
    ORDER BY (sku = @key) DESC, (slug = @key) DESC, id LIMIT 1`);
  const byIds = db.prepare<[string], ProductRow>(`${PRODUCT_SELECT} WHERE p.id IN (${IDS})`);
  const variantsOf = db.prepare<[string], ProductRow>(
    `${PRODUCT_SELECT} WHERE p.variant_parent_sku IN (${IDS}) AND p.enabled_on_site = 1 AND ${shownSkuSql('p.sku')}
     ORDER BY p.id`,
  );
  const parentOf = db.prepare<[string], ProductRow>(`${PRODUCT_SELECT} WHERE p.sku = ? AND p.is_parent = 1`);
  const images = db.prepare<[string], ImageRow>(
    `SELECT product_id, url, alt_text FROM product_images WHERE product_id IN (${IDS}) ORDER BY product_id, position`,
  );
  const properties = db.prepare<[string], PropertyRow>(
    `SELECT product_id, key, value FROM product_properties WHERE product_id IN (${IDS}) ORDER BY product_id, position`,
  );
  const bundleItems = db.prepare<[string], BundleItemRow>(`
    SELECT bi.bundle_id, bi.quantity, c.sku, c.name, c.slug, c.price_map_cents,
      (SELECT url FROM product_images WHERE product_id = c.id ORDER BY position LIMIT 1) AS image
    FROM bundle_items bi JOIN products c ON c.id = bi.child_id
    WHERE bi.bundle_id IN (${IDS}) ORDER BY bi.bundle_id, bi.position`);
  const tabs = db.prepare<[number], { tab_box_info: string }>(
    'SELECT tab_box_info FROM product_tabs WHERE product_id = ?',
  );
  const collectionById = db.prepare<[number], CollectionRow>('SELECT * FROM collections WHERE id = ?');
  const collectionByHandle = db.prepare<[string], CollectionRow>(
    'SELECT * FROM collections WHERE full_handle = ?',
  );
  const subCollections = db.prepare<[number], { handle: string; title: string }>(
    'SELECT handle, title FROM collections WHERE parent_id = ? ORDER BY position',
  );
  const collectionCount = db.prepare<[number], number>(`SELECT count(*) FROM ${SHOWN_MEMBERS}`).pluck();
  const collectionPage = db
    .prepare<[number, number, number], number>(
      `SELECT cp.product_id FROM ${SHOWN_MEMBERS}
      ORDER BY cp.is_preordered, cp.position, cp.product_id LIMIT ? OFFSET ?`,
    )
    .pluck();

  const json = (ids: readonly (number | string)[]) => JSON.stringify(ids);

  return {
    findIdByKey: (key: string): number | null => byKey.get({ key })?.id ?? null,
    /** Rows for the ids, in the order of the ids. */
    productsByIds(ids: readonly number[]): ProductRow[] {
      if (ids.length === 0) return [];
      const rows = new Map(byIds.all(json(ids)).map((r) => [r.id, r]));
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
    enabledVariantsOf: (parentSkus: readonly string[]): ProductRow[] =>
      parentSkus.length ? variantsOf.all(json(parentSkus)) : [],
    parentBySku: (sku: string): ProductRow | null => parentOf.get(sku) ?? null,
    imagesOf: (ids: readonly number[]): ImageRow[] => (ids.length ? images.all(json(ids)) : []),
    propertiesOf: (ids: readonly number[]): PropertyRow[] => (ids.length ? properties.all(json(ids)) : []),
    bundleItemsOf: (ids: readonly number[]): BundleItemRow[] =>
      ids.length ? bundleItems.all(json(ids)) : [],
    tabsOf: (id: number): string | null => tabs.get(id)?.tab_box_info ?? null,
    collectionById: (id: number): CollectionRow | null => collectionById.get(id) ?? null,
    collectionByHandle: (fullHandle: string): CollectionRow | null =>
      collectionByHandle.get(fullHandle) ?? null,
    subCollectionsOf: (id: number) => subCollections.all(id),
    countInCollection: (id: number): number => collectionCount.get(id) ?? 0,
    pageOfCollection: (id: number, limit: number, offset: number): number[] =>
      collectionPage.all(id, limit, offset),
  };
}
