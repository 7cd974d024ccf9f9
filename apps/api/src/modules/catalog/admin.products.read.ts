/**
 * How the back office reads a product (admin.products.ts): a list row (a parent's stock is its enabled variants'
 * together), and the full product with everything that hangs off it, from the store's rows.
 */
import {
  adminStockStateOf,
  centsToDollars,
  TabBoxSchema,
  type AdminProduct,
  type AdminProductRow,
  type ProductDraft,
} from '@shop/domain';
import { z } from 'zod';
import type { ProductColumnsRow, StockPreorderRow } from './catalog.repo.js';
import type { ListRowData } from './admin.products.list-repo.js';
import type { AdminProductRowData, AdminProductsRepo } from './admin.products.repo.js';

export const TabsSchema = z.array(TabBoxSchema);
export const SkuListSchema = z.array(z.string());

function stockOf(tpa: number, lv: number): AdminProductRow['stock'] {
  return { tpa, lv, total: tpa + lv, state: adminStockStateOf(tpa + lv) };
}

/** A list row (or a full product's variant): a parent's stock is its enabled variants' together. */
export function toRow(
  r: ListRowData,
  family: ReadonlyMap<string, { tpa: number; lv: number }>,
  images: ReadonlyMap<number, string>,
): AdminProductRow {
  const own = r.is_parent === 1 ? family.get(r.sku.toUpperCase()) : undefined;
  return {
    id: r.id,
    sku: r.sku,
    name: r.name,
    slug: r.slug,
    product_type: r.product_type,
    is_parent: r.is_parent === 1,
    variant_parent_sku: r.variant_parent_sku,
    price: centsToDollars(r.price_cents),
    price_map: centsToDollars(r.price_map_cents),
    price_msrp: centsToDollars(r.price_msrp_cents),
    price_dealer: r.price_dealer_cents === null ? null : centsToDollars(r.price_dealer_cents),
    enabled_on_site: r.enabled_on_site === 1,
    discontinued: r.discontinued === 1,
    block_backorder: r.block_backorder === 1,
    stock: r.is_parent === 1 ? stockOf(own?.tpa ?? 0, own?.lv ?? 0) : stockOf(r.tpa_wh ?? 0, r.lv_wh ?? 0),
    image: images.get(r.id) ?? null,
  };
}

/**
 * The fields of a product's draft that its row holds (money in dollars, flags as booleans): what the back
 * office's read and the catalogue CSV's both start from.
 */
export function draftColumnsOf(r: ProductColumnsRow & StockPreorderRow) {
  return {
    sku: r.sku,
    upc: r.upc,
    name: r.name,
    site_name: r.site_name,
    slug: r.slug,
    site_handle: r.site_handle,
    category: r.category,
    vendor: r.vendor,
    product_type: r.product_type,
    is_parent: r.is_parent === 1,
    variant_parent_sku: r.variant_parent_sku,
    variant_option_one_name: r.variant_option_one_name,
    variant_option_one_value: r.variant_option_one_value,
    variant_option_two_name: r.variant_option_two_name,
    variant_option_two_value: r.variant_option_two_value,
    variant_option_three_name: r.variant_option_three_name,
    variant_option_three_value: r.variant_option_three_value,
    price: centsToDollars(r.price_cents),
    price_map: centsToDollars(r.price_map_cents),
    price_msrp: centsToDollars(r.price_msrp_cents),
    price_dealer: r.price_dealer_cents === null ? null : centsToDollars(r.price_dealer_cents),
    sale_enabled: r.sale_enabled === 1,
    is_daily_deal: r.is_daily_deal === 1,
    enabled_on_site: r.enabled_on_site === 1,
    discontinued: r.discontinued === 1,
    block_backorder: r.block_backorder === 1,
    preorder:
      r.preorder_id === null
        ? null
        : {
            is_pre_order_eligible: r.is_pre_order_eligible === 1,
            is_pre_order_enabled: r.is_pre_order_enabled === 1,
            manual_override_eta_date: r.manual_override_eta_date,
            in_stock_eta_date: r.in_stock_eta_date,
          },
    seo_title: r.seo_title,
    seo_description: r.seo_description,
    description: r.description,
    google_product_line: r.google_product_line,
    weight: r.weight,
    total_subwoofer_holes: r.total_subwoofer_holes,
    compatibility_notes: r.compatibility_notes,
    frequently_bought_together: SkuListSchema.parse(JSON.parse(r.frequently_bought_together)),
  } satisfies Partial<ProductDraft>;
}

/** One product with everything the back office shows of it, read through `repo` (a transaction's, in a write). */
export async function readProduct(repo: AdminProductsRepo, row: AdminProductRowData): Promise<AdminProduct> {
  const [properties, tabsJson, images, fitment, collections, primary, bundle, variantRows] =
    await Promise.all([
      repo.propertiesOf(row.id),
      repo.tabsOf(row.id),
      repo.imagesOf(row.id),
      repo.fitmentOf(row.id),
      repo.collectionsOf(row.id),
      repo.collectionHandleOf(row.primary_collection_id),
      repo.bundleItemsOf(row.id),
      row.is_parent === 1 ? repo.variantsOf(row.sku) : Promise.resolve([]),
    ]);
  const variantImages = await repo.firstImages(variantRows.map((v) => v.id));
  const enabled = variantRows.filter((v) => v.enabled_on_site === 1);
  const stock =
    row.is_parent === 1
      ? stockOf(
          enabled.reduce((sum, v) => sum + (v.tpa_wh ?? 0), 0),
          enabled.reduce((sum, v) => sum + (v.lv_wh ?? 0), 0),
        )
      : stockOf(row.tpa_wh ?? 0, row.lv_wh ?? 0);
  return {
    id: row.id,
    ...draftColumnsOf(row),
    path: row.path,
    properties,
    tabs: tabsJson === null ? [] : TabsSchema.parse(JSON.parse(tabsJson)),
    collections,
    primary_collection: primary,
    bundle_items: bundle,
    stock,
    variants: variantRows.map((v) => toRow(v, new Map(), variantImages)),
    images,
    vehicle_fitment: fitment,
    rating: { avg_rating: row.avg_rating ?? 0, count: row.rating_count ?? 0 },
    turnover_30d: centsToDollars(row.turnover_30d_cents),
    created_at: row.created_at,
  };
}

export async function readProductById(repo: AdminProductsRepo, id: number): Promise<AdminProduct> {
  const row = await repo.byId(id);
  if (!row) throw new Error(`admin products: product ${id} vanished inside its own transaction`);
  return readProduct(repo, row);
}
