import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { gate } from '../../test/gate';
import { fullDate, relativeDay } from '@shop/domain';
import { server } from '../../test/server';
import { renderRoute } from '../../test/render';
import { initialUiState, useUiStore } from '../../lib/ui-store';
import {
  buildOrderDetail,
  buildOrderSummary,
  buildProfile,
  buildSavedCard,
  buildSessionUser,
  serveAccount,
  serveSession,
} from '../../test/account-factories';

afterEach(() => useUiStore.setState(initialUiState));

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

describe('Order History', () => {
  it('shows dates in New York time: relative wording within 7 days, the full date otherwise', async () => {
    serveSession(buildSessionUser());
    const recent = daysAgo(2);
    const old = '2025-03-09T18:00:00.000Z';
    serveAccount({
      orders: [
        buildOrderSummary({ order_number: 'SA-000020', created_at: recent }),
        buildOrderSummary({ order_number: 'SA-000012', created_at: old, status: 'shipped' }),
      ],
    });
    renderRoute('/account/orders');
    const table = await screen.findByRole('table', { name: 'Order History' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'SA-000020' })).toHaveAttribute(
      'href',
      '/account/orders/SA-000020',
    );
    expect(rows[0]).toHaveTextContent(relativeDay(recent, new Date()));
    expect(relativeDay(recent, new Date())).toMatch(/days ago|Yesterday/);
    expect(rows[1]).toHaveTextContent('March 9, 2025');
    expect(rows[1]).toHaveTextContent('Shipped');
    expect(screen.getByRole('link', { name: /Return To Account/ })).toHaveAttribute('href', '/account');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'My Account',
      }),
    ).toHaveAttribute('href', '/account');
  });
});

describe('Order detail', () => {
  it("lists the lines and totals and offers 'Request a return' for an eligible line", async () => {
    serveSession(buildSessionUser());
    server.use(http.get('/api/account/orders/:orderNumber', () => HttpResponse.json(buildOrderDetail())));
    renderRoute('/account/orders/SA-000012');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SA-000012' })).toBeInTheDocument();
    expect(screen.getByText('EVL-12 Subwoofer')).toBeInTheDocument();
    expect(screen.getByText(`Placed ${fullDate('2026-01-02T15:00:00.000Z')}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a return: EVL-12 Subwoofer' })).toHaveAttribute(
      'href',
      '/returns?order=SA-000012&line=SA-000012-1',
    );
  });

  it('says why a line cannot be returned', async () => {
    serveSession(buildSessionUser());
    server.use(
      http.get('/api/account/orders/:orderNumber', () =>
        HttpResponse.json(buildOrderDetail({ eligible: false })),
      ),
    );
    renderRoute('/account/orders/SA-000012');
    expect(await screen.findByText('Return window closed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Request a return/ })).toBeNull();
  });
});

describe('Saved cards', () => {
  async function openDashboard(
    cards = [
      buildSavedCard(),
      buildSavedCard({
        id: 2,
        card_brand: 'amex',
        card_no: '0005',
        exp_month: '11',
        exp_year: '2031',
        card_nickname: null,
        is_default_card: 0,
      }),
    ],
  ) {
    serveSession(buildSessionUser());
    serveAccount({ cards });
    renderRoute('/account');
    if (cards.length === 0) await screen.findByText('No saved cards yet.');
    return screen.findByRole(cards.length ? 'list' : 'navigation', {
      name: cards.length ? 'Saved cards' : 'Account pages',
    });
  }

  it('shows tiles with brand logo, last 4, expiry, nickname and the default marker', async () => {
    const list = await openDashboard();
    const visa = within(list).getByRole('listitem', { name: 'Visa ending in 4242' });
    expect(within(visa).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(visa).toHaveTextContent('ending in 4242');
    expect(visa).toHaveTextContent('Expires 04/2030');
    expect(visa).toHaveTextContent('Work card');
    expect(within(visa).getByText('Default')).toBeInTheDocument();
    const amex = within(list).getByRole('listitem', { name: 'American Express ending in 0005' });
    expect(within(amex).getByRole('img', { name: 'American Express' })).toBeInTheDocument();
    expect(within(amex).queryByText('Default')).toBeNull();
  });

  it('opens the Edit and Delete menu and closes it on an outside click and on Escape', async () => {
    const list = await openDashboard();
    const user = userEvent.setup();
    const button = within(list).getByRole('button', { name: 'Card options: Visa ending in 4242' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1, name: 'My Account' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('asks before deleting, shows the submitting state, then removes the card', async () => {
    let cards = [buildSavedCard()];
    let deleted: string | null = null;
    const deleting = gate();
    serveSession(buildSessionUser());
    serveAccount();
    server.use(
      http.get('/api/account/cards', () => HttpResponse.json({ cards })),
      http.delete('/api/account/cards/:id', async ({ params }) => {
        deleted = String(params.id);
        await deleting.passed;
        cards = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Card options: Visa ending in 4242' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this credit card?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Card options: Visa ending in 4242' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('button', { name: 'Deleting…' })).toBeDisabled();
    deleting.open();
    expect(await screen.findByText('No saved cards yet.')).toBeInTheDocument();
    expect(deleted).toBe('1');
  });

  it('edits the nickname and the default marker', async () => {
    let patch: unknown;
    await openDashboard();
    server.use(
      http.patch('/api/account/cards/:id', async ({ request }) => {
        patch = await request.json();
        return HttpResponse.json(buildSavedCard({ card_nickname: 'Shop card' }));
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Card options: Visa ending in 4242' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit card' });
    await user.clear(within(form).getByLabelText('Nickname'));
    await user.type(within(form).getByLabelText('Nickname'), 'Shop card');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patch).toEqual({ card_nickname: 'Shop card', is_default_card: true }));
  });

  it('adds a card, sending only what the account stores', async () => {
    let body: unknown;
    await openDashboard([]);
    server.use(
      http.post('/api/account/cards', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(buildSavedCard({ id: 9 }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const form = screen.getByRole('form', { name: 'Add a card' });
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(within(form).getAllByText('Required').length).toBeGreaterThan(0);
    await user.type(within(form).getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.selectOptions(within(form).getByLabelText('Expiration month'), '04');
    const years = within(form).getByLabelText('Expiration year') as HTMLSelectElement;
    await user.selectOptions(years, years.options[3]!.value);
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      // The payment provider's token only: the number stays in the browser (decision 074).
      expect(body).toEqual({
        token: `tok_test_visa_4242_04_${years.options[3]!.value}_approved`,
        card_nickname: null,
        is_default_card: false,
      }),
    );
  });
});

describe('Account dashboard', () => {
  it('shows the profile, the 3 recent orders and the password form', async () => {
    serveSession(buildSessionUser());
    serveAccount({ orders: [buildOrderSummary()] });
    renderRoute('/account');
    expect(await screen.findByText('Welcome back, Pat.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Recent orders' })).toHaveTextContent('SA-000012');
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByText('pat@example.com')).toBeInTheDocument();
  });

  it("greets a new account's first visit with 'Welcome, Bob.', not 'Welcome back'", async () => {
    serveSession(buildSessionUser({ first_name: 'Bob' }));
    serveAccount({ orders: [], profile: buildProfile({ first_name: 'Bob', first_visit: true }) });
    renderRoute('/account');
    expect(await screen.findByText('Welcome, Bob.')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });
});

describe('View Returns', () => {
  it('lists returns with their status and requests a return for a line (line, quantity, reason)', async () => {
    serveSession(buildSessionUser());
    serveAccount();
    let body: unknown;
    let returns: unknown[] = [
      {
        id: 3,
        order_number: 'SA-000009',
        order_line_id: 'SA-000009-1',
        sku: 'SDR-1X2500',
        name: 'SDR Amplifier',
        quantity: 1,
        reason: 'defective',
        note: null,
        status: 'approved',
        created_at: '2025-12-01T15:00:00.000Z',
        updated_at: '2025-12-02T15:00:00.000Z',
      },
    ];
    server.use(
      http.get('/api/account/returns', () => HttpResponse.json({ returns })),
      http.get('/api/account/orders/:orderNumber', () => HttpResponse.json(buildOrderDetail())),
      http.post('/api/account/returns', async ({ request }) => {
        body = await request.json();
        const created = {
          id: 4,
          order_number: 'SA-000012',
          order_line_id: 'SA-000012-1',
          sku: 'EVL-12-D2',
          name: 'EVL-12 Subwoofer',
          quantity: 2,
          reason: 'not_compatible',
          note: null,
          status: 'requested',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        };
        returns = [created, ...returns];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    renderRoute('/returns?order=SA-000012&line=SA-000012-1');
    const list = await screen.findByRole('list', { name: 'Your returns' });
    expect(within(list).getByRole('listitem', { name: 'Return SA-000009-1' })).toHaveTextContent('Approved');
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Request a return' });
    await waitFor(() => expect(within(form).getByLabelText('Item')).toHaveValue('SA-000012-1'));
    await user.selectOptions(within(form).getByLabelText('Quantity'), '2');
    await user.click(within(form).getByRole('button', { name: 'Request return' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose a reason for the return.');
    await user.selectOptions(within(form).getByLabelText('Reason'), 'Not compatible with my vehicle');
    await user.click(within(form).getByRole('button', { name: 'Request return' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Return requested for EVL-12 Subwoofer (2).',
    );
    expect(body).toEqual({ order_line_id: 'SA-000012-1', quantity: 2, reason: 'not_compatible' });
    expect(await within(list).findByRole('listitem', { name: 'Return SA-000012-1' })).toHaveTextContent(
      'Requested',
    );
  });

  it('offers only the orders that take a return now, and says the window runs from delivery', async () => {
    serveSession(buildSessionUser());
    serveAccount({
      orders: [
        buildOrderSummary({ order_number: 'SA-000030', status: 'paid', returnable: false }),
        buildOrderSummary({ order_number: 'SA-000029', status: 'delivered', returnable: true }),
        buildOrderSummary({ order_number: 'SA-000020', status: 'delivered', returnable: false }),
      ],
    });
    server.use(http.get('/api/account/returns', () => HttpResponse.json({ returns: [] })));
    renderRoute('/returns');
    const form = await screen.findByRole('form', { name: 'Request a return' });
    const order = within(form).getByLabelText('Order');
    await waitFor(() =>
      expect(
        within(order)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose an order', 'SA-000029 (Jan 2, 2026)']),
    );
    expect(screen.getByText('Items can be returned within 30 days of delivery.')).toBeInTheDocument();
  });
});
