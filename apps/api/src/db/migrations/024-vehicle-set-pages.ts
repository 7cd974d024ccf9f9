// The vehicle filter's narrow pages from an index in page order per fitment set (decision 052). A page of a narrow
// filter read the matching fitment sets' products (020) and looked each one's membership up: on PostgreSQL at
// 200,000 products, 1,000 matches cost ~21 ms, so the page walked the collection's page index instead (665
// members checked for 24 matches). This summary holds each visible, shown member of a collection whose product
// has fitment rows, under its fitment set's key (020's vehicle_fitment_product_sets), with the page order's
// columns, so a narrow page reads only the matching sets' members from one index, already in page order per
// set. Triggers keep it in step with collection_products (membership, is_visible, is_preordered, position),
// products (sku: the excluded sku is never shown) and the products' fitment sets, on both stores.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';
import { shownSkuSql } from './shown-sku.js';
import { createTrigger, type RebuiltSummary, type Trigger } from './summary-triggers.js';

const PAGES = 'vehicle_fitment_set_pages';
const COLUMNS = 'collection_id, product_id, set_key, is_preordered, position';

/** Adds the members that `from` (FROM ... WHERE ..., with aliases cp, s and p) yields. */
const add = (from: string) => `INSERT INTO ${PAGES} (${COLUMNS})
SELECT cp.collection_id, cp.product_id, s.set_key, cp.is_preordered, cp.position
${from} AND cp.is_visible = 1 AND ${shownSkuSql('p.sku')}`;

const joined = `FROM collection_products cp
JOIN vehicle_fitment_product_sets s ON s.product_id = cp.product_id
JOIN products p ON p.id = cp.product_id`;

/** Membership row `cp` (a trigger's NEW) added when it is visible, its product shown and with a fitment set. */
const addMember = (cp: string) => `INSERT INTO ${PAGES} (${COLUMNS})
SELECT ${cp}.collection_id, ${cp}.product_id, s.set_key, ${cp}.is_preordered, ${cp}.position
FROM vehicle_fitment_product_sets s JOIN products p ON p.id = s.product_id
WHERE s.product_id = ${cp}.product_id AND ${cp}.is_visible = 1 AND ${shownSkuSql('p.sku')}`;

const dropMember = (cp: string) =>
  `DELETE FROM ${PAGES} WHERE collection_id = ${cp}.collection_id AND product_id = ${cp}.product_id`;

const dropProduct = (id: string) => `DELETE FROM ${PAGES} WHERE product_id = ${id}`;
const addProduct = (id: string) => add(`${joined} WHERE cp.product_id = ${id}`);

const TRIGGERS: Trigger[] = [
  {
    name: 'vehicle_pages_member_insert',
    on: 'AFTER INSERT',
    table: 'collection_products',
    body: [addMember('NEW')],
  },
  {
    name: 'vehicle_pages_member_delete',
    on: 'AFTER DELETE',
    table: 'collection_products',
    body: [dropMember('OLD')],
  },
  {
    name: 'vehicle_pages_member_update',
    on: 'AFTER UPDATE OF collection_id, product_id, is_visible, is_preordered, position',
    table: 'collection_products',
    only: 'OLD.collection_id <> NEW.collection_id OR OLD.product_id <> NEW.product_id OR OLD.is_visible <> NEW.is_visible OR OLD.is_preordered <> NEW.is_preordered OR OLD.position <> NEW.position',
    body: [dropMember('OLD'), addMember('NEW')],
  },
  {
    name: 'vehicle_pages_product_sku',
    on: 'AFTER UPDATE OF sku',
    table: 'products',
    only: 'OLD.sku <> NEW.sku',
    body: [dropProduct('NEW.id'), addProduct('NEW.id')],
  },
  {
    name: 'vehicle_pages_set_insert',
    on: 'AFTER INSERT',
    table: 'vehicle_fitment_product_sets',
    body: [addProduct('NEW.product_id')],
  },
  {
    name: 'vehicle_pages_set_delete',
    on: 'AFTER DELETE',
    table: 'vehicle_fitment_product_sets',
    body: [dropProduct('OLD.product_id')],
  },
  {
    name: 'vehicle_pages_set_update',
    on: 'AFTER UPDATE',
    table: 'vehicle_fitment_product_sets',
    only: 'OLD.set_key <> NEW.set_key OR OLD.product_id <> NEW.product_id',
    body: [dropProduct('OLD.product_id'), dropProduct('NEW.product_id'), addProduct('NEW.product_id')],
  },
];

/**
 * The summary as a bulk load sees it (db/summaries.ts). Its fill empties the table first: when a rebuild fills the
 * fitment sets (020) with this summary's triggers back on, they have added rows already.
 */
export const VEHICLE_SET_PAGES: RebuiltSummary = {
  triggers: TRIGGERS,
  tables: [PAGES],
  fill: [`DELETE FROM ${PAGES}`, add(`${joined} WHERE 1 = 1`)],
};

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE ${PAGES} (
  collection_id ${d.int} NOT NULL,
  product_id ${d.int} NOT NULL,
  set_key TEXT NOT NULL,
  is_preordered ${d.int} NOT NULL,
  position ${d.int} NOT NULL,
  PRIMARY KEY (collection_id, product_id)
)${d.withoutRowid}`,
    // A set's members of a collection in page order: pre-ordered last, then by position.
    `CREATE INDEX ${PAGES}_page ON ${PAGES} (collection_id, set_key, is_preordered, position, product_id)`,
    // A product's rows, when its sku or its fitment set changes.
    `CREATE INDEX ${PAGES}_product ON ${PAGES} (product_id)`,
    ...TRIGGERS.flatMap((t) => createTrigger(d, t)),
    ...VEHICLE_SET_PAGES.fill,
  ]);
}
