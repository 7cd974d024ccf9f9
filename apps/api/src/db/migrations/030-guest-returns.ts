// Returns of guest orders (decision 057): the buyer of an order placed without an account asks
// for a return from the order's page, so a return's user_id may be NULL (the order's owner, when it has one).
// PostgreSQL drops the NOT NULL. SQLite cannot change a column: the table is built again with the same columns,
// rows, constraints and indexes. Its one foreign key from another table, order_refunds.return_id (ON DELETE SET
// NULL), would be emptied by the DROP's implicit delete (the store runs with foreign_keys on, which cannot be
// switched off inside the migration's transaction), so those ids are kept aside and written back.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  if (d.dialect === 'postgres') {
    await runStatements(db, [`ALTER TABLE returns ALTER COLUMN user_id DROP NOT NULL`]);
    return;
  }
  const columns =
    'id, user_id, order_id, line_position, quantity, reason, note, status, created_at, updated_at, decision_note, resellable, refunded_cents';
  await runStatements(db, [
    `CREATE TABLE returns_next (
  id ${d.id},
  user_id ${d.int} REFERENCES users (id) ON DELETE CASCADE,
  order_id ${d.int} NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_position ${d.int} NOT NULL,
  quantity ${d.int} NOT NULL CHECK (quantity BETWEEN 1 AND 1000),
  reason TEXT NOT NULL CHECK (reason IN ('defective', 'wrong_item', 'not_compatible', 'not_as_described',
    'no_longer_needed', 'other')),
  note TEXT CHECK (note IS NULL OR length(note) <= 1000),
  status TEXT NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'approved', 'received', 'refunded', 'rejected')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  decision_note TEXT CHECK (decision_note IS NULL OR length(decision_note) <= 1000),
  resellable ${d.int} CHECK (resellable IS NULL OR resellable IN (0, 1)),
  refunded_cents ${d.int} CHECK (refunded_cents IS NULL OR refunded_cents >= 0),
  FOREIGN KEY (order_id, line_position) REFERENCES order_lines (order_id, position) ON DELETE CASCADE
)`,
    `INSERT INTO returns_next (${columns}) SELECT ${columns} FROM returns`,
    `CREATE TEMP TABLE refund_returns AS SELECT id, return_id FROM order_refunds WHERE return_id IS NOT NULL`,
    `DROP TABLE returns`,
    `ALTER TABLE returns_next RENAME TO returns`,
    `UPDATE order_refunds SET return_id = (SELECT k.return_id FROM refund_returns k WHERE k.id = order_refunds.id)
  WHERE id IN (SELECT id FROM refund_returns)`,
    `DROP TABLE refund_returns`,
    `CREATE INDEX returns_user ON returns (user_id, created_at DESC)`,
    `CREATE INDEX returns_line ON returns (order_id, line_position)`,
    `CREATE INDEX returns_status ON returns (status, created_at)`,
  ]);
}
