// The stock locations as data (decision 083): each warehouse's code, name, place in the order and whether it is
// shown. The counts stay in stock.tpa_wh and stock.lv_wh (the product's wire shape), one column per code; the
// spec's TPA "Tampa" and LV "Las Vegas" are the rows a store starts with.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE warehouses (
  code TEXT PRIMARY KEY CHECK (code IN ('TPA', 'LV')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  position ${d.int} NOT NULL,
  active ${d.int} NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
)`,
    `INSERT INTO warehouses (code, name, position, active) VALUES ('TPA', 'Tampa', 0, 1), ('LV', 'Las Vegas', 1, 1)`,
  ]);
}
