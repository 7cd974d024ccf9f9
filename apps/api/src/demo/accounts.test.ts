import bcrypt from 'bcryptjs';
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

  it('seeds a retail shopper and a role-2 dealer with addresses, a card, orders and a return', () => {
    const users = t.db.prepare('SELECT id, email, role, is_dealer FROM users ORDER BY id').all();
    expect(users).toMatchObject([
      { email: 'retail@skar.test', role: 1, is_dealer: 0 },
      { email: 'dealer@skar.test', role: 2, is_dealer: 0 },
    ]);
    const count = (sql: string, email: string) =>
      (
        t.db.prepare(`${sql} WHERE user_id = (SELECT id FROM users WHERE email = ?)`).get(email) as {
          n: number;
        }
      ).n;
    for (const email of ['retail@skar.test', 'dealer@skar.test']) {
      expect(count('SELECT count(*) AS n FROM addresses', email), email).toBeGreaterThanOrEqual(1);
      expect(count('SELECT count(*) AS n FROM saved_cards', email), email).toBe(1);
      expect(count('SELECT count(*) AS n FROM orders', email), email).toBeGreaterThanOrEqual(3);
    }
    expect(count('SELECT count(*) AS n FROM returns', 'retail@skar.test')).toBe(1);
    const dealerOrders = t.db
      .prepare("SELECT DISTINCT is_dealer FROM orders WHERE email = 'dealer@skar.test'")
      .pluck()
      .all();
    expect(dealerOrders).toEqual([1]);
  });

  it('is deterministic for a given now', async () => {
    const other = await makeApp({ now: TEST_NOW });
    try {
      const snapshot = (db: typeof t.db) =>
        JSON.stringify(
          db.prepare('SELECT order_number, total_cents, created_at FROM orders ORDER BY id').all(),
        );
      expect(snapshot(other.db)).toBe(snapshot(t.db));
      // SQLite says UNIQUE constraint failed, PostgreSQL violates unique constraint.
      await expect(seedAccounts(other.kysely, { now: TEST_NOW })).rejects.toThrow(/unique/i);
    } finally {
      await other.close();
    }
  });
});
