// The vehicle filter's facets from a summary instead of a scan (decision 052): one row per collection and distinct
// fitment (type, size, make, model, year range) among the collection's visible, shown members, with how many
// fitment rows it stands for. The facets read the distinct values of this small table (its size follows the
// vehicles sold, not the catalogue), so they cost the same at 200,000 products as at 5,000. Triggers keep it in
// step with vehicle_fitment, collection_products (membership, is_visible) and products (sku: the excluded sku
// is never shown), on both stores, so no write path has to know about it.
import type { MigrationDb, Ddl } from './ddl.js';
import { shownSkuSql } from './shown-sku.js';
import {
  createSummary,
  deletedFirst,
  keptBy,
  shiftCounts,
  skuTurned,
  type RebuiltSummary,
} from './summary-triggers.js';

const FACETS = {
  table: 'vehicle_fitment_facets',
  key: 'collection_id, type, subwoofer_size, make, model, year_start, year_end',
};

/**
 * Adds (sign +) or removes (sign -) the fitment rows `f` of members `cp` that `from` (FROM ... WHERE ...) yields,
 * then drops the summary rows nothing stands for. `f` and `cp` name a table alias or a trigger's NEW/OLD.
 */
const shift = (sign: '+' | '-', f: string, cp: string, from: string): string[] =>
  shiftCounts(
    FACETS,
    sign,
    `${cp}.collection_id, ${f}.type, ${f}.subwoofer_size, ${f}.make, ${f}.model, ${f}.year_start,
  coalesce(${f}.year_end, 0)`,
    from,
  );

/** The members (visible, shown) of the product of fitment row `f`. */
const membersOf = (f: string) => `FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = ${f}.product_id AND cp.is_visible = 1 AND ${shownSkuSql('p.sku')}`;

/** The fitment rows of member row `cp` when it is visible and its product shown. */
const fitmentOf = (cp: string) => `FROM vehicle_fitment f JOIN products p ON p.id = f.product_id
WHERE f.product_id = ${cp}.product_id AND ${cp}.is_visible = 1 AND ${shownSkuSql('p.sku')}`;

/** The fitment rows and visible memberships of the updated product while sku `shown` is shown and `hidden` not. */
const turned = (shown: string, hidden: string) => `FROM vehicle_fitment f
JOIN collection_products cp ON cp.product_id = f.product_id AND cp.is_visible = 1
WHERE f.product_id = NEW.id AND ${shownSkuSql(`${shown}.sku`)} AND NOT ${shownSkuSql(`${hidden}.sku`)}`;

const TRIGGERS = [
  ...keptBy('vehicle_facets', 'vehicle_fitment', 'AFTER UPDATE', (sign, side) =>
    shift(sign, side, 'cp', membersOf(side)),
  ),
  ...keptBy(
    'vehicle_facets',
    'collection_products',
    'AFTER UPDATE OF collection_id, product_id, is_visible',
    (sign, side) => shift(sign, 'f', side, fitmentOf(side)),
    'OLD.collection_id <> NEW.collection_id OR OLD.product_id <> NEW.product_id OR OLD.is_visible <> NEW.is_visible',
  ),
  skuTurned('vehicle_facets_product_sku', (sign, shown, hidden) =>
    shift(sign, 'f', 'cp', turned(shown, hidden)),
  ),
  // A product's fitment goes first, while its row and memberships still say what to remove.
  deletedFirst('vehicle_facets_product_delete', 'vehicle_fitment'),
];

/** Its triggers, and the facets of what is stored (a bulk load pauses and rebuilds it: db/summaries.ts). */
export const VEHICLE_FACETS: RebuiltSummary = {
  triggers: TRIGGERS,
  tables: [FACETS.table],
  fill: shift(
    '+',
    'f',
    'cp',
    `FROM vehicle_fitment f
JOIN collection_products cp ON cp.product_id = f.product_id AND cp.is_visible = 1
JOIN products p ON p.id = f.product_id
WHERE ${shownSkuSql('p.sku')}`,
  ),
};

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await createSummary(db, d, FACETS, {
    create: `CREATE TABLE vehicle_fitment_facets (
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
  PRIMARY KEY (${FACETS.key})
)${d.withoutRowid}`,
    triggers: TRIGGERS,
    fill: VEHICLE_FACETS.fill,
  });
}
