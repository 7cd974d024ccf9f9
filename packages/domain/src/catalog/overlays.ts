/** Product image overlays and card image sizes (spec section 2, "Product card"; section 9). */
import { isInStockNow, isPreorderEligible, type StockInput } from './stock.js';

export type ImageOverlay = { kind: 'sale'; size: 800 } | { kind: 'preorder'; size: 400 };

/**
 * Sale overlay when the product is sale-enabled, a sale runs and it is in stock (never for a dealer: dealers
 * see no discounts); pre-order overlay when it is out of stock and pre-order eligible; else none.
 */
export function imageOverlay(
  p: { saleEnabled: boolean; sale: unknown | null } & StockInput,
  viewer: { isDealer: boolean } = { isDealer: false },
): ImageOverlay | null {
  const inStock = isInStockNow(p);
  const onSale = p.saleEnabled && p.sale !== null && p.sale !== undefined && !viewer.isDealer;
  if (onSale && inStock) return { kind: 'sale', size: 800 };
  if (!inStock && isPreorderEligible(p)) return { kind: 'preorder', size: 400 };
  return null;
}

/** Card image sizes in px (square) and quality. */
export const CARD_IMAGE = { desktop: 410, mobile: 250, dealer: 301, quality: 85 } as const;

/**
 * The first image of a product or variant: its images list's first, else image_1, else imageUrl (a listing
 * variant carries no images list). A card shows its product's until a variant is picked.
 */
export function firstImageOf(p: {
  images?: readonly { url: string }[];
  image_1?: string | null;
  imageUrl?: string | null;
}): string | null {
  return p.images?.[0]?.url ?? p.image_1 ?? p.imageUrl ?? null;
}
