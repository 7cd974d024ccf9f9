import { describe, expect, it } from 'vitest';
import { CARD_IMAGE, firstImageOf, imageOverlay } from './overlays.js';
import type { StockInput } from './stock.js';

const inStock: StockInput = {
  currentlyInStock: true,
  isInStock: true,
  isDiscontinued: false,
  blockBackorder: false,
  preorderInfo: null,
};
const preorderable: StockInput = {
  ...inStock,
  currentlyInStock: false,
  isInStock: false,
  preorderInfo: {
    id: 1,
    is_pre_order_eligible: true,
    is_pre_order_enabled: 1,
    manual_override_eta_date: null,
    in_stock_eta_date: null,
  },
};
const sale = { name: 'SummerSale2025' };

describe('imageOverlay', () => {
  it('shows the sale overlay (800) when the product is sale-enabled, a sale runs and it is in stock', () => {
    expect(imageOverlay({ ...inStock, saleEnabled: true, sale })).toEqual({ kind: 'sale', size: 800 });
  });

  it('shows no sale overlay without a sale, when not sale-enabled, or when out of stock', () => {
    expect(imageOverlay({ ...inStock, saleEnabled: true, sale: null })).toBeNull();
    expect(imageOverlay({ ...inStock, saleEnabled: false, sale })).toBeNull();
    expect(
      imageOverlay({ ...inStock, currentlyInStock: false, isInStock: false, saleEnabled: true, sale }),
    ).toBeNull();
  });

  it('never shows a dealer the sale overlay, but still the pre-order overlay', () => {
    const dealer = { isDealer: true };
    expect(imageOverlay({ ...inStock, saleEnabled: true, sale }, dealer)).toBeNull();
    expect(imageOverlay({ ...preorderable, saleEnabled: true, sale }, dealer)).toEqual({
      kind: 'preorder',
      size: 400,
    });
  });

  it('shows the pre-order overlay (400) when out of stock and pre-order eligible', () => {
    expect(imageOverlay({ ...preorderable, saleEnabled: true, sale })).toEqual({
      kind: 'preorder',
      size: 400,
    });
  });

  it('shows no pre-order overlay when back-order is blocked', () => {
    expect(
      imageOverlay({ ...preorderable, blockBackorder: true, saleEnabled: false, sale: null }),
    ).toBeNull();
  });
});

describe('CARD_IMAGE', () => {
  it('holds 410 desktop, 250 mobile, 301 dealer, quality 85', () => {
    expect(CARD_IMAGE).toEqual({ desktop: 410, mobile: 250, dealer: 301, quality: 85 });
  });
});

describe('firstImageOf', () => {
  it('takes the images list first, then image_1, then imageUrl, else null', () => {
    const url = (u: string) => ({ url: u, altText: '' });
    expect(
      firstImageOf({ images: [url('/a.svg'), url('/b.svg')], image_1: '/c.svg', imageUrl: '/d.svg' }),
    ).toBe('/a.svg');
    expect(firstImageOf({ images: [], image_1: '/c.svg', imageUrl: '/d.svg' })).toBe('/c.svg');
    expect(firstImageOf({ image_1: null, imageUrl: '/d.svg' })).toBe('/d.svg');
    expect(firstImageOf({ images: [], image_1: null, imageUrl: null })).toBeNull();
  });
});
