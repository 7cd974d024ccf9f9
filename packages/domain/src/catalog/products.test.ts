import { describe, expect, it } from 'vitest';
import {
  AdminProductListQuerySchema,
  AdminProductSkuParamsSchema,
  CreateProductBodySchema,
  UpdateProductBodySchema,
  adminStockStateOf,
  changedFields,
  mergeProductEdit,
  productDraftOf,
  productPathOf,
  productShapeIssues,
  unitsRangeOf,
  type ProductShape,
} from './products.js';

const base = {
  sku: 'EVL-12-D2',
  name: 'EVL 12" Subwoofer',
  slug: 'skar-evl-12-d2',
  price: 199.99,
  price_map: 189.99,
  price_msrp: 249.99,
};
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('adminStockStateOf', () => {
  it('calls nothing on hand out, fewer than 20 low, and 20 or more in stock', () => {
    expect([0, -3, 1, 19, 20, 500].map(adminStockStateOf)).toEqual([
      'out',
      'out',
      'low',
      'low',
      'in_stock',
      'in_stock',
    ]);
  });

  it('gives each state the units range a query filters by, agreeing with the state of each end', () => {
    for (const state of ['out', 'low', 'in_stock'] as const) {
      const [min, max] = unitsRangeOf(state);
      expect(adminStockStateOf(min)).toBe(state);
      if (max !== null) {
        expect(adminStockStateOf(max)).toBe(state);
        expect(adminStockStateOf(max + 1)).not.toBe(state);
      }
    }
    expect(unitsRangeOf('in_stock')).toEqual([20, null]);
  });
});

describe('AdminProductListQuerySchema', () => {
  it('defaults to the first page of 50 by sku', () => {
    expect(AdminProductListQuerySchema.parse({})).toEqual({ sort: 'sku', page: 1, pageSize: 50 });
  });

  it('reads the filters from a query string', () => {
    expect(
      AdminProductListQuerySchema.parse({
        q: '  evl ',
        collection: 'Car-Subwoofers/12-Inch-Subwoofers',
        product_type: 'bundle',
        stock: 'low',
        enabled: 'false',
        sort: '-price',
        page: '3',
        pageSize: '100',
      }),
    ).toEqual({
      q: 'evl',
      collection: 'car-subwoofers/12-inch-subwoofers',
      product_type: 'bundle',
      stock: 'low',
      enabled: false,
      sort: '-price',
      page: 3,
      pageSize: 100,
    });
  });

  it('refuses more than 100 a page, unknown orders, states and parameters', () => {
    for (const query of [
      { pageSize: '101' },
      { page: '0' },
      { sort: 'random' },
      { stock: 'some' },
      { enabled: '1' },
      { product_type: 'kit' },
      { collection: '../etc' },
      { q: 'x'.repeat(101) },
      { limit: '10' },
    ])
      expect(AdminProductListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
  });
});

describe('CreateProductBodySchema', () => {
  it('takes the required fields alone, and a full product', () => {
    expect(CreateProductBodySchema.parse(base)).toEqual(base);
    const full = {
      ...base,
      upc: '0123456789',
      site_name: 'EVL-12 D2',
      site_handle: 'evl-12-d2',
      category: 'subwoofers',
      vendor: 'Skar Audio',
      product_type: 'variant',
      variant_parent_sku: 'EVL-12',
      variant_option_one_name: 'Coil',
      variant_option_one_value: 'D2',
      price_dealer: null,
      sale_enabled: true,
      is_daily_deal: false,
      enabled_on_site: true,
      discontinued: false,
      block_backorder: true,
      preorder: {
        is_pre_order_eligible: true,
        is_pre_order_enabled: true,
        manual_override_eta_date: '2026-05-01',
        in_stock_eta_date: null,
      },
      seo_title: 'EVL-12-D2 | Skar',
      seo_description: 'Buy it.',
      description: 'Line one\nLine two\twith a tab',
      google_product_line: null,
      weight: 38.5,
      total_subwoofer_holes: null,
      compatibility_notes: null,
      properties: [{ key: 'Subwoofer Size', value: '12"' }],
      tabs: [
        {
          title: 'Compatibility Chart',
          text: null,
          table: { columns: ['Subwoofer', 'Fits'], rows: [{ key: 'EVL-12', cells: ['✓'] }] },
        },
      ],
      collections: [],
      primary_collection: 'car-subwoofers/12-inch-subwoofers',
      frequently_bought_together: ['SK-AMP-1'],
      bundle_items: [],
      stock: { tpa: 5, lv: 0 },
      csrfToken: 'token',
    };
    expect(
      CreateProductBodySchema.safeParse(full).success,
      issuesOf(CreateProductBodySchema.safeParse(full)).join(),
    ).toBe(true);
  });

  it('takes prices of at most 2 decimals, from 0 to 1,000,000', () => {
    for (const price of [0, 0.01, 19.99, 1_000_000])
      expect(CreateProductBodySchema.safeParse({ ...base, price }).success, String(price)).toBe(true);
    for (const price of [-0.01, 19.999, 1_000_000.01, '19.99', null, Number.POSITIVE_INFINITY])
      expect(CreateProductBodySchema.safeParse({ ...base, price }).success, String(price)).toBe(false);
  });

  it('lower-cases a slug and refuses one that is not lowercase words joined by single dashes', () => {
    expect(CreateProductBodySchema.parse({ ...base, slug: ' Skar-EVL-12 ' }).slug).toBe('skar-evl-12');
    for (const slug of ['', 'two words', 'a--b', '-a', 'a-', 'a=b', 'a/b', 'x'.repeat(201)])
      expect(CreateProductBodySchema.safeParse({ ...base, slug }).success, slug).toBe(false);
  });

  it('refuses control characters, empty names, repeated property keys, collections or skus, and bad dates', () => {
    for (const over of [
      { name: '   ' },
      { name: 'a\u0000b' },
      { description: 'bell\u0007' },
      {
        properties: [
          { key: 'Size', value: '1' },
          { key: ' Size ', value: '2' },
        ],
      },
      { collections: ['car-subwoofers', 'car-subwoofers'] },
      { frequently_bought_together: ['A-1', 'a-1'] },
      {
        preorder: {
          is_pre_order_eligible: true,
          is_pre_order_enabled: false,
          in_stock_eta_date: '2026-13-01',
        },
      },
      { preorder: { is_pre_order_eligible: true } },
      { tabs: [{ title: 'x', text: null, table: null, html: '<b>' }] },
    ])
      expect(CreateProductBodySchema.safeParse({ ...base, ...over }).success, JSON.stringify(over)).toBe(
        false,
      );
  });

  it('refuses fields nobody may set: id, ratings, review counts, turnover, path, timestamps', () => {
    for (const over of [
      { id: 7 },
      { rating: { avg_rating: 5, count: 9 } },
      { avg_rating: 5 },
      { review_count: 9 },
      { turnover_30d_cents: 1 },
      { turnover_30d: 1 },
      { path: '/products/x' },
      { created_at: '2026-01-01' },
      { price_cents: 100 },
    ]) {
      const result = CreateProductBodySchema.safeParse({ ...base, ...over });
      expect(result.success, JSON.stringify(over)).toBe(false);
      expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
    }
  });

  it('judges the shape of a family, a bundle and listings', () => {
    const refused = (over: Record<string, unknown>) =>
      issuesOf(CreateProductBodySchema.safeParse({ ...base, ...over }));
    expect(refused({ product_type: 'variant' })).toEqual([
      'product_type: A variant names its parent in variant_parent_sku (or is the parent: is_parent)',
    ]);
    expect(refused({ variant_parent_sku: 'EVL-12', collections: ['car-subwoofers'] })).toEqual([
      'collections: A variant is listed through its parent: leave collections empty',
    ]);
    expect(refused({ is_parent: true, stock: { tpa: 1, lv: 0 } })).toEqual([
      "stock: A parent holds no stock of its own: set its variants' stock",
    ]);
    expect(refused({ bundle_items: [{ sku: 'A-1', quantity: 1 }] })).toEqual([
      'bundle_items: Only a bundle has bundle items',
    ]);
    // A family defaults to type 'variant'.
    expect(refused({ is_parent: true })).toEqual([]);
    expect(refused({ variant_parent_sku: 'EVL-12' })).toEqual([]);
  });
});

describe('productShapeIssues', () => {
  const shape = (over: Partial<ProductShape>): ProductShape => ({
    sku: 'A-1',
    product_type: 'normal',
    is_parent: false,
    variant_parent_sku: null,
    collections: [],
    bundle_items: [],
    ...over,
  });

  it('passes a single product, a parent, a variant and a bundle', () => {
    for (const p of [
      shape({}),
      shape({ product_type: 'variant', is_parent: true, collections: ['subs'] }),
      shape({ product_type: 'variant', variant_parent_sku: 'A' }),
      shape({ product_type: 'bundle', bundle_items: [{ sku: 'B-1' }] }),
    ])
      expect(productShapeIssues(p)).toEqual([]);
  });

  it('names each inconsistency by its field', () => {
    expect(
      productShapeIssues(shape({ product_type: 'variant', is_parent: true, variant_parent_sku: 'B' })).map(
        (i) => i.path,
      ),
    ).toEqual(['variant_parent_sku']);
    expect(
      productShapeIssues(shape({ product_type: 'bundle', variant_parent_sku: 'B' })).map((i) => i.path),
    ).toEqual(['product_type']);
    expect(
      productShapeIssues(shape({ product_type: 'variant', variant_parent_sku: 'a-1' })).map((i) => i.message),
    ).toEqual(['A product cannot be its own parent']);
    expect(
      productShapeIssues(shape({ product_type: 'bundle', bundle_items: [{ sku: 'a-1' }] })).map(
        (i) => i.message,
      ),
    ).toEqual(['A bundle cannot contain itself']);
  });
});

describe('productDraftOf', () => {
  it('fills what a create leaves out from the given fields', () => {
    const draft = productDraftOf(
      CreateProductBodySchema.parse({ ...base, collections: ['car-subwoofers', 'daily-deals'] }),
    );
    expect(draft).toMatchObject({
      site_name: base.name,
      site_handle: base.slug,
      vendor: 'Skar Audio',
      product_type: 'normal',
      enabled_on_site: true,
      sale_enabled: false,
      price_dealer: null,
      preorder: null,
      properties: [],
      primary_collection: 'car-subwoofers',
    });
    expect(draft).not.toHaveProperty('csrfToken');
    expect(productDraftOf(CreateProductBodySchema.parse({ ...base, is_parent: true })).product_type).toBe(
      'variant',
    );
    expect(
      productDraftOf(CreateProductBodySchema.parse({ ...base, primary_collection: null, collections: ['x'] }))
        .primary_collection,
    ).toBeNull();
  });
});

describe('UpdateProductBodySchema and mergeProductEdit', () => {
  const before = productDraftOf(CreateProductBodySchema.parse({ ...base, upc: '123' }));

  it('needs one field to change, and refuses the sku, stock and what nobody sets', () => {
    expect(UpdateProductBodySchema.safeParse({}).success).toBe(false);
    expect(UpdateProductBodySchema.safeParse({ csrfToken: 'x' }).success).toBe(false);
    for (const body of [
      { sku: 'NEW' },
      { stock: { tpa: 1, lv: 1 } },
      { id: 1 },
      { rating: { avg_rating: 1, count: 1 } },
    ])
      expect(UpdateProductBodySchema.safeParse({ price: 1, ...body }).success, JSON.stringify(body)).toBe(
        false,
      );
  });

  it('replaces the given fields, clears those given null and keeps the rest', () => {
    const after = mergeProductEdit(
      before,
      UpdateProductBodySchema.parse({ price: 150, upc: null, csrfToken: 't' }),
    );
    expect(after).toEqual({ ...before, price: 150, upc: null });
  });

  it('tells which fields changed, before and after', () => {
    const after = mergeProductEdit(
      before,
      UpdateProductBodySchema.parse({ price: 150, name: base.name, properties: [{ key: 'A', value: 'b' }] }),
    );
    expect(changedFields(before, after)).toEqual({
      before: { price: 199.99, properties: [] },
      after: { price: 150, properties: [{ key: 'A', value: 'b' }] },
    });
    expect(changedFields(before, before)).toEqual({ before: {}, after: {} });
  });
});

describe('productPathOf and AdminProductSkuParamsSchema', () => {
  it("puts a variant on its parent's page with the variant chosen", () => {
    expect(productPathOf({ sku: 'EVL-12', slug: 'skar-evl-12' }, null)).toBe('/products/skar-evl-12');
    expect(productPathOf({ sku: 'EVL 12/D2', slug: 'x' }, 'skar-evl-12')).toBe(
      '/products/skar-evl-12?sku=EVL%2012%2FD2',
    );
  });

  it('takes any sku the storefront can name, and nothing else', () => {
    expect(AdminProductSkuParamsSchema.safeParse({ sku: 'EVL-12-D2' }).success).toBe(true);
    for (const sku of ['', '<script>', 'x'.repeat(201)])
      expect(AdminProductSkuParamsSchema.safeParse({ sku }).success).toBe(false);
  });
});
