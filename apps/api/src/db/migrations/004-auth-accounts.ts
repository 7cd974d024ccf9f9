// Accounts (decision 017): users, their addresses, saved cards (no card numbers), returns, client logs.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    // A user. email is stored lower-cased and unique. role 1 is a shopper, 2 a dealer; is_dealer also
    // makes a dealer. token_version is in every session token: raising it ends all sessions of the user
    // (sign-out, password change). password_hash is bcrypt (cost 12).
    `CREATE TABLE users (
  id ${d.id},
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  password_hash TEXT NOT NULL,
  role ${d.int} NOT NULL DEFAULT 1 CHECK (role IN (1, 2)),
  is_dealer ${d.int} NOT NULL DEFAULT 0 CHECK (is_dealer IN (0, 1)),
  first_name TEXT,
  last_name TEXT,
  phone TEXT,
  email_consent ${d.int} NOT NULL DEFAULT 0 CHECK (email_consent IN (0, 1)),
  sms_consent ${d.int} NOT NULL DEFAULT 0 CHECK (sms_consent IN (0, 1)),
  token_version ${d.int} NOT NULL DEFAULT 0 CHECK (token_version >= 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
)`,

    `CREATE TABLE addresses (
  id ${d.id},
  user_id ${d.int} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  address_line_1 TEXT NOT NULL,
  address_line_2 TEXT,
  city TEXT NOT NULL,
  state_code TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  country_code TEXT NOT NULL DEFAULT 'US',
  phone_number TEXT NOT NULL,
  is_default ${d.int} NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
)`,
    `CREATE INDEX addresses_user ON addresses (user_id)`,
    `CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default = 1`,

    // A saved card: brand, last 4, expiry, nickname and an opaque reference of the payment provider
    // (never the number or the cvc).
    `CREATE TABLE saved_cards (
  id ${d.id},
  user_id ${d.int} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  card_brand TEXT NOT NULL CHECK (card_brand IN ('visa', 'amex', 'discover', 'mastercard')),
  last4 TEXT NOT NULL CHECK (length(last4) = 4 AND ${d.notGlob('last4', '*[^0-9]*')}),
  exp_month TEXT NOT NULL CHECK (length(exp_month) = 2),
  exp_year TEXT NOT NULL CHECK (length(exp_year) = 4),
  nickname TEXT,
  is_default ${d.int} NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  provider_reference TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
)`,
    `CREATE INDEX saved_cards_user ON saved_cards (user_id)`,
    `CREATE UNIQUE INDEX saved_cards_one_default ON saved_cards (user_id) WHERE is_default = 1`,

    // A return request for units of one order line (order_lines is keyed by order and position).
    `CREATE TABLE returns (
  id ${d.id},
  user_id ${d.int} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id ${d.int} NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_position ${d.int} NOT NULL,
  quantity ${d.int} NOT NULL CHECK (quantity BETWEEN 1 AND 1000),
  reason TEXT NOT NULL CHECK (reason IN ('defective', 'wrong_item', 'not_compatible', 'not_as_described',
    'no_longer_needed', 'other')),
  note TEXT CHECK (note IS NULL OR length(note) <= 1000),
  status TEXT NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'approved', 'received', 'refunded', 'rejected')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  FOREIGN KEY (order_id, line_position) REFERENCES order_lines (order_id, position) ON DELETE CASCADE
)`,
    `CREATE INDEX returns_user ON returns (user_id, created_at DESC)`,
    `CREATE INDEX returns_line ON returns (order_id, line_position)`,

    // POST /api/auth/_log: what browsers report, bounded to the latest 1000 rows.
    `CREATE TABLE client_logs (
  id ${d.id},
  level TEXT NOT NULL CHECK (level IN ('error', 'warn', 'info', 'debug')),
  code TEXT CHECK (code IS NULL OR length(code) <= 100),
  message TEXT NOT NULL CHECK (length(message) <= 2000),
  path TEXT CHECK (path IS NULL OR length(path) <= 2048),
  metadata TEXT CHECK (metadata IS NULL OR (${d.jsonValid('metadata')} AND length(metadata) <= 4000)),
  user_id ${d.int},
  created_at TEXT NOT NULL
)`,
  ]);

  // The bound: a trigger on each store (the same DELETE).
  if (d.dialect === 'postgres')
    await runStatements(db, [
      `CREATE FUNCTION client_logs_bounded() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM client_logs WHERE id <= NEW.id - 1000;
  RETURN NULL;
END
$$`,
      `CREATE TRIGGER client_logs_bounded AFTER INSERT ON client_logs
FOR EACH ROW EXECUTE FUNCTION client_logs_bounded()`,
    ]);
  else
    await runStatements(db, [
      `CREATE TRIGGER client_logs_bounded AFTER INSERT ON client_logs
BEGIN
  DELETE FROM client_logs WHERE id <= NEW.id - 1000;
END`,
    ]);
}
