/**
 * The listing flags of the collection pages (admin.products.ts, admin.catalog-csv.ts) after a product write.
 */
import type { Db } from '../../db/database.js';
import { createCatalogRepo, type ProductRow } from './catalog.repo.js';
import { stockFactsOf } from './catalog.serializer.js';
import { familyStock, isPreordered } from './catalog.stock.js';
import { createAdminProductsRepo } from './admin.products.repo.js';

/**
 * The listing flags a collection page orders by (visible; pre-ordered last) of the listed products these
 * products belong to: each itself, or a variant's parent, whose flags follow its family's stock.
 */
export async function refreshListings(trx: Db, productIds: readonly number[]): Promise<void> {
  const catalog = createCatalogRepo(trx);
  // The listed product of each: itself, or a variant's parent (read once per family).
  const parents = new Map<string, ProductRow | null>();
  const listed = new Map<number, ProductRow>();
  for (const row of await catalog.productsByIds([...new Set(productIds)])) {
    let card: ProductRow | null = row;
    if (row.variant_parent_sku) {
      const key = row.variant_parent_sku.toUpperCase();
      if (!parents.has(key)) parents.set(key, await catalog.parentBySku(row.variant_parent_sku));
      card = parents.get(key) ?? null;
    }
    if (card) listed.set(card.id, card);
  }
  // A parent's flags follow its enabled variants' stock: one read for every family.
  const variantsOf = new Map<string, ProductRow[]>();
  const families = [...listed.values()].filter((p) => p.is_parent === 1).map((p) => p.sku);
  for (const v of await catalog.enabledVariantsOf(families)) {
    const key = (v.variant_parent_sku ?? '').toUpperCase();
    const family = variantsOf.get(key);
    if (family) family.push(v);
    else variantsOf.set(key, [v]);
  }
  // The products whose flags are alike are written together.
  const byFlags = new Map<string, { visible: boolean; preordered: boolean; ids: number[] }>();
  for (const p of listed.values()) {
    const facts =
      p.is_parent === 1
        ? familyStock(stockFactsOf(p), (variantsOf.get(p.sku.toUpperCase()) ?? []).map(stockFactsOf))
        : stockFactsOf(p);
    const visible = p.enabled_on_site === 1;
    const preordered = isPreordered(facts);
    const key = `${visible}|${preordered}`;
    const group = byFlags.get(key) ?? { visible, preordered, ids: [] };
    group.ids.push(p.id);
    byFlags.set(key, group);
  }
  const repo = createAdminProductsRepo(trx);
  for (const { visible, preordered, ids } of byFlags.values())
    await repo.setListingFlags(ids, visible, preordered);
}
