// Review moderation (decision 051): the shop's public reply under a review, and an index for the
// back office's queue (held reviews first, newest first). Whether new reviews are held is a row of settings
// (010), 'review-moderation'; a hidden review keeps 006's status word 'rejected'.
import { type MigrationDb, runStatements } from './ddl.js';

export async function up(db: MigrationDb): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE reviews ADD COLUMN reply_body TEXT CHECK (reply_body IS NULL OR length(reply_body) BETWEEN 1 AND 1000)`,
    // When the reply was last written (UTC ISO); set and cleared with reply_body.
    `ALTER TABLE reviews ADD COLUMN reply_at TEXT`,
    `CREATE INDEX reviews_queue ON reviews (status, created_at DESC, id DESC)`,
  ]);
}
