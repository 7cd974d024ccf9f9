/**
 * The checks of a product write (admin.products.ts, admin.catalog-csv.ts): its sku and handles name no other
 * product, and what it refers to (parent, collections, skus) exists, found as the store spells it.
 */
import { type ProductDraft } from '@shop/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import type { AdminProductsRepo } from './admin.products.repo.js';

/**
 * What the rules read of the other products: the store through a transaction's repo (the API's create and edit),
 * or the store together with the rows of a catalogue import (admin.catalog-csv.ts), so that a file is judged by
 * the same checks whether its products already exist or come in the same file.
 */
export type ProductLookup = Pick<
  AdminProductsRepo,
  'keyHolders' | 'productsBySkus' | 'collectionIdsOf' | 'hasVariants'
>;

export const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** What a draft refers to, found in the store: its parent's slug, collection ids, bundle children. */
export type Refs = {
  /** The parent's sku as stored (any case may be given), or null. */
  parentSku: string | null;
  /** null: not a variant; undefined: a variant whose stored parent is gone (its path is kept). */
  parentSlug: string | null | undefined;
  /** The frequently-bought-together skus as stored. */
  frequentlyBoughtTogether: string[];
  /** The bundle items with their skus as stored. */
  bundleItems: ProductDraft['bundle_items'];
  collectionIds: number[];
  primaryCollectionId: number | null;
  bundle: { childId: number; quantity: number }[];
};

/** The draft with the skus it refers to spelled as their products store them. */
export const canonical = (d: ProductDraft, refs: Refs): ProductDraft => ({
  ...d,
  variant_parent_sku: refs.parentSku,
  frequently_bought_together: refs.frequentlyBoughtTogether,
  bundle_items: refs.bundleItems,
});

/** A sku or handle clash found by the store's unique indexes (two creates at once on PostgreSQL). */
export function clashOf(err: unknown): AppError | null {
  if (isUniqueViolation(err, 'sku')) return new AppError('SKU_TAKEN', 'Another product already has this sku');
  if (isUniqueViolation(err, 'slug'))
    return new AppError('HANDLE_TAKEN', 'Another product already has this slug');
  return null;
}

/**
 * Refuses keys another product is found by: the storefront reads a sku, a slug and a site handle alike, so
 * each may belong to one product only.
 */
export async function checkKeys(
  lookup: ProductLookup,
  keys: Partial<Record<'sku' | 'slug' | 'site_handle', string>>,
  selfId: number | null,
): Promise<void> {
  const given = Object.entries(keys).filter((e): e is [string, string] => e[1] !== undefined);
  if (given.length === 0) return;
  const holders = await lookup.keyHolders([...new Set(given.map(([, v]) => v))], selfId);
  for (const [field, value] of given) {
    const wanted = value.toUpperCase();
    const holder = holders.find((h) =>
      [h.sku, h.slug, h.site_handle].some((k) => k.toUpperCase() === wanted),
    );
    if (!holder) continue;
    const asSku = holder.sku.toUpperCase() === wanted;
    if (field === 'sku')
      throw new AppError(
        'SKU_TAKEN',
        asSku
          ? `The sku "${value}" is already used by another product`
          : `"${value}" is already the handle of the product ${holder.sku}`,
        { field, sku: holder.sku },
      );
    throw new AppError(
      'HANDLE_TAKEN',
      asSku
        ? `The ${field} "${value}" is the sku of the product ${holder.sku}`
        : `The ${field} "${value}" is already used by the product ${holder.sku}`,
      { field, sku: holder.sku },
    );
  }
}

/**
 * Finds what the draft refers to; an unknown parent, collection or sku is a 400 naming it. In an edit only what
 * changes is checked (`stored` gives the rest), so an old reference the shop no longer knows never blocks an
 * unrelated change.
 */
export async function resolveRefs(
  lookup: ProductLookup,
  d: ProductDraft,
  stored: { draft: ProductDraft; primaryCollectionId: number | null } | null,
): Promise<Refs> {
  const changed = (key: keyof ProductDraft) => stored === null || !same(stored.draft[key], d[key]);

  let parentSlug: string | null | undefined = null;
  let parentSku = d.variant_parent_sku;
  if (d.variant_parent_sku !== null) {
    const [parent] = await lookup.productsBySkus([d.variant_parent_sku]);
    if (parent && parent.is_parent === 1) {
      parentSlug = parent.slug;
      parentSku = parent.sku;
    } else if (changed('variant_parent_sku'))
      throw new AppError(
        'UNKNOWN_PARENT',
        `No variant family's parent has the sku "${d.variant_parent_sku}"`,
        { field: 'variant_parent_sku' },
      );
    else parentSlug = undefined;
  }

  const handles = [
    ...new Set([
      ...(changed('collections') ? d.collections : []),
      ...(changed('primary_collection') && d.primary_collection ? [d.primary_collection] : []),
    ]),
  ];
  const idOf = new Map(
    (await lookup.collectionIdsOf(handles)).map((c) => [c.full_handle.toLowerCase(), c.id]),
  );
  const unknownCollections = handles.filter((h) => !idOf.has(h.toLowerCase()));
  if (unknownCollections.length > 0)
    throw new AppError(
      'UNKNOWN_COLLECTION',
      `No collection has the handle ${unknownCollections.map((h) => `"${h}"`).join(', ')}`,
      { unknown: unknownCollections },
    );

  const skus = [
    ...(changed('frequently_bought_together') ? d.frequently_bought_together : []),
    ...(changed('bundle_items') ? d.bundle_items.map((i) => i.sku) : []),
  ];
  const bySku = new Map((await lookup.productsBySkus(skus)).map((p) => [p.sku.toUpperCase(), p]));
  const unknownSkus = [...new Set(skus.filter((s) => !bySku.has(s.toUpperCase())))];
  if (unknownSkus.length > 0)
    throw new AppError(
      'UNKNOWN_SKU',
      `No product has the sku ${unknownSkus.map((s) => `"${s}"`).join(', ')}`,
      { unknown: unknownSkus },
    );
  const bundle = changed('bundle_items')
    ? d.bundle_items.map((item) => {
        const child = bySku.get(item.sku.toUpperCase())!;
        if (child.product_type === 'bundle' || child.is_parent === 1)
          throw new AppError(
            'INVALID_BUNDLE_ITEM',
            `"${child.sku}" cannot be in a bundle: put single products or variants in it`,
            { sku: child.sku },
          );
        return { childId: child.id, quantity: item.quantity };
      })
    : [];

  return {
    parentSku,
    parentSlug,
    frequentlyBoughtTogether: d.frequently_bought_together.map(
      (sku) => bySku.get(sku.toUpperCase())?.sku ?? sku,
    ),
    bundleItems: d.bundle_items.map((item) => ({
      sku: bySku.get(item.sku.toUpperCase())?.sku ?? item.sku,
      quantity: item.quantity,
    })),
    collectionIds: changed('collections') ? d.collections.map((h) => idOf.get(h.toLowerCase())!) : [],
    primaryCollectionId: !changed('primary_collection')
      ? (stored?.primaryCollectionId ?? null)
      : d.primary_collection === null
        ? null
        : idOf.get(d.primary_collection.toLowerCase())!,
    bundle,
  };
}
