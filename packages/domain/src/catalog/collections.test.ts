import { describe, expect, it } from 'vitest';
import {
  AddCollectionProductsBodySchema,
  CreateCollectionBodySchema,
  SetCollectionProductsBodySchema,
  UpdateCollectionBodySchema,
  collectionDeleteRefusal,
  menuEntryOpens,
  newCollectionFullHandle,
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

describe('newCollectionFullHandle', () => {
  const top = { full_handle: 'car-subwoofers', parent_id: null };
  it('puts a top-level collection at its handle, and a sub-collection under its parent', () => {
    expect(newCollectionFullHandle('speaker-wire', undefined, null)).toEqual({ fullHandle: 'speaker-wire' });
    expect(newCollectionFullHandle('8-inch', top, 1)).toEqual({ fullHandle: 'car-subwoofers/8-inch' });
  });
  it('refuses a parent that does not exist or is itself a sub-collection', () => {
    expect(newCollectionFullHandle('x', undefined, 9)).toEqual({ refusal: 'UNKNOWN_PARENT' });
    expect(newCollectionFullHandle('x', { full_handle: 'a/b', parent_id: 1 }, 2)).toEqual({
      refusal: 'PARENT_NOT_TOP_LEVEL',
    });
  });
});

describe('deleting a collection', () => {
  it('knows the menu entries that open a collection: its handle without a target, or a target to its page', () => {
    expect(menuEntryOpens({ handle: 'car-subwoofers', slug: null }, 'car-subwoofers')).toBe(true);
    expect(menuEntryOpens({ handle: 'Car-Subwoofers' }, 'car-subwoofers')).toBe(true);
    expect(menuEntryOpens({ handle: 'car-subwoofers', slug: 'products/x-1' }, 'car-subwoofers')).toBe(false);
    expect(
      menuEntryOpens(
        { handle: 'other', slug: 'collections/vehicle-specific?type=Loaded' },
        'vehicle-specific',
      ),
    ).toBe(true);
    expect(menuEntryOpens({ handle: 'other', slug: 'collections/a/b/' }, 'a/b')).toBe(true);
    expect(menuEntryOpens({ handle: 'car-subwoofers/8-inch', slug: null }, 'car-subwoofers')).toBe(false);
    expect(menuEntryOpens({ handle: 'x', slug: 'collections/car-subwoofers-2' }, 'car-subwoofers')).toBe(
      false,
    );
  });

  it('refuses while sub-collections or a menu category need it, naming them', () => {
    expect(collectionDeleteRefusal('subs', { subCollections: [], menuCategories: [] })).toBeNull();
    expect(
      collectionDeleteRefusal('subs', {
        subCollections: [],
        menuCategories: [{ title: 'Amps', handle: 'car-amplifiers' }],
      }),
    ).toBeNull();
    const one = collectionDeleteRefusal('subs', { subCollections: ['subs/8-inch'], menuCategories: [] });
    expect(one).toBe(
      'subs cannot be deleted: it has a sub-collection (subs/8-inch): delete or move it first.',
    );
    const both = collectionDeleteRefusal('subs', {
      subCollections: ['subs/8', 'subs/10'],
      menuCategories: [
        { title: 'Subwoofers', handle: 'SUBS' },
        { title: 'Amps', handle: 'amps' },
      ],
    });
    expect(both).toContain('2 sub-collections (subs/8, subs/10): delete or move them first');
    expect(both).toContain('the menu category “Subwoofers” opens it');
    expect(both).not.toContain('Amps');
  });
});
