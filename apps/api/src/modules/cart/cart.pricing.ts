/**
 * Prices cart lines on the server from catalogue rows and the server's active sale: a dealer pays the
 * dealer price (never a discount), a retail shopper the sale price when the product's sale applies,
 * else the price. The struck-through ("original") unit is the price before the sale. Client prices
 * never get here. Also the one place where a priced line becomes the spec's CartLine DTO.
 */
import {
  cartStockLabel,
  centsToDollars,
  computeCartTotals,
  computeProductSale,
  dealerPriceCents,
  DISCOUNT_NOISE_CENTS,
  displaySku,
  isPreorderedItem,
  type CartChildProduct,
  type CartLine,
  type CartTotalsCents,
  type SaleSetting,
  unitsOnHand,
} from '@shop/domain';
import type { BundleItemRow, ImageRow, ProductRow } from '../catalog/catalog.repo.js';
import { stockFactsOf } from '../catalog/catalog.serializer.js';
import { toStockInput, type StockFacts } from '../catalog/catalog.stock.js';

export type PricingContext = { isDealer: boolean; sale: SaleSetting | null };

export type PricedLine = {
  row: ProductRow;
  facts: StockFacts;
  quantity: number;
  unitCents: number;
  originalUnitCents: number;
  isPreordered: boolean;
  childItems: CartChildProduct[];
  images: ImageRow[];
  properties: Record<string, string>;
};

export type PricedCart = { lines: PricedLine[]; totals: CartTotalsCents };

export function unitPrices(row: ProductRow, facts: StockFacts, ctx: PricingContext) {
  if (ctx.isDealer) {
    const dealer = dealerPriceCents(row.price_dealer_cents, row.price_map_cents);
    return { unitCents: dealer, originalUnitCents: dealer };
  }
  const sale = computeProductSale(
    {
      sku: row.sku,
      priceCents: row.price_cents,
      saleEnabled: row.sale_enabled === 1,
      isDailyDeal: row.is_daily_deal === 1,
      tpa_wh: facts.tpa_wh,
      lv_wh: facts.lv_wh,
    },
    ctx.sale,
  );
  return { unitCents: sale?.priceCents ?? row.price_cents, originalUnitCents: row.price_cents };
}

export const isPreorderLine = (facts: StockFacts): boolean =>
  isPreorderedItem({
    currentlyInStock: toStockInput(facts).currentlyInStock,
    preorderInfo: facts.preorderInfo,
  }) && !facts.blockBackorder;

export type PricingInput = {
  lines: readonly { product_id: number; quantity: number }[];
  rows: ReadonlyMap<number, ProductRow>;
  images: ReadonlyMap<number, ImageRow[]>;
  properties: ReadonlyMap<number, Record<string, string>>;
  bundleItems: ReadonlyMap<number, BundleItemRow[]>;
};

/** Priced lines (lines whose product disappeared are skipped) and the totals over all of them. */
export function priceCart(input: PricingInput, ctx: PricingContext): PricedCart {
  const lines: PricedLine[] = [];
  for (const line of input.lines) {
    const row = input.rows.get(line.product_id);
    if (!row) continue;
    const facts = stockFactsOf(row);
    lines.push({
      row,
      facts,
      quantity: line.quantity,
      ...unitPrices(row, facts, ctx),
      isPreordered: isPreorderLine(facts),
      childItems: (input.bundleItems.get(row.id) ?? []).map((b) => ({
        sku: b.sku,
        quantity: b.quantity,
        name: b.name,
      })),
      images: input.images.get(row.id) ?? [],
      properties: input.properties.get(row.id) ?? {},
    });
  }
  const totals = computeCartTotals(
    lines.map((l) => ({
      quantity: l.quantity,
      unitPriceCents: l.unitCents,
      originalUnitCents: l.originalUnitCents,
    })),
    { isDealer: ctx.isDealer },
  );
  return { lines, totals };
}

const money = centsToDollars;

const optionsOf = (row: ProductRow) =>
  (
    [
      [row.variant_option_one_name, row.variant_option_one_value],
      [row.variant_option_two_name, row.variant_option_two_value],
      [row.variant_option_three_name, row.variant_option_three_value],
    ] as const
  ).flatMap(([name, value]) => (name && value ? [{ name, value }] : []));

/** The spec's cart line item. */
export function toCartLine(l: PricedLine, ctx: PricingContext): CartLine {
  const { row, facts } = l;
  const stock = toStockInput(facts);
  const available = unitsOnHand(facts);
  const rawDiscount = (l.originalUnitCents - l.unitCents) * l.quantity;
  const lineDiscount = ctx.isDealer || rawDiscount <= DISCOUNT_NOISE_CENTS ? 0 : rawDiscount;
  const image = l.images[0] ? { url: l.images[0].url, altText: l.images[0].alt_text } : null;
  const dealerPrice = ctx.isDealer
    ? money(dealerPriceCents(row.price_dealer_cents, row.price_map_cents))
    : null;
  const preorderInfo = facts.preorderInfo && {
    is_pre_order_eligible: facts.preorderInfo.is_pre_order_eligible,
    is_pre_order_enabled: facts.preorderInfo.is_pre_order_enabled,
  };
  return {
    sku: row.sku,
    quantity: l.quantity,
    price: money(l.unitCents),
    price_map: money(row.price_map_cents),
    price_msrp: money(row.price_msrp_cents),
    price_dealer: dealerPrice,
    product_id: row.id,
    total_line_discounts: money(lineDiscount),
    short_title: row.name,
    options: optionsOf(row),
    child_products: l.childItems,
    path: row.path,
    main_image: image?.url ?? null,
    isCompatible: true,
    displayed_sku: displaySku(row.sku),
    stock_label: cartStockLabel({
      inStock: stock.currentlyInStock,
      quantityAvailable: available,
      isDiscontinued: facts.isDiscontinued,
      blockBackorder: facts.blockBackorder,
      preorderEligible: facts.preorderInfo?.is_pre_order_eligible ?? false,
      preorderEnabled: facts.preorderInfo?.is_pre_order_enabled ?? null,
    }),
    is_pre_ordered_item: l.isPreordered,
    line_total: money(l.unitCents * l.quantity),
    variant: {
      sku: row.sku,
      price: money(l.unitCents),
      price_dealer: dealerPrice,
      image,
      images: l.images.map((i) => ({ url: i.url, altText: i.alt_text })),
      category: row.category,
      currentlyInStock: stock.currentlyInStock,
      preorderInfo,
      props: {
        ...(l.properties['Size'] !== undefined ? { Size: l.properties['Size'] } : {}),
        ...(l.properties['Subwoofer Size'] !== undefined
          ? { 'Subwoofer Size': l.properties['Subwoofer Size'] }
          : {}),
      },
    },
  };
}
