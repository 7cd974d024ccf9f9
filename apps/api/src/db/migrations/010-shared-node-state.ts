// What several API nodes on one store must agree on (decision 041), kept in the store instead of each node's
// memory or files: settings made once for the whole shop (the development JWT secret, the VAPID keys of web
// push), and the rate-limit counters (express-rate-limit's store on PostgreSQL, lib/rate-limit-store.ts).
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE settings (
  -- e.g. 'jwt-secret', 'vapid-keys'; written once (INSERT .. ON CONFLICT DO NOTHING), then read by every node.
  key TEXT PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 100),
  value TEXT NOT NULL CHECK (length(value) <= 10000),
  created_at TEXT NOT NULL
)`,
    `CREATE TABLE rate_limits (
  -- The limiter's name and window with the client key, e.g. 'sign-in:900000|203.0.113.7|ada@example.com'.
  key TEXT PRIMARY KEY CHECK (length(key) <= 600),
  hits ${d.int} NOT NULL CHECK (hits >= 0),
  -- When the window ends, in milliseconds since the epoch.
  reset_at ${d.int} NOT NULL
)`,
    `CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at)`,
  ]);
}
