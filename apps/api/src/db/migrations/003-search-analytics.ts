// Site search and analytics events.
//
// Search: one document per product card (a parent with its enabled variants rolled up, or a single
// product), so a family is found once; its text is the card's skus, names and property values. Each card
// has a sort key, ((2^39 - 1 - family 30-day turnover in cents) << 24) | card id, so that walking matches
// by the key is turnover descending without touching the products table. Triggers keep the index current
// row by row; inserting a product id into the view product_search_reindex re-indexes that card.
//   SQLite: product_search is a contentless FTS5 table whose rowid is the sort key.
//   PostgreSQL: product_search is a table (product_id, sort_key, document TSVECTOR with a GIN index), and
//   the function product_search_reindex(product_id) does what SQLite's INSTEAD OF trigger does.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

/** SQLite only: the FTS5 index and its triggers (as migration 003 has always had them). */
const SQLITE_SEARCH: readonly string[] = [
  // Contentless (the text lives in products/product_properties); contentless_delete allows DELETE by rowid.
  `CREATE VIRTUAL TABLE product_search USING fts5(
  sku, name, props,
  content = '',
  contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
)`,

  // Inserting a product id here re-indexes that card (nothing is stored: an INSTEAD OF trigger on a view).
  // A card is indexed when it is enabled on site and is not a variant.
  `CREATE VIEW product_search_reindex AS SELECT NULL AS product_id`,

  `CREATE TRIGGER product_search_reindex_card INSTEAD OF INSERT ON product_search_reindex
WHEN NEW.product_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM product_search_paused)
BEGIN
  DELETE FROM product_search
  WHERE rowid = (SELECT search_rowid FROM product_search_cards WHERE product_id = NEW.product_id);
  DELETE FROM product_search_cards WHERE product_id = NEW.product_id;
  INSERT INTO product_search_cards (product_id, search_rowid)
  SELECT c.id,
    ((549755813887 - min(549755813887, max(0,
      c.turnover_30d_cents + CASE WHEN c.is_parent = 1 THEN coalesce((
        SELECT sum(v.turnover_30d_cents) FROM products v
        WHERE v.variant_parent_sku = c.sku AND v.enabled_on_site = 1), 0) ELSE 0 END
    ))) << 24) | c.id
  FROM products c
  WHERE c.id = NEW.product_id AND c.enabled_on_site = 1 AND c.variant_parent_sku IS NULL;
  INSERT INTO product_search (rowid, sku, name, props)
  SELECT s.search_rowid,
    c.sku || coalesce((
      SELECT ' ' || group_concat(v.sku, ' ') FROM products v
      WHERE c.is_parent = 1 AND v.variant_parent_sku = c.sku AND v.enabled_on_site = 1), ''),
    c.name || coalesce((
      SELECT ' ' || group_concat(v.name, ' ') FROM products v
      WHERE c.is_parent = 1 AND v.variant_parent_sku = c.sku AND v.enabled_on_site = 1), ''),
    coalesce((
      SELECT group_concat(value, ' ') FROM (
        SELECT value FROM product_properties WHERE product_id = NEW.product_id
        UNION
        SELECT pp.value FROM products v JOIN product_properties pp ON pp.product_id = v.id
        WHERE v.variant_parent_sku = (SELECT sku FROM products WHERE id = NEW.product_id AND is_parent = 1)
          AND v.enabled_on_site = 1)), '')
  FROM product_search_cards s JOIN products c ON c.id = s.product_id
  WHERE s.product_id = NEW.product_id;
  UPDATE product_search_state SET version = version + 1 WHERE id = 1;
END`,

  // The card a product belongs to: itself, or the parent of a variant.
  `CREATE TRIGGER product_search_products_insert AFTER INSERT ON products
BEGIN
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN NEW.variant_parent_sku IS NULL THEN NEW.id
    ELSE (SELECT id FROM products WHERE sku = NEW.variant_parent_sku AND is_parent = 1) END;
END`,

  `CREATE TRIGGER product_search_products_update
AFTER UPDATE OF sku, name, enabled_on_site, variant_parent_sku, is_parent, turnover_30d_cents ON products
BEGIN
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN OLD.variant_parent_sku IS NULL THEN OLD.id
    ELSE (SELECT id FROM products WHERE sku = OLD.variant_parent_sku AND is_parent = 1) END;
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN NEW.variant_parent_sku IS NULL THEN NEW.id
    ELSE (SELECT id FROM products WHERE sku = NEW.variant_parent_sku AND is_parent = 1) END;
END`,

  `CREATE TRIGGER product_search_products_delete AFTER DELETE ON products
BEGIN
  UPDATE product_search_state SET version = version + 1 WHERE id = 1;
  DELETE FROM product_search
  WHERE rowid = (SELECT search_rowid FROM product_search_cards WHERE product_id = OLD.id);
  DELETE FROM product_search_cards WHERE product_id = OLD.id;
  INSERT INTO product_search_reindex (product_id)
  SELECT id FROM products WHERE OLD.variant_parent_sku IS NOT NULL AND sku = OLD.variant_parent_sku AND is_parent = 1;
END`,

  `CREATE TRIGGER product_search_properties_insert AFTER INSERT ON product_properties
BEGIN
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN p.variant_parent_sku IS NULL THEN p.id
    ELSE (SELECT id FROM products WHERE sku = p.variant_parent_sku AND is_parent = 1) END
  FROM products p WHERE p.id = NEW.product_id;
END`,

  `CREATE TRIGGER product_search_properties_update AFTER UPDATE ON product_properties
BEGIN
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN p.variant_parent_sku IS NULL THEN p.id
    ELSE (SELECT id FROM products WHERE sku = p.variant_parent_sku AND is_parent = 1) END
  FROM products p WHERE p.id IN (OLD.product_id, NEW.product_id);
END`,

  `CREATE TRIGGER product_search_properties_delete AFTER DELETE ON product_properties
BEGIN
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN p.variant_parent_sku IS NULL THEN p.id
    ELSE (SELECT id FROM products WHERE sku = p.variant_parent_sku AND is_parent = 1) END
  FROM products p WHERE p.id = OLD.product_id;
END`,
];

/**
 * PostgreSQL only: the twin of SQLite's FTS5 index. A card's document is its skus (weight A), names (B) and
 * property values (C) under the 'simple' configuration (lower-cased words, no stemming, no stop words, no
 * unaccent); product_search_words first turns punctuation into spaces, as FTS5's unicode61 tokenizer does
 * ('EVL-12-D2' is the words evl, 12, d2), so that the parser does not keep hyphenated or dotted compounds.
 * Differences from FTS5: diacritics are kept (unicode61 remove_diacritics 2 folds them), and case folding
 * of non-ASCII letters follows the database's LC_CTYPE (use a UTF-8 locale such as C.UTF-8).
 */
const POSTGRES_SEARCH: readonly string[] = [
  `CREATE TABLE product_search (
  product_id BIGINT PRIMARY KEY,
  -- What the FTS5 rowid is on SQLite: ORDER BY sort_key is turnover descending, then card id.
  sort_key BIGINT NOT NULL,
  document TSVECTOR NOT NULL
)`,
  `CREATE UNIQUE INDEX product_search_sort_key ON product_search (sort_key)`,
  `CREATE INDEX product_search_document ON product_search USING GIN (document)`,

  `CREATE FUNCTION product_search_words(value TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT regexp_replace(value, '[[:punct:][:space:][:cntrl:]\\u00a0-\\u00bf\\u00d7\\u00f7\\u2000-\\u206f\\u3000-\\u303f]+', ' ', 'g')
$$`,

  // The card a product belongs to: itself, or the parent of a variant (NULL when there is none).
  `CREATE FUNCTION product_search_card(p_id BIGINT, p_parent_sku CITEXT) RETURNS BIGINT
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_parent_sku IS NULL THEN p_id
    ELSE (SELECT p.id FROM products p WHERE p.sku = p_parent_sku AND p.is_parent = 1) END
$$`,

  // Re-index one card (SQLite: the INSTEAD OF trigger product_search_reindex_card). A card is indexed when
  // it is enabled on site and is not a variant. Nothing happens while product_search_paused has a row.
  `CREATE FUNCTION product_search_reindex(p_product_id BIGINT) RETURNS VOID
LANGUAGE plpgsql AS $$
BEGIN
  IF p_product_id IS NULL OR EXISTS (SELECT 1 FROM product_search_paused) THEN
    RETURN;
  END IF;
  -- First, so that the state row's lock queues concurrent re-indexes (SQLite has one writer): a second
  -- transaction then deletes what the first inserted instead of failing on its keys.
  UPDATE product_search_state SET version = version + 1 WHERE id = 1;
  DELETE FROM product_search WHERE product_id = p_product_id;
  DELETE FROM product_search_cards WHERE product_id = p_product_id;
  INSERT INTO product_search_cards (product_id, search_rowid)
  SELECT c.id,
    ((549755813887 - least(549755813887, greatest(0,
      c.turnover_30d_cents + CASE WHEN c.is_parent = 1 THEN coalesce((
        SELECT sum(v.turnover_30d_cents) FROM products v
        WHERE v.variant_parent_sku = c.sku AND v.enabled_on_site = 1), 0) ELSE 0 END
    )))::BIGINT << 24) | c.id
  FROM products c
  WHERE c.id = p_product_id AND c.enabled_on_site = 1 AND c.variant_parent_sku IS NULL;
  INSERT INTO product_search (product_id, sort_key, document)
  SELECT s.product_id, s.search_rowid,
    setweight(to_tsvector('simple', product_search_words(
      c.sku::TEXT || coalesce((
        SELECT ' ' || string_agg(v.sku::TEXT, ' ') FROM products v
        WHERE c.is_parent = 1 AND v.variant_parent_sku = c.sku AND v.enabled_on_site = 1), ''))), 'A')
    || setweight(to_tsvector('simple', product_search_words(
      c.name || coalesce((
        SELECT ' ' || string_agg(v.name, ' ') FROM products v
        WHERE c.is_parent = 1 AND v.variant_parent_sku = c.sku AND v.enabled_on_site = 1), ''))), 'B')
    || setweight(to_tsvector('simple', product_search_words(coalesce((
      SELECT string_agg(u.value, ' ') FROM (
        SELECT value FROM product_properties WHERE product_id = p_product_id
        UNION
        SELECT pp.value FROM products v JOIN product_properties pp ON pp.product_id = v.id
        WHERE v.variant_parent_sku = (SELECT sku FROM products WHERE id = p_product_id AND is_parent = 1)
          AND v.enabled_on_site = 1) AS u), ''))), 'C')
  FROM product_search_cards s JOIN products c ON c.id = s.product_id
  WHERE s.product_id = p_product_id;
END
$$`,

  // Inserting a product id here re-indexes that card, as on SQLite (search.index.ts inserts into it).
  `CREATE VIEW product_search_reindex AS SELECT NULL::BIGINT AS product_id`,
  `CREATE FUNCTION product_search_reindex_card() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_reindex(NEW.product_id);
  RETURN NEW;
END
$$`,
  `CREATE TRIGGER product_search_reindex_card INSTEAD OF INSERT ON product_search_reindex
FOR EACH ROW EXECUTE FUNCTION product_search_reindex_card()`,

  `CREATE FUNCTION product_search_products_insert() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_reindex(product_search_card(NEW.id, NEW.variant_parent_sku));
  RETURN NULL;
END
$$`,
  `CREATE TRIGGER product_search_products_insert AFTER INSERT ON products
FOR EACH ROW EXECUTE FUNCTION product_search_products_insert()`,

  `CREATE FUNCTION product_search_products_update() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_reindex(product_search_card(OLD.id, OLD.variant_parent_sku));
  PERFORM product_search_reindex(product_search_card(NEW.id, NEW.variant_parent_sku));
  RETURN NULL;
END
$$`,
  `CREATE TRIGGER product_search_products_update
AFTER UPDATE OF sku, name, enabled_on_site, variant_parent_sku, is_parent, turnover_30d_cents ON products
FOR EACH ROW EXECUTE FUNCTION product_search_products_update()`,

  `CREATE FUNCTION product_search_products_delete() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search_state SET version = version + 1 WHERE id = 1;
  DELETE FROM product_search WHERE product_id = OLD.id;
  DELETE FROM product_search_cards WHERE product_id = OLD.id;
  IF OLD.variant_parent_sku IS NOT NULL THEN
    PERFORM product_search_reindex(
      (SELECT id FROM products WHERE sku = OLD.variant_parent_sku AND is_parent = 1));
  END IF;
  RETURN NULL;
END
$$`,
  `CREATE TRIGGER product_search_products_delete AFTER DELETE ON products
FOR EACH ROW EXECUTE FUNCTION product_search_products_delete()`,

  // Properties: re-index the card of the product (products already deleted, by a cascade, have none).
  `CREATE FUNCTION product_search_properties_changed() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_search_reindex(product_search_card(p.id, p.variant_parent_sku))
    FROM products p WHERE p.id = NEW.product_id;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM product_search_reindex(product_search_card(p.id, p.variant_parent_sku))
    FROM products p WHERE p.id IN (OLD.product_id, NEW.product_id);
  ELSE
    PERFORM product_search_reindex(product_search_card(p.id, p.variant_parent_sku))
    FROM products p WHERE p.id = OLD.product_id;
  END IF;
  RETURN NULL;
END
$$`,
  `CREATE TRIGGER product_search_properties_insert AFTER INSERT ON product_properties
FOR EACH ROW EXECUTE FUNCTION product_search_properties_changed()`,
  `CREATE TRIGGER product_search_properties_update AFTER UPDATE ON product_properties
FOR EACH ROW EXECUTE FUNCTION product_search_properties_changed()`,
  `CREATE TRIGGER product_search_properties_delete AFTER DELETE ON product_properties
FOR EACH ROW EXECUTE FUNCTION product_search_properties_changed()`,
];

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    // The sort key each indexed card has in product_search (it changes with the turnover).
    `CREATE TABLE product_search_cards (
  product_id ${d.int} PRIMARY KEY,
  search_rowid ${d.int} NOT NULL
)`,

    // While a row is here (a bulk load such as the seed), the triggers skip indexing; the loader then
    // rebuilds the whole index once (modules/search/search.index.ts).
    `CREATE TABLE product_search_paused (id ${d.int} PRIMARY KEY CHECK (id = 1))`,

    // Bumped on every re-index so that the API can cache search results until the index changes.
    `CREATE TABLE product_search_state (
  id ${d.int} PRIMARY KEY CHECK (id = 1),
  version ${d.int} NOT NULL
)`,
    `INSERT INTO product_search_state (id, version) VALUES (1, 0)`,
  ]);

  // Store-specific: the full-text index, the re-index view and the triggers.
  await runStatements(db, d.dialect === 'postgres' ? POSTGRES_SEARCH : SQLITE_SEARCH);

  await runStatements(db, [
    // Fill the index for the products already there.
    `INSERT INTO product_search_reindex (product_id)
SELECT id FROM products WHERE variant_parent_sku IS NULL AND enabled_on_site = 1`,

    // Analytics. A visitor is the sa_visitor cookie; events hang off it. Nothing is sent to third parties.
    `CREATE TABLE visitors (
  id TEXT PRIMARY KEY,
  campaign_id TEXT,
  first_seen_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  event_count ${d.int} NOT NULL DEFAULT 0
)${d.withoutRowid}`,

    `CREATE TABLE events (
  id ${d.id},
  type TEXT NOT NULL CHECK (type IN ('add_to_cart', 'page_view')),
  visitor_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  page_type TEXT,
  path TEXT NOT NULL CHECK (length(path) <= 2048),
  page_title TEXT NOT NULL DEFAULT '' CHECK (length(page_title) <= 512),
  referrer TEXT NOT NULL DEFAULT '' CHECK (length(referrer) <= 2048),
  location TEXT NOT NULL DEFAULT '' CHECK (length(location) <= 2048),
  hostname TEXT NOT NULL DEFAULT '' CHECK (length(hostname) <= 255),
  search TEXT NOT NULL DEFAULT '' CHECK (length(search) <= 2048),
  hash TEXT NOT NULL DEFAULT '' CHECK (length(hash) <= 2048),
  campaign_id TEXT,
  -- The event's own data (items, totalPrice, ...) as validated JSON.
  payload TEXT NOT NULL DEFAULT '{}' CHECK (${d.jsonValid('payload')} AND length(payload) <= 32768),
  created_at TEXT NOT NULL
)`,
    `CREATE INDEX events_type_created ON events (type, created_at)`,
    `CREATE INDEX events_visitor ON events (visitor_id, created_at)`,
  ]);
}
