/**
 * What the summary migrations share (decision 052: 018's vehicle facets, 019's collection member counts): a summary
 * table keeps, per key, how many rows of a scan it stands for (`n`; a row at 0 is deleted), and row triggers on
 * the tables the scan reads shift those counts on every write, on both stores, so that no write path has to know
 * about the summary and a read of it costs the same however large the catalogue grows.
 *
 * Frozen with the migrations (decision 072, migrations/ddl.ts): db/summaries.ts pauses and remakes the triggers the
 * migrations made, from their own definitions.
 */
import { runStatements, type Ddl, type MigrationDb } from './ddl.js';

/** A trigger's new or old row. */
export type Side = 'NEW' | 'OLD';

/** A summary table: its name and its key columns (comma-separated); its count column is `n`. */
export type Summary = { readonly table: string; readonly key: string };

/**
 * Adds (sign +) or removes (sign -) the rows that `from` (FROM ... WHERE ...) yields, counted per key: `values`
 * are the key's values in `key` order (table aliases or a trigger's NEW/OLD). A removal then drops the summary
 * rows nothing stands for any more (the table's index on n finds them).
 */
export function shiftCounts(s: Summary, sign: '+' | '-', values: string, from: string): string[] {
  const groups = s.key.split(',').map((_, i) => i + 1);
  const upsert = `INSERT INTO ${s.table} (${s.key}, n)
SELECT ${values}, ${sign}count(*)
${from}
GROUP BY ${groups.join(', ')}
ON CONFLICT (${s.key}) DO UPDATE SET n = ${s.table}.n + excluded.n`;
  return sign === '+' ? [upsert] : [upsert, `DELETE FROM ${s.table} WHERE n = 0`];
}

/** The index that finds the rows a removal brought to 0. */
export const zeroRowsIndex = (s: Summary): string => `CREATE INDEX ${s.table}_n ON ${s.table} (n)`;

/**
 * Creates summary `s`: its table (`create`, keyed by s.key, with n), the index on n, its triggers, then fills it
 * from what is stored already (`fill`).
 */
export async function createSummary(
  db: MigrationDb,
  d: Ddl,
  s: Summary,
  parts: { create: string; triggers: readonly Trigger[]; fill: readonly string[] },
): Promise<void> {
  await runStatements(db, [
    parts.create,
    zeroRowsIndex(s),
    ...parts.triggers.flatMap((t) => createTrigger(d, t)),
    ...parts.fill,
  ]);
}

/**
 * A summary as a bulk load sees it (db/summaries.ts): the triggers that keep it row by row, its tables, and the
 * statements that fill them, empty, from what is stored.
 */
export type RebuiltSummary = {
  readonly triggers: readonly Trigger[];
  readonly tables: readonly string[];
  readonly fill: readonly string[];
};

export type Trigger = {
  name: string;
  /** Timing and event. */
  on: string;
  table: string;
  /** Fires only when this holds (an update that changes nothing relevant does no work). */
  only?: string;
  body: string[];
};

/**
 * The insert, delete and update triggers (named `${prefix}_${table}_insert` ...) of a table whose rows the summary
 * counts: `shift(sign, side)` adds or removes what the new or old row stands for; an update removes what the old
 * row stood for and adds the new.
 */
export const keptBy = (
  prefix: string,
  table: string,
  update: string,
  shift: (sign: '+' | '-', side: Side) => string[],
  only?: string,
): Trigger[] => [
  { name: `${prefix}_${table}_insert`, on: 'AFTER INSERT', table, body: shift('+', 'NEW') },
  { name: `${prefix}_${table}_delete`, on: 'AFTER DELETE', table, body: shift('-', 'OLD') },
  {
    name: `${prefix}_${table}_update`,
    on: update,
    table,
    only,
    body: [...shift('-', 'OLD'), ...shift('+', 'NEW')],
  },
];

/**
 * The trigger on products for a sku that turns shown or hidden (the excluded sku is never shown): `shift(sign,
 * shown, hidden)` removes (sign -) what the product stood for while OLD.sku was shown and NEW.sku is not, and
 * adds (sign +) what it stands for now that NEW.sku is shown and OLD.sku was not.
 */
export const skuTurned = (
  name: string,
  shift: (sign: '+' | '-', shown: Side, hidden: Side) => string[],
): Trigger => ({
  name,
  on: 'AFTER UPDATE OF sku',
  table: 'products',
  only: 'OLD.sku <> NEW.sku',
  body: [...shift('-', 'OLD', 'NEW'), ...shift('+', 'NEW', 'OLD')],
});

/**
 * The trigger that deletes a product's rows of `table` before the product itself, while its row still says what
 * they stood for (a cascade runs once the row is gone), so that the table's own triggers count them out.
 */
export const deletedFirst = (name: string, table: string): Trigger => ({
  name,
  on: 'BEFORE DELETE',
  table: 'products',
  body: [`DELETE FROM ${table} WHERE product_id = OLD.id`],
});

/** The statements that create a row trigger: SQLite's trigger, or a PostgreSQL plpgsql function and its trigger. */
export function createTrigger(d: Ddl, { name, on, table, only, body }: Trigger): string[] {
  const when = only === undefined ? '' : ` WHEN (${only})`;
  if (d.dialect === 'sqlite')
    return [`CREATE TRIGGER ${name} ${on} ON ${table} FOR EACH ROW${when} BEGIN\n${body.join(';\n')};\nEND`];
  return [
    `CREATE FUNCTION ${name}() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
${body.join(';\n')};
RETURN ${on.startsWith('BEFORE') ? 'OLD' : 'NULL'};
END $$`,
    `CREATE TRIGGER ${name} ${on} ON ${table} FOR EACH ROW${when} EXECUTE FUNCTION ${name}()`,
  ];
}
