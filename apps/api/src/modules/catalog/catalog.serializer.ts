/**
 * The one place where catalogue rows become DTOs: cents become dollars (centsToDollars), the dealer price
 * is shown only to dealers, and the sale is computed per product from the active sale.
 */
import {
  centsToDollars,
  isDailyDealSku,
  optionsOf,
  sortVariants,
  type BundleItem,
  type CardVariant,
  type PriceInput,
  type Product,
  type ProductSummary,
  type PriceViewer,
  unitsOnHand,
  viewerPrice,
} from '@shop/domain';
import type { BundleItemRow, CardRow, ImageRow, ProductRow } from './catalog.rows.js';
import { toStockInput, type StockFacts } from './catalog.stock.js';

export type PricingContext = PriceViewer;

export const money = (cents: number): number => centsToDollars(cents);

/** The stock columns a row carries (a product row, or the cart's purchase facts). */
export type StockColumns = Pick<
  ProductRow,
  | 'tpa_wh'
  | 'lv_wh'
  | 'discontinued'
  | 'block_backorder'
  | 'preorder_id'
  | 'is_pre_order_eligible'
  | 'is_pre_order_enabled'
  | 'manual_override_eta_date'
  | 'in_stock_eta_date'
>;

export function stockFactsOf(row: StockColumns): StockFacts {
  return {
    tpa_wh: row.tpa_wh ?? 0,
    lv_wh: row.lv_wh ?? 0,
    isDiscontinued: row.discontinued === 1,
    blockBackorder: row.block_backorder === 1,
    preorderInfo:
      row.preorder_id === null
        ? null
        : {
            id: row.preorder_id,
            is_pre_order_eligible: row.is_pre_order_eligible === 1,
            is_pre_order_enabled: row.is_pre_order_enabled ?? 0,
            manual_override_eta_date: row.manual_override_eta_date,
            in_stock_eta_date: row.in_stock_eta_date,
          },
  };
}

/** The price columns a row carries (a product row, or a dealer quick-order row). */
export type PriceColumns = Pick<
  ProductRow,
  'sku' | 'price_cents' | 'price_map_cents' | 'price_dealer_cents' | 'sale_enabled' | 'is_daily_deal'
>;

/** What the domain's viewerPrice needs from a row and its stock (the sale looks at the stock). */
export function priceInputOf(row: PriceColumns, stock: Pick<StockFacts, 'tpa_wh' | 'lv_wh'>): PriceInput {
  return {
    sku: row.sku,
    priceCents: row.price_cents,
    mapCents: row.price_map_cents,
    storedDealerCents: row.price_dealer_cents,
    saleEnabled: row.sale_enabled === 1,
    isDailyDeal: row.is_daily_deal === 1,
    tpa_wh: stock.tpa_wh,
    lv_wh: stock.lv_wh,
  };
}

/** A viewer's price of a row, with its dealer price in dollars (null for anyone but a dealer). */
export function rowPrice(
  row: PriceColumns,
  stock: Pick<StockFacts, 'tpa_wh' | 'lv_wh'>,
  ctx: PricingContext,
) {
  const price = viewerPrice(priceInputOf(row, stock), ctx);
  return { ...price, dealer: price.dealerCents === null ? null : money(price.dealerCents) };
}

/** The columns a card variant is built from: a listing row's, which every card and page row holds. */
type CardVariantColumns = PriceColumns &
  StockColumns &
  Pick<ProductRow, 'name' | 'product_type' | 'price_msrp_cents' | 'variant_option_one_value'>;

/**
 * What a listing card shows of a product or a variant (CardVariantSchema), priced for the viewer; `image` is
 * its first image. A full summary (toSummary) is this and the rest of the row.
 */
export function toCardVariant(
  row: CardVariantColumns,
  stock: StockFacts,
  image: string | null,
  ctx: PricingContext,
): CardVariant {
  const stockInput = toStockInput(stock);
  const { sale, dealer } = rowPrice(row, stock, ctx);
  return {
    sku: row.sku,
    name: row.name,
    product_type: row.product_type,
    price: money(row.price_cents),
    price_map: money(row.price_map_cents),
    price_msrp: money(row.price_msrp_cents),
    price_dealer: dealer,
    saleEnabled: row.sale_enabled === 1,
    sale: sale && {
      name: sale.name,
      percent: sale.percent,
      price: money(sale.priceCents),
      shortTitle: sale.shortTitle,
      isDailyDeal: sale.isDailyDeal,
    },
    currentlyInStock: stockInput.currentlyInStock,
    isInStock: stockInput.isInStock,
    isDiscontinued: stock.isDiscontinued,
    blockBackorder: stock.blockBackorder,
    preorderInfo: stock.preorderInfo,
    variant_option_one_value: row.variant_option_one_value,
    tpa_wh: stock.tpa_wh,
    lv_wh: stock.lv_wh,
    image_1: image,
  };
}

/** A product's or a variant's full summary (the product page): its card variant and the rest of its row. */
export function toSummary(
  row: CardRow,
  stock: StockFacts,
  images: readonly ImageRow[],
  properties: Record<string, string>,
  ctx: PricingContext,
): ProductSummary {
  const c = toCardVariant(row, stock, images[0]?.url ?? null, ctx);
  const total = unitsOnHand(stock);
  return {
    id: row.id,
    sku: c.sku,
    upc: row.upc,
    name: c.name,
    site_name: row.site_name,
    site_handle: row.site_handle,
    slug: row.slug,
    path: row.path,
    category: row.category,
    vendor: row.vendor,
    product_type: c.product_type,
    price: c.price,
    price_map: c.price_map,
    price_msrp: c.price_msrp,
    price_dealer: c.price_dealer,
    saleEnabled: c.saleEnabled,
    sale: c.sale,
    isDailyDeal: isDailyDealSku(row.sku, row.is_daily_deal === 1),
    currentlyInStock: c.currentlyInStock,
    isInStock: c.isInStock,
    isDiscontinued: c.isDiscontinued,
    isEnabledOnSite: row.enabled_on_site === 1,
    blockBackorder: c.blockBackorder,
    preorderInfo: c.preorderInfo,
    variant_parent_sku: row.variant_parent_sku,
    variant_option_one_name: row.variant_option_one_name,
    variant_option_one_value: c.variant_option_one_value,
    variant_option_two_name: row.variant_option_two_name,
    variant_option_two_value: row.variant_option_two_value,
    variant_option_three_name: row.variant_option_three_name,
    variant_option_three_value: row.variant_option_three_value,
    tpa_wh: c.tpa_wh,
    lv_wh: c.lv_wh,
    total_qty_without_fba: total,
    inventory: { total_qty_without_fba: total },
    rating: { avg_rating: row.avg_rating ?? 0, count: row.rating_count ?? 0 },
    image_1: c.image_1,
    imageUrl: c.image_1,
    images: images.map((i) => ({ url: i.url, altText: i.alt_text })),
    properties,
    weight: row.weight,
  };
}

export function toBundleItem(row: BundleItemRow): BundleItem {
  return {
    sku: row.sku,
    name: row.name,
    slug: row.slug,
    quantity: row.quantity,
    price_map: money(row.price_map_cents),
    image: row.image,
  };
}

/** A variant's chip entry on the product page (the spec's childSkus; a listing card has none: decision 071). */
export const toChildSku = (v: Pick<ProductSummary, 'sku' | 'imageUrl' | 'variant_option_one_value'>) => ({
  sku: v.sku,
  image: v.imageUrl,
  variant_option_one_value: v.variant_option_one_value,
});

/** A product page's product without its page-only fields: its summary and its family, full. */
export type ProductWithFamily = ProductSummary &
  Pick<Product, 'isParentSku' | 'variants' | 'childSkus' | 'bundleItems' | 'options'>;

/**
 * The product page's product: the summary plus its family (variants ordered single, dual, triple, quad, then
 * size, the size possibly from their properties) and bundle items.
 */
export function toProductWithFamily(
  summary: ProductSummary,
  family: { isParent: boolean; variants: ProductSummary[]; bundleItems: BundleItem[] },
): ProductWithFamily {
  const variants = sortVariants(family.variants);
  return {
    ...summary,
    isParentSku: family.isParent,
    variants,
    childSkus: variants.map(toChildSku),
    bundleItems: family.bundleItems,
    options: optionsOf(variants),
  };
}
