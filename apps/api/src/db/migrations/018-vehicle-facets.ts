// The vehicle filter's facets from a summary instead of a scan (issue 21): one row per collection and distinct
// fitment (type, size, make, model, year range) among the collection's visible, shown members, with how many
// fitment rows it stands for. The facets read the distinct values of this small table (its size follows the
// vehicles sold, not the catalogue), so they cost the same at 200,000 products as at 5,000. Triggers keep it in
// step with vehicle_fitment, collection_products (membership, is_visible) and products (sku: the excluded sku
// is never shown), on both stores, so no write path has to know about it.
import type { Db } from '../database.js';
import { runStatements, type Ddl } from '../ddl.js';
import { shownSkuSql } from '../shown-sku.js';

/** A trigger's new or old row. */
type Side = 'NEW' | 'OLD';

const KEY = 'collection_id, type, subwoofer_size, make, model, year_start, year_end';

/**
 * Adds (sign +) or removes (sign -) the fitment rows `f` of members `cp` that `from` (FROM ... WHERE ...) yields,
 * then drops the summary rows nothing stands for. `f` and `cp` name a table alias or a trigger's NEW/OLD.
 */
function shift(sign: '+' | '-', f: string, cp: string, from: string): string[] {
  const upsert = `INSERT INTO vehicle_fitment_facets (${KEY}, n)
SELECT ${cp}.collection_id, ${f}.type, ${f}.subwoofer_size, ${f}.make, ${f}.model, ${f}.year_start,
  coalesce(${f}.year_end, 0), ${sign}count(*)
${from}
GROUP BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (${KEY}) DO UPDATE SET n = vehicle_fitment_facets.n + excluded.n`;
  return sign === '+' ? [upsert] : [upsert, `DELETE FROM vehicle_fitment_facets WHERE n = 0`];
}

/** The members (visible, shown) of the product of fitment row `f`. */
const membersOf = (f: string) => `FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = ${f}.product_id AND cp.is_visible = 1 AND ${shownSkuSql('p.sku')}`;

/** The fitment rows of member row `cp` when it is visible and its product shown. */
const fitmentOf = (cp: string) => `FROM vehicle_fitment f JOIN products p ON p.id = f.product_id
WHERE f.product_id = ${cp}.product_id AND ${cp}.is_visible = 1 AND ${shownSkuSql('p.sku')}`;

/** The fitment rows and visible memberships of the updated product when its sku turns shown (or hidden). */
const turned = (shown: Side, hidden: Side) => `FROM vehicle_fitment f
JOIN collection_products cp ON cp.product_id = f.product_id AND cp.is_visible = 1
WHERE f.product_id = NEW.id AND ${shownSkuSql(`${shown}.sku`)} AND NOT ${shownSkuSql(`${hidden}.sku`)}`;

type Trigger = {
  name: string;
  /** Timing and event. */
  on: string;
  table: string;
  /** Fires only when this holds (an update that changes nothing relevant does no work). */
  only?: string;
  body: string[];
};

/**
 * The insert, delete and update triggers of a table: `rows(side)` names the fitment and member aliases and the
 * FROM ... WHERE ... of what a row stands for; an update removes what the old row stood for and adds the new.
 */
const keptBy = (
  table: string,
  update: string,
  rows: (side: Side) => [f: string, cp: string, from: string],
  only?: string,
): Trigger[] => [
  { name: `vehicle_facets_${table}_insert`, on: 'AFTER INSERT', table, body: shift('+', ...rows('NEW')) },
  { name: `vehicle_facets_${table}_delete`, on: 'AFTER DELETE', table, body: shift('-', ...rows('OLD')) },
  {
    name: `vehicle_facets_${table}_update`,
    on: update,
    table,
    only,
    body: [...shift('-', ...rows('OLD')), ...shift('+', ...rows('NEW'))],
  },
];

const TRIGGERS: Trigger[] = [
  ...keptBy('vehicle_fitment', 'AFTER UPDATE', (side) => [side, 'cp', membersOf(side)]),
  ...keptBy(
    'collection_products',
    'AFTER UPDATE OF collection_id, product_id, is_visible',
    (side) => ['f', side, fitmentOf(side)],
    'OLD.collection_id <> NEW.collection_id OR OLD.product_id <> NEW.product_id OR OLD.is_visible <> NEW.is_visible',
  ),
  {
    name: 'vehicle_facets_product_sku',
    on: 'AFTER UPDATE OF sku',
    table: 'products',
    only: 'OLD.sku <> NEW.sku',
    body: [...shift('-', 'f', 'cp', turned('OLD', 'NEW')), ...shift('+', 'f', 'cp', turned('NEW', 'OLD'))],
  },
  // A product's fitment goes first, while its row and memberships still say what to remove.
  {
    name: 'vehicle_facets_product_delete',
    on: 'BEFORE DELETE',
    table: 'products',
    body: ['DELETE FROM vehicle_fitment WHERE product_id = OLD.id'],
  },
];

function trigger(d: Ddl, { name, on, table, only, body }: Trigger): string[] {
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

export async function up(db: Db, d: Ddl): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE vehicle_fitment_facets (
  collection_id ${d.int} NOT NULL,
  type TEXT NOT NULL,
  subwoofer_size TEXT NOT NULL,
  make ${d.nocaseTextNotNull},
  model ${d.nocaseTextNotNull},
  year_start ${d.int} NOT NULL,
  -- 0: an open range (vehicle_fitment's NULL), so that the key has no NULL.
  year_end ${d.int} NOT NULL,
  -- How many fitment rows of visible, shown members this row stands for (rows at 0 are deleted).
  n ${d.int} NOT NULL,
  PRIMARY KEY (${KEY})
)${d.withoutRowid}`,
    // Finds the rows a removal brought to 0.
    `CREATE INDEX vehicle_fitment_facets_n ON vehicle_fitment_facets (n)`,
    ...TRIGGERS.flatMap((t) => trigger(d, t)),
    // The facets of what is stored already.
    ...shift(
      '+',
      'f',
      'cp',
      `FROM vehicle_fitment f
JOIN collection_products cp ON cp.product_id = f.product_id AND cp.is_visible = 1
JOIN products p ON p.id = f.product_id
WHERE ${shownSkuSql('p.sku')}`,
    ),
  ]);
}
