// Customers and dealers in the back office (decision 050): an account an administrator disabled (it can no longer
// sign in; its sessions ended when it was disabled), and the "become a dealer" applications a shopper sends and
// an administrator approves or declines with a note. One open application per account. Indexes for the
// customer search.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  const c8 = d.dialect === 'postgres' ? ' COLLATE "C"' : '';
  await runStatements(db, [
    `ALTER TABLE users ADD COLUMN disabled_at TEXT`,
    `CREATE TABLE dealer_applications (
  id ${d.id},
  user_id ${d.int} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
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
  decided_by ${d.int} REFERENCES users (id) ON DELETE SET NULL
)`,
    `CREATE UNIQUE INDEX dealer_applications_one_open ON dealer_applications (user_id) WHERE status = 'open'`,
    `CREATE INDEX dealer_applications_user ON dealer_applications (user_id, id)`,
    `CREATE INDEX dealer_applications_status ON dealer_applications (status, id)`,
    // The back office's customer search: a word matches the start of a first name, a last name or the email,
    // as a range over these indexes (byte order: PostgreSQL's "C" collation, SQLite's BINARY).
    ...(['first_name', 'last_name'] as const).map(
      (c) => `CREATE INDEX users_${c}_lower ON users (lower(${c})${c8})`,
    ),
    ...(d.dialect === 'postgres' ? [`CREATE INDEX users_email_c ON users (email COLLATE "C")`] : []),
  ]);
}
