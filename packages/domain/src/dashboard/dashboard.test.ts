import { describe, expect, it } from 'vitest';
import {
  addShopDays,
  dailyFigures,
  dashboardPeriods,
  figuresSince,
  orderFiguresOf,
  shopDayOf,
  weekStartOf,
} from './dashboard.js';

describe('the shop day of an instant', () => {
  it('is the New York day, not the UTC one', () => {
    expect(shopDayOf(new Date('2026-03-01T04:59:59.999Z'))).toBe('2026-02-28');
    expect(shopDayOf(new Date('2026-03-01T05:00:00.000Z'))).toBe('2026-03-01');
    // Summer time: midnight is 04:00 UTC.
    expect(shopDayOf(new Date('2026-07-15T03:59:00.000Z'))).toBe('2026-07-14');
    expect(shopDayOf(new Date('2026-07-15T04:00:00.000Z'))).toBe('2026-07-15');
  });

  it('moves by calendar days across months, years and leap days', () => {
    expect(addShopDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addShopDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addShopDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addShopDays('2026-01-10', -13)).toBe('2025-12-28');
  });
});

describe('the week', () => {
  it('starts on the Monday on or before the day', () => {
    expect(weekStartOf('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(weekStartOf('2026-03-01')).toBe('2026-02-23'); // a Sunday: the week's last day
    expect(weekStartOf('2026-03-04')).toBe('2026-03-02');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // a Friday, across the year
  });
});

describe('the dashboard periods', () => {
  it('are 14 New York days ending today, each starting at its midnight', () => {
    const p = dashboardPeriods(new Date('2026-03-01T15:00:00.000Z'));
    expect(p.today).toBe('2026-03-01');
    expect(p.weekStart).toBe('2026-02-23');
    expect(p.days).toHaveLength(14);
    expect(p.days[0]).toBe('2026-02-16');
    expect(p.days[13]).toBe('2026-03-01');
    expect(p.bounds).toHaveLength(15);
    expect(p.bounds[0]).toBe('2026-02-16T05:00:00.000Z');
    expect(p.bounds[14]).toBe('2026-03-02T05:00:00.000Z');
  });

  it('late in the evening, New York is still on the day before UTC', () => {
    const p = dashboardPeriods(new Date('2026-03-02T03:30:00.000Z'));
    expect(p.today).toBe('2026-03-01');
  });

  it('give the day clocks go forward 23 hours and the day they go back 25', () => {
    const spring = dashboardPeriods(new Date('2026-03-10T12:00:00.000Z'));
    const i = spring.days.indexOf('2026-03-08');
    const hours = (p: typeof spring, k: number) =>
      (Date.parse(p.bounds[k + 1]!) - Date.parse(p.bounds[k]!)) / 3_600_000;
    expect(hours(spring, i)).toBe(23);
    expect(spring.bounds[i + 1]).toBe('2026-03-09T04:00:00.000Z');
    const autumn = dashboardPeriods(new Date('2026-11-02T12:00:00.000Z'));
    expect(hours(autumn, autumn.days.indexOf('2026-11-01'))).toBe(25);
    // Days follow each other without a gap or an overlap.
    for (const p of [spring, autumn])
      for (let k = 0; k < p.days.length; k++) expect(hours(p, k)).toBeGreaterThanOrEqual(23);
  });
});

describe('the figures', () => {
  const days = ['2026-02-27', '2026-02-28', '2026-03-01'];

  it('fill days without orders with zero and add what the store gave per day', () => {
    expect(
      dailyFigures(days, [
        { index: 2, orders: 3, revenue_cents: 45_000 },
        { index: 0, orders: 1, revenue_cents: 0 },
        { index: 7, orders: 9, revenue_cents: 9 },
      ]),
    ).toEqual([
      { day: '2026-02-27', orders: 1, revenue_cents: 0 },
      { day: '2026-02-28', orders: 0, revenue_cents: 0 },
      { day: '2026-03-01', orders: 3, revenue_cents: 45_000 },
    ]);
  });

  it('sum the days from a day on', () => {
    const figures = dailyFigures(days, [
      { index: 0, orders: 2, revenue_cents: 100 },
      { index: 1, orders: 1, revenue_cents: 50 },
      { index: 2, orders: 4, revenue_cents: 1_000 },
    ]);
    expect(figuresSince(figures, '2026-02-28')).toEqual({ orders: 5, revenue_cents: 1_050 });
    expect(figuresSince(figures, '2026-03-02')).toEqual({ orders: 0, revenue_cents: 0 });
  });

  it('give today, the week since Monday and every chart day', () => {
    const periods = dashboardPeriods(new Date('2026-03-01T15:00:00.000Z'));
    const figures = orderFiguresOf(periods, [
      { index: 0, orders: 10, revenue_cents: 10_000 }, // Feb 16: only in the chart
      { index: 7, orders: 2, revenue_cents: 3_000 }, // Feb 23, the Monday
      { index: 13, orders: 1, revenue_cents: 500 }, // today
    ]);
    expect(figures.today).toEqual({ day: '2026-03-01', orders: 1, revenue_cents: 500 });
    expect(figures.week).toEqual({ from: '2026-02-23', to: '2026-03-01', orders: 3, revenue_cents: 3_500 });
    expect(figures.days).toHaveLength(14);
    expect(figures.days.reduce((n, d) => n + d.orders, 0)).toBe(13);
  });
});
