/** Test data and the msw handler for the dashboard (imported by the back office's tests only). */
import { http, HttpResponse } from 'msw';
import { AdminDashboardSchema, type AdminDashboard } from '@shop/domain';
import { server } from '../../../test/server';

/** The figures of Sunday, Mar 1, 2026: 14 days from Feb 16, the busiest Friday Feb 27. */
export function buildDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  const days = Array.from({ length: 14 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 1, 16 + i)).toISOString().slice(0, 10);
    const orders = day === '2026-02-27' ? 12 : i === 13 ? 2 : i % 3;
    return { day, orders, revenue_cents: orders * 15_000 };
  });
  return AdminDashboardSchema.parse({
    at: '2026-03-01T15:00:00.000Z',
    today: { day: '2026-03-01', orders: 2, revenue_cents: 30_000 },
    week: { from: '2026-02-23', to: '2026-03-01', orders: 19, revenue_cents: 285_000 },
    days,
    waiting_to_ship: 7,
    returns_requested: 2,
    stock: { threshold: 20, low: 1_250, out: 0 },
    reviews_pending: 3,
    ...overrides,
  });
}

/** Answers GET /api/admin/dashboard with `data` (or a status); counts the calls. */
export function serveDashboard(data: AdminDashboard | number = buildDashboard()) {
  const calls = { count: 0 };
  server.use(
    http.get('/api/admin/dashboard', () => {
      calls.count++;
      return typeof data === 'number'
        ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: data })
        : HttpResponse.json(data);
    }),
  );
  return calls;
}
