import bcrypt from 'bcryptjs';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp, TEST_NOW } from '../test/make-app.js';
import { DEMO_ACCOUNTS, seedAccounts } from './accounts.js';

describe('demo accounts', async () => {
  const t = await makeApp();
  afterAll(() => t.close());

  it('keeps cost-12 hashes of the documented passwords', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(account.passwordHash).toMatch(/^\$2b\$12\$/);
      expect(await bcrypt.compare(account.password, account.passwordHash)).toBe(true);
    }
  });

  it('seeds a retail shopper and a role-2 dealer with addresses, a card, orders and a return', async () => {
    const users = await t.db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'is_dealer'])
      .orderBy('id')
      .execute();
    expect(users).toMatchObject([
      { email: 'retail@skar.test', role: 1, is_dealer: 0 },
      { email: 'dealer@skar.test', role: 2, is_dealer: 0 },
    ]);
    const count = async (
      table: 'addresses' | 'saved_cards' | 'orders' | 'returns',
      email: string,
    ): Promise<number> =>
      Number(
        (
          await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}
            WHERE user_id = (SELECT id FROM users WHERE email = ${email})`.execute(t.db)
        ).rows[0]!.n,
      );
    for (const email of ['retail@skar.test', 'dealer@skar.test']) {
      expect(await count('addresses', email), email).toBeGreaterThanOrEqual(1);
      expect(await count('saved_cards', email), email).toBe(1);
      expect(await count('orders', email), email).toBeGreaterThanOrEqual(3);
    }
    expect(await count('returns', 'retail@skar.test')).toBe(1);
    const dealerOrders = await t.db
      .selectFrom('orders')
      .select('is_dealer')
      .distinct()
      .where('email', '=', 'dealer@skar.test')
      .orderBy('is_dealer')
      .execute();
    expect(dealerOrders.map((o) => o.is_dealer)).toEqual([1]);
  });

  it('takes the units of its orders from the warehouses, as a real order does', async () => {
    const lines = await t.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select(['l.sku', 'l.quantity', 'l.taken_tpa_wh', 'l.taken_lv_wh'])
      .where('o.user_id', 'is not', null)
      .execute();
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l.taken_tpa_wh + l.taken_lv_wh, l.sku).toBe(l.quantity);
  });

  it('is deterministic for a given now', async () => {
    const other = await makeApp({ now: TEST_NOW });
    try {
      const snapshot = async (db: typeof t.db) =>
        JSON.stringify(
          await db
            .selectFrom('orders')
            .select(['order_number', 'total_cents', 'created_at'])
            .orderBy('id')
            .execute(),
        );
      expect(await snapshot(other.db)).toBe(await snapshot(t.db));
      // SQLite says UNIQUE constraint failed, PostgreSQL violates unique constraint.
      await expect(seedAccounts(other.db, { now: TEST_NOW })).rejects.toThrow(/unique/i);
    } finally {
      await other.close();
    }
  });
});
