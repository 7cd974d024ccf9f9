import { describe, expect, it } from 'vitest';
import {
  CreateMenuCategoryBodySchema,
  CreateMenuProductBodySchema,
  MenuOrderBodySchema,
  UpdateMenuCategoryBodySchema,
  UpdateMenuCollectionBodySchema,
} from './menu.js';

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

  it('makes a category with its title and handle, on the left and not mobile-only unless told', () => {
    expect(CreateMenuCategoryBodySchema.parse({ title: 'Marine', handle: 'marine-audio' })).toEqual({
      title: 'Marine',
      handle: 'marine-audio',
      image_url: null,
      group_side: 'left',
      mobile_only: false,
    });
    expect(
      CreateMenuCategoryBodySchema.safeParse({
        title: 'Vehicle',
        handle: 'vehicle-specific-subwoofer-enclosures',
        group_side: 'right',
        mobile_only: true,
      }).success,
    ).toBe(true);
    for (const body of [
      { title: ' ', handle: 'x' },
      { title: 'x'.repeat(61), handle: 'x' },
      { title: 'X', handle: 'Bad Handle' },
      { title: 'X', handle: 'x', group_side: 'middle' },
      { title: 'X', handle: 'x', position: 1 },
      { handle: 'x' },
    ])
      expect(CreateMenuCategoryBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });

  it('renames a category or changes its flags, at least one field', () => {
    expect(UpdateMenuCategoryBodySchema.safeParse({ title: 'Subs' }).success).toBe(true);
    expect(UpdateMenuCategoryBodySchema.safeParse({ mobile_only: true }).success).toBe(true);
    expect(UpdateMenuCategoryBodySchema.safeParse({ csrfToken: 'x' }).success).toBe(false);
  });
});
