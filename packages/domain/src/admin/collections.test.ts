import { describe, expect, it } from 'vitest';
import {
  AddCollectionProductsBodySchema,
  CreateCollectionBodySchema,
  CreateMenuProductBodySchema,
  MenuOrderBodySchema,
  SetCollectionProductsBodySchema,
  UpdateCollectionBodySchema,
  UpdateMenuCollectionBodySchema,
} from './collections.js';

describe('collection bodies', () => {
  it('edit any of the texts, banners and flags, at least one, nothing unknown', () => {
    expect(UpdateCollectionBodySchema.safeParse({ title: 'Subwoofers', hide_pricing: true }).success).toBe(
      true,
    );
    expect(UpdateCollectionBodySchema.safeParse({ sale_banner_image: null }).success).toBe(true);
    expect(UpdateCollectionBodySchema.safeParse({}).success).toBe(false);
    expect(UpdateCollectionBodySchema.safeParse({ csrfToken: 'x' }).success).toBe(false);
    expect(UpdateCollectionBodySchema.safeParse({ title: 'x', full_handle: 'y' }).success).toBe(false);
    expect(UpdateCollectionBodySchema.safeParse({ title: ' ' }).success).toBe(false);
    expect(UpdateCollectionBodySchema.safeParse({ page_image: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('keeps line breaks in a description but no other control characters', () => {
    expect(UpdateCollectionBodySchema.safeParse({ description: 'One\nTwo\r\n\tThree' }).success).toBe(true);
    expect(UpdateCollectionBodySchema.safeParse({ description: 'One\u0000' }).success).toBe(false);
  });

  it('makes a new collection with defaults, its handle one lowercase segment', () => {
    expect(CreateCollectionBodySchema.parse({ handle: 'new-subs', title: 'New subs' })).toMatchObject({
      parent_id: null,
      description: '',
      hide_pricing: false,
      is_daily_deal: false,
    });
    for (const handle of ['New', 'a/b', '-a', 'a--b', 'a b', ''])
      expect(CreateCollectionBodySchema.safeParse({ handle, title: 't' }).success, handle).toBe(false);
  });

  it('lists skus once each (any case), and adds at least one', () => {
    expect(SetCollectionProductsBodySchema.safeParse({ skus: [] }).success).toBe(true);
    expect(SetCollectionProductsBodySchema.safeParse({ skus: ['EVL-12', 'evl-12'] }).success).toBe(false);
    expect(AddCollectionProductsBodySchema.safeParse({ skus: [] }).success).toBe(false);
    expect(AddCollectionProductsBodySchema.parse({ skus: [' EVL-12 '], position: 0 }).skus).toEqual([
      'EVL-12',
    ]);
    expect(AddCollectionProductsBodySchema.safeParse({ skus: ['<x>'] }).success).toBe(false);
  });
});

describe('menu bodies', () => {
  it('edit the hidden and hide-pricing flags and the target of a menu collection', () => {
    expect(UpdateMenuCollectionBodySchema.safeParse({ is_hidden: true, hide_pricing: false }).success).toBe(
      true,
    );
    expect(
      UpdateMenuCollectionBodySchema.safeParse({
        slug: 'collections/vehicle-specific?type=Loaded&make=Ford%2FX',
      }).success,
    ).toBe(true);
    for (const slug of ['/collections/x', 'javascript:alert(1)', 'a b', 'https://evil.example'])
      expect(UpdateMenuCollectionBodySchema.safeParse({ slug }).success, slug).toBe(false);
    expect(
      UpdateMenuCollectionBodySchema.safeParse({ handle: 'car-subwoofers/8-inch-subwoofers' }).success,
    ).toBe(true);
    expect(UpdateMenuCollectionBodySchema.safeParse({ handle: 'a/b/c' }).success).toBe(false);
  });

  it('links a product under a category or a menu collection, not both nor neither', () => {
    expect(CreateMenuProductBodySchema.safeParse({ category_id: 1, sku: 'X-1' }).success).toBe(true);
    expect(CreateMenuProductBodySchema.safeParse({ menu_collection_id: 1, sku: 'X-1' }).success).toBe(true);
    expect(
      CreateMenuProductBodySchema.safeParse({ category_id: 1, menu_collection_id: 1, sku: 'X-1' }).success,
    ).toBe(false);
    expect(CreateMenuProductBodySchema.safeParse({ sku: 'X-1' }).success).toBe(false);
  });

  it('orders one kind of sibling by ids given once each', () => {
    expect(MenuOrderBodySchema.safeParse({ kind: 'collections', ids: [2, 1] }).success).toBe(true);
    expect(MenuOrderBodySchema.safeParse({ kind: 'pages', ids: [1] }).success).toBe(false);
    expect(MenuOrderBodySchema.safeParse({ kind: 'products', ids: [1, 1] }).success).toBe(false);
  });
});
