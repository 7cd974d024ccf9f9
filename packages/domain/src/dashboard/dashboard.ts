/**
 * The back office's dashboard: the shop's days and week in New York time, the figures of each day
 * (orders placed, revenue) and the response of GET /api/admin/dashboard. Pure: the current time is passed in.
 *
 * Revenue is what an order still brings in: its total less what went back (refunds, a cancellation's whole
 * refund), so a cancelled order counts as placed but adds nothing. A week starts on Monday (ISO 8601).
 */
import { z } from 'zod';
import { SHOP_TIME_ZONE, zoneFields } from '../dates/zone-time.js';
import { shopDayEnd, shopDayStart } from '../orders/order-schemas.js';

/** How many days the dashboard's chart shows, today the last. */
export const DASHBOARD_DAYS = 14;

const ymdOf = (utcMidnight: number): string => new Date(utcMidnight).toISOString().slice(0, 10);

/** The New York day (YYYY-MM-DD) an instant falls on. */
export function shopDayOf(at: Date): string {
  const { year, month, day } = zoneFields(at, SHOP_TIME_ZONE);
  return ymdOf(Date.UTC(year, month - 1, day));
}

/** The day `days` calendar days after `ymd` (negative: before). */
export function addShopDays(ymd: string, days: number): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return ymdOf(Date.UTC(year, month - 1, day + days));
}

/** The Monday that starts the week `ymd` falls in. */
export function weekStartOf(ymd: string): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 Sunday .. 6 Saturday
  return addShopDays(ymd, -((weekday + 6) % 7));
}

export type DashboardPeriods = {
  /** Today, in New York. */
  today: string;
  /** The Monday this week started on. */
  weekStart: string;
  /** The chart's days, oldest first, today the last. */
  days: string[];
  /**
   * The UTC instants the days start at, and the end of today after them (days.length + 1 instants): day i
   * holds the orders placed from bounds[i] up to (not including) bounds[i + 1]. Days are 23 to 25 hours.
   */
  bounds: string[];
};

/** Today, this week and the chart's days at `now`, each as New York days and the instants they start at. */
export function dashboardPeriods(now: Date, dayCount: number = DASHBOARD_DAYS): DashboardPeriods {
  const today = shopDayOf(now);
  const days = Array.from({ length: dayCount }, (_, i) => addShopDays(today, i - dayCount + 1));
  const bounds = days.map((d) => shopDayStart(d)!.toISOString());
  bounds.push(shopDayEnd(today)!.toISOString());
  return { today, weekStart: weekStartOf(today), days, bounds };
}

export const DashboardFigureSchema = z.object({
  orders: z.number().int().min(0),
  revenue_cents: z.number().int(),
});
export type DashboardFigure = z.infer<typeof DashboardFigureSchema>;

export const DashboardDaySchema = DashboardFigureSchema.extend({ day: z.string() });
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

/** What the store sums per day: the day's index in the periods' days, its orders and revenue. */
export type DayTotals = { index: number; orders: number; revenue_cents: number };

/** Every chart day with its figures; a day without orders shows zero (the store returns only days with some). */
export function dailyFigures(days: readonly string[], totals: readonly DayTotals[]): DashboardDay[] {
  const out = days.map((day) => ({ day, orders: 0, revenue_cents: 0 }));
  for (const t of totals) {
    const slot = out[t.index];
    if (!slot) continue;
    slot.orders += t.orders;
    slot.revenue_cents += t.revenue_cents;
  }
  return out;
}

/** The figures of the days from `from` (YYYY-MM-DD) on: today's, this week's. */
export function figuresSince(days: readonly DashboardDay[], from: string): DashboardFigure {
  const sum = { orders: 0, revenue_cents: 0 };
  for (const d of days) {
    if (d.day < from) continue;
    sum.orders += d.orders;
    sum.revenue_cents += d.revenue_cents;
  }
  return sum;
}

/** GET /api/admin/dashboard. A part the caller's API key has no scope to read is null. */
export const AdminDashboardSchema = z.object({
  /** When the figures were read (UTC ISO). */
  at: z.string(),
  today: DashboardFigureSchema.extend({ day: z.string() }),
  /** Monday to today. */
  week: DashboardFigureSchema.extend({ from: z.string(), to: z.string() }),
  /** The last 14 New York days, oldest first, today the last. */
  days: z.array(DashboardDaySchema),
  /** Paid orders that have not shipped. */
  waiting_to_ship: z.number().int().min(0),
  /** Returns shoppers asked for that nobody has answered yet. */
  returns_requested: z.number().int().min(0),
  /** Products with fewer units on hand than the storefront's low-stock notice (both warehouses together). */
  stock: z
    .object({
      threshold: z.number().int(),
      low: z.number().int().min(0),
      out: z.number().int().min(0),
    })
    .nullable(),
  /** Reviews held for approval. */
  reviews_pending: z.number().int().min(0).nullable(),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** The dashboard's order figures from the store's per-day sums. */
export function orderFiguresOf(
  periods: DashboardPeriods,
  totals: readonly DayTotals[],
): Pick<AdminDashboard, 'today' | 'week' | 'days'> {
  const days = dailyFigures(periods.days, totals);
  return {
    today: { day: periods.today, ...figuresSince(days, periods.today) },
    week: { from: periods.weekStart, to: periods.today, ...figuresSince(days, periods.weekStart) },
    days,
  };
}
