// The sitemaps from indexes (decision 052): their last change (the newest product's created_at) read the whole
// products table, and their count and pages of product cards read every product row (200,000 products, SQLite:
// 130-170 ms for the last change, 150 ms for the count, 170-260 ms for a page of 50,000). The last change is now
// the last entry of an index on created_at. The cards (enabled, not a variant) are a partial index in id order
// holding what a sitemap reads of them (the sku for the excluded-sku check, the slug, created_at), so the count
// and a page walk that narrow index alone, in the order the sitemap lists them (seo.repo.ts). SQLite keeps the
// extra columns as trailing key columns, with the two the index's condition names, so that the index covers
// the query; PostgreSQL as INCLUDE columns. A sitemap lists every card: that walk is the read itself.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

/** The products a sitemap lists: seo.repo.ts's cards, before the excluded-sku check (db/shown-sku.ts). */
const SITEMAP_CARDS = 'enabled_on_site = 1 AND variant_parent_sku IS NULL';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    `CREATE INDEX products_created ON products (created_at)`,
    d.dialect === 'postgres'
      ? `CREATE INDEX products_sitemap ON products (id) INCLUDE (sku, slug, created_at) WHERE ${SITEMAP_CARDS}`
      : `CREATE INDEX products_sitemap ON products (id, sku, slug, created_at, enabled_on_site, variant_parent_sku) WHERE ${SITEMAP_CARDS}`,
  ]);
}
