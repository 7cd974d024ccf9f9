import { describe, expect, it } from 'vitest';
import { firstImageOf, imageOverlay } from './overlays.js';
import { decidePriceBlock } from './price-block.js';
import {
  CardVariantSchema,
  ProductCardSchema,
  ProductSchema,
  ProductSummarySchema,
  type CardVariant,
  type ProductSummary,
} from './schemas.js';
import { purchaseButton, stockState } from './stock.js';
import { chosenOnCard, isAddToCartDisabled, optionsOf } from './variants.js';

const summary = (sku: string, one: string, overrides: Partial<ProductSummary> = {}): ProductSummary =>
  ProductSummarySchema.parse({
    id: 1,
    sku,
    upc: null,
    name: `Skar ${sku}`,
    site_name: sku,
    site_handle: sku.toLowerCase(),
    slug: sku.toLowerCase(),
    path: `/products/${sku.toLowerCase()}`,
    category: 'subwoofers',
    vendor: 'Skar Audio',
    product_type: 'variant',
    price: 199.99,
    price_map: 199.99,
    price_msrp: 249.99,
    price_dealer: null,
    saleEnabled: true,
    sale: null,
    isDailyDeal: false,
    currentlyInStock: true,
    isInStock: true,
    isDiscontinued: false,
    isEnabledOnSite: true,
    blockBackorder: false,
    preorderInfo: null,
    variant_parent_sku: 'EVL-12',
    variant_option_one_name: 'Impedance',
    variant_option_one_value: one,
    variant_option_two_name: null,
    variant_option_two_value: null,
    variant_option_three_name: null,
    variant_option_three_value: null,
    tpa_wh: 3,
    lv_wh: 4,
    total_qty_without_fba: 7,
    inventory: { total_qty_without_fba: 7 },
    rating: { avg_rating: 4.5, count: 2 },
    image_1: `/img/${sku}.svg`,
    imageUrl: `/img/${sku}.svg`,
    images: [{ url: `/img/${sku}.svg`, altText: sku }],
    properties: { 'Subwoofer Size': '12"' },
    weight: 20,
    ...overrides,
  });

const card = (variants: ProductSummary[]) =>
  ProductCardSchema.parse({
    ...summary('EVL-12', 'D2', { product_type: 'normal', variant_parent_sku: null }),
    isParentSku: true,
    variants,
    options: optionsOf(variants),
  });

const SLIM_KEYS = [
  'sku',
  'name',
  'product_type',
  'price',
  'price_map',
  'price_msrp',
  'price_dealer',
  'saleEnabled',
  'sale',
  'currentlyInStock',
  'isInStock',
  'isDiscontinued',
  'blockBackorder',
  'preorderInfo',
  'variant_option_one_value',
  'tpa_wh',
  'lv_wh',
  'image_1',
];

describe('CardVariantSchema', () => {
  it('keeps only what a card reads of a variant', () => {
    expect(Object.keys(CardVariantSchema.shape).sort()).toEqual([...SLIM_KEYS].sort());
  });

  it('slims the variants of a card and keeps them full on the product page', () => {
    const full = [summary('EVL-12-D2', 'D2'), summary('EVL-12-D4', 'D4')];
    const parsed = card(full);
    for (const v of parsed.variants) expect(Object.keys(v).sort()).toEqual([...SLIM_KEYS].sort());
    expect(ProductSchema.shape.variants.element).toBe(ProductSummarySchema);
    expect(ProductSchema.shape.variants.parse(full)).toEqual(full);
    expect(() => ProductSchema.shape.variants.parse(parsed.variants)).toThrow();
  });

  it('is what the domain helpers a card uses accept', () => {
    const full = [summary('EVL-12-D4', 'D4'), summary('EVL-12-D2', 'D2')];
    const parsed = card(full);
    expect(parsed.options).toEqual([{ name: 'Impedance', values: ['D4', 'D2'] }]);
    const variant: CardVariant = parsed.variants.find((v) => v.variant_option_one_value === 'D2')!;
    expect(variant.sku).toBe('EVL-12-D2');
    expect(firstImageOf(variant)).toBe('/img/EVL-12-D2.svg');
    const state = stockState(variant);
    expect(state).toBe('in_stock');
    expect(purchaseButton(state)).toEqual({ label: 'Add to Cart', disabled: false });
    expect(isAddToCartDisabled(1, chosenOnCard(variant), state)).toBe(false);
    expect(imageOverlay(variant)).toBeNull();
    expect(decidePriceBlock(variant, { isDealer: false })).toMatchObject({ kind: 'normal', price: 199.99 });
    expect(decidePriceBlock(variant, { isDealer: true })).toMatchObject({ kind: 'dealer', struck: 199.99 });
  });
});

describe('ProductCardSchema (a listing card, decision 071)', () => {
  it('is a card variant with the id, slug, rating and family a listing shows', () => {
    expect(Object.keys(ProductCardSchema.shape).sort()).toEqual(
      [...SLIM_KEYS, 'id', 'slug', 'rating', 'isParentSku', 'variants', 'options'].sort(),
    );
  });

  it('leaves out what only the product page shows, which keeps it', () => {
    const parsed = card([summary('EVL-12-D2', 'D2')]) as Record<string, unknown>;
    const pageOnly = [
      ...[
        'upc',
        'images',
        'properties',
        'bundleItems',
        'weight',
        'inventory',
        'vendor',
        'childSkus',
        'imageUrl',
      ],
      ...['variant_option_one_name', 'variant_option_two_value', 'variant_option_three_value'],
    ];
    for (const key of pageOnly) {
      expect(parsed).not.toHaveProperty(key);
      expect(ProductSchema.shape).toHaveProperty(key);
    }
  });
});
