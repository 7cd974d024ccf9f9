// A collection page's product count from a summary instead of a scan (decision 052): one row per collection with how
// many of its members are shown (visible in it, sku shown: db/shown-sku.ts), exactly what the page lists; a
// collection with none has no row. Counting the members joined to their products cost a scan of the collection
// (20 ms at 200,000 products); this row costs the same at any size. Triggers keep it in step with
// collection_products (membership, is_visible) and products (a sku turned into or out of the excluded one, a
// product deleted), on both stores, so no write path has to know about it.
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

const COUNTS = { table: 'collection_member_counts', key: 'collection_id' };

/** Adds (sign +) or removes (sign -) the members `cp` that `from` yields, per collection. */
const shift = (sign: '+' | '-', cp: string, from: string): string[] =>
  shiftCounts(COUNTS, sign, `${cp}.collection_id`, from);

/** Member row `cp` (a trigger's NEW or OLD) when it is visible and its product shown. */
const shownMember = (cp: string) => `FROM products p
WHERE p.id = ${cp}.product_id AND ${cp}.is_visible = 1 AND ${shownSkuSql('p.sku')}`;

/** The visible memberships of the updated product while sku `shown` is shown and sku `hidden` is not. */
const turned = (shown: string, hidden: string) => `FROM collection_products cp
WHERE cp.product_id = NEW.id AND cp.is_visible = 1 AND ${shownSkuSql(`${shown}.sku`)} AND NOT ${shownSkuSql(`${hidden}.sku`)}`;

const TRIGGERS = [
  ...keptBy(
    'member_counts',
    'collection_products',
    'AFTER UPDATE OF collection_id, product_id, is_visible',
    (sign, side) => shift(sign, side, shownMember(side)),
    'OLD.collection_id <> NEW.collection_id OR OLD.product_id <> NEW.product_id OR OLD.is_visible <> NEW.is_visible',
  ),
  skuTurned('member_counts_product_sku', (sign, shown, hidden) => shift(sign, 'cp', turned(shown, hidden))),
  // Whichever summary's trigger deletes a product's memberships first, every member trigger sees them go.
  deletedFirst('member_counts_product_delete', 'collection_products'),
];

/** Its triggers, and the counts of what is stored (a bulk load pauses and rebuilds it: db/summaries.ts). */
export const MEMBER_COUNTS: RebuiltSummary = {
  triggers: TRIGGERS,
  tables: [COUNTS.table],
  fill: shift(
    '+',
    'cp',
    `FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.is_visible = 1 AND ${shownSkuSql('p.sku')}`,
  ),
};

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await createSummary(db, d, COUNTS, {
    create: `CREATE TABLE collection_member_counts (
  collection_id ${d.int} PRIMARY KEY,
  -- How many visible members with a shown sku the collection has (rows at 0 are deleted).
  n ${d.int} NOT NULL
)`,
    triggers: TRIGGERS,
    fill: MEMBER_COUNTS.fill,
  });
}
