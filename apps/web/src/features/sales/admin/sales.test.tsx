import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import { buildSaleSetting, seededSales, serveSales } from './sales-test-helpers';

async function openSales(sales = seededSales()) {
  signInAsAdmin();
  const api = serveSales(sales);
  const view = renderRoute('/admin/sales');
  await screen.findByRole('heading', { level: 1, name: 'Sales' });
  const list = await screen.findByRole('list', { name: 'Sales, in display order' });
  return { ...api, ...view, list, user: userEvent.setup() };
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

const itemOf = (list: HTMLElement, name: string) =>
  within(list).getByRole('heading', { level: 3, name }).closest('li')!;

describe('Sales screen', () => {
  it('lists the sales in display order with what the storefront makes of each: the first running one is shown', async () => {
    const { list } = await openSales([
      ...seededSales(),
      buildSaleSetting({ name: 'LaterSale', discountPercentage: 0.1 }),
    ]);
    expect(names(list)).toEqual(['SummerSale2025', 'BF2024', 'HolidaySale', 'LaterSale']);
    expect(screen.getByText('Shown now:').parentElement).toHaveTextContent('Shown now: HolidaySale');

    const holiday = itemOf(list, 'HolidaySale');
    expect(within(holiday).getByText('Shown now')).toBeInTheDocument();
    expect(holiday).toHaveTextContent('Running now: the storefront shows this sale.');
    expect(holiday).toHaveTextContent('15% off; daily deals 20% off');

    const later = itemOf(list, 'LaterSale');
    expect(within(later).getByText('Running, not shown')).toBeInTheDocument();
    expect(later).toHaveTextContent('HolidaySale comes first and is shown.');

    // Switched on but past its end (Dec 31, 2025, 7:00 AM in New York).
    const summer = itemOf(list, 'SummerSale2025');
    expect(within(summer).getByText('Active, not running')).toBeInTheDocument();
    expect(summer).toHaveTextContent('Ended Dec 31, 2025, 7:00 AM.');
    expect(within(summer).getByRole('button', { name: 'Deactivate SummerSale2025' })).toBeInTheDocument();

    const bf = itemOf(list, 'BF2024');
    expect(within(bf).getByText('Inactive')).toBeInTheDocument();
    expect(bf).toHaveTextContent('25% off; daily deals 30% off');
    expect(within(bf).getByRole('button', { name: 'Activate BF2024' })).toBeInTheDocument();
    expect(within(bf).getByRole('link', { name: 'Edit BF2024' })).toHaveAttribute('href', '/admin/sales/2');
    expect(screen.getByRole('link', { name: 'New sale' })).toHaveAttribute('href', '/admin/sales/new');
  });

  it('says so when no sale is shown', async () => {
    await openSales([buildSaleSetting({ saleIsActive: false })]);
    expect(
      screen.getByText('No sale is shown now: the storefront shows its default banners.'),
    ).toBeInTheDocument();
  });

  it('reorders with the keyboard: the moved sale keeps focus, the order is saved, and the first running sale becomes the one shown', async () => {
    const { list, seen, user } = await openSales([
      ...seededSales(),
      buildSaleSetting({ name: 'LaterSale', discountPercentage: 0.1 }),
    ]);
    // Move LaterSale up once with the keyboard: it passes HolidaySale and becomes the shown sale.
    within(itemOf(list, 'LaterSale')).getByRole('button', { name: 'Move LaterSale up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(names(list)).toEqual(['SummerSale2025', 'BF2024', 'LaterSale', 'HolidaySale']),
    );
    expect(
      within(itemOf(list, 'LaterSale')).getByRole('button', { name: 'Move LaterSale up' }),
    ).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('LaterSale moved to place 3 of 4.');
    await waitFor(() => expect(within(itemOf(list, 'LaterSale')).getByText('Shown now')).toBeInTheDocument());
    expect(within(itemOf(list, 'HolidaySale')).getByText('Running, not shown')).toBeInTheDocument();

    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/admin/sales/order');
    expect(put?.body).toEqual({ ids: [1, 2, 4, 3], csrfToken: CSRF });

    // Down to the end: Move down turns off there, and focus moves to Move up.
    await waitFor(() =>
      expect(
        within(itemOf(list, 'LaterSale')).getByRole('button', { name: 'Move LaterSale down' }),
      ).toBeEnabled(),
    );
    within(itemOf(list, 'LaterSale')).getByRole('button', { name: 'Move LaterSale down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(names(list)).toEqual(['SummerSale2025', 'BF2024', 'HolidaySale', 'LaterSale']),
    );
    const last = itemOf(list, 'LaterSale');
    expect(within(last).getByRole('button', { name: 'Move LaterSale down' })).toBeDisabled();
    await waitFor(() =>
      expect(within(last).getByRole('button', { name: 'Move LaterSale up' })).toHaveFocus(),
    );
    expect(
      within(itemOf(list, 'SummerSale2025')).getByRole('button', { name: 'Move SummerSale2025 up' }),
    ).toBeDisabled();
  });

  it('puts the order back and says why when the new order is refused', async () => {
    const { list, user } = await openSales();
    server.use(
      http.put('/api/admin/sales/order', () =>
        HttpResponse.json(
          { error: { code: 'SALE_ORDER_MISMATCH', message: 'List every stored sale once' } },
          { status: 400 },
        ),
      ),
    );
    await user.click(within(itemOf(list, 'BF2024')).getByRole('button', { name: 'Move BF2024 up' }));
    expect(await screen.findByText('List every stored sale once')).toBeInTheDocument();
    await waitFor(() => expect(names(list)).toEqual(['SummerSale2025', 'BF2024', 'HolidaySale']));
  });

  it('deactivates the shown sale and activates another, each with the csrf token', async () => {
    const { list, seen, user } = await openSales();
    await user.click(
      within(itemOf(list, 'HolidaySale')).getByRole('button', { name: 'Deactivate HolidaySale' }),
    );
    expect(
      await screen.findByText('Deactivated HolidaySale: the storefront no longer shows it.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(itemOf(list, 'HolidaySale')).getByText('Inactive')).toBeInTheDocument(),
    );
    expect(
      screen.getByText('No sale is shown now: the storefront shows its default banners.'),
    ).toBeInTheDocument();
    const deactivate = seen.find((r) => r.url.pathname === '/api/admin/sales/3/deactivate');
    expect(deactivate?.body).toEqual({ csrfToken: CSRF });

    await user.click(
      within(itemOf(list, 'HolidaySale')).getByRole('button', { name: 'Activate HolidaySale' }),
    );
    expect(await screen.findByText('Activated HolidaySale: it runs now.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(itemOf(list, 'HolidaySale')).getByText('Shown now')).toBeInTheDocument(),
    );

    // An ended sale switched on runs only inside its period.
    await user.click(within(itemOf(list, 'BF2024')).getByRole('button', { name: 'Activate BF2024' }));
    expect(await screen.findByText('Activated BF2024: it runs inside its period.')).toBeInTheDocument();
    expect(seen.filter((r) => r.url.pathname === '/api/admin/sales/2/activate')).toHaveLength(1);
  });

  it('asks before deleting: Cancel keeps the sale, Delete sale removes it with the csrf header', async () => {
    const { list, seen, user } = await openSales();
    const del = within(itemOf(list, 'HolidaySale')).getByRole('button', { name: 'Delete HolidaySale' });
    await user.click(del);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the sale “HolidaySale”?' });
    expect(dialog).toHaveAccessibleDescription(/The storefront shows this sale now/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(del).toHaveFocus();
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(del);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete sale' }));
    expect(await screen.findByText('Deleted HolidaySale.')).toBeInTheDocument();
    await waitFor(() => expect(names(list)).toEqual(['SummerSale2025', 'BF2024']));
    const request = seen.find((r) => r.method === 'DELETE');
    expect(request?.url.pathname).toBe('/api/admin/sales/3');
    expect(request?.headers.get('x-csrf-token')).toBe(CSRF);
    // Focused in an effect after the list re-renders.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Sales in display order' })).toHaveFocus(),
    );
  });

  it('is in the side navigation after Stock', async () => {
    await openSales();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links.indexOf('Sales')).toBe(links.indexOf('Stock') + 1);
    expect(within(nav).getByRole('link', { name: 'Sales' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Collections and menu' })).toHaveAttribute(
      'href',
      '/admin/collections',
    );
  });
});
