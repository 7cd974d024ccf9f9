// A card to save whose payment waits for 3-D Secure (decision 074): the nickname the shopper gave it at checkout is
// kept with the order awaiting payment, until the provider says it was paid (the card is saved with it) or the
// order is released. Null otherwise.
import { type MigrationDb, runStatements } from './ddl.js';

export async function up(db: MigrationDb): Promise<void> {
  await runStatements(db, [`ALTER TABLE orders ADD COLUMN card_nickname TEXT`]);
}
