/**
 * Migration 030 (guest returns) on SQLite, where the returns table is built again: its rows, the refund that
 * names a return, its indexes and its constraints stay; only user_id may now be NULL.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';
import { kyselyOf } from './database.js';
import { migrateStore } from './migrate-store.js';
import { MIGRATIONS } from './migrations/index.js';

const NOW = '2026-03-01T15:00:00.000Z';

describe('migration 030: returns of guest orders', () => {
  it('keeps every return, the refund naming it and the indexes, and lets user_id be NULL', async () => {
    const raw = openDatabase(':memory:');
    const db = kyselyOf(raw);
    await migrateStore(
      db,
      MIGRATIONS.filter((m) => m.id < 30),
    );
    const user = await db
      .insertInto('users')
      .values({ email: 'ada@example.com', password_hash: 'x', created_at: NOW, updated_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await db
      .insertInto('orders')
      .values({
        order_number: 'SA-000001',
        confirmation_token: 't'.repeat(43),
        idempotency_key: 'k1',
        request_fingerprint: 'f',
        user_id: user.id,
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'L',
        phone: '8135550100',
        shipping_address: '{}',
        billing_address: '{}',
        is_dealer: 0,
        original_total_cents: 1000,
        discounts_total_cents: 0,
        subtotal_cents: 1000,
        shipping_cents: 0,
        total_cents: 1000,
        status: 'shipped',
        card_brand: 'visa',
        card_last4: '4242',
        payment_reference: 'p',
        created_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_lines')
      .values({
        order_id: order.id,
        position: 0,
        sku: 'A',
        displayed_sku: 'A',
        name: 'Amp',
        quantity: 2,
        unit_price_cents: 500,
        original_unit_cents: 500,
        is_pre_ordered_item: 0,
      })
      .execute();
    const ret = await db
      .insertInto('returns')
      .values({
        user_id: user.id,
        order_id: order.id,
        line_position: 0,
        quantity: 1,
        reason: 'defective',
        note: 'Hums',
        status: 'refunded',
        created_at: NOW,
        updated_at: NOW,
        decision_note: 'OK',
        resellable: 0,
        refunded_cents: 500,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_refunds')
      .values({
        order_id: order.id,
        amount_cents: 500,
        reason: 'Return',
        return_id: ret.id,
        actor: 'user:1',
        created_at: NOW,
      })
      .execute();
    const before = await db.selectFrom('returns').selectAll().execute();

    expect(
      await migrateStore(
        db,
        MIGRATIONS.filter((m) => m.id <= 30),
      ),
    ).toEqual(['030-guest-returns']);

    expect(await db.selectFrom('returns').selectAll().execute()).toEqual(before);
    expect(await db.selectFrom('order_refunds').select('return_id').execute()).toEqual([
      { return_id: ret.id },
    ]);
    await db
      .insertInto('returns')
      .values({
        user_id: null,
        order_id: order.id,
        line_position: 0,
        quantity: 1,
        reason: 'other',
        note: 'Too loud',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    // The constraints came along: a quantity of 0 and a line the order does not have are refused.
    const refused = (quantity: number, line: number) =>
      db
        .insertInto('returns')
        .values({
          order_id: order.id,
          line_position: line,
          quantity,
          reason: 'other',
          created_at: NOW,
          updated_at: NOW,
        })
        .execute()
        .then(
          () => 'inserted',
          () => 'refused',
        );
    expect(await refused(0, 0)).toBe('refused');
    expect(await refused(1, 5)).toBe('refused');
    const indexes = (raw.pragma('index_list(returns)') as { name: string }[]).map((i) => i.name).sort();
    expect(indexes).toEqual(['returns_line', 'returns_status', 'returns_user']);
    expect(raw.pragma('foreign_key_check')).toEqual([]);
    expect((await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_temp_master`.execute(db)).rows).toEqual(
      [{ n: 0 }],
    );
    // Deleting the return still empties the refund's reference (its foreign key names the new table).
    await db.deleteFrom('returns').where('id', '=', ret.id).execute();
    expect(await db.selectFrom('order_refunds').select('return_id').execute()).toEqual([{ return_id: null }]);
    raw.close();
  });
});
