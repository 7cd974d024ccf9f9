// Payments through a real gateway (decision 074). An order paid by a card whose bank asks the shopper to confirm
// (3-D Secure) is stored before it is paid, its stock taken (held), with `payment_due_at`: until then it waits for
// the provider's webhook, after it the hold job releases it. Migration 002's CHECK on orders.status is part of
// SQLite's table definition, which only a rebuild of orders (four tables reference it) could change: the wait is
// this column instead, and the domain's orderStage reads a paid order with a due time as "awaiting_payment".
// The provider's webhook events are handled once across nodes: the first insert of an event id wins.
import { type MigrationDb, runStatements } from './ddl.js';

export async function up(db: MigrationDb): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE orders ADD COLUMN payment_due_at TEXT`,
    `CREATE INDEX orders_payment_due ON orders (payment_due_at) WHERE payment_due_at IS NOT NULL`,
    // The webhook finds its order by the provider's reference (the PaymentIntent's id).
    `CREATE INDEX orders_payment_reference ON orders (payment_reference)`,
    `CREATE TABLE payment_events (
  event_id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  received_at TEXT NOT NULL
)`,
  ]);
}
