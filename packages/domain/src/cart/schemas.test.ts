import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CartLineInputSchema,
  CartLineSchema,
  CartResponseSchema,
  CartTotalsSchema,
  UpdateCartBodySchema,
  type CartLine,
} from './schemas.js';

const input = (over: Record<string, unknown> = {}) => ({ sku: 'EVL-12-D2', quantity: 1, ...over });

const line = (over: Partial<CartLine> = {}): CartLine => ({
  sku: 'EVL-12-D2',
  quantity: 2,
  price: 149.99,
  price_map: 149.99,
  price_msrp: 199.99,
  price_dealer: null,
  product_id: 12,
  total_line_discounts: 0,
  short_title: 'EVL 12" Subwoofer',
  options: [{ name: 'Coil', value: 'Dual 2 Ohm' }],
  child_products: [{ sku: 'SK-BOX', quantity: 1, name: 'Box' }],
  path: '/products/skar-evl-12',
  main_image: '/images/evl-12.png',
  isCompatible: true,
  displayed_sku: 'EVL-12-D2',
  stock_label: 'In Stock',
  is_pre_ordered_item: false,
  line_total: 299.98,
  variant: {
    sku: 'EVL-12-D2',
    price: 149.99,
    price_dealer: null,
    image: { url: '/images/evl-12.png', altText: 'EVL-12' },
    images: [],
    category: 'Subwoofers',
    currentlyInStock: true,
    preorderInfo: { is_pre_order_eligible: false, is_pre_order_enabled: 0 },
    props: { Size: '12"', 'Subwoofer Size': '12' },
  },
  ...over,
});

const totals = {
  isDealer: false,
  originalTotal: 399.98,
  discountsTotal: 100,
  subtotalPrice: 299.98,
  subTotal: 299.98,
  shippingTotal: 0,
  totalPrice: 299.98,
};

describe('CartLineInputSchema', () => {
  it('accepts the spec add-to-cart item with every optional field', () => {
    const item = input({
      is_pre_ordered_item: false,
      product_type: 'variant',
      product_id: 7,
      price: 1,
      price_map: 2,
      price_msrp: 3,
      price_dealer: null,
      source: 'product-page',
    });
    expect(CartLineInputSchema.parse(item)).toEqual(item);
  });

  it('accepts a bare sku and quantity', () => {
    expect(CartLineInputSchema.parse(input())).toEqual({ sku: 'EVL-12-D2', quantity: 1 });
  });

  it('drops unknown fields instead of keeping them', () => {
    expect(CartLineInputSchema.parse(input({ is_admin: true }))).not.toHaveProperty('is_admin');
  });

  it.each([
    ['an empty sku', { sku: '' }],
    ['a blank sku', { sku: '   ' }],
    ['a 65-character sku', { sku: 'A'.repeat(65) }],
    ['a numeric sku', { sku: 12 }],
    ['quantity 0', { quantity: 0 }],
    ['quantity 1001', { quantity: 1001 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['a string quantity', { quantity: '2' }],
    ['a string price', { price: '0.01' }],
    ['a string pre-order flag', { is_pre_ordered_item: 'true' }],
    ['an unknown product type', { product_type: 'simple' }],
  ])('rejects %s', (_name, over) => {
    expect(CartLineInputSchema.safeParse(input(over)).success).toBe(false);
  });

  it('accepts a 64-character sku and quantities 1 and 1000', () => {
    expect(CartLineInputSchema.safeParse(input({ sku: 'A'.repeat(64) })).success).toBe(true);
    expect(CartLineInputSchema.safeParse(input({ quantity: 1 })).success).toBe(true);
    expect(CartLineInputSchema.safeParse(input({ quantity: 1000 })).success).toBe(true);
  });

  it('accepts exactly the integer quantities 1 to 1000 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), (quantity) => {
        const ok = CartLineInputSchema.safeParse(input({ quantity })).success;
        expect(ok).toBe(quantity >= 1 && quantity <= 1000);
      }),
    );
  });
});

describe('UpdateCartBodySchema', () => {
  it('accepts an empty list and a list with a version', () => {
    expect(UpdateCartBodySchema.parse({ items: [] })).toEqual({ items: [] });
    expect(UpdateCartBodySchema.parse({ items: [input()], version: 3 }).version).toBe(3);
  });

  it('accepts 200 lines and rejects 201', () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => input({ sku: `SKU-${i}` }));
    expect(UpdateCartBodySchema.safeParse({ items: items(200) }).success).toBe(true);
    expect(UpdateCartBodySchema.safeParse({ items: items(201) }).success).toBe(false);
  });

  it.each([
    ['missing items', {}],
    ['items not a list', { items: 'EVL-12' }],
    ['a fractional version', { items: [], version: 1.5 }],
    ['a negative version', { items: [], version: -1 }],
    ['a string version', { items: [], version: '2' }],
    ['a bad line', { items: [input({ quantity: 0 })] }],
  ])('rejects %s', (_name, body) => {
    expect(UpdateCartBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('CartLineSchema, CartTotalsSchema and CartResponseSchema', () => {
  it('accepts a full cart response', () => {
    const response = { items: [line()], cart_token: 'tok', version: 1, totals };
    expect(CartResponseSchema.parse(response)).toEqual(response);
  });

  it('accepts a dealer price, a missing image and no pre-order info', () => {
    const dealerLine = line({
      price_dealer: 119,
      main_image: null,
      variant: { ...line().variant, price_dealer: 119, image: null, preorderInfo: null, props: {} },
    });
    expect(CartLineSchema.safeParse(dealerLine).success).toBe(true);
  });

  it('rejects a line with a string price or a missing variant', () => {
    expect(CartLineSchema.safeParse({ ...line(), price: '149.99' }).success).toBe(false);
    const { variant: _variant, ...noVariant } = line();
    expect(CartLineSchema.safeParse(noVariant).success).toBe(false);
  });

  it('rejects totals missing a field', () => {
    const { shippingTotal: _s, ...partial } = totals;
    expect(CartTotalsSchema.safeParse(partial).success).toBe(false);
  });

  it('rejects a response without a version', () => {
    expect(CartResponseSchema.safeParse({ items: [], cart_token: 't', totals }).success).toBe(false);
  });
});
