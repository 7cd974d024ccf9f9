// A second search version that orders leave alone (decision 052). product_search_state.version (migration 003) is
// bumped on every re-index, and a card is re-indexed whenever its 30-day turnover changes, that is on every order:
// the search service then forgot every search's match count, and a broad search counts all its matches again
// (SQLite "subwoofer" at 200,000 products: 37,000 matches, about 12 ms). A turnover change only moves a card in
// the order of results; which cards match a text, and which are hidden, change only with what the index reads
// as text (sku, name, enabled, variant family, the properties) or with a product added or removed.
// content_version is bumped by those writes alone, so the counts (and the hidden-id list) are kept across
// orders. Triggers on products and product_properties keep it, on both stores, so no write path has to know
// about it; a rebuild of the index (modules/search/search.index.ts) bumps it too. While the index is paused for
// a bulk load nothing is re-indexed, and nothing is bumped: the rebuild at its end bumps it once. PostgreSQL
// bumps it once per transaction (as migration 021 does the version: n bumps of one row in one transaction cost n²).
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';
import { createTrigger, type Trigger } from './summary-triggers.js';

/** The bump; on PostgreSQL once per transaction (a transaction-local setting remembers it). */
const BUMP = 'UPDATE product_search_state SET content_version = content_version + 1 WHERE id = 1';
const BUMP_ONCE = `CREATE FUNCTION product_search_content_bump() RETURNS VOID
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.search_content_bumped_in', true) IS DISTINCT FROM txid_current()::TEXT THEN
    ${BUMP};
    PERFORM set_config('shop.search_content_bumped_in', txid_current()::TEXT, true);
  END IF;
END
$$`;

/** The columns of products whose change changes a card's indexed text or whether it is indexed or shown. */
const TEXT_COLUMNS = ['sku', 'name', 'enabled_on_site', 'variant_parent_sku', 'is_parent'];

const NOT_PAUSED = 'NOT EXISTS (SELECT 1 FROM product_search_paused)';

function triggers(d: Ddl): Trigger[] {
  const body = [d.dialect === 'postgres' ? 'PERFORM product_search_content_bump()' : BUMP];
  const differs = (c: string) =>
    d.dialect === 'postgres' ? `OLD.${c} IS DISTINCT FROM NEW.${c}` : `OLD.${c} IS NOT NEW.${c}`;
  const changed = TEXT_COLUMNS.map(differs).join(' OR ');
  // A PostgreSQL trigger's WHEN cannot hold a subquery: there the pause is checked in the body.
  const when = (extra?: string) =>
    d.dialect === 'postgres' ? extra : [NOT_PAUSED, extra && `(${extra})`].filter(Boolean).join(' AND ');
  const pgBody = d.dialect === 'postgres' ? [`IF ${NOT_PAUSED} THEN ${body[0]}; END IF`] : body;
  const on = (table: string, event: string, name: string, only?: string): Trigger => ({
    name: `search_content_${name}`,
    on: event,
    table,
    only: when(only),
    body: pgBody,
  });
  return [
    on('products', 'AFTER INSERT', 'products_insert'),
    on('products', 'AFTER DELETE', 'products_delete'),
    on('products', `AFTER UPDATE OF ${TEXT_COLUMNS.join(', ')}`, 'products_update', changed),
    on('product_properties', 'AFTER INSERT', 'properties_insert'),
    on('product_properties', 'AFTER DELETE', 'properties_delete'),
    on('product_properties', 'AFTER UPDATE', 'properties_update'),
  ];
}

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE product_search_state ADD COLUMN content_version ${d.int} NOT NULL DEFAULT 0`,
    ...(d.dialect === 'postgres' ? [BUMP_ONCE] : []),
    ...triggers(d).flatMap((t) => createTrigger(d, t)),
  ]);
}
