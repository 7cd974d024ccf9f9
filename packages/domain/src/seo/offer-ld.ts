/**
 * A product's Offer in structured data (decision 063): what a retail shopper pays, its availability by the
 * spec's stock rule (stockState), until when a sale price holds, the retail shipping rule for that price to
 * the US and the shop's return policy.
 */
import type { ProductSummary } from '../catalog/schemas.js';
import { stockState, type StockInput, type StockState } from '../catalog/stock.js';
import { RETURN_WINDOW_DAYS } from '../account/returns.js';
import { SHOP_TIME_ZONE, zoneDay } from '../dates/dates.js';
import type { SaleSetting } from '../sales/schemas.js';
import { computeProductSale } from '../sales/sales.js';
import { centsToDollars, toCents } from '../shared/money.js';
import { shippingCostCents, type ShippingRules } from '../shared/shipping.js';
import type { JsonLd } from './page-head.js';

/** schema.org's ItemAvailability for each of the spec's stock states (no back-order state: decision 063). */
const AVAILABILITY: Record<StockState, string> = {
  in_stock: 'https://schema.org/InStock',
  preorder: 'https://schema.org/PreOrder',
  out_of_stock: 'https://schema.org/OutOfStock',
  discontinued: 'https://schema.org/Discontinued',
};

/** The product's or variant's availability as its page states it (stockState). */
export const availabilityOf = (p: StockInput): string => AVAILABILITY[stockState(p)];

/** The shop sells to the US: shipping and returns are stated for it. */
const COUNTRY = 'US';

const saleOf = (p: ProductSummary, sale: SaleSetting | null) =>
  computeProductSale(
    {
      sku: p.sku,
      priceCents: toCents(p.price),
      saleEnabled: p.saleEnabled,
      isDailyDeal: p.isDailyDeal,
      tpa_wh: p.tpa_wh,
      lv_wh: p.lv_wh,
    },
    sale,
  );

/**
 * What a retail shopper pays: the sale price while `sale` runs and applies to the product, else its price.
 * Worked out from the product's own fields, so it is the same whoever asks (a dealer is shown no sale).
 */
export function retailOfferPrice(p: ProductSummary, sale: SaleSetting | null): number {
  const onSale = saleOf(p, sale);
  return onSale ? centsToDollars(onSale.priceCents) : p.price;
}

/** The calendar day (YYYY-MM-DD, the shop's time zone) of an instant. */
const shopDay = (iso: string): string => zoneDay(new Date(iso), SHOP_TIME_ZONE);

/** The US shipping of one unit at `priceCents` by the retail rule (free from the threshold, else flat). */
function shippingDetails(priceCents: number, rules?: ShippingRules): JsonLd {
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: {
      '@type': 'MonetaryAmount',
      value: centsToDollars(shippingCostCents(priceCents, false, rules)),
      currency: 'USD',
    },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: COUNTRY },
  };
}

/** The return policy (account/returns.ts): returns within RETURN_WINDOW_DAYS days of delivery. */
export const RETURN_POLICY_LD: JsonLd = {
  '@type': 'MerchantReturnPolicy',
  applicableCountry: COUNTRY,
  returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
  merchantReturnDays: RETURN_WINDOW_DAYS,
};

/** The Offer of `p` (a product or one variant) at `url`; shipping by the shop's rules (the spec's by default). */
export function offerJsonLd(
  p: ProductSummary,
  sale: SaleSetting | null,
  url: string,
  shipping?: ShippingRules,
): JsonLd {
  const onSale = saleOf(p, sale);
  const priceCents = onSale ? onSale.priceCents : toCents(p.price);
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'USD',
    price: centsToDollars(priceCents).toFixed(2),
    ...(onSale && sale ? { priceValidUntil: shopDay(sale.saleExpiresAt) } : {}),
    availability: availabilityOf(p),
    itemCondition: 'https://schema.org/NewCondition',
    shippingDetails: shippingDetails(priceCents, shipping),
    hasMerchantReturnPolicy: RETURN_POLICY_LD,
  };
}
