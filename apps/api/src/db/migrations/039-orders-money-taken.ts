// Orders that took their money (decision 079): an order awaiting its payment keeps the paid status with a due time
// (migration 034), so "paid, not yet shipped" (the dashboard's waiting to ship, the order list's `paid` filter) reads
// the due time too. Migration 014's status index gains it as its last column, so that the count is answered from the
// index alone again; the index keeps its name, and its first columns serve the list's other filters as before.
import { type MigrationDb, runStatements } from './ddl.js';

export async function up(db: MigrationDb): Promise<void> {
  await runStatements(db, [
    `DROP INDEX orders_status_created`,
    `CREATE INDEX orders_status_created ON orders (status, created_at, delivered_at, payment_due_at)`,
  ]);
}
