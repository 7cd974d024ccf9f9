/**
 * The dashboard's SQL: a handful of counts, each answered from an index, never a pass of a whole
 * table. Orders per New York day: a range of `orders_created` (the chart's 14 days), summed by day in one
 * query; waiting to ship: `orders_status_created` (with the payment's due time, migration 039); returns asked
 * for: `returns_status`; reviews held: `reviews_queue`; low and out of stock: the product list's own stock filter
 * (the catalogue's stockStateCountQuery), so that the dashboard's figure and the list it links to always agree.
 */
import { storedReviewStatus, storedStatusOf, type DayTotals } from '@shop/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { stockStateCountQuery } from '../catalog/admin.products.js';
import { moneyTaken } from '../orders/orders.money-taken.js';

const count = sql<number | string>`count(*)`;
/** What an order brought in: its total less refunds, where its money was taken (decision 079). */
const takenCents = sql`CASE WHEN ${moneyTaken('o')} THEN o.total_cents - o.refunded_cents ELSE 0 END`;

/**
 * Orders placed and revenue (total less refunds) per day, unrun (the query-plan test compiles it). `bounds`: the
 * UTC ISO instants the days start at and the end of the last one; day i holds the orders placed from bounds[i]
 * up to bounds[i + 1]. Only days with orders come back. Every order placed counts, as the order list it links
 * to shows them (any status); revenue only where money was taken (decision 079: not awaiting or never paid).
 */
export function orderDaysQuery(db: Db, bounds: readonly string[]) {
  const cases = bounds.slice(1, -1).map((b, i) => sql`WHEN o.created_at < ${b} THEN ${sql.lit(i)}`);
  const dayIndex = sql<number>`CASE ${sql.join(cases, sql` `)} ELSE ${sql.lit(bounds.length - 2)} END`;
  return db
    .selectFrom('orders as o')
    .select([
      dayIndex.as('day_index'),
      count.as('orders'),
      sql<number | string>`coalesce(sum(${takenCents}), 0)`.as('revenue'),
    ])
    .where('o.created_at', '>=', bounds[0]!)
    .where('o.created_at', '<', bounds[bounds.length - 1]!)
    .groupBy(sql`1`);
}

/** The dashboard's counts, unrun. */
export const countQueries = (db: Db) => ({
  /** Paid orders not yet shipped (the order list's `paid` stage: not those awaiting their payment). */
  waitingToShip: db
    .selectFrom('orders as o')
    .select(count.as('n'))
    .where('o.status', '=', storedStatusOf('paid'))
    .where(moneyTaken('o')),
  returnsRequested: db.selectFrom('returns as r').select(count.as('n')).where('r.status', '=', 'requested'),
  reviewsPending: db
    .selectFrom('reviews as v')
    .select(count.as('n'))
    .where('v.status', '=', storedReviewStatus('pending')),
  /** Products in a stock state of the product list (its `?stock=` filter). */
  stock: (state: 'low' | 'out') => stockStateCountQuery(db, state),
});

type Counted = { executeTakeFirstOrThrow(): Promise<{ n: number | string }> };
const numberOf = async (q: Counted): Promise<number> => Number((await q.executeTakeFirstOrThrow()).n);

export function createAdminDashboardRepo(db: Db) {
  const q = countQueries(db);
  return {
    async dayTotals(bounds: readonly string[]): Promise<DayTotals[]> {
      const rows = await orderDaysQuery(db, bounds).execute();
      return rows.map((r) => ({
        index: Number(r.day_index),
        orders: Number(r.orders),
        revenue_cents: Number(r.revenue),
      }));
    },
    waitingToShip: () => numberOf(q.waitingToShip),
    returnsRequested: () => numberOf(q.returnsRequested),
    reviewsPending: () => numberOf(q.reviewsPending),
    stockCount: (state: 'low' | 'out') => numberOf(q.stock(state)),
  };
}
