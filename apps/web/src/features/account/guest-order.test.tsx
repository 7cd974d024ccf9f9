import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fullDate, ORDER_LOOKUP_MISMATCH, returnRefusalMessage, type Return } from '@shop/domain';
import { server } from '../../test/server';
import { renderRoute } from '../../test/render';
import { buildGuestOrderDetail, CSRF, serveSession } from '../../test/account-factories';

const TOKEN = 'a'.repeat(43);

const shipment = {
  carrier: 'fedex' as const,
  carrier_name: 'FedEx',
  tracking_number: '123456789012',
  tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=123456789012',
  shipped_at: '2026-01-03T15:00:00.000Z',
  delivered_at: '2026-01-05T15:00:00.000Z',
};

/** A delivered order of two lines: the subwoofers take a return, the wiring kit's window is closed. */
function deliveredOrder(overrides: { return_requests?: Return[] } = {}) {
  const detail = buildGuestOrderDetail({ status: 'delivered', shipment, ...overrides });
  detail.lineItems.push({
    sku: 'WK-4',
    displayed_sku: 'WK-4',
    name: '4 Gauge Wiring Kit',
    quantity: 1,
    price: 39.99,
    original_price: 39.99,
    line_total: 39.99,
    tax: 0,
    is_pre_ordered_item: false,
    child_items: [],
  });
  detail.returns.push({
    order_line_id: 'SA-000012-2',
    sku: 'WK-4',
    eligible: false,
    returnable_quantity: 0,
    window_ends_at: '2026-02-04T15:00:00.000Z',
    reason: 'WINDOW_CLOSED',
  });
  return detail;
}

const requested: Return = {
  id: 5,
  order_number: 'SA-000012',
  order_line_id: 'SA-000012-1',
  sku: 'EVL-12-D2',
  name: 'EVL-12 Subwoofer',
  quantity: 1,
  reason: 'defective',
  note: null,
  status: 'requested',
  created_at: '2026-01-06T15:00:00.000Z',
  updated_at: '2026-01-06T15:00:00.000Z',
};

describe("an order's own page (/orders/:token)", () => {
  it('shows the number, date, status, carrier and tracking link, items and totals, under its own title', async () => {
    serveSession(null);
    server.use(http.get(`/api/orders/${TOKEN}`, () => HttpResponse.json(deliveredOrder())));
    renderRoute(`/orders/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SA-000012' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order SA-000012 | Skar Audio'));
    expect(screen.getByText(`Placed ${fullDate('2026-01-02T15:00:00.000Z')}`)).toBeInTheDocument();
    expect(screen.getByText('Delivered', { selector: 'span' })).toBeInTheDocument();
    const box = screen.getByRole('region', { name: `Delivered ${fullDate(shipment.delivered_at)}` });
    expect(box).toHaveTextContent('Shipped with FedEx');
    expect(box).toHaveTextContent('123456789012');
    expect(within(box).getByRole('link', { name: 'Track your package with FedEx' })).toHaveAttribute(
      'href',
      shipment.tracking_url,
    );
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('EVL-12 Subwoofer')).toBeInTheDocument();
    expect(within(items).getByText('4 Gauge Wiring Kit')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent('$304.80');
    // No account: no Return To Account link.
    expect(screen.queryByRole('link', { name: /Return To Account/ })).toBeNull();
  });

  it('offers a return for the eligible line and says why the other cannot be returned', async () => {
    serveSession(null);
    server.use(http.get(`/api/orders/${TOKEN}`, () => HttpResponse.json(deliveredOrder())));
    renderRoute(`/orders/${TOKEN}`);
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).getByRole('button', { name: 'Request a return: EVL-12 Subwoofer' })).toBeVisible();
    expect(within(items).queryByRole('button', { name: 'Request a return: 4 Gauge Wiring Kit' })).toBeNull();
    expect(within(items).getByText(returnRefusalMessage('WINDOW_CLOSED'))).toBeInTheDocument();
    expect(screen.getByText('No returns requested for this order.')).toBeInTheDocument();
  });

  it('requests a return for the picked line with the csrf token, then lists it with its status', async () => {
    serveSession(null);
    let sent: unknown = null;
    server.use(
      http.get(`/api/orders/${TOKEN}`, () =>
        HttpResponse.json(deliveredOrder(sent ? { return_requests: [requested] } : {})),
      ),
      http.post(`/api/orders/${TOKEN}/returns`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(requested, { status: 201 });
      }),
    );
    renderRoute(`/orders/${TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request a return: EVL-12 Subwoofer' }));
    const form = screen.getByRole('form', { name: 'Request a return' });
    const item = within(form).getByLabelText('Item');
    await waitFor(() => expect(item).toHaveFocus());
    expect(item).toHaveValue('SA-000012-1');
    expect(
      within(item)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an item', 'EVL-12 Subwoofer (SA-000012-1)']);
    await user.selectOptions(within(form).getByLabelText('Reason'), 'Defective or damaged');
    await user.click(within(form).getByRole('button', { name: 'Request return' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Return requested for EVL-12 Subwoofer (1).',
    );
    expect(sent).toEqual({
      order_line_id: 'SA-000012-1',
      quantity: 1,
      reason: 'defective',
      csrfToken: CSRF,
    });
    const list = await screen.findByRole('list', { name: 'Returns of this order' });
    expect(within(list).getByRole('listitem', { name: 'Return SA-000012-1' })).toHaveTextContent('Requested');
  });

  it("shows the shop's refusal when the request is not eligible any more", async () => {
    serveSession(null);
    server.use(
      http.get(`/api/orders/${TOKEN}`, () => HttpResponse.json(deliveredOrder())),
      http.post(`/api/orders/${TOKEN}/returns`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'RETURN_NOT_ELIGIBLE',
              message: returnRefusalMessage('WINDOW_CLOSED'),
              details: { reason: 'WINDOW_CLOSED' },
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderRoute(`/orders/${TOKEN}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Request a return' });
    await user.selectOptions(within(form).getByLabelText('Item'), 'EVL-12 Subwoofer (SA-000012-1)');
    await user.selectOptions(within(form).getByLabelText('Reason'), 'No longer needed');
    await user.click(within(form).getByRole('button', { name: 'Request return' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(returnRefusalMessage('WINDOW_CLOSED'));
  });

  it('links an account order to Order History', async () => {
    serveSession(null);
    server.use(
      http.get(`/api/orders/${TOKEN}`, () => HttpResponse.json(buildGuestOrderDetail({ on_account: true }))),
    );
    renderRoute(`/orders/${TOKEN}`);
    expect(
      await screen.findByRole('link', { name: 'Sign in to see it in your Order History' }),
    ).toHaveAttribute('href', '/account/orders/SA-000012');
  });

  it('says so for a link no order has, and offers the lookup', async () => {
    serveSession(null);
    server.use(
      http.get(`/api/orders/${TOKEN}`, () =>
        HttpResponse.json(
          { error: { code: 'NOT_FOUND', message: 'No order found for this link' } },
          { status: 404 },
        ),
      ),
    );
    renderRoute(`/orders/${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not find an order for this link.');
    expect(within(alert).getByRole('link', { name: /find your order/i })).toHaveAttribute(
      'href',
      '/orders/lookup',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });
});

describe('Find your order (/orders/lookup)', () => {
  async function fill(orderNumber: string, email: string) {
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Find your order' });
    if (orderNumber) await user.type(within(form).getByLabelText('Order number'), orderNumber);
    if (email) await user.type(within(form).getByLabelText('Email'), email);
    await user.click(within(form).getByRole('button', { name: 'Find my order' }));
    return form;
  }

  it('asks for both fields before asking the shop', async () => {
    serveSession(null);
    renderRoute('/orders/lookup');
    await waitFor(() => expect(document.title).toBe('Find your order | Skar Audio'));
    const form = await fill('', 'not an email');
    expect(within(form).getByLabelText('Order number')).toHaveAccessibleDescription(
      'Enter your order number',
    );
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
  });

  it("opens the order's page when the number and email match", async () => {
    serveSession(null);
    let sent: unknown = null;
    server.use(
      http.post('/api/orders/lookup', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ order_number: 'SA-000012', path: `/orders/${TOKEN}` });
      }),
      http.get(`/api/orders/${TOKEN}`, () => HttpResponse.json(buildGuestOrderDetail())),
    );
    const { router } = renderRoute('/orders/lookup');
    await fill('sa-000012', 'Pat@Example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SA-000012' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/orders/${TOKEN}`);
    expect(sent).toEqual({ order_number: 'sa-000012', email: 'Pat@Example.com', csrfToken: CSRF });
  });

  it('says the order was not found when either does not match', async () => {
    serveSession(null);
    server.use(
      http.post('/api/orders/lookup', () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: ORDER_LOOKUP_MISMATCH } }, { status: 404 }),
      ),
    );
    renderRoute('/orders/lookup');
    await fill('SA-000099', 'pat@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_LOOKUP_MISMATCH);
  });

  it('asks to wait after too many attempts (429)', async () => {
    serveSession(null);
    server.use(
      http.post('/api/orders/lookup', () =>
        HttpResponse.json(
          {
            error: { code: 'RATE_LIMITED', message: 'Too many attempts; please wait a while and try again' },
          },
          { status: 429 },
        ),
      ),
    );
    renderRoute('/orders/lookup');
    await fill('SA-000012', 'pat@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 15 minutes and try again',
    );
  });

  it('is linked from the sign-in page', async () => {
    serveSession(null);
    renderRoute('/account/login');
    expect(await screen.findByRole('link', { name: 'Find your order' })).toHaveAttribute(
      'href',
      '/orders/lookup',
    );
  });
});
