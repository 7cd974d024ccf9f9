-- Site search (FTS5) and analytics events.

-- Search: one document per product card (a parent with its enabled variants rolled up, or a single
-- product), so a family is found once. Columns: skus, names, property values.
-- The rowid is the sort key: ((2^39 - 1 - family 30-day turnover in cents) << 24) | card id, so that
-- `ORDER BY rowid` walks matches by turnover descending without touching the products table.
-- Contentless (the text lives in products/product_properties); contentless_delete allows DELETE by rowid.
CREATE VIRTUAL TABLE product_search USING fts5(
  sku, name, props,
  content = '',
  contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);

-- The rowid each indexed card has in product_search (it changes with the turnover).
CREATE TABLE product_search_cards (
  product_id INTEGER PRIMARY KEY,
  search_rowid INTEGER NOT NULL
);

-- While a row is here (a bulk load such as the seed), the triggers skip indexing; the loader then
-- rebuilds the whole index once (modules/search/search.index.ts).
CREATE TABLE product_search_paused (id INTEGER PRIMARY KEY CHECK (id = 1));

-- Bumped on every re-index so that the API can cache search results until the index changes.
CREATE TABLE product_search_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO product_search_state (id, version) VALUES (1, 0);

-- Inserting a product id here re-indexes that card (nothing is stored: an INSTEAD OF trigger on a view).
-- A card is indexed when it is enabled on site and is not a variant.
CREATE VIEW product_search_reindex AS SELECT NULL AS product_id;

CREATE TRIGGER product_search_reindex_card INSTEAD OF INSERT ON product_search_reindex
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
END;

-- The card a product belongs to: itself, or the parent of a variant.
CREATE TRIGGER product_search_products_insert AFTER INSERT ON products
BEGIN
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN NEW.variant_parent_sku IS NULL THEN NEW.id
    ELSE (SELECT id FROM products WHERE sku = NEW.variant_parent_sku AND is_parent = 1) END;
END;

CREATE TRIGGER product_search_products_update
AFTER UPDATE OF sku, name, enabled_on_site, variant_parent_sku, is_parent, turnover_30d_cents ON products
BEGIN
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN OLD.variant_parent_sku IS NULL THEN OLD.id
    ELSE (SELECT id FROM products WHERE sku = OLD.variant_parent_sku AND is_parent = 1) END;
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN NEW.variant_parent_sku IS NULL THEN NEW.id
    ELSE (SELECT id FROM products WHERE sku = NEW.variant_parent_sku AND is_parent = 1) END;
END;

CREATE TRIGGER product_search_products_delete AFTER DELETE ON products
BEGIN
  UPDATE product_search_state SET version = version + 1 WHERE id = 1;
  DELETE FROM product_search
  WHERE rowid = (SELECT search_rowid FROM product_search_cards WHERE product_id = OLD.id);
  DELETE FROM product_search_cards WHERE product_id = OLD.id;
  INSERT INTO product_search_reindex (product_id)
  SELECT id FROM products WHERE OLD.variant_parent_sku IS NOT NULL AND sku = OLD.variant_parent_sku AND is_parent = 1;
END;

CREATE TRIGGER product_search_properties_insert AFTER INSERT ON product_properties
BEGIN
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN p.variant_parent_sku IS NULL THEN p.id
    ELSE (SELECT id FROM products WHERE sku = p.variant_parent_sku AND is_parent = 1) END
  FROM products p WHERE p.id = NEW.product_id;
END;

CREATE TRIGGER product_search_properties_update AFTER UPDATE ON product_properties
BEGIN
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN p.variant_parent_sku IS NULL THEN p.id
    ELSE (SELECT id FROM products WHERE sku = p.variant_parent_sku AND is_parent = 1) END
  FROM products p WHERE p.id IN (OLD.product_id, NEW.product_id);
END;

CREATE TRIGGER product_search_properties_delete AFTER DELETE ON product_properties
BEGIN
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN p.variant_parent_sku IS NULL THEN p.id
    ELSE (SELECT id FROM products WHERE sku = p.variant_parent_sku AND is_parent = 1) END
  FROM products p WHERE p.id = OLD.product_id;
END;

-- Fill the index for the products already there.
INSERT INTO product_search_reindex (product_id)
SELECT id FROM products WHERE variant_parent_sku IS NULL AND enabled_on_site = 1;

-- Analytics. A visitor is the sa_visitor cookie; events hang off it. Nothing is sent to third parties.
CREATE TABLE visitors (
  id TEXT PRIMARY KEY,
  campaign_id TEXT,
  first_seen_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  event_count INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
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
  payload TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(payload) AND length(payload) <= 32768),
  created_at TEXT NOT NULL
);
CREATE INDEX events_type_created ON events (type, created_at);
CREATE INDEX events_visitor ON events (visitor_id, created_at);
