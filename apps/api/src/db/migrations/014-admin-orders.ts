// The back office's orders and returns (decision 049): when a shipped order was delivered, the
// refunds of an order (their sum kept on the order, never above what was paid), the order's history (every
// change, who made it and when), a return's answer (the note the shopper is mailed, whether the item can be
// sold again, what it refunded), and the indexes the order list filters by.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE orders ADD COLUMN delivered_at TEXT`,
    // The sum of order_refunds.amount_cents, written in the transaction that adds a refund.
    `ALTER TABLE orders ADD COLUMN refunded_cents ${d.int} NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= total_cents)`,
    `CREATE TABLE order_refunds (
  id ${d.id},
  order_id ${d.int} NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount_cents ${d.int} NOT NULL CHECK (amount_cents > 0),
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
  return_id ${d.int} REFERENCES returns (id) ON DELETE SET NULL,
  -- 'user:12', 'api-key:3' (as the audit log names them).
  actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 100),
  created_at TEXT NOT NULL
)`,
    `CREATE INDEX order_refunds_order ON order_refunds (order_id)`,
    `CREATE TABLE order_events (
  id ${d.id},
  order_id ${d.int} NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- What happened: 'shipped', 'delivered', 'cancelled', 'refunded', 'return-approved', ...
  action TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 50),
  actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 100),
  -- What the change carried (carrier and tracking number, amount, note), as a JSON object.
  detail TEXT NOT NULL CHECK (${d.jsonValid('detail')} AND length(detail) <= 4000),
  created_at TEXT NOT NULL
)`,
    `CREATE INDEX order_events_order ON order_events (order_id, id)`,
    `ALTER TABLE returns ADD COLUMN decision_note TEXT CHECK (decision_note IS NULL OR length(decision_note) <= 1000)`,
    `ALTER TABLE returns ADD COLUMN resellable ${d.int} CHECK (resellable IS NULL OR resellable IN (0, 1))`,
    `ALTER TABLE returns ADD COLUMN refunded_cents ${d.int} CHECK (refunded_cents IS NULL OR refunded_cents >= 0)`,
    `CREATE INDEX returns_status ON returns (status, created_at)`,
    // The list filters: newest first within a status, a channel, or all (orders_created, migration 002).
    // delivered_at last: shipped splits into in transit (NULL) and delivered inside the index, no row read.
    `CREATE INDEX orders_status_created ON orders (status, created_at, delivered_at)`,
    `CREATE INDEX orders_dealer_created ON orders (is_dealer, created_at)`,
  ]);
}
