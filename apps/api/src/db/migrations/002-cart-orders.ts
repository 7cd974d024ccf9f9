// Carts, orders and the bookkeeping an order writes (decision 016). Money is integer cents, flags 0/1, times
// UTC ISO strings. user_id columns are for the auth issue (no users table yet, so no foreign key).
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    // A cart is reached only through its unguessable token (32 random bytes, base64url). version counts
    // writes so a client can detect a stale full-list write (409 CART_VERSION_CONFLICT).
    `CREATE TABLE carts (
  id ${d.id},
  token TEXT NOT NULL UNIQUE CHECK (length(token) >= 43),
  version ${d.int} NOT NULL DEFAULT 0 CHECK (version >= 0),
  user_id ${d.int},
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
)`,
    `CREATE INDEX carts_user ON carts (user_id) WHERE user_id IS NOT NULL`,
    `CREATE INDEX carts_updated ON carts (updated_at)`,

    // One line per product (a line names a product by id; its sku is read from products).
    `CREATE TABLE cart_lines (
  cart_id ${d.int} NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  product_id ${d.int} NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity ${d.int} NOT NULL CHECK (quantity BETWEEN 1 AND 1000),
  is_pre_ordered_item ${d.int} NOT NULL DEFAULT 0 CHECK (is_pre_ordered_item IN (0, 1)),
  position ${d.int} NOT NULL,
  PRIMARY KEY (cart_id, product_id)
)${d.withoutRowid}`,
    `CREATE INDEX cart_lines_position ON cart_lines (cart_id, position)`,
    `CREATE INDEX cart_lines_product ON cart_lines (product_id)`,

    // An order. Only the card brand and last 4 digits are kept; never the number or the cvc.
    // order_number is 'SA-' + the zero-padded id, set in the same transaction as the insert.
    `CREATE TABLE orders (
  id ${d.id},
  order_number TEXT UNIQUE,
  confirmation_token TEXT NOT NULL UNIQUE CHECK (length(confirmation_token) >= 43),
  idempotency_key TEXT NOT NULL UNIQUE,
  -- sha256 of the request (without card number and cvc): the same key with another request is refused.
  request_fingerprint TEXT NOT NULL,
  user_id ${d.int},
  cart_token TEXT,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  shipping_address TEXT NOT NULL CHECK (${d.jsonValid('shipping_address')}),
  billing_address TEXT NOT NULL CHECK (${d.jsonValid('billing_address')}),
  is_dealer ${d.int} NOT NULL CHECK (is_dealer IN (0, 1)),
  original_total_cents ${d.int} NOT NULL CHECK (original_total_cents >= 0),
  discounts_total_cents ${d.int} NOT NULL CHECK (discounts_total_cents >= 0),
  subtotal_cents ${d.int} NOT NULL CHECK (subtotal_cents >= 0),
  shipping_cents ${d.int} NOT NULL CHECK (shipping_cents >= 0),
  total_cents ${d.int} NOT NULL CHECK (total_cents >= 0),
  status TEXT NOT NULL CHECK (status IN ('paid', 'cancelled', 'shipped', 'refunded')),
  card_brand TEXT NOT NULL CHECK (card_brand IN ('amex', 'visa', 'mastercard', 'discover')),
  card_last4 TEXT NOT NULL CHECK (length(card_last4) = 4),
  payment_reference TEXT NOT NULL,
  created_at TEXT NOT NULL
)`,
    `CREATE INDEX orders_user ON orders (user_id, created_at DESC) WHERE user_id IS NOT NULL`,
    `CREATE INDEX orders_email ON orders (email, created_at DESC)`,
    `CREATE INDEX orders_created ON orders (created_at)`,

    // Lines keep what was bought at the price charged, independent of later catalogue changes.
    `CREATE TABLE order_lines (
  order_id ${d.int} NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position ${d.int} NOT NULL,
  product_id ${d.int} REFERENCES products (id) ON DELETE SET NULL,
  sku TEXT NOT NULL,
  displayed_sku TEXT NOT NULL,
  name TEXT NOT NULL,
  quantity ${d.int} NOT NULL CHECK (quantity BETWEEN 1 AND 1000),
  unit_price_cents ${d.int} NOT NULL CHECK (unit_price_cents >= 0),
  original_unit_cents ${d.int} NOT NULL CHECK (original_unit_cents >= 0),
  is_pre_ordered_item ${d.int} NOT NULL CHECK (is_pre_ordered_item IN (0, 1)),
  -- Units taken from each warehouse (0 for a pre-ordered line): what a cancellation would put back.
  taken_tpa_wh ${d.int} NOT NULL DEFAULT 0 CHECK (taken_tpa_wh >= 0),
  taken_lv_wh ${d.int} NOT NULL DEFAULT 0 CHECK (taken_lv_wh >= 0),
  -- JSON array of { sku, quantity, name } for a bundle's items.
  child_items TEXT NOT NULL DEFAULT '[]' CHECK (${d.jsonValid('child_items')}),
  PRIMARY KEY (order_id, position)
)${d.withoutRowid}`,
    `CREATE INDEX order_lines_product ON order_lines (product_id)`,
    `CREATE INDEX order_lines_sku ON order_lines (sku)`,

    // Turnover per product and UTC day, from placed orders: products.turnover_30d_cents is raised when an
    // order is placed and lowered again when a day leaves the 30-day window (done by the next order).
    `CREATE TABLE turnover_days (
  product_id ${d.int} NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  cents ${d.int} NOT NULL CHECK (cents >= 0),
  PRIMARY KEY (product_id, day)
)${d.withoutRowid}`,
    `CREATE INDEX turnover_days_day ON turnover_days (day)`,

    // POST /api/checkout-v4/save-checkout-event (go_to_checkout_button_clicked).
    `CREATE TABLE checkout_events (
  id ${d.id},
  event_name TEXT NOT NULL,
  server_or_client TEXT NOT NULL,
  account_id TEXT,
  customer_email TEXT,
  cart_token TEXT,
  -- JSON array of { sku, price, quantity, price_map, price_msrp } as sent (for analytics only).
  line_items TEXT NOT NULL CHECK (${d.jsonValid('line_items')}),
  created_at TEXT NOT NULL
)`,
    `CREATE INDEX checkout_events_created ON checkout_events (created_at)`,
    `CREATE INDEX checkout_events_cart ON checkout_events (cart_token) WHERE cart_token IS NOT NULL`,
  ]);
}
