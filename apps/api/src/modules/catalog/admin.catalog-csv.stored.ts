/**
 * The stored products as the catalogue CSV holds them (admin.catalog-csv.ts): each one's draft, as the back
 * office's product read gives it, read CHUNK at a time.
 */
import type { ProductDraft } from '@shop/domain';
import { chunksOf, type CatalogCsvRepo, type CsvProductRow } from './admin.catalog-csv.repo.js';
import { draftColumnsOf, TabsSchema } from './admin.products.read.js';
import type { StoredProduct } from './admin.products.write.js';

/** A stored product with what the CSV holds of it. */
export type StoredCsvProduct = StoredProduct & { tpa: number; lv: number };

/** The draft of a stored product, as the back office's product read gives it (productDraftFromAdmin). */
function storedOf(
  r: CsvProductRow,
  parts: Awaited<ReturnType<CatalogCsvRepo['productsByIds']>>,
): StoredCsvProduct {
  const tabsJson = parts.tabs.get(r.id);
  const draft: ProductDraft = {
    ...draftColumnsOf(r),
    properties: (parts.properties.get(r.id) ?? []).map((p) => ({
      key: p.key,
      value: p.value,
    })),
    tabs: tabsJson === undefined ? [] : TabsSchema.parse(JSON.parse(tabsJson)),
    collections: (parts.collections.get(r.id) ?? []).map((c) => c.full_handle),
    primary_collection: r.primary_collection,
    bundle_items: (parts.bundles.get(r.id) ?? []).map((b) => ({
      sku: b.sku,
      quantity: b.quantity,
    })),
  };
  return {
    id: r.id,
    sku: r.sku,
    path: r.path,
    primaryCollectionId: r.primary_collection_id,
    draft,
    tpa: r.tpa_wh ?? 0,
    lv: r.lv_wh ?? 0,
  };
}

/** The stored products with these ids, read CHUNK at a time, in id order. */
export async function storedProducts(
  repo: CatalogCsvRepo,
  ids: readonly number[],
): Promise<StoredCsvProduct[]> {
  const out: StoredCsvProduct[] = [];
  for (const part of chunksOf(ids)) {
    const parts = await repo.productsByIds(part);
    for (const r of parts.rows) out.push(storedOf(r, parts));
  }
  return out;
}
