// Saved cards with Stripe (decision 074): a saved card is a PaymentMethod attached to the account's Stripe Customer,
// made the first time the account saves a card. Its id is kept with the account; one customer belongs to one
// account (unique), and accounts that never saved a card with Stripe have none.
import { type MigrationDb, runStatements } from './ddl.js';

export async function up(db: MigrationDb): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE users ADD COLUMN stripe_customer_id TEXT`,
    `CREATE UNIQUE INDEX users_stripe_customer ON users (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL`,
  ]);
}
