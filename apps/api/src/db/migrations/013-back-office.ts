// The back office (decision 043): administrators (a flag beside role, which stays the spec's pricing role), API
// keys for integrations (only their sha256 is kept), and the audit log of every admin change.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE users ADD COLUMN is_admin ${d.int} NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1))`,
    `CREATE TABLE api_keys (
  id ${d.id},
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  -- The key's first 10 characters (sk_ and 7 more), to tell keys apart in a list.
  prefix TEXT NOT NULL CHECK (length(prefix) = 10),
  key_hash TEXT NOT NULL UNIQUE CHECK (length(key_hash) = 64),
  -- The scopes as a JSON array of strings.
  scopes TEXT NOT NULL CHECK (${d.jsonValid('scopes')}),
  created_by ${d.int} REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT,
  revoked_at TEXT
)`,
    `CREATE TABLE audit_log (
  id ${d.id},
  -- 'user:12' or 'api-key:3'.
  actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 100),
  -- What was done, e.g. 'stock.set', 'api-key.create'.
  action TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 100),
  entity TEXT NOT NULL CHECK (length(entity) BETWEEN 1 AND 50),
  entity_id TEXT NOT NULL CHECK (length(entity_id) BETWEEN 1 AND 100),
  before TEXT CHECK (before IS NULL OR ${d.jsonValid('before')}),
  after TEXT CHECK (after IS NULL OR ${d.jsonValid('after')}),
  created_at TEXT NOT NULL
)`,
    `CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, id)`,
    `CREATE INDEX audit_log_created ON audit_log (created_at)`,
  ]);
}
