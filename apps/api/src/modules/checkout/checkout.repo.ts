/** Checkout SQL besides the order itself: stock taken, collection flags, 30-day turnover, checkout events. */
import type { Db } from '../../db/connection.js';

export type CheckoutRepo = ReturnType<typeof createCheckoutRepo>;

export const TURNOVER_WINDOW_DAYS = 30;

export function createCheckoutRepo(db: Db) {
  // Never below zero: the WHERE makes a short count change nothing (and the CHECKs back it up).
  const take = db.prepare<{ id: number; tpa: number; lv: number; now: string }>(`
    UPDATE stock SET tpa_wh = tpa_wh - @tpa, lv_wh = lv_wh - @lv, updated_at = @now
    WHERE product_id = @id AND tpa_wh >= @tpa AND lv_wh >= @lv`);
  const parentIdOf = db
    .prepare<[number], number>(
      `SELECT parent.id FROM products child JOIN products parent
       ON parent.sku = child.variant_parent_sku AND parent.is_parent = 1 WHERE child.id = ?`,
    )
    .pluck();
  const setPreordered = db.prepare<[number, number, number]>(
    'UPDATE collection_products SET is_preordered = ? WHERE product_id = ? AND is_preordered <> ?',
  );
  const addTurnoverDay = db.prepare<[number, string, number]>(`
    INSERT INTO turnover_days (product_id, day, cents) VALUES (?, ?, ?)
    ON CONFLICT (product_id, day) DO UPDATE SET cents = cents + excluded.cents`);
  const addTurnover = db.prepare<[number, number]>(
    'UPDATE products SET turnover_30d_cents = turnover_30d_cents + ? WHERE id = ?',
  );
  const expireTurnover = db.prepare<[string, string]>(`
    UPDATE products SET turnover_30d_cents = max(0, turnover_30d_cents -
      (SELECT coalesce(sum(cents), 0) FROM turnover_days t WHERE t.product_id = products.id AND t.day < ?))
    WHERE id IN (SELECT product_id FROM turnover_days WHERE day < ?)`);
  const deleteExpired = db.prepare<[string]>('DELETE FROM turnover_days WHERE day < ?');
  const insertEvent = db.prepare<{
    event_name: string;
    server_or_client: string;
    account_id: string | null;
    customer_email: string | null;
    cart_token: string | null;
    line_items: string;
    visitor_id: string;
    created_at: string;
  }>(`INSERT INTO checkout_events (event_name, server_or_client, account_id, customer_email, cart_token, line_items,
        visitor_id, created_at)
      VALUES (@event_name, @server_or_client, @account_id, @customer_email, @cart_token, @line_items, @visitor_id,
        @created_at)`);
  const countEventsSince = db
    .prepare<[string, string, number], number>(
      'SELECT count(*) FROM (SELECT 1 FROM checkout_events WHERE visitor_id = ? AND created_at >= ? LIMIT ?)',
    )
    .pluck();
  const deleteEvents = db.prepare<[string, number]>(`
    DELETE FROM checkout_events
    WHERE id IN (SELECT id FROM checkout_events WHERE created_at < ? ORDER BY created_at LIMIT ?)`);

  return {
    /** Takes units from the two warehouses; false (and nothing changed) when either count is short. */
    takeStock: (productId: number, tpa: number, lv: number, nowIso: string): boolean =>
      take.run({ id: productId, tpa, lv, now: nowIso }).changes === 1,
    parentIdOf: (productId: number): number | null => parentIdOf.get(productId) ?? null,
    setCollectionPreordered(productId: number, preordered: boolean): void {
      const flag = preordered ? 1 : 0;
      setPreordered.run(flag, productId, flag);
    },
    /** Adds sold value to today's turnover row and to the product's 30-day figure. */
    addTurnover(productId: number, day: string, cents: number): void {
      if (cents <= 0) return;
      addTurnoverDay.run(productId, day, cents);
      addTurnover.run(cents, productId);
    },
    /** Takes days before `firstKeptDay` out of the 30-day figures. */
    expireTurnoverBefore(firstKeptDay: string): void {
      expireTurnover.run(firstKeptDay, firstKeptDay);
      deleteExpired.run(firstKeptDay);
    },
    insertCheckoutEvent: (event: Parameters<typeof insertEvent.run>[0]): void => {
      insertEvent.run(event);
    },
    /** The append-guard store of the checkout events (lib/append-guard.ts). */
    eventLimits: {
      countSince: (visitorId: string, sinceIso: string, limit: number): number =>
        countEventsSince.get(visitorId, sinceIso, limit) ?? 0,
      deleteBefore: (beforeIso: string, batch: number): number => deleteEvents.run(beforeIso, batch).changes,
    },
  };
}
