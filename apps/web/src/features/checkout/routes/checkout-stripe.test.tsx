// Checkout with PAYMENT_PROVIDER=stripe (decision 074): Stripe's React library is mocked, so the Payment
// Element is a stand-in and the confirmation token and 3-D Secure step are the test's to script.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  CheckoutBodySchema,
  type CheckoutBody,
  type CheckoutPayment,
  type CheckoutResponse,
  type Order,
} from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { buildPlacedOrder } from '../../../test/checkout-factories';
import { stripe } from '../../../test/stripe-mock';
import { buildCart, buildCartLine, emptyCart } from '../../../test/cart-factories';
import {
  buildProfile,
  buildSavedCard,
  buildSessionUser,
  serveSession,
} from '../../../test/account-factories';

vi.mock('@stripe/stripe-js/pure', async () => (await import('../../../test/stripe-mock')).stripeJsMock);
vi.mock('@stripe/react-stripe-js', async () => (await import('../../../test/stripe-mock')).reactStripeMock);

const STRIPE: CheckoutPayment = { provider: 'stripe', test_shop: false, publishable_key: 'pk_test_web' };
const LINE = buildCartLine({ sku: 'EVL-12-D2', short_title: 'EVL-12 Subwoofer', quantity: 2, price: 149.99 });

const orderFor = (body: CheckoutBody, status: Order['order']['status']): Order =>
  buildPlacedOrder(body, { order_number: 'SA-100300', final_total: 299.98, status, card_last4: '3184' });

let bodies: CheckoutBody[];
/** What the next checkout answers: paid at once, or awaiting 3-D Secure with the intent's client secret. */
let answer: 'paid' | 'requires_action';
/** The order's status as GET /api/orders/confirmation/{token} reads it now (the webhook's doing). */
let confirmedStatus: Order['order']['status'];
let cartAdds: unknown[];

beforeAll(async () => {
  await import('./checkout-page');
  await import('./confirmation-page');
  await import('../components/stripe-payment-element');
}, 30_000);

beforeEach(() => {
  bodies = [];
  cartAdds = [];
  answer = 'paid';
  confirmedStatus = 'awaiting_payment';
  stripe.elementsOptions = [];
  stripe.loadStripe.mockReset().mockResolvedValue({});
  stripe.submit.mockReset().mockResolvedValue({});
  stripe.createConfirmationToken
    .mockReset()
    .mockResolvedValue({ confirmationToken: { id: 'ctoken_web_approved' } });
  stripe.handleNextAction.mockReset().mockResolvedValue({ paymentIntent: { status: 'requires_capture' } });
  let cartVisible = true;
  let last: Order | null = null;
  server.use(
    http.get('/api/checkout-v3/payment', () => HttpResponse.json(STRIPE)),
    http.get('/api/cartv2', () => HttpResponse.json(cartVisible ? buildCart([LINE]) : emptyCart())),
    http.post('/api/cartv2/lines', async ({ request }) => {
      cartAdds.push(await request.json());
      cartVisible = true;
      return HttpResponse.json(buildCart([LINE]));
    }),
    http.post('/api/checkout-v3/checkout', async ({ request }) => {
      const body = CheckoutBodySchema.parse(await request.json());
      bodies.push(body);
      cartVisible = false;
      const waiting = answer === 'requires_action';
      last = orderFor(body, waiting ? 'awaiting_payment' : 'paid');
      return HttpResponse.json({
        ...last,
        status: 'success',
        confirmation_token: 'conf-stripe-1',
        ...(waiting ? { next_action: { type: 'confirm_payment', client_secret: 'pi_1_secret_2' } } : {}),
      } satisfies CheckoutResponse);
    }),
    http.get('/api/orders/confirmation/:token', () =>
      last
        ? HttpResponse.json({ ...last, order: { ...last.order, status: confirmedStatus } })
        : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No order' } }, { status: 404 }),
    ),
  );
});

async function fillForm(user: UserEvent) {
  await user.type(await screen.findByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('First name'), 'Pat');
  await user.type(screen.getByLabelText('Last name'), 'Jones');
  await user.type(screen.getByLabelText('Phone'), '(407) 555-0134');
  await user.type(screen.getByLabelText('Street address'), '12 Bass Ave');
  await user.type(screen.getByLabelText('City'), 'Orlando');
  await user.selectOptions(screen.getByLabelText('State'), 'FL');
  await user.type(screen.getByLabelText('ZIP code'), '32801');
}

describe('Checkout with Stripe', () => {
  it("shows Stripe's Payment Element instead of the card fields, with the key the server named", async () => {
    renderRoute('/checkout/v3');
    const payment = await screen.findByRole('group', { name: 'Payment' });
    expect(await within(payment).findByRole('group', { name: 'Card details (Stripe)' })).toBeInTheDocument();
    expect(within(payment).queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(within(payment).queryByLabelText('Security code (CVC)')).not.toBeInTheDocument();
    expect(within(payment).queryByRole('note', { name: 'Test shop' })).not.toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_web');
    expect(stripe.elementsOptions.at(-1)).toMatchObject({
      mode: 'payment',
      currency: 'usd',
      amount: 29_998,
      captureMethod: 'manual',
      allowedPaymentMethodTypes: ['card'],
    });
  });

  it("places the order with Stripe's confirmation token and the billing details, then confirms it", async () => {
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.payment).toEqual({ token: 'ctoken_web_approved' });
    expect(stripe.submit).toHaveBeenCalledTimes(1);
    expect(stripe.createConfirmationToken).toHaveBeenCalledWith({
      elements: expect.anything() as unknown,
      params: {
        payment_method_data: {
          billing_details: {
            name: 'Pat Jones',
            email: 'pat@example.com',
            phone: '(407) 555-0134',
            address: {
              line1: '12 Bass Ave',
              city: 'Orlando',
              state: 'FL',
              postal_code: '32801',
              country: 'US',
            },
          },
        },
      },
    });
    expect(stripe.handleNextAction).not.toHaveBeenCalled();
  });

  it("shows Stripe's message for a card it refuses in the browser, sending no order", async () => {
    stripe.submit.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check your card details');
    expect(alert).toHaveTextContent('Your card number is incomplete.');
    expect(bodies).toHaveLength(0);
    expect(stripe.createConfirmationToken).not.toHaveBeenCalled();
  });

  it('finishes 3-D Secure in the browser, waits for the payment, then shows the paid order', async () => {
    answer = 'requires_action';
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Awaiting payment confirmation' })).toBeInTheDocument();
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    expect(screen.getByRole('status')).toHaveTextContent('Your items are held');
    // The webhook marks it paid; the page reads the order again by itself.
    confirmedStatus = 'paid';
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order!' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('says the bank did not confirm, then that the order was released, and puts its items back in the cart', async () => {
    answer = 'requires_action';
    stripe.handleNextAction.mockResolvedValue({
      error: { message: 'We are unable to authenticate your payment method.' },
    });
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We are unable to authenticate your payment method.',
    );
    // The failed payment's webhook released the order.
    confirmedStatus = 'cancelled';
    expect(
      await screen.findByRole('heading', { name: 'Payment not completed' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('your card was not charged');
    await user.click(screen.getByRole('button', { name: 'Put the items back in my cart' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(cartAdds).toEqual([{ sku: 'EVL-12-D2', quantity: 2, is_pre_ordered_item: false }]);
  });

  describe('a signed-in shopper with a saved card', () => {
    beforeEach(() => {
      serveSession(buildSessionUser());
      server.use(
        http.get('/api/account/profile', () => HttpResponse.json(buildProfile())),
        http.get('/api/account/addresses', () => HttpResponse.json({ addresses: [] })),
        http.get('/api/account/cards', () =>
          HttpResponse.json({ cards: [buildSavedCard({ id: 5, card_no: '4242', is_default_card: 1 })] }),
        ),
      );
    });
    const signedInForm = async (user: UserEvent) => {
      renderRoute('/checkout/v3');
      const payment = await screen.findByRole('group', { name: 'Payment' });
      await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com'));
      await user.clear(screen.getByLabelText('Phone'));
      await user.type(screen.getByLabelText('Phone'), '(407) 555-0134');
      await user.type(screen.getByLabelText('Street address'), '12 Bass Ave');
      await user.type(screen.getByLabelText('City'), 'Orlando');
      await user.selectOptions(screen.getByLabelText('State'), 'FL');
      await user.type(screen.getByLabelText('ZIP code'), '32801');
      return payment;
    };

    it('pays with the saved card: no card fields, the server charges it, 3-D Secure in the browser', async () => {
      answer = 'requires_action';
      const user = userEvent.setup();
      const payment = await signedInForm(user);
      expect(await within(payment).findByRole('radio', { name: /ending in 4242/ })).toBeChecked();
      expect(within(payment).queryByRole('group', { name: 'Card details (Stripe)' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(
        await screen.findByRole('heading', { name: 'Awaiting payment confirmation' }),
      ).toBeInTheDocument();
      expect(bodies[0]).toMatchObject({ savedCardId: 5 });
      expect(bodies[0]?.payment).toBeUndefined();
      expect(stripe.createConfirmationToken).not.toHaveBeenCalled();
      expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    });

    it('saves a new card: "Save this card" sets the element up for later and sends saveCard', async () => {
      const user = userEvent.setup();
      const payment = await signedInForm(user);
      await user.click(await within(payment).findByRole('radio', { name: /new card/i }));
      expect(
        await within(payment).findByRole('group', { name: 'Card details (Stripe)' }),
      ).toBeInTheDocument();
      expect(stripe.elementsOptions.at(-1)).not.toHaveProperty('setupFutureUsage');
      await user.type(within(payment).getByLabelText(/Card nickname/), 'Work');
      await user.click(within(payment).getByRole('checkbox', { name: 'Save this card' }));
      expect(stripe.elementsOptions.at(-1)).toMatchObject({
        mode: 'payment',
        setupFutureUsage: 'off_session',
      });
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
      expect(bodies[0]).toMatchObject({
        payment: { token: 'ctoken_web_approved', card_nickname: 'Work' },
        saveCard: true,
      });
    });
  });

  it('says so when Stripe.js cannot load, and places no order', async () => {
    const user = userEvent.setup();
    stripe.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    // Another key: Stripe.js is loaded once per key for the page's life, and the tests above loaded it.
    server.use(
      http.get('/api/checkout-v3/payment', () =>
        HttpResponse.json({ ...STRIPE, publishable_key: 'pk_test_offline' }),
      ),
    );
    renderRoute('/checkout/v3');
    const payment = await screen.findByRole('group', { name: 'Payment' });
    expect(await within(payment).findByRole('alert')).toHaveTextContent(
      'The secure card form could not load. Please check your connection and reload the page.',
    );
    expect(within(payment).queryByRole('group', { name: 'Card details (Stripe)' })).not.toBeInTheDocument();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent('The secure card form has not loaded yet'),
    );
    expect(bodies).toHaveLength(0);
  });

  it("does not load Stripe on a test shop's checkout", async () => {
    server.use(
      http.get('/api/checkout-v3/payment', () => HttpResponse.json({ provider: 'test', test_shop: true })),
    );
    renderRoute('/checkout/v3');
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Card details (Stripe)' })).not.toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
