/**
 * The store as a catalogue import would leave it (admin.catalog-csv.ts), for the API's checks.
 */
import { type ProductDraft } from '@shop/domain';
import { type ProductKeyRow } from './admin.catalog-csv.repo.js';
import { type ProductLookup } from './admin.products.refs.js';

export type Entry = ProductKeyRow;
export const upper = (s: string) => s.toUpperCase();

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The store as a file would leave it, for the API's checks (ProductLookup): a product of the file is found as the
 * file leaves it, every other as stored. A key is taken when any product holds it in the store or in the file.
 * Built with `breathe` between entries (a turn for the other requests now and then: 200,000 entries are a
 * second of work on a busy machine, decision 065).
 */
export async function worldOf(
  store: readonly Entry[],
  file: readonly Entry[],
  collections: readonly { id: number; full_handle: string }[],
  breathe: () => Promise<void>,
) {
  const storeBySku = new Map<string, Entry>();
  const byKey = new Map<string, Entry[]>();
  for (const e of store) {
    storeBySku.set(upper(e.sku), e);
    for (const k of new Set([e.sku, e.slug, e.site_handle].map(upper))) push(byKey, k, e);
    await breathe();
  }
  const fileBySku = new Map<string, Entry>();
  for (const e of file) {
    fileBySku.set(upper(e.sku), e);
    for (const k of new Set([e.sku, e.slug, e.site_handle].map(upper))) push(byKey, k, e);
    await breathe();
  }
  /** The skus some product names as its variant parent, as the file leaves the store: read once, not per call. */
  const parentsNamed = new Set<string>();
  for (const e of file) if (e.variant_parent_sku !== null) parentsNamed.add(upper(e.variant_parent_sku));
  for (const e of store) {
    if (e.variant_parent_sku !== null && !fileBySku.has(upper(e.sku)))
      parentsNamed.add(upper(e.variant_parent_sku));
  }
  const collectionByHandle = new Map(collections.map((c) => [c.full_handle.toLowerCase(), c]));
  const find = (sku: string) => fileBySku.get(upper(sku)) ?? storeBySku.get(upper(sku));

  /** The lookup a row's checks read: `selfId` is the row's product (its own keys are no clash). */
  const lookupOf = (selfId: number): ProductLookup => ({
    keyHolders: async (keys, exceptId) =>
      keys.flatMap((k) => (byKey.get(upper(k)) ?? []).filter((e) => e.id !== selfId && e.id !== exceptId)),
    productsBySkus: async (skus) =>
      skus.flatMap((s) => {
        const e = find(s);
        return e
          ? [{ id: e.id, sku: e.sku, slug: e.slug, product_type: e.product_type, is_parent: e.is_parent }]
          : [];
      }),
    collectionIdsOf: async (handles) =>
      handles.flatMap((h) => {
        const c = collectionByHandle.get(h.toLowerCase());
        return c ? [c] : [];
      }),
    hasVariants: async (sku) => parentsNamed.has(upper(sku)),
  });
  /** The id of the stored product with this sku (as the check read the store). */
  const storedIdOf = (sku: string): number | undefined => storeBySku.get(upper(sku))?.id;
  return Object.assign(lookupOf, { storedIdOf });
}

export type World = Awaited<ReturnType<typeof worldOf>>;

export const entryOf = (id: number, d: ProductDraft): Entry => ({
  id,
  sku: d.sku,
  slug: d.slug,
  site_handle: d.site_handle,
  product_type: d.product_type,
  is_parent: d.is_parent ? 1 : 0,
  variant_parent_sku: d.variant_parent_sku,
});
