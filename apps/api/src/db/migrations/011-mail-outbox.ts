// Mail that really goes out (decision 042): each message is queued in the transaction of the event that causes it
// (an order, a reset request) and delivered by a sender on any node (modules/mail). The message key makes a
// second queueing of the same message a no-op; the lease keeps two nodes from sending one message at once.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE mail_outbox (
  id ${d.id},
  -- What the message is about, e.g. 'order-confirmation:SA-123456'; one message per key, ever.
  message_key TEXT NOT NULL UNIQUE CHECK (length(message_key) BETWEEN 1 AND 200),
  kind TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 50),
  to_address TEXT NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
  subject TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 300),
  html TEXT NOT NULL CHECK (length(html) <= 500000),
  text TEXT NOT NULL CHECK (length(text) <= 200000),
  -- Extra headers as a JSON object (List-Unsubscribe ...), or '{}'.
  headers TEXT NOT NULL DEFAULT '{}' CHECK (${d.jsonValid('headers')}),
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts ${d.int} NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- When the message may next be tried (ISO-8601): backoff after a failure, the lease while one node sends it.
  next_attempt_at TEXT NOT NULL,
  last_error TEXT CHECK (length(last_error) <= 1000),
  created_at TEXT NOT NULL,
  sent_at TEXT
)`,
    `CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at)`,
  ]);
}
