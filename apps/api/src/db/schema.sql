-- index addresses_one_default
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default = 1;

-- index addresses_user
CREATE INDEX addresses_user ON addresses (user_id);

-- index audit_log_created
CREATE INDEX audit_log_created ON audit_log (created_at);

-- index audit_log_entity
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, id);

-- index bundle_items_child
CREATE INDEX bundle_items_child ON bundle_items (child_id);

-- index cart_lines_position
CREATE INDEX cart_lines_position ON cart_lines (cart_id, position);

-- index cart_lines_product
CREATE INDEX cart_lines_product ON cart_lines (product_id);

-- index carts_anonymous_touched
CREATE INDEX carts_anonymous_touched ON carts (updated_at) WHERE user_id IS NULL;

-- index carts_updated
CREATE INDEX carts_updated ON carts (updated_at);

-- index carts_user
CREATE INDEX carts_user ON carts (user_id) WHERE user_id IS NOT NULL;

-- index checkout_events_cart
CREATE INDEX checkout_events_cart ON checkout_events (cart_token) WHERE cart_token IS NOT NULL;

-- index checkout_events_created
CREATE INDEX checkout_events_created ON checkout_events (created_at);

-- index checkout_events_visitor
CREATE INDEX checkout_events_visitor ON checkout_events (visitor_id, created_at) WHERE visitor_id IS NOT NULL;

-- index collection_member_counts_n
CREATE INDEX collection_member_counts_n ON collection_member_counts (n);

-- index collection_products_page
CREATE INDEX collection_products_page ON collection_products (collection_id, is_visible, is_preordered, position, product_id);

-- index collection_products_product
CREATE INDEX collection_products_product ON collection_products (product_id);

-- index collections_full_handle
CREATE UNIQUE INDEX collections_full_handle ON collections (full_handle);

-- index collections_parent
CREATE INDEX collections_parent ON collections (parent_id, position);

-- index dealer_applications_one_open
CREATE UNIQUE INDEX dealer_applications_one_open ON dealer_applications (user_id) WHERE status = 'open';

-- index dealer_applications_status
CREATE INDEX dealer_applications_status ON dealer_applications (status, id);

-- index dealer_applications_user
CREATE INDEX dealer_applications_user ON dealer_applications (user_id, id);

-- index events_created
CREATE INDEX events_created ON events (created_at);

-- index events_type_created
CREATE INDEX events_type_created ON events (type, created_at);

-- index events_visitor
CREATE INDEX events_visitor ON events (visitor_id, created_at);

-- index home_footer_links_group
CREATE INDEX home_footer_links_group ON home_footer_links (group_id, position);

-- index mail_outbox_due
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);

-- index menu_categories_position
CREATE INDEX menu_categories_position ON menu_categories (position);

-- index menu_collections_category
CREATE INDEX menu_collections_category ON menu_collections (category_id, position);

-- index menu_collections_parent
CREATE INDEX menu_collections_parent ON menu_collections (parent_id);

-- index menu_products_category
CREATE INDEX menu_products_category ON menu_products (category_id, position);

-- index menu_products_collection
CREATE INDEX menu_products_collection ON menu_products (menu_collection_id, position);

-- index menu_products_product
CREATE INDEX menu_products_product ON menu_products (product_id);

-- index one_time_links_email
CREATE INDEX one_time_links_email ON one_time_links (email, purpose, created_at);

-- index one_time_links_user
CREATE INDEX one_time_links_user ON one_time_links (user_id, purpose) WHERE user_id IS NOT NULL;

-- index order_events_order
CREATE INDEX order_events_order ON order_events (order_id, id);

-- index order_lines_product
CREATE INDEX order_lines_product ON order_lines (product_id);

-- index order_lines_sku
CREATE INDEX order_lines_sku ON order_lines (sku);

-- index order_refunds_order
CREATE INDEX order_refunds_order ON order_refunds (order_id);

-- index orders_cart_token
CREATE INDEX orders_cart_token ON orders (cart_token) WHERE cart_token IS NOT NULL;

-- index orders_created
CREATE INDEX orders_created ON orders (created_at);

-- index orders_dealer_created
CREATE INDEX orders_dealer_created ON orders (is_dealer, created_at);

-- index orders_email
CREATE INDEX orders_email ON orders (email, created_at DESC);

-- index orders_payment_due
CREATE INDEX orders_payment_due ON orders (payment_due_at) WHERE payment_due_at IS NOT NULL;

-- index orders_payment_reference
CREATE INDEX orders_payment_reference ON orders (payment_reference);

-- index orders_status_created
CREATE INDEX orders_status_created ON orders (status, created_at, delivered_at, payment_due_at);

-- index orders_user
CREATE INDEX orders_user ON orders (user_id, created_at DESC) WHERE user_id IS NOT NULL;

-- index product_properties_key_value
CREATE INDEX product_properties_key_value ON product_properties (key, value);

-- index products_admin_family
CREATE INDEX products_admin_family ON products (variant_parent_sku, enabled_on_site) WHERE variant_parent_sku IS NOT NULL;

-- index products_admin_id
CREATE INDEX products_admin_id ON products (id, sku, name, product_type, enabled_on_site, is_parent);

-- index products_admin_name
CREATE INDEX products_admin_name ON products (name, id, sku, product_type, enabled_on_site, is_parent);

-- index products_admin_price
CREATE INDEX products_admin_price ON products (price_cents, id, sku, name, product_type, enabled_on_site, is_parent);

-- index products_admin_sku
CREATE INDEX products_admin_sku ON products (sku, id, name, product_type, enabled_on_site, is_parent);

-- index products_admin_turnover
CREATE INDEX products_admin_turnover ON products (turnover_30d_cents DESC, id, sku, name, product_type, enabled_on_site, is_parent);

-- index products_category_turnover
CREATE INDEX products_category_turnover ON products (category, turnover_30d_cents DESC, id);

-- index products_created
CREATE INDEX products_created ON products (created_at);

-- index products_parent
CREATE INDEX products_parent ON products (variant_parent_sku) WHERE variant_parent_sku IS NOT NULL;

-- index products_site_handle
CREATE INDEX products_site_handle ON products (site_handle);

-- index products_sitemap
CREATE INDEX products_sitemap ON products (id, sku, slug, created_at, enabled_on_site, variant_parent_sku) WHERE enabled_on_site = 1 AND variant_parent_sku IS NULL;

-- index products_sku
CREATE UNIQUE INDEX products_sku ON products (sku);

-- index products_slug
CREATE UNIQUE INDEX products_slug ON products (slug);

-- index products_turnover
CREATE INDEX products_turnover ON products (turnover_30d_cents DESC);

-- index rate_limits_reset_at
CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);

-- index returns_line
CREATE INDEX returns_line ON returns (order_id, line_position);

-- index returns_status
CREATE INDEX returns_status ON returns (status, created_at);

-- index returns_user
CREATE INDEX returns_user ON returns (user_id, created_at DESC);

-- index review_uploads_review
CREATE INDEX review_uploads_review ON review_uploads (review_id) WHERE review_id IS NOT NULL;

-- index review_uploads_unattached
CREATE INDEX review_uploads_unattached ON review_uploads (created_at) WHERE review_id IS NULL;

-- index reviews_product
CREATE INDEX reviews_product ON reviews (product_id, status, rating);

-- index reviews_queue
CREATE INDEX reviews_queue ON reviews (status, created_at DESC, id DESC);

-- index reviews_sku_newest
CREATE INDEX reviews_sku_newest ON reviews (sku, status, created_at DESC, id DESC);

-- index reviews_user_product
CREATE UNIQUE INDEX reviews_user_product ON reviews (user_id, product_id) WHERE user_id IS NOT NULL;

-- index sales_position
CREATE INDEX sales_position ON sales (position);

-- index saved_cards_one_default
CREATE UNIQUE INDEX saved_cards_one_default ON saved_cards (user_id) WHERE is_default = 1;

-- index saved_cards_user
CREATE INDEX saved_cards_user ON saved_cards (user_id);

-- index subscribers_phone_only
CREATE UNIQUE INDEX subscribers_phone_only ON subscribers (phone) WHERE email IS NULL;

-- index subscribers_user
CREATE INDEX subscribers_user ON subscribers (user_id) WHERE user_id IS NOT NULL;

-- index turnover_days_day
CREATE INDEX turnover_days_day ON turnover_days (day);

-- index users_first_name_lower
CREATE INDEX users_first_name_lower ON users (lower(first_name));

-- index users_last_name_lower
CREATE INDEX users_last_name_lower ON users (lower(last_name));

-- index users_stripe_customer
CREATE UNIQUE INDEX users_stripe_customer ON users (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL;

-- index vehicle_fitment_facets_n
CREATE INDEX vehicle_fitment_facets_n ON vehicle_fitment_facets (n);

-- index vehicle_fitment_make
CREATE INDEX vehicle_fitment_make ON vehicle_fitment (make, model, type, subwoofer_size, year_start, year_end);

-- index vehicle_fitment_product_sets_key
CREATE INDEX vehicle_fitment_product_sets_key ON vehicle_fitment_product_sets (set_key);

-- index vehicle_fitment_set_members_n
CREATE INDEX vehicle_fitment_set_members_n ON vehicle_fitment_set_members (n);

-- index vehicle_fitment_set_pages_page
CREATE INDEX vehicle_fitment_set_pages_page ON vehicle_fitment_set_pages (collection_id, set_key, is_preordered, position, product_id);

-- index vehicle_fitment_set_pages_product
CREATE INDEX vehicle_fitment_set_pages_product ON vehicle_fitment_set_pages (product_id);

-- index vehicle_fitment_type
CREATE INDEX vehicle_fitment_type ON vehicle_fitment (type, subwoofer_size, make, year_start, year_end);

-- index visitors_last_seen
CREATE INDEX visitors_last_seen ON visitors (last_seen_at);

-- table addresses
CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  address_line_1 TEXT NOT NULL,
  address_line_2 TEXT,
  city TEXT NOT NULL,
  state_code TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  country_code TEXT NOT NULL DEFAULT 'US',
  phone_number TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- table api_keys
CREATE TABLE api_keys (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  -- The key's first 10 characters (sk_ and 7 more), to tell keys apart in a list.
  prefix TEXT NOT NULL CHECK (length(prefix) = 10),
  key_hash TEXT NOT NULL UNIQUE CHECK (length(key_hash) = 64),
  -- The scopes as a JSON array of strings.
  scopes TEXT NOT NULL CHECK (json_valid(scopes)),
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT,
  revoked_at TEXT
);

-- table audit_log
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  -- 'user:12' or 'api-key:3'.
  actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 100),
  -- What was done, e.g. 'stock.set', 'api-key.create'.
  action TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 100),
  entity TEXT NOT NULL CHECK (length(entity) BETWEEN 1 AND 50),
  entity_id TEXT NOT NULL CHECK (length(entity_id) BETWEEN 1 AND 100),
  before TEXT CHECK (before IS NULL OR json_valid(before)),
  after TEXT CHECK (after IS NULL OR json_valid(after)),
  created_at TEXT NOT NULL
);

-- table bundle_items
CREATE TABLE bundle_items (
  bundle_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  child_id INTEGER NOT NULL REFERENCES products (id) ON DELETE RESTRICT,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (bundle_id, child_id)
) WITHOUT ROWID;

-- table cart_lines
CREATE TABLE cart_lines (
  cart_id INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 1000),
  is_pre_ordered_item INTEGER NOT NULL DEFAULT 0 CHECK (is_pre_ordered_item IN (0, 1)),
  position INTEGER NOT NULL,
  PRIMARY KEY (cart_id, product_id)
) WITHOUT ROWID;

-- table carts
CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL UNIQUE CHECK (length(token) >= 43),
  version INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0),
  user_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- table checkout_events
CREATE TABLE checkout_events (
  id INTEGER PRIMARY KEY,
  event_name TEXT NOT NULL,
  server_or_client TEXT NOT NULL,
  account_id TEXT,
  customer_email TEXT,
  cart_token TEXT,
  -- JSON array of { sku, price, quantity, price_map, price_msrp } as sent (for analytics only).
  line_items TEXT NOT NULL CHECK (json_valid(line_items)),
  created_at TEXT NOT NULL
, visitor_id TEXT);

-- table client_logs
CREATE TABLE client_logs (
  id INTEGER PRIMARY KEY,
  level TEXT NOT NULL CHECK (level IN ('error', 'warn', 'info', 'debug')),
  code TEXT CHECK (code IS NULL OR length(code) <= 100),
  message TEXT NOT NULL CHECK (length(message) <= 2000),
  path TEXT CHECK (path IS NULL OR length(path) <= 2048),
  metadata TEXT CHECK (metadata IS NULL OR (json_valid(metadata) AND length(metadata) <= 4000)),
  user_id INTEGER,
  created_at TEXT NOT NULL
);

-- table collection_member_counts
CREATE TABLE collection_member_counts (
  collection_id INTEGER PRIMARY KEY,
  -- How many visible members with a shown sku the collection has (rows at 0 are deleted).
  n INTEGER NOT NULL
);

-- table collection_products
CREATE TABLE collection_products (
  collection_id INTEGER NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  is_visible INTEGER NOT NULL DEFAULT 1,
  is_preordered INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (collection_id, product_id)
) WITHOUT ROWID;

-- table collections
CREATE TABLE collections (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL COLLATE NOCASE,
  -- "handle" for a top-level collection, "parent-handle/handle" for a sub-collection.
  full_handle TEXT NOT NULL COLLATE NOCASE,
  parent_id INTEGER REFERENCES collections (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  collection_page_title TEXT NOT NULL,
  seo_description TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  page_image TEXT,
  hide_pricing INTEGER NOT NULL DEFAULT 0 CHECK (hide_pricing IN (0, 1)),
  is_daily_deal INTEGER NOT NULL DEFAULT 0 CHECK (is_daily_deal IN (0, 1)),
  -- Banner shown while a sale runs (daily-deal collections get their own), and the no-sale default.
  sale_banner_image TEXT,
  no_sale_banner_image TEXT,
  parent_menu_name TEXT,
  parent_menu_handle TEXT,
  position INTEGER NOT NULL DEFAULT 0
);

-- table content_pages
CREATE TABLE content_pages (
  slug TEXT PRIMARY KEY CHECK (length(slug) BETWEEN 1 AND 80),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body TEXT NOT NULL CHECK (length(body) <= 50000),
  seo_title TEXT NOT NULL DEFAULT '' CHECK (length(seo_title) <= 70),
  seo_description TEXT NOT NULL DEFAULT '' CHECK (length(seo_description) <= 320),
  published INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
  updated_at TEXT NOT NULL
);

-- table dealer_applications
CREATE TABLE dealer_applications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The account's email when it applied (the approval and decline mails go to the account's current one).
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  business_name TEXT NOT NULL CHECK (length(business_name) BETWEEN 1 AND 120),
  -- A US EIN as 12-3456789.
  tax_id TEXT NOT NULL CHECK (length(tax_id) = 10),
  contact_name TEXT NOT NULL CHECK (length(contact_name) BETWEEN 1 AND 120),
  -- Ten digits.
  phone TEXT NOT NULL CHECK (length(phone) = 10),
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'declined')),
  -- The administrator's note (a decline's reason, mailed to the applicant).
  note TEXT CHECK (note IS NULL OR length(note) <= 1000),
  created_at TEXT NOT NULL,
  decided_at TEXT,
  decided_by INTEGER REFERENCES users (id) ON DELETE SET NULL
, resale_certificate TEXT CHECK (resale_certificate IS NULL OR length(resale_certificate) BETWEEN 1 AND 40), resale_certificate_state TEXT CHECK (resale_certificate_state IS NULL OR length(resale_certificate_state) = 2));

-- table events
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

-- table home_announcement
CREATE TABLE home_announcement (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  text TEXT NOT NULL,
  link TEXT,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1))
);

-- table home_footer_groups
CREATE TABLE home_footer_groups (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  title TEXT NOT NULL
);

-- table home_footer_links
CREATE TABLE home_footer_links (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES home_footer_groups(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  label TEXT NOT NULL,
  url TEXT NOT NULL
);

-- table home_slides
CREATE TABLE home_slides (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  image TEXT NOT NULL,
  srcset TEXT,
  alt TEXT NOT NULL,
  link TEXT NOT NULL,
  starts_at TEXT,
  ends_at TEXT
);

-- table home_tiles
CREATE TABLE home_tiles (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  image TEXT,
  link TEXT NOT NULL
);

-- table images
CREATE TABLE images (
  -- The URL path as pages refer to it, e.g. /img/p/EVL-12-D2/1.svg (product_images.url joins on it).
  path TEXT PRIMARY KEY CHECK (path GLOB '/img/?*' AND length(path) <= 300),
  content_type TEXT NOT NULL CHECK (content_type GLOB 'image/?*'),
  body BLOB NOT NULL CHECK (length(body) > 0),
  -- 'gzip' when body is stored compressed (text formats such as SVG: served as is to clients that accept
  -- gzip), NULL for formats that are compressed already (JPEG, PNG, WebP).
  content_encoding TEXT CHECK (content_encoding IS NULL OR content_encoding = 'gzip'),
  created_at TEXT NOT NULL
);

-- table mail_outbox
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  -- What the message is about, e.g. 'order-confirmation:SA-123456'; one message per key, ever.
  message_key TEXT NOT NULL UNIQUE CHECK (length(message_key) BETWEEN 1 AND 200),
  kind TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 50),
  to_address TEXT NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
  subject TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 300),
  html TEXT NOT NULL CHECK (length(html) <= 500000),
  text TEXT NOT NULL CHECK (length(text) <= 200000),
  -- Extra headers as a JSON object (List-Unsubscribe ...), or '{}'.
  headers TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(headers)),
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- When the message may next be tried (ISO-8601): backoff after a failure, the lease while one node sends it.
  next_attempt_at TEXT NOT NULL,
  last_error TEXT CHECK (length(last_error) <= 1000),
  created_at TEXT NOT NULL,
  sent_at TEXT
);

-- table menu_categories
CREATE TABLE menu_categories (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  handle TEXT NOT NULL,
  image_url TEXT,
  group_side TEXT NOT NULL CHECK (group_side IN ('left', 'right')),
  mobile_only INTEGER NOT NULL DEFAULT 0 CHECK (mobile_only IN (0, 1)),
  position INTEGER NOT NULL
);

-- table menu_collections
CREATE TABLE menu_collections (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES menu_categories (id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES menu_collections (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  subtitle TEXT,
  slug TEXT,
  handle TEXT NOT NULL,
  image_url TEXT,
  is_hidden INTEGER NOT NULL DEFAULT 0 CHECK (is_hidden IN (0, 1)),
  hide_pricing INTEGER NOT NULL DEFAULT 0 CHECK (hide_pricing IN (0, 1)),
  position INTEGER NOT NULL
);

-- table menu_products
CREATE TABLE menu_products (
  id INTEGER PRIMARY KEY,
  category_id INTEGER REFERENCES menu_categories (id) ON DELETE CASCADE,
  menu_collection_id INTEGER REFERENCES menu_collections (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  override_title TEXT,
  subtitle TEXT,
  position INTEGER NOT NULL,
  CHECK ((category_id IS NULL) <> (menu_collection_id IS NULL))
);

-- table migrations
CREATE TABLE migrations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  applied_at TEXT NOT NULL
);

-- table one_time_links
CREATE TABLE one_time_links (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('password-reset', 'email-verification', 'marketing-confirmation')),
  -- sha256 of the link's token (hex); the token itself is only ever in the mail.
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  -- What the link does when opened, as JSON (a marketing sign-up's requested change), or NULL.
  payload TEXT CHECK (payload IS NULL OR (json_valid(payload) AND length(payload) <= 4000)),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

-- table order_events
CREATE TABLE order_events (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- What happened: 'shipped', 'delivered', 'cancelled', 'refunded', 'return-approved', ...
  action TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 50),
  actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 100),
  -- What the change carried (carrier and tracking number, amount, note), as a JSON object.
  detail TEXT NOT NULL CHECK (json_valid(detail) AND length(detail) <= 4000),
  created_at TEXT NOT NULL
);

-- table order_lines
CREATE TABLE order_lines (
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  product_id INTEGER REFERENCES products (id) ON DELETE SET NULL,
  sku TEXT NOT NULL,
  displayed_sku TEXT NOT NULL,
  name TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 1000),
  unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
  original_unit_cents INTEGER NOT NULL CHECK (original_unit_cents >= 0),
  is_pre_ordered_item INTEGER NOT NULL CHECK (is_pre_ordered_item IN (0, 1)),
  -- Units taken from each warehouse (0 for a pre-ordered line): what a cancellation would put back.
  taken_tpa_wh INTEGER NOT NULL DEFAULT 0 CHECK (taken_tpa_wh >= 0),
  taken_lv_wh INTEGER NOT NULL DEFAULT 0 CHECK (taken_lv_wh >= 0),
  -- JSON array of { sku, quantity, name } for a bundle's items.
  child_items TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(child_items)), tax_cents INTEGER NOT NULL DEFAULT 0 CHECK (tax_cents >= 0),
  PRIMARY KEY (order_id, position)
) WITHOUT ROWID;

-- table order_refunds
CREATE TABLE order_refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
  return_id INTEGER REFERENCES returns (id) ON DELETE SET NULL,
  -- 'user:12', 'api-key:3' (as the audit log names them).
  actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 100),
  created_at TEXT NOT NULL
, tax_cents INTEGER NOT NULL DEFAULT 0 CHECK (tax_cents >= 0));

-- table orders
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_number TEXT UNIQUE,
  confirmation_token TEXT NOT NULL UNIQUE CHECK (length(confirmation_token) >= 43),
  idempotency_key TEXT NOT NULL UNIQUE,
  -- sha256 of the request (without card number and cvc): the same key with another request is refused.
  request_fingerprint TEXT NOT NULL,
  user_id INTEGER,
  cart_token TEXT,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  shipping_address TEXT NOT NULL CHECK (json_valid(shipping_address)),
  billing_address TEXT NOT NULL CHECK (json_valid(billing_address)),
  is_dealer INTEGER NOT NULL CHECK (is_dealer IN (0, 1)),
  original_total_cents INTEGER NOT NULL CHECK (original_total_cents >= 0),
  discounts_total_cents INTEGER NOT NULL CHECK (discounts_total_cents >= 0),
  subtotal_cents INTEGER NOT NULL CHECK (subtotal_cents >= 0),
  shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  status TEXT NOT NULL CHECK (status IN ('paid', 'cancelled', 'shipped', 'refunded')),
  card_brand TEXT NOT NULL CHECK (card_brand IN ('amex', 'visa', 'mastercard', 'discover')),
  card_last4 TEXT NOT NULL CHECK (length(card_last4) = 4),
  payment_reference TEXT NOT NULL,
  created_at TEXT NOT NULL
, carrier TEXT CHECK (carrier IS NULL OR carrier IN ('ups', 'fedex', 'usps', 'dhl')), tracking_number TEXT CHECK (tracking_number IS NULL OR length(tracking_number) BETWEEN 8 AND 40), shipped_at TEXT, delivered_at TEXT, refunded_cents INTEGER NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= total_cents), tax_cents INTEGER NOT NULL DEFAULT 0 CHECK (tax_cents >= 0), shipping_tax_cents INTEGER NOT NULL DEFAULT 0 CHECK (shipping_tax_cents >= 0), refunded_tax_cents INTEGER NOT NULL DEFAULT 0 CHECK (refunded_tax_cents >= 0), tax_exempt INTEGER NOT NULL DEFAULT 0 CHECK (tax_exempt IN (0, 1)), payment_due_at TEXT, card_nickname TEXT);

-- table payment_events
CREATE TABLE payment_events (
  event_id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  received_at TEXT NOT NULL
);

-- table preorder_info
CREATE TABLE preorder_info (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL UNIQUE REFERENCES products (id) ON DELETE CASCADE,
  is_pre_order_eligible INTEGER NOT NULL DEFAULT 0 CHECK (is_pre_order_eligible IN (0, 1)),
  is_pre_order_enabled INTEGER NOT NULL DEFAULT 0 CHECK (is_pre_order_enabled IN (0, 1)),
  manual_override_eta_date TEXT,
  in_stock_eta_date TEXT
);

-- table product_images
CREATE TABLE product_images (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  alt_text TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, position)
) WITHOUT ROWID;

-- table product_properties
CREATE TABLE product_properties (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, key)
) WITHOUT ROWID;

-- table product_search
CREATE VIRTUAL TABLE product_search USING fts5(
  sku, name, props,
  content = '',
  contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);

-- table product_search_card_words
CREATE TABLE product_search_card_words (
  product_id INTEGER PRIMARY KEY,
  terms TEXT NOT NULL
);

-- table product_search_cards
CREATE TABLE product_search_cards (
  product_id INTEGER PRIMARY KEY,
  search_rowid INTEGER NOT NULL
);

-- table product_search_config
CREATE TABLE 'product_search_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table product_search_data
CREATE TABLE 'product_search_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table product_search_docsize
CREATE TABLE 'product_search_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table product_search_idx
CREATE TABLE 'product_search_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table product_search_one
CREATE VIRTUAL TABLE product_search_one USING fts5(
  sku, name, props,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2',
  detail = none,
  columnsize = 0
);

-- table product_search_one_config
CREATE TABLE 'product_search_one_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table product_search_one_data
CREATE TABLE 'product_search_one_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table product_search_one_idx
CREATE TABLE 'product_search_one_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table product_search_one_terms
CREATE VIRTUAL TABLE product_search_one_terms USING fts5vocab(product_search_one, 'row');

-- table product_search_paused
CREATE TABLE product_search_paused (id INTEGER PRIMARY KEY CHECK (id = 1));

-- table product_search_state
CREATE TABLE product_search_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
, content_version INTEGER NOT NULL DEFAULT 0);

-- table product_search_terms
CREATE VIRTUAL TABLE product_search_terms USING fts5vocab(product_search, 'row');

-- table product_search_words
CREATE TABLE product_search_words (
  term TEXT PRIMARY KEY,
  doc INTEGER NOT NULL
) WITHOUT ROWID;

-- table product_tabs
CREATE TABLE product_tabs (
  product_id INTEGER PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  -- JSON array of TabBox ({ title, text, table }); the first titled "Compatibility Chart" is the chart.
  tab_box_info TEXT NOT NULL DEFAULT '[]'
);

-- table products
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL COLLATE NOCASE,
  upc TEXT,
  name TEXT NOT NULL,
  site_name TEXT NOT NULL,
  site_handle TEXT NOT NULL COLLATE NOCASE,
  slug TEXT NOT NULL COLLATE NOCASE,
  path TEXT NOT NULL,
  category TEXT,
  vendor TEXT NOT NULL DEFAULT 'Skar Audio',
  product_type TEXT NOT NULL CHECK (product_type IN ('normal', 'variant', 'bundle')),
  -- 1 for the parent row of a variant family (its variants point at it through variant_parent_sku).
  is_parent INTEGER NOT NULL DEFAULT 0 CHECK (is_parent IN (0, 1)),
  variant_parent_sku TEXT COLLATE NOCASE,
  variant_option_one_name TEXT,
  variant_option_one_value TEXT,
  variant_option_two_name TEXT,
  variant_option_two_value TEXT,
  variant_option_three_name TEXT,
  variant_option_three_value TEXT,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  price_map_cents INTEGER NOT NULL CHECK (price_map_cents >= 0),
  price_msrp_cents INTEGER NOT NULL CHECK (price_msrp_cents >= 0),
  price_dealer_cents INTEGER CHECK (price_dealer_cents IS NULL OR price_dealer_cents >= 0),
  sale_enabled INTEGER NOT NULL DEFAULT 0 CHECK (sale_enabled IN (0, 1)),
  is_daily_deal INTEGER NOT NULL DEFAULT 0 CHECK (is_daily_deal IN (0, 1)),
  discontinued INTEGER NOT NULL DEFAULT 0 CHECK (discontinued IN (0, 1)),
  block_backorder INTEGER NOT NULL DEFAULT 0 CHECK (block_backorder IN (0, 1)),
  enabled_on_site INTEGER NOT NULL DEFAULT 1 CHECK (enabled_on_site IN (0, 1)),
  seo_title TEXT NOT NULL DEFAULT '',
  seo_description TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  google_product_line TEXT,
  weight REAL,
  total_subwoofer_holes INTEGER,
  compatibility_notes TEXT,
  -- The collection a product page breadcrumbs to (websiteCollectionsRow).
  primary_collection_id INTEGER REFERENCES collections (id) ON DELETE SET NULL,
  -- JSON array of skus bought together with this one.
  frequently_bought_together TEXT NOT NULL DEFAULT '[]',
  turnover_30d_cents INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

-- table push_sends
CREATE TABLE push_sends (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  url TEXT NOT NULL,
  total INTEGER NOT NULL,
  delivered INTEGER NOT NULL,
  removed INTEGER NOT NULL,
  failed INTEGER NOT NULL,
  started_at TEXT NOT NULL,
  finished_at TEXT NOT NULL
, skipped INTEGER NOT NULL DEFAULT 0);

-- table push_subscriptions
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  endpoint TEXT NOT NULL UNIQUE CHECK (length(endpoint) <= 2048 AND endpoint LIKE 'https://%'),
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_success_at TEXT,
  failures INTEGER NOT NULL DEFAULT 0 CHECK (failures >= 0)
);

-- table rate_limits
CREATE TABLE rate_limits (
  -- The limiter's name and window with the client key, e.g. 'sign-in:900000|203.0.113.7|ada@example.com'.
  key TEXT PRIMARY KEY CHECK (length(key) <= 600),
  hits INTEGER NOT NULL CHECK (hits >= 0),
  -- When the window ends, in milliseconds since the epoch.
  reset_at INTEGER NOT NULL
);

-- table ratings
CREATE TABLE ratings (
  product_id INTEGER PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  avg_rating REAL NOT NULL DEFAULT 0,
  count INTEGER NOT NULL DEFAULT 0
);

-- table returns
CREATE TABLE "returns" (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_position INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 1000),
  reason TEXT NOT NULL CHECK (reason IN ('defective', 'wrong_item', 'not_compatible', 'not_as_described',
    'no_longer_needed', 'other')),
  note TEXT CHECK (note IS NULL OR length(note) <= 1000),
  status TEXT NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'approved', 'received', 'refunded', 'rejected')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  decision_note TEXT CHECK (decision_note IS NULL OR length(decision_note) <= 1000),
  resellable INTEGER CHECK (resellable IS NULL OR resellable IN (0, 1)),
  refunded_cents INTEGER CHECK (refunded_cents IS NULL OR refunded_cents >= 0),
  FOREIGN KEY (order_id, line_position) REFERENCES order_lines (order_id, position) ON DELETE CASCADE
);

-- table review_images
CREATE TABLE review_images (
  review_id INTEGER NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 9),
  url TEXT NOT NULL,
  thumb_url TEXT NOT NULL,
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  PRIMARY KEY (review_id, position)
) WITHOUT ROWID;

-- table review_uploads
CREATE TABLE review_uploads (
  id TEXT PRIMARY KEY CHECK (length(id) = 22),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  review_id INTEGER REFERENCES reviews (id) ON DELETE CASCADE,
  image BLOB NOT NULL,
  thumb BLOB NOT NULL,
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  created_at TEXT NOT NULL
);

-- table review_votes
CREATE TABLE review_votes (
  review_id INTEGER NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  voter TEXT NOT NULL CHECK (length(voter) BETWEEN 3 AND 64),
  created_at TEXT NOT NULL,
  PRIMARY KEY (review_id, voter)
) WITHOUT ROWID;

-- table reviews
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sku TEXT NOT NULL COLLATE NOCASE,
  -- NULL for imported/seeded reviews; a customer reviews a product once.
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  -- Full name as stored; the API serves the first name only.
  reviewer_name TEXT NOT NULL,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  -- 'buyer' when the reviewer bought the item, '' otherwise.
  verified TEXT NOT NULL DEFAULT '' CHECK (verified IN ('', 'buyer')),
  thumbs_up INTEGER NOT NULL DEFAULT 0 CHECK (thumbs_up >= 0),
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'pending', 'rejected')),
  created_at TEXT NOT NULL
, reply_body TEXT CHECK (reply_body IS NULL OR length(reply_body) BETWEEN 1 AND 1000), reply_at TEXT);

-- table sales
CREATE TABLE sales (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  -- The full SaleSetting as JSON; is_active/starts_at/expires_at mirror it for queries.
  settings TEXT NOT NULL,
  is_active INTEGER NOT NULL CHECK (is_active IN (0, 1)),
  starts_at TEXT,
  expires_at TEXT NOT NULL,
  position INTEGER NOT NULL
);

-- table saved_cards
CREATE TABLE saved_cards (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  card_brand TEXT NOT NULL CHECK (card_brand IN ('visa', 'amex', 'discover', 'mastercard')),
  last4 TEXT NOT NULL CHECK (length(last4) = 4 AND last4 NOT GLOB '*[^0-9]*'),
  exp_month TEXT NOT NULL CHECK (length(exp_month) = 2),
  exp_year TEXT NOT NULL CHECK (length(exp_year) = 4),
  nickname TEXT,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  provider_reference TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- table settings
CREATE TABLE settings (
  -- e.g. 'jwt-secret', 'vapid-keys'; written once (INSERT .. ON CONFLICT DO NOTHING), then read by every node.
  key TEXT PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 100),
  value TEXT NOT NULL CHECK (length(value) <= 10000),
  created_at TEXT NOT NULL
);

-- table stock
CREATE TABLE stock (
  product_id INTEGER PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  tpa_wh INTEGER NOT NULL DEFAULT 0 CHECK (tpa_wh >= 0),
  lv_wh INTEGER NOT NULL DEFAULT 0 CHECK (lv_wh >= 0),
  total INTEGER GENERATED ALWAYS AS (tpa_wh + lv_wh) VIRTUAL,
  updated_at TEXT NOT NULL
);

-- table subscribers
CREATE TABLE subscribers (
  id INTEGER PRIMARY KEY,
  email TEXT UNIQUE CHECK (email IS NULL OR (email = lower(email) AND length(email) BETWEEN 3 AND 254)),
  phone TEXT CHECK (phone IS NULL OR (length(phone) = 12 AND phone GLOB '+1[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]')),
  email_consent INTEGER NOT NULL DEFAULT 0 CHECK (email_consent IN (0, 1)),
  sms_consent INTEGER NOT NULL DEFAULT 0 CHECK (sms_consent IN (0, 1)),
  email_consent_ts TEXT,
  sms_consent_ts TEXT,
  email_opted_out_ts TEXT,
  sms_opted_out_ts TEXT,
  source TEXT NOT NULL CHECK (source IN ('footer', 'popup', 'update')),
  form_type TEXT CHECK (form_type IS NULL OR form_type IN ('mobile', 'desktop')),
  popup_code TEXT,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (email IS NOT NULL OR phone IS NOT NULL)
);

-- table tax_rates
CREATE TABLE tax_rates (
  state_code TEXT PRIMARY KEY CHECK (length(state_code) = 2),
  -- Parts per million: 6% is 60000.
  state_rate_ppm INTEGER NOT NULL CHECK (state_rate_ppm BETWEEN 0 AND 200000),
  local_rate_ppm INTEGER NOT NULL DEFAULT 0 CHECK (local_rate_ppm BETWEEN 0 AND 200000),
  shipping_taxed INTEGER NOT NULL CHECK (shipping_taxed IN (0, 1)),
  updated_at TEXT NOT NULL,
  CHECK (state_rate_ppm + local_rate_ppm <= 200000)
);

-- table turnover_days
CREATE TABLE turnover_days (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  cents INTEGER NOT NULL CHECK (cents >= 0),
  PRIMARY KEY (product_id, day)
) WITHOUT ROWID;

-- table users
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  password_hash TEXT NOT NULL,
  role INTEGER NOT NULL DEFAULT 1 CHECK (role IN (1, 2)),
  is_dealer INTEGER NOT NULL DEFAULT 0 CHECK (is_dealer IN (0, 1)),
  first_name TEXT,
  last_name TEXT,
  phone TEXT,
  email_consent INTEGER NOT NULL DEFAULT 0 CHECK (email_consent IN (0, 1)),
  sms_consent INTEGER NOT NULL DEFAULT 0 CHECK (sms_consent IN (0, 1)),
  token_version INTEGER NOT NULL DEFAULT 0 CHECK (token_version >= 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
, email_verified_at TEXT, is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)), disabled_at TEXT, sign_ins INTEGER CHECK (sign_ins >= 0), tax_exempt INTEGER NOT NULL DEFAULT 0 CHECK (tax_exempt IN (0, 1)), resale_certificate TEXT CHECK (resale_certificate IS NULL OR length(resale_certificate) BETWEEN 1 AND 40), resale_certificate_state TEXT CHECK (resale_certificate_state IS NULL OR length(resale_certificate_state) = 2), stripe_customer_id TEXT);

-- table vehicle_fitment
CREATE TABLE vehicle_fitment (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  make TEXT NOT NULL COLLATE NOCASE,
  -- One of the pipe-separated models; '' when the enclosure lists none.
  model TEXT NOT NULL COLLATE NOCASE,
  year_start INTEGER NOT NULL,
  -- NULL: an open range ("2019-Up").
  year_end INTEGER,
  type TEXT NOT NULL CHECK (type IN ('Loaded', 'Empty')),
  -- Normalized Subwoofer Size: lower case without punctuation ('12"' -> '12'); '' when unknown.
  subwoofer_size TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, model)
) WITHOUT ROWID;

-- table vehicle_fitment_facets
CREATE TABLE vehicle_fitment_facets (
  collection_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  subwoofer_size TEXT NOT NULL,
  make TEXT NOT NULL COLLATE NOCASE,
  model TEXT NOT NULL COLLATE NOCASE,
  year_start INTEGER NOT NULL,
  -- 0: an open range (vehicle_fitment's NULL), so that the key has no NULL.
  year_end INTEGER NOT NULL,
  -- How many fitment rows of visible, shown members this row stands for (rows at 0 are deleted).
  n INTEGER NOT NULL,
  PRIMARY KEY (collection_id, type, subwoofer_size, make, model, year_start, year_end)
) WITHOUT ROWID;

-- table vehicle_fitment_product_sets
CREATE TABLE vehicle_fitment_product_sets (
  product_id INTEGER PRIMARY KEY,
  set_key TEXT NOT NULL
);

-- table vehicle_fitment_set_members
CREATE TABLE vehicle_fitment_set_members (
  collection_id INTEGER NOT NULL,
  set_key TEXT NOT NULL,
  -- Visible, shown members of the collection with this key ('' : without fitment); rows at 0 are deleted.
  n INTEGER NOT NULL,
  PRIMARY KEY (collection_id, set_key)
) WITHOUT ROWID;

-- table vehicle_fitment_set_pages
CREATE TABLE vehicle_fitment_set_pages (
  collection_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  set_key TEXT NOT NULL,
  is_preordered INTEGER NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (collection_id, product_id)
) WITHOUT ROWID;

-- table vehicle_fitment_set_rows
CREATE TABLE vehicle_fitment_set_rows (
  set_key TEXT NOT NULL,
  model TEXT NOT NULL COLLATE NOCASE,
  make TEXT NOT NULL COLLATE NOCASE,
  type TEXT NOT NULL,
  subwoofer_size TEXT NOT NULL,
  year_start INTEGER NOT NULL,
  -- NULL: an open range, as in vehicle_fitment.
  year_end INTEGER,
  PRIMARY KEY (set_key, model)
) WITHOUT ROWID;

-- table visitors
CREATE TABLE visitors (
  id TEXT PRIMARY KEY,
  campaign_id TEXT,
  first_seen_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  event_count INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- table warehouses
CREATE TABLE warehouses (
  code TEXT PRIMARY KEY CHECK (code IN ('TPA', 'LV')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  position INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- trigger client_logs_bounded
CREATE TRIGGER client_logs_bounded AFTER INSERT ON client_logs
BEGIN
  DELETE FROM client_logs WHERE id <= NEW.id - 1000;
END;

-- trigger member_counts_collection_products_delete
CREATE TRIGGER member_counts_collection_products_delete AFTER DELETE ON collection_products FOR EACH ROW BEGIN
INSERT INTO collection_member_counts (collection_id, n)
SELECT OLD.collection_id, -count(*)
FROM products p
WHERE p.id = OLD.product_id AND OLD.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1
ON CONFLICT (collection_id) DO UPDATE SET n = collection_member_counts.n + excluded.n;
DELETE FROM collection_member_counts WHERE n = 0;
END;

-- trigger member_counts_collection_products_insert
CREATE TRIGGER member_counts_collection_products_insert AFTER INSERT ON collection_products FOR EACH ROW BEGIN
INSERT INTO collection_member_counts (collection_id, n)
SELECT NEW.collection_id, +count(*)
FROM products p
WHERE p.id = NEW.product_id AND NEW.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1
ON CONFLICT (collection_id) DO UPDATE SET n = collection_member_counts.n + excluded.n;
END;

-- trigger member_counts_collection_products_update
CREATE TRIGGER member_counts_collection_products_update AFTER UPDATE OF collection_id, product_id, is_visible ON collection_products FOR EACH ROW WHEN (OLD.collection_id <> NEW.collection_id OR OLD.product_id <> NEW.product_id OR OLD.is_visible <> NEW.is_visible) BEGIN
INSERT INTO collection_member_counts (collection_id, n)
SELECT OLD.collection_id, -count(*)
FROM products p
WHERE p.id = OLD.product_id AND OLD.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1
ON CONFLICT (collection_id) DO UPDATE SET n = collection_member_counts.n + excluded.n;
DELETE FROM collection_member_counts WHERE n = 0;
INSERT INTO collection_member_counts (collection_id, n)
SELECT NEW.collection_id, +count(*)
FROM products p
WHERE p.id = NEW.product_id AND NEW.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1
ON CONFLICT (collection_id) DO UPDATE SET n = collection_member_counts.n + excluded.n;
END;

-- trigger member_counts_product_delete
CREATE TRIGGER member_counts_product_delete BEFORE DELETE ON products FOR EACH ROW BEGIN
DELETE FROM collection_products WHERE product_id = OLD.id;
END;

-- trigger member_counts_product_sku
CREATE TRIGGER member_counts_product_sku AFTER UPDATE OF sku ON products FOR EACH ROW WHEN (OLD.sku <> NEW.sku) BEGIN
INSERT INTO collection_member_counts (collection_id, n)
SELECT cp.collection_id, -count(*)
FROM collection_products cp
WHERE cp.product_id = NEW.id AND cp.is_visible = 1 AND (upper(OLD.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\') AND NOT (upper(NEW.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1
ON CONFLICT (collection_id) DO UPDATE SET n = collection_member_counts.n + excluded.n;
DELETE FROM collection_member_counts WHERE n = 0;
INSERT INTO collection_member_counts (collection_id, n)
SELECT cp.collection_id, +count(*)
FROM collection_products cp
WHERE cp.product_id = NEW.id AND cp.is_visible = 1 AND (upper(NEW.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\') AND NOT (upper(OLD.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1
ON CONFLICT (collection_id) DO UPDATE SET n = collection_member_counts.n + excluded.n;
END;

-- trigger product_search_products_delete
CREATE TRIGGER product_search_products_delete AFTER DELETE ON products
BEGIN
  UPDATE product_search_state SET version = version + 1 WHERE id = 1;
  DELETE FROM product_search
  WHERE rowid = (SELECT search_rowid FROM product_search_cards WHERE product_id = OLD.id);
  UPDATE product_search_words SET doc = doc - 1 WHERE term IN (SELECT value FROM json_each((SELECT terms FROM product_search_card_words WHERE product_id = OLD.id)));
  DELETE FROM product_search_words WHERE doc <= 0 AND term IN (SELECT value FROM json_each((SELECT terms FROM product_search_card_words WHERE product_id = OLD.id)));
  DELETE FROM product_search_card_words WHERE product_id = OLD.id;
  DELETE FROM product_search_cards WHERE product_id = OLD.id;
  INSERT INTO product_search_reindex (product_id)
  SELECT id FROM products WHERE OLD.variant_parent_sku IS NOT NULL AND sku = OLD.variant_parent_sku AND is_parent = 1;
END;

-- trigger product_search_products_insert
CREATE TRIGGER product_search_products_insert AFTER INSERT ON products
BEGIN
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN NEW.variant_parent_sku IS NULL THEN NEW.id
    ELSE (SELECT id FROM products WHERE sku = NEW.variant_parent_sku AND is_parent = 1) END;
END;

-- trigger product_search_products_update
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

-- trigger product_search_properties_delete
CREATE TRIGGER product_search_properties_delete AFTER DELETE ON product_properties
BEGIN
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN p.variant_parent_sku IS NULL THEN p.id
    ELSE (SELECT id FROM products WHERE sku = p.variant_parent_sku AND is_parent = 1) END
  FROM products p WHERE p.id = OLD.product_id;
END;

-- trigger product_search_properties_insert
CREATE TRIGGER product_search_properties_insert AFTER INSERT ON product_properties
BEGIN
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN p.variant_parent_sku IS NULL THEN p.id
    ELSE (SELECT id FROM products WHERE sku = p.variant_parent_sku AND is_parent = 1) END
  FROM products p WHERE p.id = NEW.product_id;
END;

-- trigger product_search_properties_update
CREATE TRIGGER product_search_properties_update AFTER UPDATE ON product_properties
BEGIN
  INSERT INTO product_search_reindex (product_id)
  SELECT CASE WHEN p.variant_parent_sku IS NULL THEN p.id
    ELSE (SELECT id FROM products WHERE sku = p.variant_parent_sku AND is_parent = 1) END
  FROM products p WHERE p.id IN (OLD.product_id, NEW.product_id);
END;

-- trigger product_search_reindex_card
CREATE TRIGGER product_search_reindex_card INSTEAD OF INSERT ON product_search_reindex
WHEN NEW.product_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM product_search_paused)
BEGIN
  UPDATE product_search_words SET doc = doc - 1 WHERE term IN (SELECT value FROM json_each((SELECT terms FROM product_search_card_words WHERE product_id = NEW.product_id)));
  DELETE FROM product_search_words WHERE doc <= 0 AND term IN (SELECT value FROM json_each((SELECT terms FROM product_search_card_words WHERE product_id = NEW.product_id)));
  DELETE FROM product_search_card_words WHERE product_id = NEW.product_id;
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
  WHERE c.id = NEW.product_id AND c.enabled_on_site = 1 AND c.variant_parent_sku IS NULL AND (upper(c.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\');
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
  INSERT INTO product_search_one (rowid, sku, name, props)
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
  INSERT INTO product_search_card_words (product_id, terms)
  SELECT NEW.product_id, json_group_array(term) FROM product_search_one_terms HAVING count(*) > 0;
  INSERT INTO product_search_words (term, doc) SELECT term, 1 FROM product_search_one_terms WHERE true
  ON CONFLICT (term) DO UPDATE SET doc = doc + 1;
  INSERT INTO product_search_one (product_search_one) VALUES ('delete-all');
END;

-- trigger search_content_products_delete
CREATE TRIGGER search_content_products_delete AFTER DELETE ON products FOR EACH ROW WHEN (NOT EXISTS (SELECT 1 FROM product_search_paused)) BEGIN
UPDATE product_search_state SET content_version = content_version + 1 WHERE id = 1;
END;

-- trigger search_content_products_insert
CREATE TRIGGER search_content_products_insert AFTER INSERT ON products FOR EACH ROW WHEN (NOT EXISTS (SELECT 1 FROM product_search_paused)) BEGIN
UPDATE product_search_state SET content_version = content_version + 1 WHERE id = 1;
END;

-- trigger search_content_products_update
CREATE TRIGGER search_content_products_update AFTER UPDATE OF sku, name, enabled_on_site, variant_parent_sku, is_parent ON products FOR EACH ROW WHEN (NOT EXISTS (SELECT 1 FROM product_search_paused) AND (OLD.sku IS NOT NEW.sku OR OLD.name IS NOT NEW.name OR OLD.enabled_on_site IS NOT NEW.enabled_on_site OR OLD.variant_parent_sku IS NOT NEW.variant_parent_sku OR OLD.is_parent IS NOT NEW.is_parent)) BEGIN
UPDATE product_search_state SET content_version = content_version + 1 WHERE id = 1;
END;

-- trigger search_content_properties_delete
CREATE TRIGGER search_content_properties_delete AFTER DELETE ON product_properties FOR EACH ROW WHEN (NOT EXISTS (SELECT 1 FROM product_search_paused)) BEGIN
UPDATE product_search_state SET content_version = content_version + 1 WHERE id = 1;
END;

-- trigger search_content_properties_insert
CREATE TRIGGER search_content_properties_insert AFTER INSERT ON product_properties FOR EACH ROW WHEN (NOT EXISTS (SELECT 1 FROM product_search_paused)) BEGIN
UPDATE product_search_state SET content_version = content_version + 1 WHERE id = 1;
END;

-- trigger search_content_properties_update
CREATE TRIGGER search_content_properties_update AFTER UPDATE ON product_properties FOR EACH ROW WHEN (NOT EXISTS (SELECT 1 FROM product_search_paused)) BEGIN
UPDATE product_search_state SET content_version = content_version + 1 WHERE id = 1;
END;

-- trigger vehicle_facets_collection_products_delete
CREATE TRIGGER vehicle_facets_collection_products_delete AFTER DELETE ON collection_products FOR EACH ROW BEGIN
INSERT INTO vehicle_fitment_facets (collection_id, type, subwoofer_size, make, model, year_start, year_end, n)
SELECT OLD.collection_id, f.type, f.subwoofer_size, f.make, f.model, f.year_start,
  coalesce(f.year_end, 0), -count(*)
FROM vehicle_fitment f JOIN products p ON p.id = f.product_id
WHERE f.product_id = OLD.product_id AND OLD.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (collection_id, type, subwoofer_size, make, model, year_start, year_end) DO UPDATE SET n = vehicle_fitment_facets.n + excluded.n;
DELETE FROM vehicle_fitment_facets WHERE n = 0;
END;

-- trigger vehicle_facets_collection_products_insert
CREATE TRIGGER vehicle_facets_collection_products_insert AFTER INSERT ON collection_products FOR EACH ROW BEGIN
INSERT INTO vehicle_fitment_facets (collection_id, type, subwoofer_size, make, model, year_start, year_end, n)
SELECT NEW.collection_id, f.type, f.subwoofer_size, f.make, f.model, f.year_start,
  coalesce(f.year_end, 0), +count(*)
FROM vehicle_fitment f JOIN products p ON p.id = f.product_id
WHERE f.product_id = NEW.product_id AND NEW.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (collection_id, type, subwoofer_size, make, model, year_start, year_end) DO UPDATE SET n = vehicle_fitment_facets.n + excluded.n;
END;

-- trigger vehicle_facets_collection_products_update
CREATE TRIGGER vehicle_facets_collection_products_update AFTER UPDATE OF collection_id, product_id, is_visible ON collection_products FOR EACH ROW WHEN (OLD.collection_id <> NEW.collection_id OR OLD.product_id <> NEW.product_id OR OLD.is_visible <> NEW.is_visible) BEGIN
INSERT INTO vehicle_fitment_facets (collection_id, type, subwoofer_size, make, model, year_start, year_end, n)
SELECT OLD.collection_id, f.type, f.subwoofer_size, f.make, f.model, f.year_start,
  coalesce(f.year_end, 0), -count(*)
FROM vehicle_fitment f JOIN products p ON p.id = f.product_id
WHERE f.product_id = OLD.product_id AND OLD.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (collection_id, type, subwoofer_size, make, model, year_start, year_end) DO UPDATE SET n = vehicle_fitment_facets.n + excluded.n;
DELETE FROM vehicle_fitment_facets WHERE n = 0;
INSERT INTO vehicle_fitment_facets (collection_id, type, subwoofer_size, make, model, year_start, year_end, n)
SELECT NEW.collection_id, f.type, f.subwoofer_size, f.make, f.model, f.year_start,
  coalesce(f.year_end, 0), +count(*)
FROM vehicle_fitment f JOIN products p ON p.id = f.product_id
WHERE f.product_id = NEW.product_id AND NEW.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (collection_id, type, subwoofer_size, make, model, year_start, year_end) DO UPDATE SET n = vehicle_fitment_facets.n + excluded.n;
END;

-- trigger vehicle_facets_product_delete
CREATE TRIGGER vehicle_facets_product_delete BEFORE DELETE ON products FOR EACH ROW BEGIN
DELETE FROM vehicle_fitment WHERE product_id = OLD.id;
END;

-- trigger vehicle_facets_product_sku
CREATE TRIGGER vehicle_facets_product_sku AFTER UPDATE OF sku ON products FOR EACH ROW WHEN (OLD.sku <> NEW.sku) BEGIN
INSERT INTO vehicle_fitment_facets (collection_id, type, subwoofer_size, make, model, year_start, year_end, n)
SELECT cp.collection_id, f.type, f.subwoofer_size, f.make, f.model, f.year_start,
  coalesce(f.year_end, 0), -count(*)
FROM vehicle_fitment f
JOIN collection_products cp ON cp.product_id = f.product_id AND cp.is_visible = 1
WHERE f.product_id = NEW.id AND (upper(OLD.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\') AND NOT (upper(NEW.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (collection_id, type, subwoofer_size, make, model, year_start, year_end) DO UPDATE SET n = vehicle_fitment_facets.n + excluded.n;
DELETE FROM vehicle_fitment_facets WHERE n = 0;
INSERT INTO vehicle_fitment_facets (collection_id, type, subwoofer_size, make, model, year_start, year_end, n)
SELECT cp.collection_id, f.type, f.subwoofer_size, f.make, f.model, f.year_start,
  coalesce(f.year_end, 0), +count(*)
FROM vehicle_fitment f
JOIN collection_products cp ON cp.product_id = f.product_id AND cp.is_visible = 1
WHERE f.product_id = NEW.id AND (upper(NEW.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\') AND NOT (upper(OLD.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (collection_id, type, subwoofer_size, make, model, year_start, year_end) DO UPDATE SET n = vehicle_fitment_facets.n + excluded.n;
END;

-- trigger vehicle_facets_vehicle_fitment_delete
CREATE TRIGGER vehicle_facets_vehicle_fitment_delete AFTER DELETE ON vehicle_fitment FOR EACH ROW BEGIN
INSERT INTO vehicle_fitment_facets (collection_id, type, subwoofer_size, make, model, year_start, year_end, n)
SELECT cp.collection_id, OLD.type, OLD.subwoofer_size, OLD.make, OLD.model, OLD.year_start,
  coalesce(OLD.year_end, 0), -count(*)
FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = OLD.product_id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (collection_id, type, subwoofer_size, make, model, year_start, year_end) DO UPDATE SET n = vehicle_fitment_facets.n + excluded.n;
DELETE FROM vehicle_fitment_facets WHERE n = 0;
END;

-- trigger vehicle_facets_vehicle_fitment_insert
CREATE TRIGGER vehicle_facets_vehicle_fitment_insert AFTER INSERT ON vehicle_fitment FOR EACH ROW BEGIN
INSERT INTO vehicle_fitment_facets (collection_id, type, subwoofer_size, make, model, year_start, year_end, n)
SELECT cp.collection_id, NEW.type, NEW.subwoofer_size, NEW.make, NEW.model, NEW.year_start,
  coalesce(NEW.year_end, 0), +count(*)
FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = NEW.product_id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (collection_id, type, subwoofer_size, make, model, year_start, year_end) DO UPDATE SET n = vehicle_fitment_facets.n + excluded.n;
END;

-- trigger vehicle_facets_vehicle_fitment_update
CREATE TRIGGER vehicle_facets_vehicle_fitment_update AFTER UPDATE ON vehicle_fitment FOR EACH ROW BEGIN
INSERT INTO vehicle_fitment_facets (collection_id, type, subwoofer_size, make, model, year_start, year_end, n)
SELECT cp.collection_id, OLD.type, OLD.subwoofer_size, OLD.make, OLD.model, OLD.year_start,
  coalesce(OLD.year_end, 0), -count(*)
FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = OLD.product_id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (collection_id, type, subwoofer_size, make, model, year_start, year_end) DO UPDATE SET n = vehicle_fitment_facets.n + excluded.n;
DELETE FROM vehicle_fitment_facets WHERE n = 0;
INSERT INTO vehicle_fitment_facets (collection_id, type, subwoofer_size, make, model, year_start, year_end, n)
SELECT cp.collection_id, NEW.type, NEW.subwoofer_size, NEW.make, NEW.model, NEW.year_start,
  coalesce(NEW.year_end, 0), +count(*)
FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = NEW.product_id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (collection_id, type, subwoofer_size, make, model, year_start, year_end) DO UPDATE SET n = vehicle_fitment_facets.n + excluded.n;
END;

-- trigger vehicle_pages_member_delete
CREATE TRIGGER vehicle_pages_member_delete AFTER DELETE ON collection_products FOR EACH ROW BEGIN
DELETE FROM vehicle_fitment_set_pages WHERE collection_id = OLD.collection_id AND product_id = OLD.product_id;
END;

-- trigger vehicle_pages_member_insert
CREATE TRIGGER vehicle_pages_member_insert AFTER INSERT ON collection_products FOR EACH ROW BEGIN
INSERT INTO vehicle_fitment_set_pages (collection_id, product_id, set_key, is_preordered, position)
SELECT NEW.collection_id, NEW.product_id, s.set_key, NEW.is_preordered, NEW.position
FROM vehicle_fitment_product_sets s JOIN products p ON p.id = s.product_id
WHERE s.product_id = NEW.product_id AND NEW.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\');
END;

-- trigger vehicle_pages_member_update
CREATE TRIGGER vehicle_pages_member_update AFTER UPDATE OF collection_id, product_id, is_visible, is_preordered, position ON collection_products FOR EACH ROW WHEN (OLD.collection_id <> NEW.collection_id OR OLD.product_id <> NEW.product_id OR OLD.is_visible <> NEW.is_visible OR OLD.is_preordered <> NEW.is_preordered OR OLD.position <> NEW.position) BEGIN
DELETE FROM vehicle_fitment_set_pages WHERE collection_id = OLD.collection_id AND product_id = OLD.product_id;
INSERT INTO vehicle_fitment_set_pages (collection_id, product_id, set_key, is_preordered, position)
SELECT NEW.collection_id, NEW.product_id, s.set_key, NEW.is_preordered, NEW.position
FROM vehicle_fitment_product_sets s JOIN products p ON p.id = s.product_id
WHERE s.product_id = NEW.product_id AND NEW.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\');
END;

-- trigger vehicle_pages_product_sku
CREATE TRIGGER vehicle_pages_product_sku AFTER UPDATE OF sku ON products FOR EACH ROW WHEN (OLD.sku <> NEW.sku) BEGIN
DELETE FROM vehicle_fitment_set_pages WHERE product_id = NEW.id;
INSERT INTO vehicle_fitment_set_pages (collection_id, product_id, set_key, is_preordered, position)
SELECT cp.collection_id, cp.product_id, s.set_key, cp.is_preordered, cp.position
FROM collection_products cp
JOIN vehicle_fitment_product_sets s ON s.product_id = cp.product_id
JOIN products p ON p.id = cp.product_id WHERE cp.product_id = NEW.id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\');
END;

-- trigger vehicle_pages_set_delete
CREATE TRIGGER vehicle_pages_set_delete AFTER DELETE ON vehicle_fitment_product_sets FOR EACH ROW BEGIN
DELETE FROM vehicle_fitment_set_pages WHERE product_id = OLD.product_id;
END;

-- trigger vehicle_pages_set_insert
CREATE TRIGGER vehicle_pages_set_insert AFTER INSERT ON vehicle_fitment_product_sets FOR EACH ROW BEGIN
INSERT INTO vehicle_fitment_set_pages (collection_id, product_id, set_key, is_preordered, position)
SELECT cp.collection_id, cp.product_id, s.set_key, cp.is_preordered, cp.position
FROM collection_products cp
JOIN vehicle_fitment_product_sets s ON s.product_id = cp.product_id
JOIN products p ON p.id = cp.product_id WHERE cp.product_id = NEW.product_id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\');
END;

-- trigger vehicle_pages_set_update
CREATE TRIGGER vehicle_pages_set_update AFTER UPDATE ON vehicle_fitment_product_sets FOR EACH ROW WHEN (OLD.set_key <> NEW.set_key OR OLD.product_id <> NEW.product_id) BEGIN
DELETE FROM vehicle_fitment_set_pages WHERE product_id = OLD.product_id;
DELETE FROM vehicle_fitment_set_pages WHERE product_id = NEW.product_id;
INSERT INTO vehicle_fitment_set_pages (collection_id, product_id, set_key, is_preordered, position)
SELECT cp.collection_id, cp.product_id, s.set_key, cp.is_preordered, cp.position
FROM collection_products cp
JOIN vehicle_fitment_product_sets s ON s.product_id = cp.product_id
JOIN products p ON p.id = cp.product_id WHERE cp.product_id = NEW.product_id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\');
END;

-- trigger vehicle_sets_fitment_delete
CREATE TRIGGER vehicle_sets_fitment_delete AFTER DELETE ON vehicle_fitment FOR EACH ROW BEGIN
INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT cp.collection_id, coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), ''), -count(*)
FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = OLD.product_id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\') AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id)
GROUP BY 1, 2
ON CONFLICT (collection_id, set_key) DO UPDATE SET n = vehicle_fitment_set_members.n + excluded.n;
DELETE FROM vehicle_fitment_set_members WHERE n = 0;
INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT cp.collection_id, (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id), +count(*)
FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = OLD.product_id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\') AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id)
GROUP BY 1, 2
ON CONFLICT (collection_id, set_key) DO UPDATE SET n = vehicle_fitment_set_members.n + excluded.n;
INSERT INTO vehicle_fitment_set_rows (set_key, model, make, type, subwoofer_size, year_start, year_end)
SELECT (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id), f.model, f.make, f.type, f.subwoofer_size, f.year_start, f.year_end
FROM vehicle_fitment f WHERE f.product_id = OLD.product_id AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id)
ON CONFLICT (set_key, model) DO NOTHING;
DELETE FROM vehicle_fitment_set_rows WHERE set_key = coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), '') AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id)
AND NOT EXISTS (SELECT 1 FROM vehicle_fitment_product_sets s WHERE s.set_key = coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), '') AND s.product_id <> OLD.product_id);
DELETE FROM vehicle_fitment_product_sets WHERE product_id = OLD.product_id AND (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id) = '';
INSERT INTO vehicle_fitment_product_sets (product_id, set_key)
SELECT OLD.product_id, (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id) WHERE (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id) <> ''
ON CONFLICT (product_id) DO UPDATE SET set_key = excluded.set_key;
END;

-- trigger vehicle_sets_fitment_insert
CREATE TRIGGER vehicle_sets_fitment_insert AFTER INSERT ON vehicle_fitment FOR EACH ROW BEGIN
INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT cp.collection_id, coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), ''), -count(*)
FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = NEW.product_id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\') AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id)
GROUP BY 1, 2
ON CONFLICT (collection_id, set_key) DO UPDATE SET n = vehicle_fitment_set_members.n + excluded.n;
DELETE FROM vehicle_fitment_set_members WHERE n = 0;
INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT cp.collection_id, (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id), +count(*)
FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = NEW.product_id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\') AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id)
GROUP BY 1, 2
ON CONFLICT (collection_id, set_key) DO UPDATE SET n = vehicle_fitment_set_members.n + excluded.n;
INSERT INTO vehicle_fitment_set_rows (set_key, model, make, type, subwoofer_size, year_start, year_end)
SELECT (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id), f.model, f.make, f.type, f.subwoofer_size, f.year_start, f.year_end
FROM vehicle_fitment f WHERE f.product_id = NEW.product_id AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id)
ON CONFLICT (set_key, model) DO NOTHING;
DELETE FROM vehicle_fitment_set_rows WHERE set_key = coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), '') AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id)
AND NOT EXISTS (SELECT 1 FROM vehicle_fitment_product_sets s WHERE s.set_key = coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), '') AND s.product_id <> NEW.product_id);
DELETE FROM vehicle_fitment_product_sets WHERE product_id = NEW.product_id AND (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id) = '';
INSERT INTO vehicle_fitment_product_sets (product_id, set_key)
SELECT NEW.product_id, (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id) WHERE (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id) <> ''
ON CONFLICT (product_id) DO UPDATE SET set_key = excluded.set_key;
END;

-- trigger vehicle_sets_fitment_update
CREATE TRIGGER vehicle_sets_fitment_update AFTER UPDATE ON vehicle_fitment FOR EACH ROW BEGIN
INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT cp.collection_id, coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), ''), -count(*)
FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = OLD.product_id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\') AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id)
GROUP BY 1, 2
ON CONFLICT (collection_id, set_key) DO UPDATE SET n = vehicle_fitment_set_members.n + excluded.n;
DELETE FROM vehicle_fitment_set_members WHERE n = 0;
INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT cp.collection_id, (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id), +count(*)
FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = OLD.product_id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\') AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id)
GROUP BY 1, 2
ON CONFLICT (collection_id, set_key) DO UPDATE SET n = vehicle_fitment_set_members.n + excluded.n;
INSERT INTO vehicle_fitment_set_rows (set_key, model, make, type, subwoofer_size, year_start, year_end)
SELECT (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id), f.model, f.make, f.type, f.subwoofer_size, f.year_start, f.year_end
FROM vehicle_fitment f WHERE f.product_id = OLD.product_id AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id)
ON CONFLICT (set_key, model) DO NOTHING;
DELETE FROM vehicle_fitment_set_rows WHERE set_key = coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), '') AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id)
AND NOT EXISTS (SELECT 1 FROM vehicle_fitment_product_sets s WHERE s.set_key = coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), '') AND s.product_id <> OLD.product_id);
DELETE FROM vehicle_fitment_product_sets WHERE product_id = OLD.product_id AND (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id) = '';
INSERT INTO vehicle_fitment_product_sets (product_id, set_key)
SELECT OLD.product_id, (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id) WHERE (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = OLD.product_id) <> ''
ON CONFLICT (product_id) DO UPDATE SET set_key = excluded.set_key;
INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT cp.collection_id, coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), ''), -count(*)
FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = NEW.product_id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\') AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id)
GROUP BY 1, 2
ON CONFLICT (collection_id, set_key) DO UPDATE SET n = vehicle_fitment_set_members.n + excluded.n;
DELETE FROM vehicle_fitment_set_members WHERE n = 0;
INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT cp.collection_id, (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id), +count(*)
FROM collection_products cp JOIN products p ON p.id = cp.product_id
WHERE cp.product_id = NEW.product_id AND cp.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\') AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id)
GROUP BY 1, 2
ON CONFLICT (collection_id, set_key) DO UPDATE SET n = vehicle_fitment_set_members.n + excluded.n;
INSERT INTO vehicle_fitment_set_rows (set_key, model, make, type, subwoofer_size, year_start, year_end)
SELECT (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id), f.model, f.make, f.type, f.subwoofer_size, f.year_start, f.year_end
FROM vehicle_fitment f WHERE f.product_id = NEW.product_id AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id)
ON CONFLICT (set_key, model) DO NOTHING;
DELETE FROM vehicle_fitment_set_rows WHERE set_key = coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), '') AND coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), '') <> (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id)
AND NOT EXISTS (SELECT 1 FROM vehicle_fitment_product_sets s WHERE s.set_key = coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), '') AND s.product_id <> NEW.product_id);
DELETE FROM vehicle_fitment_product_sets WHERE product_id = NEW.product_id AND (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id) = '';
INSERT INTO vehicle_fitment_product_sets (product_id, set_key)
SELECT NEW.product_id, (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id) WHERE (SELECT coalesce(string_agg(f.type || ',' || CAST(f.year_start AS TEXT) || ',' || CAST(coalesce(f.year_end, 0) AS TEXT) || ',' || CAST(length(CAST(f.subwoofer_size AS TEXT)) AS TEXT) || ':' || CAST(f.subwoofer_size AS TEXT) || CAST(length(CAST(f.make AS TEXT)) AS TEXT) || ':' || CAST(f.make AS TEXT) || CAST(length(CAST(f.model AS TEXT)) AS TEXT) || ':' || CAST(f.model AS TEXT) || ';', '' ORDER BY f.model), '') FROM vehicle_fitment f WHERE f.product_id = NEW.product_id) <> ''
ON CONFLICT (product_id) DO UPDATE SET set_key = excluded.set_key;
END;

-- trigger vehicle_sets_member_delete
CREATE TRIGGER vehicle_sets_member_delete AFTER DELETE ON collection_products FOR EACH ROW BEGIN
INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT OLD.collection_id, coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), ''), -count(*)
FROM products p
WHERE p.id = OLD.product_id AND OLD.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2
ON CONFLICT (collection_id, set_key) DO UPDATE SET n = vehicle_fitment_set_members.n + excluded.n;
DELETE FROM vehicle_fitment_set_members WHERE n = 0;
END;

-- trigger vehicle_sets_member_insert
CREATE TRIGGER vehicle_sets_member_insert AFTER INSERT ON collection_products FOR EACH ROW BEGIN
INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT NEW.collection_id, coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), ''), +count(*)
FROM products p
WHERE p.id = NEW.product_id AND NEW.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2
ON CONFLICT (collection_id, set_key) DO UPDATE SET n = vehicle_fitment_set_members.n + excluded.n;
END;

-- trigger vehicle_sets_member_update
CREATE TRIGGER vehicle_sets_member_update AFTER UPDATE OF collection_id, product_id, is_visible ON collection_products FOR EACH ROW WHEN (OLD.collection_id <> NEW.collection_id OR OLD.product_id <> NEW.product_id OR OLD.is_visible <> NEW.is_visible) BEGIN
INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT OLD.collection_id, coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = OLD.product_id), ''), -count(*)
FROM products p
WHERE p.id = OLD.product_id AND OLD.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2
ON CONFLICT (collection_id, set_key) DO UPDATE SET n = vehicle_fitment_set_members.n + excluded.n;
DELETE FROM vehicle_fitment_set_members WHERE n = 0;
INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT NEW.collection_id, coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.product_id), ''), +count(*)
FROM products p
WHERE p.id = NEW.product_id AND NEW.is_visible = 1 AND (upper(p.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2
ON CONFLICT (collection_id, set_key) DO UPDATE SET n = vehicle_fitment_set_members.n + excluded.n;
END;

-- trigger vehicle_sets_product_delete
CREATE TRIGGER vehicle_sets_product_delete BEFORE DELETE ON products FOR EACH ROW BEGIN
DELETE FROM collection_products WHERE product_id = OLD.id;
END;

-- trigger vehicle_sets_product_sku
CREATE TRIGGER vehicle_sets_product_sku AFTER UPDATE OF sku ON products FOR EACH ROW WHEN (OLD.sku <> NEW.sku) BEGIN
INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT cp.collection_id, coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.id), ''), -count(*)
FROM collection_products cp
WHERE cp.product_id = NEW.id AND cp.is_visible = 1 AND (upper(OLD.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\') AND NOT (upper(NEW.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2
ON CONFLICT (collection_id, set_key) DO UPDATE SET n = vehicle_fitment_set_members.n + excluded.n;
DELETE FROM vehicle_fitment_set_members WHERE n = 0;
INSERT INTO vehicle_fitment_set_members (collection_id, set_key, n)
SELECT cp.collection_id, coalesce((SELECT s.set_key FROM vehicle_fitment_product_sets s WHERE s.product_id = NEW.id), ''), +count(*)
FROM collection_products cp
WHERE cp.product_id = NEW.id AND cp.is_visible = 1 AND (upper(NEW.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\') AND NOT (upper(OLD.sku) NOT LIKE '%VS-CHEVY-SILVERADO-CC-2X12-OLD%' ESCAPE '\')
GROUP BY 1, 2
ON CONFLICT (collection_id, set_key) DO UPDATE SET n = vehicle_fitment_set_members.n + excluded.n;
END;

-- view product_search_reindex
CREATE VIEW product_search_reindex AS SELECT NULL AS product_id;
