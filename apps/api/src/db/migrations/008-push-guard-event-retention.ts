// Bounds on anonymous events, beside the push destinations check (decision 033).
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    // A push send also counts the subscriptions it skipped: a host that is no known push service, or one
    // that resolves to a private or local address (modules/push/push.destination.ts).
    `ALTER TABLE push_sends ADD COLUMN skipped ${d.int} NOT NULL DEFAULT 0`,

    // Anonymous append-only rows (events, checkout_events, and the visitors they count on) are kept
    // EVENT_RETENTION_DAYS and a visitor adds at most EVENTS_PER_VISITOR_PER_DAY of each kind in 24 hours
    // (lib/append-guard.ts). Pruning walks created_at (visitors: last_seen_at); the cap counts a visitor's
    // rows through (visitor_id, created_at). Checkout events made before this migration have no visitor.
    `CREATE INDEX events_created ON events (created_at)`,
    `CREATE INDEX visitors_last_seen ON visitors (last_seen_at)`,
    `ALTER TABLE checkout_events ADD COLUMN visitor_id TEXT`,
    `CREATE INDEX checkout_events_visitor ON checkout_events (visitor_id, created_at) WHERE visitor_id IS NOT NULL`,
  ]);
}
