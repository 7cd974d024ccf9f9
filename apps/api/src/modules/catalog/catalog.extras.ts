/**
 * What a product shows besides its row: its images, its properties and, for a bundle, its items. These change
 * only when the catalogue is edited, never with an order, so a cart answer reads its product rows (price,
 * stock) fresh and these from a copy this node keeps. The copy is emptied whenever any node publishes
 * 'catalog', and an entry is read again once it is `ttlMs` old (a change made outside the shop).
 */
import type { ChangeFeed } from '../../db/change-feed.js';
import type { BundleItemRow, ImageRow, ProductRow } from './catalog.rows.js';
import type { CatalogReads } from './catalog.service.js';

export type ProductExtras = {
  images: ImageRow[];
  properties: Record<string, string>;
  bundleItems: BundleItemRow[];
};

export type ExtrasOptions = { changes: ChangeFeed; ttlMs: number; maxEntries?: number };

export type CatalogExtras = ReturnType<typeof createCatalogExtras>;

const NONE: ProductExtras = { images: [], properties: {}, bundleItems: [] };

/** The extras of the rows, read through `repo` (three queries whatever the number of rows). */
async function readExtras(
  repo: CatalogReads,
  rows: readonly ProductRow[],
): Promise<Map<number, ProductExtras>> {
  const ids = rows.map((r) => r.id);
  const bundleIds = rows.filter((r) => r.product_type === 'bundle').map((r) => r.id);
  const out = new Map<number, ProductExtras>(
    ids.map((id) => [id, { images: [], properties: {}, bundleItems: [] }]),
  );
  for (const image of await repo.imagesOf(ids)) out.get(image.product_id)?.images.push(image);
  for (const p of await repo.propertiesOf(ids)) {
    const extras = out.get(p.product_id);
    if (extras) extras.properties[p.key] = p.value;
  }
  for (const item of await repo.bundleItemsOf(bundleIds)) out.get(item.bundle_id)?.bundleItems.push(item);
  return out;
}

export function createCatalogExtras({ changes, ttlMs, maxEntries = 20_000 }: ExtrasOptions) {
  const kept = new Map<number, { extras: ProductExtras; storedAt: number }>();
  // Bumped by every emptying: a read that began before one is not kept (it may hold what was just changed).
  let generation = 0;
  changes.subscribe('catalog', () => {
    kept.clear();
    generation++;
  });

  return {
    /**
     * The extras of each row, by product id. Missing ones are read through `repo`: inside a transaction,
     * the transaction's (a second connection could wait on the first's pool).
     */
    async of(repo: CatalogReads, rows: readonly ProductRow[]): Promise<ReadonlyMap<number, ProductExtras>> {
      const now = performance.now();
      const out = new Map<number, ProductExtras>();
      const missing: ProductRow[] = [];
      for (const row of rows) {
        const entry = kept.get(row.id);
        if (entry && now - entry.storedAt < ttlMs) out.set(row.id, entry.extras);
        else missing.push(row);
      }
      if (missing.length === 0) return out;
      const began = generation;
      const read = await readExtras(repo, missing);
      for (const [id, extras] of read) {
        out.set(id, extras);
        if (began !== generation || maxEntries === 0) continue;
        kept.delete(id);
        // The oldest entry goes first when the copy is full (a Map iterates in insertion order).
        if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
        kept.set(id, { extras, storedAt: now });
      }
      return out;
    },
  };
}

/** A row's extras from `of`'s answer (none when absent). */
export const extrasOf = (map: ReadonlyMap<number, ProductExtras>, id: number): ProductExtras =>
  map.get(id) ?? NONE;
