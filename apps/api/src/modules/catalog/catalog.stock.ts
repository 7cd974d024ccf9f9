/**
 * Stock facts as stored (warehouse counts, flags, pre-order info) turned into the domain's StockInput,
 * and a variant family's facts summed for its parent row.
 */
import {
  cartStockLabel,
  isPreorderEligible,
  unitsOnHand,
  type PreorderInfo,
  type StockInput,
} from '@shop/domain';

export type StockFacts = {
  tpa_wh: number;
  lv_wh: number;
  isDiscontinued: boolean;
  blockBackorder: boolean;
  preorderInfo: PreorderInfo | null;
};

export function toStockInput(f: StockFacts): StockInput {
  const inStock = unitsOnHand(f) > 0;
  return {
    currentlyInStock: inStock,
    isInStock: inStock,
    isDiscontinued: f.isDiscontinued,
    blockBackorder: f.blockBackorder,
    preorderInfo: f.preorderInfo,
  };
}

/** The one pre-order rule (the domain's isPreorderEligible) for catalogue, cart, checkout and dealer table. */
export const isPreordered = (f: StockFacts): boolean => isPreorderEligible(toStockInput(f));

/** The stock label a cart line or a dealer table row shows. */
export const cartStockLabelOf = (f: StockFacts): string => cartStockLabel(toStockInput(f), unitsOnHand(f));

/**
 * A parent row has no stock of its own: it holds what its variants hold. When nothing is in stock, it
 * takes the pre-order info of its first pre-orderable variant, so the card can offer the pre-order.
 */
export function familyStock(
  parent: Pick<StockFacts, 'isDiscontinued' | 'blockBackorder'>,
  variants: StockFacts[],
): StockFacts {
  const tpa = variants.reduce((sum, v) => sum + v.tpa_wh, 0);
  const lv = variants.reduce((sum, v) => sum + v.lv_wh, 0);
  const preorderable = tpa + lv > 0 ? undefined : variants.find(isPreordered);
  return {
    tpa_wh: tpa,
    lv_wh: lv,
    isDiscontinued: parent.isDiscontinued || (variants.length > 0 && variants.every((v) => v.isDiscontinued)),
    blockBackorder: parent.blockBackorder || (variants.length > 0 && variants.every((v) => v.blockBackorder)),
    preorderInfo: preorderable?.preorderInfo ?? null,
  };
}
