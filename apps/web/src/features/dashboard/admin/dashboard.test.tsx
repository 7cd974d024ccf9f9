import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import { buildDashboard, serveDashboard } from './dashboard-test-helpers';
import { dayName, ordersPlacedPath, stockPath } from './lib/dashboard-links';

async function openDashboard(data = buildDashboard()) {
  signInAsAdmin();
  const calls = serveDashboard(data);
  renderRoute('/admin/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return { calls, user: userEvent.setup() };
}

const figure = (name: RegExp) => screen.findByRole('link', { name });

describe('Dashboard', () => {
  it("shows today's and this week's orders and revenue, each leading to those orders", async () => {
    await openDashboard();
    const today = await figure(/^Orders today/);
    expect(today).toHaveAccessibleName('Orders today 2 $300.00 revenue');
    expect(today).toHaveAttribute('href', '/admin/orders?from=2026-03-01&to=2026-03-01');
    const week = screen.getByRole('link', { name: /^Orders this week/ });
    expect(week).toHaveTextContent('19');
    expect(week).toHaveTextContent('$2,850.00 revenue since Monday, Feb 23, 2026');
    expect(week).toHaveAttribute('href', '/admin/orders?from=2026-02-23&to=2026-03-01');
  });

  it('links what waits to the filtered lists', async () => {
    await openDashboard();
    const waiting = within(screen.getByRole('region', { name: 'Waiting for you' }));
    const hrefs = async (name: RegExp) => (await waiting.findByRole('link', { name })).getAttribute('href');
    expect(await hrefs(/^Waiting to ship 7/)).toBe('/admin/orders?status=paid');
    expect(await hrefs(/^Returns to answer 2/)).toBe('/admin/returns?status=requested');
    expect(await hrefs(/^Reviews to check 3/)).toBe('/admin/reviews?status=pending');
    expect(await hrefs(/^Low on stock 1,250 Products with fewer than 20 units/)).toBe(
      '/admin/products?stock=low',
    );
    expect(await hrefs(/^Out of stock 0/)).toBe('/admin/products?stock=out');
  });

  it('leaves out the parts the figures do not hold', async () => {
    await openDashboard(buildDashboard({ stock: null, reviews_pending: null }));
    await figure(/^Waiting to ship/);
    expect(screen.queryByRole('link', { name: /Reviews to check/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Low on stock/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Out of stock/ })).toBeNull();
  });

  it('draws orders and revenue per day as images described in words, with the same figures in a table', async () => {
    const { user } = await openDashboard();
    const orders = await screen.findByRole('img', { name: /^Orders per day, Feb 16, 2026 to Mar 1, 2026/ });
    expect(orders).toHaveAccessibleName(
      'Orders per day, Feb 16, 2026 to Mar 1, 2026 Highest: 12 on Friday, Feb 27, 2026. Today: 2.',
    );
    expect(orders.querySelectorAll('rect')).toHaveLength(14);
    expect(screen.getByRole('img', { name: /^Revenue per day/ })).toHaveAccessibleName(
      /Highest: \$1,800\.00 on Friday, Feb 27, 2026\. Today: \$300\.00\.$/,
    );
    await user.click(screen.getByText('Show the last 14 days as a table'));
    const table = screen.getByRole('table', { name: /last 14 days, newest first/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(15);
    expect(rows[1]).toHaveTextContent('Sunday, Mar 1, 2026');
    const friday = within(table).getByRole('row', { name: /Friday, Feb 27, 2026/ });
    expect(
      within(friday)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '$1,800.00']);
    expect(within(friday).getByRole('link')).toHaveAttribute('href', ordersPlacedPath('2026-02-27'));
  });

  it('says so when nothing was ordered in the 14 days', async () => {
    const data = buildDashboard();
    await openDashboard({ ...data, days: data.days.map((d) => ({ ...d, orders: 0, revenue_cents: 0 })) });
    expect(await screen.findByRole('img', { name: /^Orders per day/ })).toHaveAccessibleName(
      /Nothing on any day\.$/,
    );
  });

  it('says when the figures could not be read, and tries again', async () => {
    signInAsAdmin();
    serveDashboard(500);
    renderRoute('/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Down');
    serveDashboard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await figure(/^Orders today/)).toBeInTheDocument();
  });
});

describe('dashboard links', () => {
  it('name days and stock states as the lists read them', () => {
    expect(dayName('2026-03-02')).toBe('Monday, Mar 2, 2026');
    expect(ordersPlacedPath('2026-02-23', '2026-03-01')).toBe('/admin/orders?from=2026-02-23&to=2026-03-01');
    expect(stockPath('out')).toBe('/admin/products?stock=out');
  });
});
