// US sales tax (decision 075): the rates of the states the shop collects in (the state's rate plus an average
// local rate, parts per million, and whether shipping is taxed there), the tax of each order line and of the
// order (its part on shipping, and how much of it refunds gave back), the tax inside each refund, and a resale
// certificate: given in a dealer application, on file for the account once approved, which then pays no tax.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  const certificate = (column: string) =>
    `${column} TEXT CHECK (${column} IS NULL OR length(${column}) BETWEEN 1 AND 40)`;
  const state = (column: string) => `${column} TEXT CHECK (${column} IS NULL OR length(${column}) = 2)`;
  await runStatements(db, [
    `CREATE TABLE tax_rates (
  state_code TEXT PRIMARY KEY CHECK (length(state_code) = 2),
  -- Parts per million: 6% is 60000.
  state_rate_ppm ${d.int} NOT NULL CHECK (state_rate_ppm BETWEEN 0 AND 200000),
  local_rate_ppm ${d.int} NOT NULL DEFAULT 0 CHECK (local_rate_ppm BETWEEN 0 AND 200000),
  shipping_taxed ${d.int} NOT NULL CHECK (shipping_taxed IN (0, 1)),
  updated_at TEXT NOT NULL,
  CHECK (state_rate_ppm + local_rate_ppm <= 200000)
)`,
    `ALTER TABLE order_lines ADD COLUMN tax_cents ${d.int} NOT NULL DEFAULT 0 CHECK (tax_cents >= 0)`,
    `ALTER TABLE orders ADD COLUMN tax_cents ${d.int} NOT NULL DEFAULT 0 CHECK (tax_cents >= 0)`,
    `ALTER TABLE orders ADD COLUMN shipping_tax_cents ${d.int} NOT NULL DEFAULT 0 CHECK (shipping_tax_cents >= 0)`,
    `ALTER TABLE orders ADD COLUMN refunded_tax_cents ${d.int} NOT NULL DEFAULT 0 CHECK (refunded_tax_cents >= 0)`,
    `ALTER TABLE orders ADD COLUMN tax_exempt ${d.int} NOT NULL DEFAULT 0 CHECK (tax_exempt IN (0, 1))`,
    `ALTER TABLE order_refunds ADD COLUMN tax_cents ${d.int} NOT NULL DEFAULT 0 CHECK (tax_cents >= 0)`,
    `ALTER TABLE users ADD COLUMN tax_exempt ${d.int} NOT NULL DEFAULT 0 CHECK (tax_exempt IN (0, 1))`,
    `ALTER TABLE users ADD COLUMN ${certificate('resale_certificate')}`,
    `ALTER TABLE users ADD COLUMN ${state('resale_certificate_state')}`,
    `ALTER TABLE dealer_applications ADD COLUMN ${certificate('resale_certificate')}`,
    `ALTER TABLE dealer_applications ADD COLUMN ${state('resale_certificate_state')}`,
  ]);
}
