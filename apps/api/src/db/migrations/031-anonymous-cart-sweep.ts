// The anonymous-cart sweeper (decision 061) deletes carts of no account untouched for ANONYMOUS_CART_DAYS that no
// order names. Its scan walks the anonymous carts by their last write, oldest first, and stops at the cutoff;
// the order check is one index probe per cart (orders.cart_token had no index: nothing looked orders up by it).
import { type MigrationDb, runStatements } from './ddl.js';

export async function up(db: MigrationDb): Promise<void> {
  await runStatements(db, [
    `CREATE INDEX carts_anonymous_touched ON carts (updated_at) WHERE user_id IS NULL`,
    `CREATE INDEX orders_cart_token ON orders (cart_token) WHERE cart_token IS NOT NULL`,
  ]);
}
