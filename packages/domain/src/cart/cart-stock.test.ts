import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPreorderEligible, stockState, STOCK_LABELS, type StockInput } from '../catalog/stock.js';
import { cartBadgeCount, visibleCartLines } from './cart-lines.js';
import { cartStockLabel, exceedsStock, stockShortfallMessage } from './cart-stock.js';

type Facts = {
  inStock: boolean;
  isDiscontinued: boolean;
  blockBackorder: boolean;
  preorderEligible: boolean;
  preorderEnabled: number;
};
const stock = (over: Partial<Facts> = {}): StockInput => {
  const f: Facts = {
    inStock: true,
    isDiscontinued: false,
    blockBackorder: false,
    preorderEligible: false,
    preorderEnabled: 0,
    ...over,
  };
  return {
    currentlyInStock: f.inStock,
    isInStock: f.inStock,
    isDiscontinued: f.isDiscontinued,
    blockBackorder: f.blockBackorder,
    preorderInfo: {
      id: 1,
      is_pre_order_eligible: f.preorderEligible,
      is_pre_order_enabled: f.preorderEnabled,
      manual_override_eta_date: null,
      in_stock_eta_date: null,
    },
  };
};
const outOfStock = (over: Partial<Facts> = {}) => stock({ inStock: false, ...over });

describe('cartStockLabel', () => {
  it("says 'In Stock' with 20 or more units", () => {
    expect(cartStockLabel(stock(), 20)).toBe('In Stock');
  });

  it("says 'In Stock (Only N Remaining)' under 20 units", () => {
    expect(cartStockLabel(stock(), 19)).toBe('In Stock (Only 19 Remaining)');
    expect(cartStockLabel(stock(), 1)).toBe('In Stock (Only 1 Remaining)');
  });

  it("says 'In Stock' when in stock with an unknown or zero count", () => {
    expect(cartStockLabel(stock(), null)).toBe('In Stock');
    expect(cartStockLabel(stock(), 0)).toBe('In Stock');
  });

  it("says 'Sold Out' when out of stock", () => {
    expect(cartStockLabel(outOfStock(), 0)).toBe('Sold Out');
  });

  it("says 'Available for Pre-order' when out of stock, eligible and enabled", () => {
    expect(cartStockLabel(outOfStock({ preorderEligible: true, preorderEnabled: 1 }), 0)).toBe(
      'Available for Pre-order',
    );
  });

  it("says 'Sold Out' when pre-order is eligible but not enabled (enabled must equal 1)", () => {
    expect(cartStockLabel(outOfStock({ preorderEligible: true, preorderEnabled: 0 }), 0)).toBe('Sold Out');
    expect(cartStockLabel(outOfStock({ preorderEligible: true, preorderEnabled: 2 }), 0)).toBe('Sold Out');
  });

  it("says 'Sold Out' for an eligible, enabled pre-order whose back-order is blocked", () => {
    const blocked = outOfStock({ preorderEligible: true, preorderEnabled: 1, blockBackorder: true });
    expect(cartStockLabel(blocked, 0)).toBe('Sold Out');
  });

  it("says 'Discontinued - No Longer Available' when discontinued with back-order blocked", () => {
    expect(cartStockLabel(outOfStock({ isDiscontinued: true, blockBackorder: true }), 0)).toBe(
      'Discontinued - No Longer Available',
    );
  });

  it('lets a discontinued item that is still in stock sell as in stock', () => {
    expect(cartStockLabel(stock({ isDiscontinued: true, blockBackorder: true }), 50)).toBe('In Stock');
  });

  it('says the catalogue stock state in cart words (property)', () => {
    const factsArb = fc.record({
      inStock: fc.boolean(),
      isDiscontinued: fc.boolean(),
      blockBackorder: fc.boolean(),
      preorderEligible: fc.boolean(),
      preorderEnabled: fc.integer({ min: 0, max: 2 }),
    });
    const quantityArb = fc.option(fc.integer({ min: -5, max: 100 }), { nil: null });
    fc.assert(
      fc.property(factsArb, quantityArb, (facts, quantity) => {
        const input = stock(facts);
        const state = stockState(input);
        const label = cartStockLabel(input, quantity);
        if (state === 'in_stock') expect(label.startsWith('In Stock')).toBe(true);
        else if (state === 'out_of_stock') expect(label).toBe('Sold Out');
        else expect(label).toBe(STOCK_LABELS[state]);
        expect(label === STOCK_LABELS.preorder).toBe(isPreorderEligible(input));
      }),
    );
  });
});

describe('stockShortfallMessage', () => {
  it("says 'Only N of \"SKU\" left in stock' while some remain, and 'is out of stock' at 0", () => {
    expect(stockShortfallMessage('EVL-12-D2', 3)).toBe('Only 3 of "EVL-12-D2" left in stock');
    expect(stockShortfallMessage('EVL-12-D2', 0)).toBe('"EVL-12-D2" is out of stock');
  });
  it('names the sku as the page shows it, never the stored one', () => {
    expect(stockShortfallMessage('VS-F150-SC-2X10-FORD-2009-UP', 0)).toBe(
      '"VS-F150-SC-2X10-FORD-2015-UP" is out of stock',
    );
    expect(stockShortfallMessage('VS-CHEVY-SILVERADO-CC-2X12-V2', 2)).toBe(
      'Only 2 of "VS-CHEVY-SILVERADO-CC-2X12" left in stock',
    );
  });
});

describe('exceedsStock', () => {
  it('refuses more units than are on hand and allows up to them', () => {
    expect(exceedsStock({ quantity: 6, isPreordered: false }, 5)).toBe(true);
    expect(exceedsStock({ quantity: 5, isPreordered: false }, 5)).toBe(false);
    expect(exceedsStock({ quantity: 1, isPreordered: false }, -2)).toBe(true);
  });

  it('never refuses a pre-ordered line (it takes no stock)', () => {
    expect(exceedsStock({ quantity: 40, isPreordered: true }, 0)).toBe(false);
  });
});

describe('visibleCartLines', () => {
  it('hides the DONATION sku and keeps the rest in order', () => {
    const lines = [{ sku: 'A' }, { sku: 'DONATION' }, { sku: 'B' }];
    expect(visibleCartLines(lines)).toEqual([{ sku: 'A' }, { sku: 'B' }]);
  });

  it('never shows a DONATION line and never drops another (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ sku: fc.constantFrom('A', 'B', 'DONATION', 'DONATIONS') })),
        (lines) => {
          const visible = visibleCartLines(lines);
          expect(visible.some((l) => l.sku === 'DONATION')).toBe(false);
          expect(visible).toHaveLength(lines.filter((l) => l.sku !== 'DONATION').length);
        },
      ),
    );
  });
});

describe('cartBadgeCount', () => {
  it('sums line quantities', () => {
    expect(cartBadgeCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
  });

  it('is 0 for an empty cart (the badge hides)', () => {
    expect(cartBadgeCount([])).toBe(0);
  });

  it('equals the sum of valid quantities (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 200 }), (qs) => {
        expect(cartBadgeCount(qs.map((quantity) => ({ quantity })))).toBe(qs.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
