import { describe, expect, it } from 'vitest';
import type { PreorderInfo } from './schemas.js';
import {
  DISCONTINUED_MESSAGE,
  STOCK_LABELS,
  type StockInput,
  isInStockNow,
  isPreorderEligible,
  isStockLoaded,
  purchaseButton,
  stockState,
  unitsOnHand,
} from './stock.js';

const preorder = (over: Partial<PreorderInfo> = {}): PreorderInfo => ({
  id: 1,
  is_pre_order_eligible: true,
  is_pre_order_enabled: 1,
  manual_override_eta_date: null,
  in_stock_eta_date: '2026-01-15',
  ...over,
});

const stock = (over: Partial<StockInput> = {}): StockInput => ({
  currentlyInStock: false,
  isInStock: false,
  isDiscontinued: false,
  blockBackorder: false,
  preorderInfo: null,
  ...over,
});

describe('isInStockNow', () => {
  it('is in stock when currentlyInStock or isInStock is true', () => {
    expect(isInStockNow(stock({ currentlyInStock: true }))).toBe(true);
    expect(isInStockNow(stock({ isInStock: true }))).toBe(true);
    expect(isInStockNow(stock())).toBe(false);
  });
});

describe('isPreorderEligible', () => {
  it('is eligible when not in stock, eligible, enabled and back-order not blocked', () => {
    expect(isPreorderEligible(stock({ preorderInfo: preorder() }))).toBe(true);
  });

  it('is not eligible when in stock', () => {
    expect(isPreorderEligible(stock({ isInStock: true, preorderInfo: preorder() }))).toBe(false);
  });

  it('is not eligible when not enabled (enabled must be 1)', () => {
    expect(isPreorderEligible(stock({ preorderInfo: preorder({ is_pre_order_enabled: 0 }) }))).toBe(false);
  });

  it('is not eligible when the eligible flag is off or there is no pre-order info', () => {
    expect(isPreorderEligible(stock({ preorderInfo: preorder({ is_pre_order_eligible: false }) }))).toBe(
      false,
    );
    expect(isPreorderEligible(stock())).toBe(false);
  });

  it('is not eligible when back-order is blocked', () => {
    expect(isPreorderEligible(stock({ blockBackorder: true, preorderInfo: preorder() }))).toBe(false);
  });
});

describe('stockState, labels and buttons', () => {
  it('shows "In Stock" and an enabled Add to Cart button when in stock', () => {
    const state = stockState(stock({ currentlyInStock: true }));
    expect(state).toBe('in_stock');
    expect(STOCK_LABELS[state]).toBe('In Stock');
    expect(purchaseButton(state)).toEqual({ label: 'Add to Cart', disabled: false });
  });

  it('shows "Available for Pre-order" and a Pre-Order button when pre-order eligible', () => {
    const state = stockState(stock({ preorderInfo: preorder() }));
    expect(state).toBe('preorder');
    expect(STOCK_LABELS[state]).toBe('Available for Pre-order');
    expect(purchaseButton(state)).toEqual({ label: 'Pre-Order', disabled: false });
  });

  it('shows "Out of Stock" and a disabled Sold Out button otherwise', () => {
    const state = stockState(stock());
    expect(state).toBe('out_of_stock');
    expect(STOCK_LABELS[state]).toBe('Out of Stock');
    expect(purchaseButton(state)).toEqual({ label: 'Sold Out', disabled: true });
  });

  it('shows "Discontinued - No Longer Available" and no button when discontinued with back-order blocked', () => {
    const state = stockState(stock({ isDiscontinued: true, blockBackorder: true, preorderInfo: preorder() }));
    expect(state).toBe('discontinued');
    expect(STOCK_LABELS[state]).toBe('Discontinued - No Longer Available');
    expect(purchaseButton(state)).toBeNull();
    expect(DISCONTINUED_MESSAGE).toBe(
      'This product has been discontinued and is no longer available for purchase.',
    );
  });

  it('treats a discontinued item that may still be back-ordered as out of stock, not discontinued', () => {
    expect(stockState(stock({ isDiscontinued: true }))).toBe('out_of_stock');
  });

  it('keeps a discontinued item that is still in stock purchasable', () => {
    expect(stockState(stock({ isDiscontinued: true, blockBackorder: true, isInStock: true }))).toBe(
      'in_stock',
    );
  });
});

describe('isStockLoaded', () => {
  it('counts a non-empty object as loaded', () => {
    expect(isStockLoaded({ isInStock: false })).toBe(true);
  });

  it('does not count an empty object, null, arrays or primitives as loaded', () => {
    for (const v of [{}, null, undefined, [], [1], 'in stock', 0, true]) {
      expect(isStockLoaded(v)).toBe(false);
    }
  });
});

describe('unitsOnHand', () => {
  it('is the two warehouses together', () => {
    expect(unitsOnHand({ tpa_wh: 3, lv_wh: 7 })).toBe(10);
    expect(unitsOnHand({ tpa_wh: 0, lv_wh: 0 })).toBe(0);
  });
});
