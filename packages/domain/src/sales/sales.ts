/** Sales: which sale runs, which percent a product gets, and its sale price (spec sections 4 and 9). */
import type { SaleSetting } from './schemas.js';

/** Forcing the sale price as the normal price is disabled. */
export const FORCE_SALE_PRICE_AS_NORMAL = false;
/** The discount the forced sale price would use (15%). */
export const FORCED_SALE_DEFAULT_DISCOUNT = 0.15;
/** The sale check treats stock as present when TPA + LV is above this. */
export const SALE_MIN_STOCK_EXCLUSIVE = 3;

/** Active when flagged active and now lies in [saleStartsAt (null = open), saleExpiresAt). */
export function isSaleActive(sale: SaleSetting, now: Date): boolean {
  if (!sale.saleIsActive) return false;
  const t = now.getTime();
  if (sale.saleStartsAt !== null) {
    const start = Date.parse(sale.saleStartsAt);
    if (!(start <= t)) return false;
  }
  const end = Date.parse(sale.saleExpiresAt);
  return t < end;
}

/** The first active sale, or null (then the default no-sale banners apply). */
export function findActiveSale(sales: SaleSetting[], now: Date): SaleSetting | null {
  return sales.find((s) => isSaleActive(s, now)) ?? null;
}

/**
 * The sale a viewer is shown: the active sale, or none for a dealer (dealers never see a discount: no sale
 * prices, badges, overlays, banners or countdown; spec catalogue section 6).
 */
export function saleShownTo(sale: SaleSetting | null, viewer: { isDealer: boolean }): SaleSetting | null {
  return viewer.isDealer ? null : sale;
}

/** Daily-deal skus: starting BF- or CM-, or flagged as daily deal. */
export function isDailyDealSku(sku: string, flaggedDailyDeal: boolean): boolean {
  if (flaggedDailyDeal) return true;
  const upper = sku.toUpperCase();
  return upper.startsWith('BF-') || upper.startsWith('CM-');
}

/** The daily-deal percent for daily-deal skus, else the sale's discount percentage. */
export function salePercentFor(sale: SaleSetting, sku: string, flaggedDailyDeal: boolean): number {
  return isDailyDealSku(sku, flaggedDailyDeal) ? sale.salePercentageDailyDeal : sale.discountPercentage;
}

/** True for a positive finite number. */
function isPositivePercent(percent: unknown): percent is number {
  return typeof percent === 'number' && Number.isFinite(percent) && percent > 0;
}

/**
 * base x (1 - percent), rounded to a cent. Only a positive finite percent discounts; anything else
 * returns the base. A percent above 1 is capped at 1, so the price never goes below 0.
 */
export function salePriceCents(baseCents: number, percent: unknown): number {
  if (!isPositivePercent(percent)) return baseCents;
  const p = Math.min(percent, 1);
  const raw = Number((baseCents * (1 - p)).toPrecision(12));
  const rounded = Math.round(raw);
  return rounded === 0 ? 0 : rounded;
}

/** Stock is present for the sale check when the two warehouse counts sum to more than 3. */
export function hasStockForSale(tpaWh: number, lvWh: number): boolean {
  return (Number(tpaWh) || 0) + (Number(lvWh) || 0) > SALE_MIN_STOCK_EXCLUSIVE;
}

export type ProductSaleInput = {
  sku: string;
  priceCents: number;
  saleEnabled: boolean;
  isDailyDeal: boolean;
  tpa_wh: number;
  lv_wh: number;
};

export type ComputedProductSale = {
  name: string;
  percent: number;
  priceCents: number;
  shortTitle: string;
  isDailyDeal: boolean;
};

/**
 * The sale for one product under the (already active) sale: null without a sale, when the product is
 * not sale-enabled, without stock for the sale, or when the percent is not positive.
 */
export function computeProductSale(
  p: ProductSaleInput,
  sale: SaleSetting | null,
): ComputedProductSale | null {
  if (!sale || !p.saleEnabled) return null;
  if (!hasStockForSale(p.tpa_wh, p.lv_wh)) return null;
  const isDailyDeal = isDailyDealSku(p.sku, p.isDailyDeal);
  const percent = salePercentFor(sale, p.sku, p.isDailyDeal);
  if (!isPositivePercent(percent)) return null;
  return {
    name: sale.name,
    percent,
    priceCents: salePriceCents(p.priceCents, percent),
    shortTitle: sale.saleTextSettings.shortSaleTitle,
    isDailyDeal,
  };
}

/** Sale sections (countdown) show only when the sale is active and the timer setting is on. */
export function showSaleSections(sale: SaleSetting | null, now: Date): boolean {
  return sale !== null && isSaleActive(sale, now) && sale.layoutSettings.showCountdownTimer;
}
