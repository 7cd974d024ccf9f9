// The cart's subwoofer suggestions (cart.compatibility.repo.ts: a category's best sellers of some sizes) from an
// index (decision 052). They read `(category || '') = 'subwoofers'` so that SQLite walked the turnover index and
// stopped at the limit; PostgreSQL could use no index for that and read every product row: 55-90 ms for each
// cart read holding an empty enclosure, two thirds of PostgreSQL's time during a stream of orders. A category's
// products in best-seller order are now an index of their own, which both stores walk from the category's first
// entry and leave at the limit. It replaces the category index, whose lookups it serves as its first column.
import { type MigrationDb, runStatements } from './ddl.js';

export async function up(db: MigrationDb): Promise<void> {
  await runStatements(db, [
    `CREATE INDEX products_category_turnover ON products (category, turnover_30d_cents DESC, id)`,
    `DROP INDEX products_category`,
  ]);
}
