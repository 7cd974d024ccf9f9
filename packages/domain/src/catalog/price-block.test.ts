import { describe, expect, it } from 'vitest';
import { type PriceBlockInput, decidePriceBlock, showsStruckPrice } from './price-block.js';
import type { PreorderInfo } from './schemas.js';

const preorderInfo: PreorderInfo = {
  id: 7,
  is_pre_order_eligible: true,
  is_pre_order_enabled: 1,
  manual_override_eta_date: null,
  in_stock_eta_date: '2026-02-01',
};

const product = (over: Partial<PriceBlockInput> = {}): PriceBlockInput => ({
  price: 199.99,
  price_map: 199.99,
  price_msrp: 279.99,
  price_dealer: null,
  sale: null,
  product_type: 'normal',
  currentlyInStock: true,
  isInStock: true,
  isDiscontinued: false,
  blockBackorder: false,
  preorderInfo: null,
  ...over,
});

const summerSale = {
  name: 'SummerSale2025',
  percent: 0.15,
  price: 169.99,
  shortTitle: 'Summer Sale',
  isDailyDeal: false,
};
const retail = { isDealer: false };
const dealer = { isDealer: true };

describe('decidePriceBlock', () => {
  it('hides the display when the price is not a number', () => {
    expect(decidePriceBlock(product({ price: Number.NaN }), retail)).toEqual({ kind: 'hidden' });
    expect(decidePriceBlock(product({ price: 'call' as unknown as number }), dealer)).toEqual({
      kind: 'hidden',
    });
  });

  it('shows struck-through MSRP and Price for a normal product', () => {
    expect(decidePriceBlock(product(), retail)).toEqual({
      kind: 'normal',
      struck: 279.99,
      struckLabel: 'MSRP',
      price: 199.99,
      label: 'Price',
    });
  });

  it('shows struck-through Price and the sale price with its short label during a sale', () => {
    expect(decidePriceBlock(product({ sale: summerSale }), retail)).toEqual({
      kind: 'sale',
      struck: 199.99,
      struckLabel: 'Price',
      price: 169.99,
      label: 'Sale Price:',
      saleTitle: 'Summer Sale',
    });
  });

  it('shows a Pre-Order Item box with a Preorder Price when pre-order eligible and not in stock', () => {
    const p = product({ currentlyInStock: false, isInStock: false, preorderInfo });
    expect(decidePriceBlock(p, retail)).toEqual({
      kind: 'preorder',
      heading: 'Pre-Order Item',
      label: 'Preorder Price',
      price: 199.99,
    });
  });

  it('prefers the pre-order box over a sale', () => {
    const p = product({ currentlyInStock: false, isInStock: false, preorderInfo, sale: summerSale });
    expect(decidePriceBlock(p, retail).kind).toBe('preorder');
  });

  it('shows the normal block for an out-of-stock item that cannot be pre-ordered', () => {
    const p = product({ currentlyInStock: false, isInStock: false, preorderInfo, blockBackorder: true });
    expect(decidePriceBlock(p, retail).kind).toBe('normal');
  });

  it('shows Normal struck through and the default special-price text for a bundle', () => {
    const p = product({ product_type: 'bundle', price: 499.99, price_msrp: 649.99 });
    expect(decidePriceBlock(p, retail)).toEqual({
      kind: 'bundle',
      struck: 649.99,
      struckLabel: 'Normal',
      price: 499.99,
      specialText: 'Special Price',
    });
  });

  it('uses the given special-price text for a bundle', () => {
    const p = product({ product_type: 'bundle' });
    const block = decidePriceBlock(p, { isDealer: false, specialText: 'Summer Sales Event Special: ' });
    expect(block).toMatchObject({ kind: 'bundle', specialText: 'Summer Sales Event Special: ' });
  });

  it('prefers the sale block over the bundle block', () => {
    expect(decidePriceBlock(product({ product_type: 'bundle', sale: summerSale }), retail).kind).toBe('sale');
  });

  it('shows dealers MAP crossed out and the stored dealer price', () => {
    expect(decidePriceBlock(product({ price_dealer: 139.99 }), dealer)).toEqual({
      kind: 'dealer',
      struck: 199.99,
      struckLabel: 'MAP',
      price: 139.99,
      label: 'Dealer:',
    });
  });

  it('shows dealers MAP less 20% floored to a whole dollar when no dealer price is stored', () => {
    expect(decidePriceBlock(product({ price_map: 129.99 }), dealer)).toMatchObject({
      kind: 'dealer',
      price: 103,
    });
  });

  it('shows dealers the dealer block even during a sale, for pre-orders and for bundles (no discount display)', () => {
    const cases = [
      product({ sale: summerSale }),
      product({ currentlyInStock: false, isInStock: false, preorderInfo }),
      product({ product_type: 'bundle' }),
    ];
    for (const p of cases) expect(decidePriceBlock(p, dealer).kind).toBe('dealer');
  });
});

describe('showsStruckPrice', () => {
  it('shows the struck price only when it is above the price', () => {
    expect(showsStruckPrice(decidePriceBlock(product(), retail))).toBe(true);
    expect(showsStruckPrice(decidePriceBlock(product({ price_msrp: 199.99 }), retail))).toBe(false);
    expect(showsStruckPrice({ kind: 'hidden' })).toBe(false);
  });
});
