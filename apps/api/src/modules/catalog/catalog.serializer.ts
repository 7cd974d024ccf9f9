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
  type ProductCard,
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

export function toSummary(
  row: CardRow,
  stock: StockFacts,
  images: readonly ImageRow[],
  properties: Record<string, string>,
  ctx: PricingContext,
): ProductSummary {
  const stockInput = toStockInput(stock);
  const { sale, dealer } = rowPrice(row, stock, ctx);
  const total = unitsOnHand(stock);
  const firstImage = images[0]?.url ?? null;
  return {
    id: row.id,
    sku: row.sku,
    upc: row.upc,
    name: row.name,
    site_name: row.site_name,
    site_handle: row.site_handle,
    slug: row.slug,
    path: row.path,
    category: row.category,
    vendor: row.vendor,
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
    isDailyDeal: isDailyDealSku(row.sku, row.is_daily_deal === 1),
    currentlyInStock: stockInput.currentlyInStock,
    isInStock: stockInput.isInStock,
    isDiscontinued: stock.isDiscontinued,
    isEnabledOnSite: row.enabled_on_site === 1,
    blockBackorder: stock.blockBackorder,
    preorderInfo: stock.preorderInfo,
    variant_parent_sku: row.variant_parent_sku,
    variant_option_one_name: row.variant_option_one_name,
    variant_option_one_value: row.variant_option_one_value,
    variant_option_two_name: row.variant_option_two_name,
    variant_option_two_value: row.variant_option_two_value,
    variant_option_three_name: row.variant_option_three_name,
    variant_option_three_value: row.variant_option_three_value,
    tpa_wh: stock.tpa_wh,
    lv_wh: stock.lv_wh,
    total_qty_without_fba: total,
    inventory: { total_qty_without_fba: total },
    rating: { avg_rating: row.avg_rating ?? 0, count: row.rating_count ?? 0 },
    image_1: firstImage,
    imageUrl: firstImage,
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

/** A variant as a listing card carries it: a pick of its summary (CardVariantSchema's keys). */
export function toCardVariant(v: ProductSummary): CardVariant {
  return {
    sku: v.sku,
    name: v.name,
    product_type: v.product_type,
    price: v.price,
    price_map: v.price_map,
    price_msrp: v.price_msrp,
    price_dealer: v.price_dealer,
    saleEnabled: v.saleEnabled,
    sale: v.sale,
    currentlyInStock: v.currentlyInStock,
    isInStock: v.isInStock,
    isDiscontinued: v.isDiscontinued,
    blockBackorder: v.blockBackorder,
    preorderInfo: v.preorderInfo,
    variant_option_one_name: v.variant_option_one_name,
    variant_option_one_value: v.variant_option_one_value,
    variant_option_two_name: v.variant_option_two_name,
    variant_option_two_value: v.variant_option_two_value,
    variant_option_three_name: v.variant_option_three_name,
    variant_option_three_value: v.variant_option_three_value,
    tpa_wh: v.tpa_wh,
    lv_wh: v.lv_wh,
    image_1: v.image_1,
    imageUrl: v.imageUrl,
  };
}

/** The full summary, for the product page. */
export const fullVariant = (v: ProductSummary): ProductSummary => v;

/** A card whose variants have the shape V: CardVariant on listings, ProductSummary on the product page. */
export type CardWith<V> = Omit<ProductCard, 'variants'> & { variants: V[] };

/**
 * A card: the summary plus its family (variants ordered single, dual, triple, quad, then size). The
 * variants are sorted as full summaries (the size may come from their properties), then shaped by
 * variantOf.
 */
export function toCard<V>(
  summary: ProductSummary,
  family: { isParent: boolean; variants: ProductSummary[]; bundleItems: BundleItem[] },
  variantOf: (v: ProductSummary) => V,
): CardWith<V> {
  const variants = sortVariants(family.variants);
  return {
    ...summary,
    isParentSku: family.isParent,
    variants: variants.map(variantOf),
    childSkus: variants.map((v) => ({
      sku: v.sku,
      image: v.imageUrl,
      variant_option_one_value: v.variant_option_one_value,
    })),
    bundleItems: family.bundleItems,
    options: optionsOf(variants),
  };
}
