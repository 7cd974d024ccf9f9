/**
 * GET /api/admin/dashboard: the back office's first screen in one answer. Today's and this week's
 * orders and revenue and the last 14 New York days, orders waiting to ship, returns asked for, products low on
 * or out of stock and reviews held for approval.
 *
 * The route takes `orders:read`, the least scope its main part needs (orders and returns). The stock and the
 * reviews counts belong to other scopes: a key without `catalog:read` gets `stock: null`, one without
 * `reviews:read` gets `reviews_pending: null`, so a key never reads through the dashboard what it could not read
 * from the matching list. An administrator's session reads everything.
 */
import { AdminDashboardSchema, LOW_STOCK_THRESHOLD, dashboardPeriods, orderFiguresOf } from '@shop/domain';
import type { AdminDashboard, AdminScope } from '@shop/domain';
import { Router } from 'express';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { component, defineRoutes, mountRoutes, reply } from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminActor, type AdminGuard } from '../admin/admin.auth.js';
import { createAdminDashboardRepo } from './admin.dashboard.repo.js';
import { adminGuarded as guarded, adminRateLimited as rateLimited } from '../admin/admin.refusals.js';

export const adminDashboardTable = defineRoutes('/api', 'admin', {
  dashboard: {
    method: 'get',
    path: '/admin/dashboard',
    security: { scope: 'orders:read' },
    summary:
      "Today's and this week's (since Monday) orders and revenue (totals less refunds), each of the last 14 New York days, paid orders waiting to ship, returns requested, reviews held for approval (null for a key without reviews:read) and products low (under the storefront's 20-unit notice) or out of stock (null for a key without catalog:read)",
    errors: [],
    responses: {
      200: reply('The figures', component('AdminDashboard', AdminDashboardSchema)),
      ...rateLimited,
      ...guarded,
    },
  },
});

const mayRead = (actor: AdminActor, scope: AdminScope): boolean =>
  actor.kind === 'user' || actor.scopes.includes(scope);

export type AdminDashboardRouteOptions = { db: Db; clock: Clock; guard: AdminGuard };

export function adminDashboardRoutes(opts: AdminDashboardRouteOptions): Router {
  const guardOf = guardsOf(adminDashboardTable, opts.guard);
  const repo = createAdminDashboardRepo(opts.db);

  return mountRoutes(Router(), adminDashboardTable, {
    dashboard: {
      before: guardOf('dashboard'),
      handle: async (_req, res) => {
        const actor = adminActorOf(res);
        const now = opts.clock.now();
        const periods = dashboardPeriods(now);
        const stockCounts = async () => {
          const [low, out] = await Promise.all([repo.stockCount('low'), repo.stockCount('out')]);
          return { threshold: LOW_STOCK_THRESHOLD, low, out };
        };
        const [totals, waiting, returns, stock, reviews] = await Promise.all([
          repo.dayTotals(periods.bounds),
          repo.waitingToShip(),
          repo.returnsRequested(),
          mayRead(actor, 'catalog:read') ? stockCounts() : null,
          mayRead(actor, 'reviews:read') ? repo.reviewsPending() : null,
        ]);
        const body: AdminDashboard = {
          at: now.toISOString(),
          ...orderFiguresOf(periods, totals),
          waiting_to_ship: waiting,
          returns_requested: returns,
          stock,
          reviews_pending: reviews,
        };
        res.set('Cache-Control', 'no-store').json(body);
      },
    },
  });
}
