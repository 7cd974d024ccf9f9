// Proof of ownership of an address (decision 042): the one-time links mailed for a password reset, an email
// verification and a marketing sign-up's confirmation (double opt-in). Only a link's hash is stored; a used
// link keeps its row (used_at), which is the proof of when the owner acted. Accounts learn when their
// address was verified; orders learn their carrier and tracking number when shipped.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE one_time_links (
  id ${d.id},
  purpose TEXT NOT NULL CHECK (purpose IN ('password-reset', 'email-verification', 'marketing-confirmation')),
  -- sha256 of the link's token (hex); the token itself is only ever in the mail.
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  user_id ${d.int} REFERENCES users (id) ON DELETE CASCADE,
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  -- What the link does when opened, as JSON (a marketing sign-up's requested change), or NULL.
  payload TEXT CHECK (payload IS NULL OR (${d.jsonValid('payload')} AND length(payload) <= 4000)),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
)`,
    `CREATE INDEX one_time_links_email ON one_time_links (email, purpose, created_at)`,
    `CREATE INDEX one_time_links_user ON one_time_links (user_id, purpose) WHERE user_id IS NOT NULL`,
    `ALTER TABLE users ADD COLUMN email_verified_at TEXT`,
    `ALTER TABLE orders ADD COLUMN carrier TEXT CHECK (carrier IS NULL OR carrier IN ('ups', 'fedex', 'usps', 'dhl'))`,
    `ALTER TABLE orders ADD COLUMN tracking_number TEXT CHECK (tracking_number IS NULL OR length(tracking_number) BETWEEN 8 AND 40)`,
    `ALTER TABLE orders ADD COLUMN shipped_at TEXT`,
  ]);
}
