import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  CheckoutBodySchema,
  parseTestCardToken,
  type CheckoutBody,
  type CheckoutResponse,
  type Order,
} from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { buildCart, buildCartLine, emptyCart } from '../../../test/cart-factories';
import { buildProfile, buildSessionUser, serveSession } from '../../../test/account-factories';
import { buildPlacedOrder } from '../../../test/checkout-factories';

const APPROVE = '4242 4242 4242 4242';
const DECLINE = '4000 0000 0000 0002';

const orderFor = (body: CheckoutBody): Order =>
  buildPlacedOrder(body, {
    order_number: 'SA-100234',
    final_total: 304.8,
    status: 'paid',
    card_last4: parseTestCardToken(body.payment?.token ?? '')?.last4 ?? '',
  });

let checkoutBodies: CheckoutBody[] = [];
let cartVisible = true;

beforeEach(() => {
  checkoutBodies = [];
  cartVisible = true;
  const cart = buildCart([
    buildCartLine({ sku: 'EVL-12-D2', short_title: 'EVL-12 Subwoofer', quantity: 2, price: 149.99 }),
  ]);
  server.use(
    http.get('/api/auth/session', () => HttpResponse.json({})),
    http.get('/api/cartv2', () => HttpResponse.json(cartVisible ? cart : emptyCart())),
    http.post('/api/checkout-v3/checkout', async ({ request }) => {
      const body = CheckoutBodySchema.parse(await request.json());
      checkoutBodies.push(body);
      if (parseTestCardToken(body.payment?.token ?? '')?.outcome === 'declined') {
        return HttpResponse.json(
          { error: { code: 'CARD_DECLINED', message: 'Your card has insufficient funds.' } },
          { status: 402 },
        );
      }
      cartVisible = false;
      const order = orderFor(body);
      return HttpResponse.json({
        ...order,
        status: 'success',
        confirmation_token: 'conf-token-1',
      } satisfies CheckoutResponse);
    }),
    http.get('/api/orders/confirmation/:token', () =>
      HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No order' } }, { status: 404 }),
    ),
  );
});

async function fillForm(user: UserEvent, card = APPROVE) {
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('First name'), 'Pat');
  await user.type(screen.getByLabelText('Last name'), 'Jones');
  await user.type(screen.getByLabelText('Phone'), '(407) 555-0134');
  await user.type(screen.getByLabelText('Street address'), '12 Bass Ave');
  await user.type(screen.getByLabelText('City'), 'Orlando');
  await user.selectOptions(screen.getByLabelText('State'), 'FL');
  await user.type(screen.getByLabelText('ZIP code'), '32801');
  await user.type(screen.getByLabelText('Card number'), card);
  await user.selectOptions(screen.getByLabelText('Expiration month'), '12');
  await user.selectOptions(screen.getByLabelText('Expiration year'), String(new Date().getFullYear() + 2));
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
}

// Warm the lazily loaded chunks once, so the first test does not pay for their transform.
beforeAll(async () => {
  await import('./checkout-page');
  await import('./confirmation-page');
}, 30_000);

describe('CheckoutPage', () => {
  it('shows contact, shipping, payment and the order summary with shipping by the rules', async () => {
    renderRoute('/checkout/v3');
    // The first render pays for loading the lazy checkout chunk.
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Shipping address' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Payment' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('EVL-12 Subwoofer')).toBeInTheDocument();
    const totals = within(summary).getByLabelText('Cart totals');
    expect(within(totals).getByText('Shipping').nextSibling).toHaveTextContent('FREE');
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('$299.98');
    const states = within(screen.getByLabelText('State'));
    for (const name of ['Florida', 'American Samoa', 'Northern Mariana Islands', 'Armed Forces Europe'])
      expect(states.getByRole('option', { name })).toBeInTheDocument();
  });

  it("shows the sales tax of the shipping state once it is chosen, from the shop's rates (decision 075)", async () => {
    server.use(
      http.get('/api/tax/rates', () =>
        HttpResponse.json({
          rates: [{ state_code: 'FL', state_rate_ppm: 60_000, local_rate_ppm: 10_000, shipping_taxed: true }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    const totals = within(summary).getByLabelText('Cart totals');
    expect(within(totals).getByText('Tax').nextSibling).toHaveTextContent('Calculated at checkout');
    await user.selectOptions(await screen.findByLabelText('State'), 'FL');
    // $299.98 at 7% = $20.9986: $21.00.
    await waitFor(() => expect(within(totals).getByText('Tax').nextSibling).toHaveTextContent('$21.00'));
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('$320.98');
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await waitFor(() => expect(within(totals).getByText('Tax').nextSibling).toHaveTextContent('$0.00'));
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('$299.98');
  });

  it('says an account with a resale certificate on file pays no tax', async () => {
    serveSession(buildSessionUser({ taxExempt: true }));
    server.use(
      http.get('/api/account/profile', () => HttpResponse.json(buildProfile())),
      http.get('/api/account/addresses', () => HttpResponse.json({ addresses: [] })),
      http.get('/api/account/cards', () => HttpResponse.json({ cards: [] })),
    );
    renderRoute('/checkout/v3');
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByText('Tax exempt (resale certificate on file)')).toBeInTheDocument();
  });

  it('says on the payment step that a test shop takes no money, and says nothing when the provider takes it (decision 070)', async () => {
    const { unmount } = renderRoute('/checkout/v3');
    const payment = await screen.findByRole('group', { name: 'Payment' });
    const notice = await within(payment).findByRole('note', { name: 'Test shop' });
    expect(notice).toHaveTextContent(
      'This is a test shop: no money is taken. Your card is not charged, and an order placed here is not a purchase.',
    );
    unmount();

    server.use(
      http.get('/api/checkout-v3/payment', () => HttpResponse.json({ provider: 'test', test_shop: false })),
    );
    renderRoute('/checkout/v3');
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Test shop' })).not.toBeInTheDocument();
  });

  it('puts the order summary with its total before the form and Place Order (first on a phone), its lines folding away', async () => {
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    const placeOrder = await screen.findByRole('button', { name: 'Place Order' });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const form = screen.getByRole('form', { name: 'Checkout' });
    expect(summary.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summary.compareDocumentPosition(placeOrder) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(within(summary).getByLabelText('Cart totals')).getByText('Total').nextSibling,
    ).toHaveTextContent('$299.98');
    const toggle = within(summary).getByRole('button', { name: 'Show 2 items' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(summary).getByRole('button', { name: 'Hide items' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it("marks every empty required field 'Required' and sends nothing", async () => {
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    for (const label of [
      'Email',
      'First name',
      'Last name',
      'Phone',
      'Street address',
      'City',
      'State',
      'ZIP code',
      'Card number',
      'Security code (CVC)',
    ]) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Required');
    }
    expect(screen.getByLabelText(/Apartment/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(checkoutBodies).toHaveLength(0);
  });

  it('explains bad formats: email, phone, ZIP, card number and security code', async () => {
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    await user.type(await screen.findByLabelText('Email'), 'pat@');
    await user.type(screen.getByLabelText('Phone'), '555');
    await user.type(screen.getByLabelText('ZIP code'), '123');
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.type(screen.getByLabelText('Security code (CVC)'), '12');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Enter a 10-digit US phone number');
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription(
      'Enter a 5-digit ZIP code (or ZIP+4)',
    );
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Enter a valid card number');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription(
      'Enter the 3 or 4 digit security code',
    );
  });

  it('shows the card brand from the first digit as a logo', async () => {
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    const number = await screen.findByLabelText('Card number');
    const group = screen.getByRole('group', { name: 'Payment' });
    await user.type(number, '3');
    expect(number.parentElement?.querySelector('svg[aria-label="American Express"]')).not.toBeNull();
    await user.clear(number);
    await user.type(number, '5');
    expect(number.parentElement?.querySelector('svg[aria-label="Mastercard"]')).not.toBeNull();
    expect(within(group).getAllByRole('img', { name: 'Visa' })).toHaveLength(1);
  });

  it('shows a decline with its message, keeps the cart, and retries with a new key', async () => {
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    await screen.findByRole('button', { name: 'Place Order' });
    await fillForm(user, DECLINE);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment declined');
    expect(alert).toHaveTextContent('Your card has insufficient funds.');
    expect(screen.getByRole('region', { name: 'Order Summary' })).toHaveTextContent('EVL-12 Subwoofer');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(checkoutBodies).toHaveLength(2));
    expect(checkoutBodies[0]?.idempotencyKey).not.toBe(checkoutBodies[1]?.idempotencyKey);
  });

  it('refuses a card its rules refuse in the browser, with the message the server gave, sending nothing', async () => {
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    await screen.findByRole('button', { name: 'Place Order' });
    // American Express takes a 4-digit security code: the form's format check passes, the card rules do not.
    await fillForm(user, '3782 822463 10005');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check your card details');
    expect(alert).toHaveTextContent("Your card's security code is invalid.");
    expect(checkoutBodies).toHaveLength(0);
  });

  it('keeps the idempotency key when a submit fails without an answer, so a retry cannot order twice', async () => {
    let calls = 0;
    server.use(
      http.post('/api/checkout-v3/checkout', async ({ request }) => {
        calls += 1;
        checkoutBodies.push(CheckoutBodySchema.parse(await request.json()));
        if (calls === 1)
          return HttpResponse.json(
            { error: { code: 'INTERNAL', message: 'Something went wrong' } },
            { status: 500 },
          );
        return HttpResponse.json({ error: { code: 'CARD_DECLINED', message: 'Declined' } }, { status: 402 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    await screen.findByRole('button', { name: 'Place Order' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not place your order');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(checkoutBodies).toHaveLength(2));
    expect(checkoutBodies[1]?.idempotencyKey).toBe(checkoutBodies[0]?.idempotencyKey);
  });

  it('places the order and shows the confirmation with the order number, lines and totals, and fires the conversion', async () => {
    const w = window as Window & { dataLayer?: unknown[] };
    w.dataLayer = [];
    const user = userEvent.setup();
    const { router, queryClient } = renderRoute('/checkout/v3');
    await screen.findByRole('button', { name: 'Place Order' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout/v3/confirmation/conf-token-1');
    expect(screen.getByText('SA-100234')).toBeInTheDocument();
    expect(screen.getByText('EVL-12 Subwoofer')).toBeInTheDocument();
    const totals = screen.getByLabelText('Order totals');
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('$304.80');

    const body = checkoutBodies[0];
    // Only the test provider's token leaves the browser: never the number or the security code (decision 074).
    expect(body?.payment?.token).toBe(`tok_test_visa_4242_12_${new Date().getFullYear() + 2}_approved`);
    expect(JSON.stringify(body)).not.toContain('424242424242');
    expect(body?.shippingAddress).toMatchObject({ state_code: 'FL', zip_code: '32801', country_code: 'US' });
    expect(body?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The conversion is pushed by an effect after the confirmation renders: wait for it, then exactly this.
    await waitFor(() =>
      expect(w.dataLayer).toEqual([
        {
          event: 'purchase',
          value: 304.8,
          currency: 'USD',
          transaction_id: 'SA-100234',
          items: [{ sku: 'EVL-12-D2', quantity: 2 }],
        },
      ]),
    );
    // The cart was read again and is now empty.
    await waitFor(() =>
      expect(queryClient.getQueryData(['cart', 'detail', {}])).toMatchObject({ items: [] }),
    );
  });

  it('opens the confirmation at the top of the page, wherever the checkout was scrolled to', async () => {
    const calls: [number, number][] = [];
    window.scrollTo = ((x: number, y: number) =>
      void calls.push([x, y])) as unknown as typeof window.scrollTo;
    try {
      const user = userEvent.setup();
      renderRoute('/checkout/v3');
      await screen.findByRole('button', { name: 'Place Order' });
      await fillForm(user);
      // Scrolled down to Place Order, as on a phone (390 px wide).
      Object.defineProperty(window, 'scrollY', { value: 1641, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      await user.click(screen.getByRole('button', { name: 'Place Order' }));

      expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
      expect(calls.at(-1)).toEqual([0, 0]);
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.scrollTo = () => undefined;
    }
  });

  it('disables Place Order while submitting', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post('/api/checkout-v3/checkout', async () => {
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ error: { code: 'CARD_DECLINED', message: 'Declined' } }, { status: 402 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    await screen.findByRole('button', { name: 'Place Order' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const busy = await screen.findByRole('button', { name: 'Placing Order…' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('offers the empty cart text when there is nothing to check out', async () => {
    cartVisible = false;
    renderRoute('/checkout/v3');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  });
});

describe('ConfirmationPage', () => {
  it('loads the order by its token', async () => {
    const body = CheckoutBodySchema.parse({
      contact: { email: 'pat@example.com', first_name: 'Pat', last_name: 'Jones', phone: '4075550134' },
      shippingAddress: {
        first_name: 'Pat',
        last_name: 'Jones',
        address_line_1: '12 Bass Ave',
        city: 'Orlando',
        state_code: 'FL',
        zip_code: '32801',
        country_code: 'US',
        phone_number: '4075550134',
      },
      billingSameAsShipping: true,
      payment: { token: `tok_test_visa_4242_12_${new Date().getFullYear() + 1}_approved` },
      idempotencyKey: 'abcdefghijklmnop',
    });
    server.use(
      http.get('/api/orders/confirmation/:token', ({ params }) =>
        params.token === 'tok-9'
          ? HttpResponse.json(orderFor(body))
          : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'x' } }, { status: 404 }),
      ),
    );
    const spy = vi.spyOn(console, 'warn');
    renderRoute('/checkout/v3/confirmation/tok-9');
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('SA-100234')).toBeInTheDocument();
    expect(screen.getByText(/ending in 4242/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow your order' })).toHaveAttribute('href', '/orders/tok-9');
    expect(spy).not.toHaveBeenCalled();
  });
});
