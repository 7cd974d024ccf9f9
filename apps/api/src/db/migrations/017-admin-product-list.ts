// The back office's product list over 50,000 products (decision 045's addendum): one narrow index per
// order of the list (sku, name, price, creation, turnover), each holding the columns its search and filters
// read (sku, name, kind, enabled, parent), so that a page walks the order's index without reading the wide
// product rows (descriptions, SEO texts), a count or a search scans an index instead of the table, and a deep
// page skips index entries only; and one of each family's variants for the stock filter. SQLite keeps the extra
// columns as trailing key columns; PostgreSQL as INCLUDE columns.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

/** Each index's name and its ordered key (with the id, so that equal keys page in a fixed order). */
const ORDERS = [
  ['products_admin_sku', 'sku, id'],
  ['products_admin_name', 'name, id'],
  ['products_admin_price', 'price_cents, id'],
  ['products_admin_turnover', 'turnover_30d_cents DESC, id'],
  ['products_admin_id', 'id'],
] as const;

/** What the list's search and filters read besides the key. */
const FILTERED = ['sku', 'name', 'product_type', 'enabled_on_site', 'is_parent'];

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  const pg = d.dialect === 'postgres';
  await runStatements(db, [
    ...ORDERS.map(([name, key]) => {
      const rest = FILTERED.filter((c) => !key.split(', ').some((k) => k.startsWith(c)));
      return pg
        ? `CREATE INDEX ${name} ON products (${key}) INCLUDE (${rest.join(', ')})`
        : `CREATE INDEX ${name} ON products (${key}, ${rest.join(', ')})`;
    }),
    // The stock filter sums each family's enabled variants: read from this index, not from the product rows.
    pg
      ? `CREATE INDEX products_admin_family ON products (variant_parent_sku) INCLUDE (id, enabled_on_site) WHERE variant_parent_sku IS NOT NULL`
      : `CREATE INDEX products_admin_family ON products (variant_parent_sku, enabled_on_site) WHERE variant_parent_sku IS NOT NULL`,
  ]);
}
