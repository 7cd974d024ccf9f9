import { describe, expect, it } from 'vitest';
import type { AdminProduct, ErrorCode } from '@shop/domain';
import {
  createBodyOf,
  editChangesOf,
  emptyProductValues,
  parseTable,
  serverRefusalOf,
  slugFrom,
  tableText,
  valuesOfProduct,
} from './product-form-values';

const stored = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 1,
  sku: 'EVL-12-D4',
  upc: null,
  name: 'EVL-12',
  site_name: 'EVL-12',
  slug: 'evl-12',
  site_handle: 'evl-12',
  path: '/products/evl-12',
  category: null,
  vendor: 'Skar Audio',
  product_type: 'normal',
  is_parent: false,
  variant_parent_sku: null,
  variant_option_one_name: null,
  variant_option_one_value: null,
  variant_option_two_name: null,
  variant_option_two_value: null,
  variant_option_three_name: null,
  variant_option_three_value: null,
  price: 199.99,
  price_map: 199.99,
  price_msrp: 299.99,
  price_dealer: null,
  sale_enabled: false,
  is_daily_deal: false,
  enabled_on_site: true,
  discontinued: false,
  block_backorder: false,
  preorder: null,
  seo_title: '',
  seo_description: '',
  description: '',
  google_product_line: null,
  weight: null,
  total_subwoofer_holes: null,
  compatibility_notes: null,
  properties: [],
  tabs: [
    {
      title: 'Compatibility Chart',
      text: null,
      table: { columns: ['Subwoofer', 'Compatible'], rows: [{ key: 'EVL-12', cells: ['✓'] }] },
    },
  ],
  collections: [],
  primary_collection: null,
  frequently_bought_together: [],
  bundle_items: [],
  stock: { tpa: 0, lv: 0, total: 0, state: 'out' },
  variants: [],
  images: [],
  vehicle_fitment: [],
  rating: { avg_rating: 0, count: 0 },
  turnover_30d: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('product form values', () => {
  it('makes a handle from a name', () => {
    expect(slugFrom('Skar EVL-12 12" D4 — Ünïcode!')).toBe('skar-evl-12-12-d4-unicode');
  });

  it('round-trips a tab table through its text', () => {
    const table = stored().tabs[0]!.table;
    expect(tableText(table)).toBe('Subwoofer | Compatible\nEVL-12 | ✓');
    expect(parseTable(tableText(table))).toEqual(table);
    expect(parseTable('  \n')).toBeNull();
  });

  it('sends no change for a product read back unchanged', () => {
    const values = valuesOfProduct(stored());
    expect(editChangesOf(values, { ...values })).toEqual({ ok: true, changes: {} });
  });

  it('sends the changed fields only, money typed in dollars with $ and commas', () => {
    const before = valuesOfProduct(stored());
    const result = editChangesOf(before, {
      ...before,
      price: '$1,234.5',
      price_dealer: '99',
      preorder: true,
    });
    expect(result).toEqual({
      ok: true,
      changes: {
        price: 1234.5,
        price_dealer: 99,
        preorder: {
          is_pre_order_eligible: false,
          is_pre_order_enabled: false,
          manual_override_eta_date: null,
          in_stock_eta_date: null,
        },
      },
    });
  });

  it("judges an edit by the domain's rules, under the field", () => {
    const before = valuesOfProduct(stored());
    expect(editChangesOf(before, { ...before, slug: 'Not A Slug!', price: '1.999' })).toEqual({
      ok: false,
      errors: {
        slug: 'Lowercase letters, digits and single dashes',
        price: 'Enter dollars and cents, such as 199.99',
      },
      other: [],
    });
  });

  it('a new variant of a family is of type variant, names its parent, and leaves collections to it', () => {
    const result = createBodyOf({
      ...emptyProductValues(),
      sku: 'V-1',
      name: 'V',
      slug: 'v',
      price: '1',
      price_map: '1',
      price_msrp: '1',
      kind: 'variant',
      variant_parent_sku: 'P-1',
      collections: ['car-subwoofers'],
      stock_tpa: '3',
    });
    expect(result).toMatchObject({
      ok: true,
      body: {
        product_type: 'variant',
        is_parent: false,
        variant_parent_sku: 'P-1',
        collections: [],
        stock: { tpa: 3, lv: 0 },
      },
    });
  });

  it('gives a parent no stock and a variant without a parent an error', () => {
    const base = {
      ...emptyProductValues(),
      sku: 'P-1',
      name: 'P',
      slug: 'p',
      price: '1',
      price_map: '1',
      price_msrp: '1',
    };
    const parent = createBodyOf({ ...base, kind: 'parent', stock_tpa: '5' });
    expect(parent.ok && parent.body.stock).toBe(undefined);
    expect(createBodyOf({ ...base, kind: 'variant' })).toMatchObject({
      ok: false,
      errors: { variant_parent_sku: "Enter the parent's SKU" },
    });
  });

  it("puts the API's refusals under their fields", () => {
    const values = { ...emptyProductValues(), bundle_items: [{ sku: 'NOPE', quantity: '1' }] };
    const refusal = (code: ErrorCode, details?: unknown) =>
      serverRefusalOf({ code, body: { error: { message: `${code} message`, details } } }, values);
    expect(refusal('HANDLE_TAKEN', { field: 'site_handle', sku: 'X-1' })).toEqual({
      errors: { site_handle: 'HANDLE_TAKEN message' },
      other: [],
      clashWith: 'X-1',
    });
    expect(refusal('UNKNOWN_SKU', { unknown: ['NOPE'] })?.errors).toEqual({
      bundle_items: 'UNKNOWN_SKU message',
    });
    expect(
      refusal('VALIDATION_FAILED', [
        { path: 'preorder.in_stock_eta_date', message: 'Invalid ISO date' },
        { path: 'properties.1.key', message: 'Required' },
        { path: '', message: 'Give at least one field to change' },
      ]),
    ).toEqual({
      errors: { preorder_in_stock_eta: 'Enter a date', properties: 'Required' },
      other: ['Give at least one field to change'],
      clashWith: null,
    });
    expect(refusal('HAS_VARIANTS')?.errors).toEqual({ kind: 'HAS_VARIANTS message' });
    expect(refusal('RATE_LIMITED')).toBeNull();
  });
});
