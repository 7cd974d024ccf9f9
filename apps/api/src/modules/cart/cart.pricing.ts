/**
 * Prices cart lines on the server from catalogue rows and the server's active sale, by the domain's
 * viewerPrice (the catalogue and the dealer table use the same). The struck-through ("original") unit is
 * the price before the sale. Client prices never get here. Also the one place where a priced line
 * becomes the spec's CartLine DTO.
 */
import {
  centsToDollars,
  computeCartTotals,
  DISCOUNT_NOISE_CENTS,
  displaySku,
  type CartChildProduct,
  type CartLine,
  type CartTotalsCents,
  type PriceViewer,
  type ShippingRules,
} from '@shop/domain';
import { extrasOf, type ProductExtras } from '../catalog/catalog.extras.js';
import type { ImageRow, ProductRow } from '../catalog/catalog.rows.js';
import { rowPrice, stockFactsOf } from '../catalog/catalog.serializer.js';
import { cartStockLabelOf, isPreordered, toStockInput, type StockFacts } from '../catalog/catalog.stock.js';

/** Who is priced, and the shop's shipping rules (the spec's when not given; decision 080). */
export type PricingContext = PriceViewer & { shipping?: ShippingRules };

export type PricedLine = {
  row: ProductRow;
  facts: StockFacts;
  quantity: number;
  unitCents: number;
  originalUnitCents: number;
  /** Dollars, for a dealer only. */
  dealerPrice: number | null;
  isPreordered: boolean;
  childItems: CartChildProduct[];
  images: ImageRow[];
  properties: Record<string, string>;
};

export type PricedCart = { lines: PricedLine[]; totals: CartTotalsCents };

/** A line's unit prices for this viewer: what they pay, the price before a sale, the dealer price. */
export function unitPrices(row: ProductRow, facts: StockFacts, ctx: PricingContext) {
  const { unitCents, regularCents, dealer } = rowPrice(row, facts, ctx);
  return { unitCents, originalUnitCents: regularCents, dealerPrice: dealer };
}

/** The stored lines with their products' rows (cart.repo's linesWithProducts) and the rows' extras. */
export type PricingInput = {
  lines: readonly { quantity: number; row: ProductRow }[];
  extras: ReadonlyMap<number, ProductExtras>;
};

/** Priced lines and the totals over all of them. */
export function priceCart(input: PricingInput, ctx: PricingContext): PricedCart {
  const lines = input.lines.map(({ quantity, row }): PricedLine => {
    const facts = stockFactsOf(row);
    const { images, properties, bundleItems } = extrasOf(input.extras, row.id);
    return {
      row,
      facts,
      quantity,
      ...unitPrices(row, facts, ctx),
      isPreordered: isPreordered(facts),
      childItems: bundleItems.map((b) => ({ sku: b.sku, quantity: b.quantity, name: b.name })),
      images,
      properties,
    };
  });
  const totals = computeCartTotals(
    lines.map((l) => ({
      quantity: l.quantity,
      unitPriceCents: l.unitCents,
      originalUnitCents: l.originalUnitCents,
    })),
    { isDealer: ctx.isDealer, ...(ctx.shipping ? { shipping: ctx.shipping } : {}) },
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
  const rawDiscount = (l.originalUnitCents - l.unitCents) * l.quantity;
  const lineDiscount = ctx.isDealer || rawDiscount <= DISCOUNT_NOISE_CENTS ? 0 : rawDiscount;
  const image = l.images[0] ? { url: l.images[0].url, altText: l.images[0].alt_text } : null;
  const dealerPrice = l.dealerPrice;
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
    stock_label: cartStockLabelOf(facts),
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
