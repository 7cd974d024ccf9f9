// The vehicle filter's count from a summary instead of a scan (decision 052). Products that fit the same vehicles
// share a fitment set: the key `set_key` spells a product's fitment rows, in model order, without ambiguity
// (each text length-prefixed), '' for a product without any. Three tables, kept in step by triggers on both stores
// (vehicle_fitment, collection_products membership and is_visible, products sku: the excluded sku is never shown):
// - vehicle_fitment_product_sets: the key of each product that has fitment rows;
// - vehicle_fitment_set_rows: the fitment rows of each key in use (one product's rows stand for all);
// - vehicle_fitment_set_members: per collection and key, how many visible, shown members have it.
// The count of a filter is then the sum of `n` over the collection's keys with a matching row: its cost follows
// the vehicles sold, not the catalogue. The sum over all keys is the collection's visible, shown member count.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';
import { shownSkuSql } from './shown-sku.js';
import {
  createTrigger,
  shiftCounts,
  zeroRowsIndex,
  type RebuiltSummary,
  type Summary,
  type Trigger,
} from './summary-triggers.js';

const text = (expr: string) => `CAST(${expr} AS TEXT)`;
/** A text with its length in front, so that a concatenation of them reads back one way only. */
const prefixed = (expr: string) => `${text(`length(${text(expr)})`)} || ':' || ${text(expr)}`;

/** The part of the key of fitment row `f` (type is Loaded or Empty, years are digits). */
const rowKey = (f: string) =>
  `${f}.type || ',' || ${text(`${f}.year_start`)} || ',' || ${text(`coalesce(${f}.year_end, 0)`)} || ',' || ${prefixed(`${f}.subwoofer_size`)} || ${prefixed(`${f}.make`)} || ${prefixed(`${f}.model`)} || ';'`;

/** The key of product `id` computed from its fitment rows now. */
const keyNow = (id: string) =>
  `(SELECT coalesce(string_agg(${rowKey('f')}, '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = ${id})`;

/** The key of product `id` as stored (what the summary counts it under). */
const keyStored = (id: string) =>
  `coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = ${id}), '')`;

const MEMBERS: Summary = { table: 'vehicle_fitment_set_members', key: 'collection_id, set_key' };

/** Adds (sign +) or removes (sign -) the members that `from` (FROM ... WHERE ...) yields under key `key`. */
const shift = (sign: '+' | '-', collection: string, key: string, from: string): string[] =>
  shiftCounts(MEMBERS, sign, `${collection}, ${key}`, from);

/** The visible memberships of product `id` while its sku is shown. */
const membershipsOf = (id: string) => `FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = ${id} AND cp.is_visible = 1 AND ${shownSkuSql('p.sku')}`;

/**
 * Product `id`'s fitment rows changed: when its key did, its memberships move from the stored key to the new
 * one, the new key's rows are stored, the old key's go when no product has it any more, and the key is stored.
 */
const rekey = (id: string): string[] => {
  const changed = `${keyStored(id)} <> ${keyNow(id)}`;
  return [
    ...shift('-', 'cp.collection_id', keyStored(id), `${membershipsOf(id)} AND ${changed}`),
    ...shift('+', 'cp.collection_id', keyNow(id), `${membershipsOf(id)} AND ${changed}`),
    `INSERT INTO vehicle_fitment_set_rows (set_key, model, make, type, subwoofer_size, year_start, year_end)
SELECT ${keyNow(id)}, f.model, f.make, f.type, f.subwoofer_size, f.year_start, f.year_end
FROM vehicle_fitment f WHERE f.product_id = ${id} AND ${changed}
ON CONFLICT (set_key, model) DO NOTHING`,
    `DELETE FROM vehicle_fitment_set_rows WHERE set_key = ${keyStored(id)} AND ${changed}
AND NOT EXISTS (SELECT 1 FROM vehicle_fitment_product_sets s WHERE s.set_key = ${keyStored(id)} AND s.product_id <> ${id})`,
    `DELETE FROM vehicle_fitment_product_sets WHERE product_id = ${id} AND ${keyNow(id)} = ''`,
    `INSERT INTO vehicle_fitment_product_sets (product_id, set_key)
SELECT ${id}, ${keyNow(id)} WHERE ${keyNow(id)} <> ''
ON CONFLICT (product_id) DO UPDATE SET set_key = excluded.set_key`,
  ];
};

/** Membership row `cp` (a trigger's NEW or OLD) counted when it is visible and its product shown. */
const member = (cp: string) => `FROM products p
WHERE p.id = ${cp}.product_id AND ${cp}.is_visible = 1 AND ${shownSkuSql('p.sku')}`;

/** The visible memberships of the updated product when its sku turns shown (or hidden). */
const turned = (shown: string, hidden: string) => `FROM collection_products cp
WHERE cp.product_id = NEW.id AND cp.is_visible = 1 AND ${shownSkuSql(`${shown}.sku`)} AND NOT ${shownSkuSql(`${hidden}.sku`)}`;

const TRIGGERS: Trigger[] = [
  {
    name: 'vehicle_sets_fitment_insert',
    on: 'AFTER INSERT',
    table: 'vehicle_fitment',
    body: rekey('NEW.product_id'),
  },
  {
    name: 'vehicle_sets_fitment_delete',
    on: 'AFTER DELETE',
    table: 'vehicle_fitment',
    body: rekey('OLD.product_id'),
  },
  {
    name: 'vehicle_sets_fitment_update',
    on: 'AFTER UPDATE',
    table: 'vehicle_fitment',
    body: [...rekey('OLD.product_id'), ...rekey('NEW.product_id')],
  },
  {
    name: 'vehicle_sets_member_insert',
    on: 'AFTER INSERT',
    table: 'collection_products',
    body: shift('+', 'NEW.collection_id', keyStored('NEW.product_id'), member('NEW')),
  },
  {
    name: 'vehicle_sets_member_delete',
    on: 'AFTER DELETE',
    table: 'collection_products',
    body: shift('-', 'OLD.collection_id', keyStored('OLD.product_id'), member('OLD')),
  },
  {
    name: 'vehicle_sets_member_update',
    on: 'AFTER UPDATE OF collection_id, product_id, is_visible',
    table: 'collection_products',
    only: 'OLD.collection_id <> NEW.collection_id OR OLD.product_id <> NEW.product_id OR OLD.is_visible <> NEW.is_visible',
    body: [
      ...shift('-', 'OLD.collection_id', keyStored('OLD.product_id'), member('OLD')),
      ...shift('+', 'NEW.collection_id', keyStored('NEW.product_id'), member('NEW')),
    ],
  },
  {
    name: 'vehicle_sets_product_sku',
    on: 'AFTER UPDATE OF sku',
    table: 'products',
    only: 'OLD.sku <> NEW.sku',
    body: [
      ...shift('-', 'cp.collection_id', keyStored('NEW.id'), turned('OLD', 'NEW')),
      ...shift('+', 'cp.collection_id', keyStored('NEW.id'), turned('NEW', 'OLD')),
    ],
  },
  // A product's memberships go first, while its row still says whether it was shown (a cascade comes after).
  {
    name: 'vehicle_sets_product_delete',
    on: 'BEFORE DELETE',
    table: 'products',
    body: ['DELETE FROM collection_products WHERE product_id = OLD.id'],
  },
];

/** Its triggers, and the sets of what is stored (a bulk load pauses and rebuilds them: db/summaries.ts). */
export const FITMENT_SETS: RebuiltSummary = {
  triggers: TRIGGERS,
  tables: ['vehicle_fitment_product_sets', 'vehicle_fitment_set_rows', MEMBERS.table],
  fill: [
    `INSERT INTO vehicle_fitment_product_sets (product_id, set_key)
SELECT f.product_id, string_agg(${rowKey('f')}, '' ORDER BY f.model) FROM vehicle_fitment f GROUP BY f.product_id`,
    `INSERT INTO vehicle_fitment_set_rows (set_key, model, make, type, subwoofer_size, year_start, year_end)
SELECT s.set_key, f.model, f.make, f.type, f.subwoofer_size, f.year_start, f.year_end
FROM vehicle_fitment_product_sets s JOIN vehicle_fitment f ON f.product_id = s.product_id
WHERE 1 = 1
ON CONFLICT (set_key, model) DO NOTHING`,
    `INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT cp.collection_id, coalesce(s.set_key, ''), count(*)
FROM collection_products cp
JOIN products p ON p.id = cp.product_id
LEFT JOIN vehicle_fitment_product_sets s ON s.product_id = cp.product_id
WHERE cp.is_visible = 1 AND ${shownSkuSql('p.sku')}
GROUP BY cp.collection_id, coalesce(s.set_key, '')`,
  ],
};

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE vehicle_fitment_product_sets (
  product_id ${d.int} PRIMARY KEY,
  set_key TEXT NOT NULL
)`,
    // Whether another product still has a key.
    `CREATE INDEX vehicle_fitment_product_sets_key ON vehicle_fitment_product_sets (set_key)`,
    `CREATE TABLE vehicle_fitment_set_rows (
  set_key TEXT NOT NULL,
  model ${d.nocaseTextNotNull},
  make ${d.nocaseTextNotNull},
  type TEXT NOT NULL,
  subwoofer_size TEXT NOT NULL,
  year_start ${d.int} NOT NULL,
  -- NULL: an open range, as in vehicle_fitment.
  year_end ${d.int},
  PRIMARY KEY (set_key, model)
)${d.withoutRowid}`,
    `CREATE TABLE vehicle_fitment_set_members (
  collection_id ${d.int} NOT NULL,
  set_key TEXT NOT NULL,
  -- Visible, shown members of the collection with this key ('' : without fitment); rows at 0 are deleted.
  n ${d.int} NOT NULL,
  PRIMARY KEY (collection_id, set_key)
)${d.withoutRowid}`,
    zeroRowsIndex(MEMBERS),
    ...TRIGGERS.flatMap((t) => createTrigger(d, t)),
    ...FITMENT_SETS.fill,
  ]);
}
