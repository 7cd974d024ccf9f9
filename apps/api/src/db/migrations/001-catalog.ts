// Catalogue: products and what hangs off them, collections, the header menu, sales and ratings.
// Money is integer cents. Flags are 0/1 integers. Times are UTC ISO strings.
import { type MigrationDb, POSTGRES_HELPERS, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  // PostgreSQL only: citext and the JSON check function the vocabulary relies on.
  if (d.dialect === 'postgres') await runStatements(db, POSTGRES_HELPERS);

  await runStatements(db, [
    // Before products, which refers to it (PostgreSQL resolves a REFERENCES when it is created).
    `CREATE TABLE collections (
  id ${d.id},
  handle ${d.nocaseTextNotNull},
  -- "handle" for a top-level collection, "parent-handle/handle" for a sub-collection.
  full_handle ${d.nocaseTextNotNull},
  parent_id ${d.int} REFERENCES collections (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  collection_page_title TEXT NOT NULL,
  seo_description TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  page_image TEXT,
  hide_pricing ${d.int} NOT NULL DEFAULT 0 CHECK (hide_pricing IN (0, 1)),
  is_daily_deal ${d.int} NOT NULL DEFAULT 0 CHECK (is_daily_deal IN (0, 1)),
  -- Banner shown while a sale runs (daily-deal collections get their own), and the no-sale default.
  sale_banner_image TEXT,
  no_sale_banner_image TEXT,
  parent_menu_name TEXT,
  parent_menu_handle TEXT,
  position ${d.int} NOT NULL DEFAULT 0
)`,
    `CREATE UNIQUE INDEX collections_full_handle ON collections (full_handle)`,
    `CREATE INDEX collections_parent ON collections (parent_id, position)`,

    `CREATE TABLE products (
  id ${d.id},
  sku ${d.nocaseTextNotNull},
  upc TEXT,
  name TEXT NOT NULL,
  site_name TEXT NOT NULL,
  site_handle ${d.nocaseTextNotNull},
  slug ${d.nocaseTextNotNull},
  path TEXT NOT NULL,
  category TEXT,
  vendor TEXT NOT NULL DEFAULT 'Skar Audio',
  product_type TEXT NOT NULL CHECK (product_type IN ('normal', 'variant', 'bundle')),
  -- 1 for the parent row of a variant family (its variants point at it through variant_parent_sku).
  is_parent ${d.int} NOT NULL DEFAULT 0 CHECK (is_parent IN (0, 1)),
  variant_parent_sku ${d.nocaseText},
  variant_option_one_name TEXT,
  variant_option_one_value TEXT,
  variant_option_two_name TEXT,
  variant_option_two_value TEXT,
  variant_option_three_name TEXT,
  variant_option_three_value TEXT,
  price_cents ${d.int} NOT NULL CHECK (price_cents >= 0),
  price_map_cents ${d.int} NOT NULL CHECK (price_map_cents >= 0),
  price_msrp_cents ${d.int} NOT NULL CHECK (price_msrp_cents >= 0),
  price_dealer_cents ${d.int} CHECK (price_dealer_cents IS NULL OR price_dealer_cents >= 0),
  sale_enabled ${d.int} NOT NULL DEFAULT 0 CHECK (sale_enabled IN (0, 1)),
  is_daily_deal ${d.int} NOT NULL DEFAULT 0 CHECK (is_daily_deal IN (0, 1)),
  discontinued ${d.int} NOT NULL DEFAULT 0 CHECK (discontinued IN (0, 1)),
  block_backorder ${d.int} NOT NULL DEFAULT 0 CHECK (block_backorder IN (0, 1)),
  enabled_on_site ${d.int} NOT NULL DEFAULT 1 CHECK (enabled_on_site IN (0, 1)),
  seo_title TEXT NOT NULL DEFAULT '',
  seo_description TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  google_product_line TEXT,
  weight ${d.real},
  total_subwoofer_holes ${d.int},
  compatibility_notes TEXT,
  -- The collection a product page breadcrumbs to (websiteCollectionsRow).
  primary_collection_id ${d.int} REFERENCES collections (id) ON DELETE SET NULL,
  -- JSON array of skus bought together with this one.
  frequently_bought_together TEXT NOT NULL DEFAULT '[]',
  turnover_30d_cents ${d.int} NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
)`,
    `CREATE UNIQUE INDEX products_sku ON products (sku)`,
    `CREATE UNIQUE INDEX products_slug ON products (slug)`,
    `CREATE INDEX products_site_handle ON products (site_handle)`,
    `CREATE INDEX products_parent ON products (variant_parent_sku) WHERE variant_parent_sku IS NOT NULL`,
    `CREATE INDEX products_turnover ON products (turnover_30d_cents DESC)`,
    `CREATE INDEX products_category ON products (category)`,

    `CREATE TABLE product_properties (
  product_id ${d.int} NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  position ${d.int} NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, key)
)${d.withoutRowid}`,
    `CREATE INDEX product_properties_key_value ON product_properties (key, value)`,

    `CREATE TABLE product_images (
  product_id ${d.int} NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position ${d.int} NOT NULL,
  url TEXT NOT NULL,
  alt_text TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, position)
)${d.withoutRowid}`,

    `CREATE TABLE bundle_items (
  bundle_id ${d.int} NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  child_id ${d.int} NOT NULL REFERENCES products (id) ON DELETE RESTRICT,
  quantity ${d.int} NOT NULL CHECK (quantity > 0),
  position ${d.int} NOT NULL DEFAULT 0,
  PRIMARY KEY (bundle_id, child_id)
)${d.withoutRowid}`,
    `CREATE INDEX bundle_items_child ON bundle_items (child_id)`,

    `CREATE TABLE stock (
  product_id ${d.int} PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  tpa_wh ${d.int} NOT NULL DEFAULT 0 CHECK (tpa_wh >= 0),
  lv_wh ${d.int} NOT NULL DEFAULT 0 CHECK (lv_wh >= 0),
  total ${d.int} GENERATED ALWAYS AS (tpa_wh + lv_wh) ${d.generated},
  updated_at TEXT NOT NULL
)`,

    `CREATE TABLE preorder_info (
  id ${d.id},
  product_id ${d.int} NOT NULL UNIQUE REFERENCES products (id) ON DELETE CASCADE,
  is_pre_order_eligible ${d.int} NOT NULL DEFAULT 0 CHECK (is_pre_order_eligible IN (0, 1)),
  is_pre_order_enabled ${d.int} NOT NULL DEFAULT 0 CHECK (is_pre_order_enabled IN (0, 1)),
  manual_override_eta_date TEXT,
  in_stock_eta_date TEXT
)`,

    `CREATE TABLE product_tabs (
  product_id ${d.int} PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  -- JSON array of TabBox ({ title, text, table }); the first titled "Compatibility Chart" is the chart.
  tab_box_info TEXT NOT NULL DEFAULT '[]'
)`,

    // is_visible / is_preordered mirror the product (enabled on site; out of stock and pre-order eligible)
    // so that a page is one index range: visible items, pre-ordered last, then by position.
    `CREATE TABLE collection_products (
  collection_id ${d.int} NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  product_id ${d.int} NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position ${d.int} NOT NULL,
  is_visible ${d.int} NOT NULL DEFAULT 1,
  is_preordered ${d.int} NOT NULL DEFAULT 0,
  PRIMARY KEY (collection_id, product_id)
)${d.withoutRowid}`,
    `CREATE INDEX collection_products_page ON collection_products (collection_id, is_visible, is_preordered, position, product_id)`,
    `CREATE INDEX collection_products_product ON collection_products (product_id)`,

    `CREATE TABLE menu_categories (
  id ${d.id},
  title TEXT NOT NULL,
  handle TEXT NOT NULL,
  image_url TEXT,
  group_side TEXT NOT NULL CHECK (group_side IN ('left', 'right')),
  mobile_only ${d.int} NOT NULL DEFAULT 0 CHECK (mobile_only IN (0, 1)),
  position ${d.int} NOT NULL
)`,
    `CREATE INDEX menu_categories_position ON menu_categories (position)`,

    `CREATE TABLE menu_collections (
  id ${d.id},
  category_id ${d.int} NOT NULL REFERENCES menu_categories (id) ON DELETE CASCADE,
  parent_id ${d.int} REFERENCES menu_collections (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  subtitle TEXT,
  slug TEXT,
  handle TEXT NOT NULL,
  image_url TEXT,
  is_hidden ${d.int} NOT NULL DEFAULT 0 CHECK (is_hidden IN (0, 1)),
  hide_pricing ${d.int} NOT NULL DEFAULT 0 CHECK (hide_pricing IN (0, 1)),
  position ${d.int} NOT NULL
)`,
    `CREATE INDEX menu_collections_category ON menu_collections (category_id, position)`,
    `CREATE INDEX menu_collections_parent ON menu_collections (parent_id)`,

    // A product link in the menu: under a collection (third level) or directly under a category.
    `CREATE TABLE menu_products (
  id ${d.id},
  category_id ${d.int} REFERENCES menu_categories (id) ON DELETE CASCADE,
  menu_collection_id ${d.int} REFERENCES menu_collections (id) ON DELETE CASCADE,
  product_id ${d.int} NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  override_title TEXT,
  subtitle TEXT,
  position ${d.int} NOT NULL,
  CHECK ((category_id IS NULL) <> (menu_collection_id IS NULL))
)`,
    `CREATE INDEX menu_products_category ON menu_products (category_id, position)`,
    `CREATE INDEX menu_products_collection ON menu_products (menu_collection_id, position)`,
    `CREATE INDEX menu_products_product ON menu_products (product_id)`,

    `CREATE TABLE sales (
  id ${d.id},
  name TEXT NOT NULL UNIQUE,
  -- The full SaleSetting as JSON; is_active/starts_at/expires_at mirror it for queries.
  settings TEXT NOT NULL,
  is_active ${d.int} NOT NULL CHECK (is_active IN (0, 1)),
  starts_at TEXT,
  expires_at TEXT NOT NULL,
  position ${d.int} NOT NULL
)`,
    `CREATE INDEX sales_position ON sales (position)`,

    `CREATE TABLE ratings (
  product_id ${d.int} PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  avg_rating ${d.real} NOT NULL DEFAULT 0,
  count ${d.int} NOT NULL DEFAULT 0
)`,
  ]);
}
