// A new account's first visit (decision 055): the account dashboard greets an account with 'Welcome, Bob.' in the
// session of its first sign-in and 'Welcome back, Bob.' after. sign_ins counts an account's sign-ins from its
// creation; it stays NULL for the accounts made before it was counted (how often they signed in is not known:
// they are greeted as returning).
import { type MigrationDb, runStatements } from './ddl.js';

export async function up(db: MigrationDb): Promise<void> {
  await runStatements(db, [`ALTER TABLE users ADD COLUMN sign_ins INTEGER CHECK (sign_ins >= 0)`]);
}
