import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import { buildAdminOrder, serveOrders } from './orders-test-helpers';

async function open(path: string, order = buildAdminOrder()) {
  signInAsAdmin();
  const api = serveOrders(order);
  const view = renderRoute(path);
  return { ...api, ...view, user: userEvent.setup() };
}

describe('Orders list', () => {
  it('lists orders with status, buyer and total, linked to each order', async () => {
    await open('/admin/orders');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const link = within(table).getByRole('link', { name: 'SA-000012' });
    expect(link).toHaveAttribute('href', '/admin/orders/SA-000012');
    expect(table).toHaveTextContent('Paid');
    expect(table).toHaveTextContent('$304.82');
    expect(screen.getByRole('navigation', { name: /back office/i })).toHaveTextContent('Orders');
  });

  it('sends the filters to the URL and the API', async () => {
    const { user, seen } = await open('/admin/orders');
    const form = await screen.findByRole('form', { name: 'Filter orders' });
    await user.selectOptions(within(form).getByLabelText('Status'), 'Shipped');
    await user.selectOptions(within(form).getByLabelText('Dealer or retail'), 'Dealer orders');
    await user.type(within(form).getByLabelText("Buyer's email"), 'pat@example.com');
    await user.type(within(form).getByLabelText('Placed from'), '2026-03-01');
    await user.click(within(form).getByRole('button', { name: 'Show orders' }));
    await screen.findByRole('link', { name: 'Clear filters' });
    const last = seen.filter((s) => s.url.pathname === '/api/admin/orders').at(-1);
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
      status: 'shipped',
      channel: 'dealer',
      email: 'pat@example.com',
      from: '2026-03-01',
    });
  });
});

describe('One order', () => {
  it('writes the totals rows the shopper read: discounts on a retail order, none on a dealer order', async () => {
    const totals = {
      original_cents: 34_998,
      discounts_cents: 5_000,
      subtotal_cents: 29_998,
      shipping_cents: 0,
      tax_cents: 0,
      shipping_tax_cents: 0,
      refunded_tax_cents: 0,
      tax_exempt: false,
      total_cents: 29_998,
    };
    const view = await open('/admin/orders/SA-000012', buildAdminOrder({ totals }));
    const retail = await screen.findByRole('table', { name: 'Items of order SA-000012' });
    expect(retail).toHaveTextContent('Discounts-$50.00');
    expect(retail).toHaveTextContent('Items$349.98');
    expect(retail).toHaveTextContent('ShippingFREE');
    view.unmount();

    await open('/admin/orders/SA-000012', buildAdminOrder({ totals, is_dealer: true }));
    const dealer = await screen.findByRole('table', { name: 'Items of order SA-000012' });
    expect(dealer).not.toHaveTextContent('Discounts');
    expect(dealer).toHaveTextContent('Subtotal$299.98');
  });

  it("states what a received return put back in stock, from the history entry's units", async () => {
    const base = buildAdminOrder();
    const received = (id: number, detail: Record<string, unknown>) => ({
      ...base.history[0]!,
      id,
      action: 'return-received',
      detail: { returnId: id, status: 'received', sku: 'EVL-12-D2', quantity: 2, ...detail },
    });
    await open(
      '/admin/orders/SA-000012',
      buildAdminOrder({
        history: [
          ...base.history,
          received(1, { resellable: true, restocked: { tpa: 1, lv: 1 } }),
          received(2, { resellable: true, restocked: { tpa: 0, lv: 0 } }),
          received(3, { resellable: false }),
        ],
      }),
    );
    const history = await screen.findByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('2 units back in stock');
    expect(history).toHaveTextContent('resellable, no units to put back (none were taken from stock)');
    expect(history).toHaveTextContent('not resellable');
    expect(history).not.toHaveTextContent(/· back in stock/);
  });

  it('shows lines, totals, both addresses, the payment reference and the history', async () => {
    await open('/admin/orders/SA-000012');
    await screen.findByRole('heading', { level: 1, name: 'Order SA-000012' });
    const lines = await screen.findByRole('table', { name: 'Items of order SA-000012' });
    expect(lines).toHaveTextContent('EVL-12 Subwoofer');
    expect(lines).toHaveTextContent('$299.98');
    expect(lines).toHaveTextContent('$304.82');
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(addresses).toHaveTextContent('Ship to');
    expect(addresses).toHaveTextContent('1 Main St');
    expect(addresses).toHaveTextContent('9 Bay Rd');
    expect(screen.getByRole('region', { name: 'Buyer and payment' })).toHaveTextContent('test_abc123');
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Order placed');
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Guest checkout');
    expect(screen.getByRole('link', { name: 'Print the packing slip' })).toHaveAttribute(
      'href',
      '/admin/orders/SA-000012/packing-slip',
    );
  });

  it('says how much of the tax went back with the refunds, on an order that was taxed only', async () => {
    const order = buildAdminOrder();
    await open(
      '/admin/orders/SA-000012',
      buildAdminOrder({
        refunded_cents: 1000,
        totals: { ...order.totals, tax_cents: 174, shipping_tax_cents: 34, refunded_tax_cents: 66 },
      }),
    );
    const facts = await screen.findByRole('region', { name: 'Buyer and payment' });
    const term = within(facts).getByText('Tax refunded');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent('$0.66 of $1.74');
  });

  it('says nothing of tax refunded on an untaxed order', async () => {
    await open('/admin/orders/SA-000012');
    const facts = await screen.findByRole('region', { name: 'Buyer and payment' });
    expect(facts).toHaveTextContent('Refunded');
    expect(facts).not.toHaveTextContent('Tax refunded');
  });

  it('opens an order by its id, as other screens link it', async () => {
    await open('/admin/orders/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SA-000012' })).toBeInTheDocument();
  });

  it('ships with carrier and tracking number, then offers delivery instead', async () => {
    const { user, seen } = await open('/admin/orders/SA-000012');
    const form = await screen.findByRole('form', { name: 'Ship the order' });
    await user.selectOptions(within(form).getByLabelText('Carrier'), 'UPS');
    await user.type(within(form).getByLabelText('Tracking number'), '1Z999AA10123456784');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Shipped: the buyer was mailed the tracking link.')).toBeInTheDocument();
    const post = seen.find((s) => s.method === 'POST');
    expect(post?.url.pathname).toBe('/api/admin/orders/SA-000012/ship');
    expect(post?.body).toEqual({ carrier: 'ups', trackingNumber: '1Z999AA10123456784', csrfToken: CSRF });
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    // The history names the administrator who shipped it, not an account number.
    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Ada Admin');
    expect(history).not.toHaveTextContent(/Administrator #/);
    expect(screen.queryByRole('form', { name: 'Ship the order' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Cancel the order' })).toBeNull();
    expect(screen.getByRole('link', { name: '1Z999AA10123456784' })).toHaveAttribute(
      'href',
      expect.stringContaining('ups.com'),
    );
  });

  it('refunds dollars as cents, refuses more than is left before asking, and shows the API refusal', async () => {
    const { user, seen } = await open('/admin/orders/SA-000012');
    const form = await screen.findByRole('form', { name: 'Refund' });
    const amount = within(form).getByLabelText('Amount in dollars');
    await user.type(amount, '400');
    await user.type(within(form).getByLabelText("Reason (in the buyer's email)"), 'Scratched');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(within(form).getByText('Enter an amount from $0.01 to $304.82.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(seen.some((s) => s.method === 'POST')).toBe(false);
    await user.clear(amount);
    await user.type(amount, '25.50');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    // Nothing is refunded before the amount is confirmed; cancelling asks nothing of the API.
    let dialog = await screen.findByRole('dialog', { name: 'Refund $25.50?' });
    expect(dialog).toHaveTextContent('$25.50 goes back to the card that paid for order SA-000012');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.some((s) => s.method === 'POST')).toBe(false);
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    dialog = await screen.findByRole('dialog', { name: 'Refund $25.50?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund $25.50' }));
    expect(await screen.findByText('Refunded: the buyer was mailed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.find((s) => s.method === 'POST')?.body).toEqual({
      amountCents: 2550,
      reason: 'Scratched',
      csrfToken: CSRF,
    });
  });

  it('asks before cancelling, with the amount refunded, and cancels only once confirmed', async () => {
    const { user, seen } = await open('/admin/orders/SA-000012');
    const form = await screen.findByRole('form', { name: 'Cancel the order' });
    await user.type(within(form).getByLabelText("Reason (in the buyer's email)"), 'Out of stock');
    await user.click(within(form).getByRole('button', { name: 'Cancel and refund $304.82' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order SA-000012 and refund $304.82?' });
    expect(seen.some((s) => s.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund $304.82' }));
    await waitFor(() =>
      expect(seen.find((s) => s.method === 'POST')?.url.pathname).toBe('/api/admin/orders/SA-000012/cancel'),
    );
    expect(seen.find((s) => s.method === 'POST')?.body).toEqual({ reason: 'Out of stock', csrfToken: CSRF });
  });

  it('says so when nothing more can happen', async () => {
    await open(
      '/admin/orders/SA-000012',
      buildAdminOrder({
        stage: 'cancelled',
        can: { ship: false, deliver: false, cancel: false, refund: false },
      }),
    );
    expect(await screen.findByText('Nothing more can happen to this order.')).toBeInTheDocument();
  });
});

describe('Packing slip', () => {
  it('lists skus, quantities and the ship-to address, without prices', async () => {
    await open('/admin/orders/SA-000012/packing-slip');
    const slip = await screen.findByRole('article', { name: 'Packing slip' });
    const items = within(slip).getByRole('table', { name: 'Items to pack' });
    expect(items).toHaveTextContent('EVL-12-D2');
    expect(items).toHaveTextContent('Amp wiring kit');
    expect(within(slip).getByText('Units in all').closest('tr')).toHaveTextContent('3');
    expect(slip).toHaveTextContent('Suite 4');
    expect(slip).not.toHaveTextContent('$');
    expect(within(slip).getByRole('button', { name: 'Print' })).toBeInTheDocument();
    // Its print styles come from a stylesheet of the shop's own: the CSP refuses an inline <style>.
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it("says when the buyer's order was tax-exempt (a resale certificate on file), still without prices", async () => {
    const order = buildAdminOrder();
    await open('/admin/orders/SA-000012/packing-slip', {
      ...order,
      totals: { ...order.totals, tax_exempt: true },
    });
    const slip = await screen.findByRole('article', { name: 'Packing slip' });
    expect(slip).toHaveTextContent('Tax exempt (resale certificate on file)');
    expect(slip).not.toHaveTextContent('$');
  });
});
