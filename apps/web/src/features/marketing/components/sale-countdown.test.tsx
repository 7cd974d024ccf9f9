import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { activeSale, renderAt, serveSale, setWidth } from '../../../test/marketing-harness';
import { SaleCountdown } from './sale-countdown';

// 2025-03-10 is after the DST change: New York is UTC-4, so the day ends at 04:00 UTC.
const endOfNyDay = Date.parse('2025-03-11T04:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  setWidth();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const box = (name: string) => document.querySelector(`[data-countdown-box="${name}"]`);

async function renderCountdown(
  now: number,
  sale = activeSale({}, { saleExpiresAt: new Date(now + 40 * 86_400_000).toISOString() }),
) {
  vi.setSystemTime(now);
  serveSale(sale);
  renderAt(<SaleCountdown desktop mobile />);
  return screen.findByRole('timer');
}

describe('SaleCountdown', () => {
  it('counts to the end of the New York day and ticks every second', async () => {
    const timer = await renderCountdown(endOfNyDay - (3 * 3600 + 25 * 60 + 7) * 1000);
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(box('days')).toHaveTextContent('00Days');
    expect(box('hours')).toHaveTextContent('03Hours');
    expect(box('mins')).toHaveTextContent('25Mins');
    const secs = box('secs')?.textContent ?? '';
    await advance(1000);
    expect(box('secs')?.textContent).not.toBe(secs);
    // The sr-only summary has no seconds, so it does not change every tick.
    expect(screen.getByText(/^Sale ends in/)).toHaveTextContent('Sale ends in 3 hours, 25 minutes');
    expect(screen.getByRole('region', { name: 'Sale countdown' })).toHaveAttribute('data-variant', 'desktop');
  });

  it('marks the hours box danger at 24 hours or less, and the days box between 1 and 2 days (BF sale expiry)', async () => {
    const now = Date.parse('2025-11-28T12:00:00Z');
    const sale = activeSale(
      {},
      { name: 'BF2025', saleExpiresAt: new Date(now + 36 * 3600_000 + 500).toISOString() },
    );
    await renderCountdown(now, sale);
    expect(box('days')).toHaveTextContent('01Days');
    expect(box('days')).toHaveAttribute('data-danger', 'true');
    expect(box('hours')).not.toHaveAttribute('data-danger');
    await advance(12 * 3600_000 + 1000);
    expect(box('days')).toHaveTextContent('00Days');
    expect(box('days')).not.toHaveAttribute('data-danger');
    expect(box('hours')).toHaveAttribute('data-danger', 'true');
    expect(box('hours')).toHaveTextContent('23Hours');
    // The danger box is the accent's fill under its label, ringed by a pale accent (decision 080), no fixed red.
    const danger = box('hours')?.className ?? '';
    expect(danger).toContain('ring-(--shop-accent-ring)');
    expect(danger).toMatch(/\bbg-red-600 text-white\b/);
    expect(danger).not.toMatch(/ring-red-|#[0-9a-f]{3,6}\b/i);
  });

  it('shows no danger mark with more than 2 days left', async () => {
    const now = Date.parse('2025-11-28T12:00:00Z');
    await renderCountdown(
      now,
      activeSale({}, { name: 'CMweek', saleExpiresAt: new Date(now + 5 * 86_400_000 + 500).toISOString() }),
    );
    expect(box('days')).toHaveTextContent('05Days');
    expect(document.querySelector('[data-danger]')).toBeNull();
  });

  it('shows nothing at zero', async () => {
    await renderCountdown(endOfNyDay - 2500);
    expect(box('secs')).toHaveTextContent('02Secs');
    await advance(1000);
    expect(box('secs')).toHaveTextContent('01Secs');
    await advance(1000);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('is hidden when the timer setting is off, when the sale is not active, or without a sale', async () => {
    vi.setSystemTime(endOfNyDay - 3600_000);
    serveSale(activeSale({ showCountdownTimer: false }));
    renderAt(<SaleCountdown desktop mobile />);
    await advance(100);
    expect(screen.queryByRole('timer')).toBeNull();
    serveSale(activeSale({}, { saleIsActive: false }));
    renderAt(<SaleCountdown desktop mobile />);
    await advance(100);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('uses the mobile variant under 768 px and follows the page options', async () => {
    setWidth(390);
    vi.setSystemTime(endOfNyDay - 3600_000);
    serveSale(activeSale());
    renderAt(<SaleCountdown desktop mobile />);
    expect(await screen.findByRole('region', { name: 'Sale countdown' })).toHaveAttribute(
      'data-variant',
      'mobile',
    );
    renderAt(<SaleCountdown desktop mobile={false} />);
    await advance(100);
    expect(screen.getAllByRole('timer')).toHaveLength(1);
  });
});
