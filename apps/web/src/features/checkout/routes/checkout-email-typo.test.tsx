import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CheckoutBodySchema, type CheckoutBody } from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { buildCart, buildCartLine, emptyCart } from '../../../test/cart-factories';

const TYPO = 'guest.buyer@gmial.con';
const FIXED = 'guest.buyer@gmail.com';

let checkoutBodies: CheckoutBody[] = [];
let cartVisible = true;

beforeEach(() => {
  checkoutBodies = [];
  cartVisible = true;
  const cart = buildCart([
    buildCartLine({ sku: 'EVL-12-D2', short_title: 'EVL-12 Subwoofer', quantity: 1, price: 149.99 }),
  ]);
  server.use(
    http.get('/api/auth/session', () => HttpResponse.json({})),
    http.get('/api/cartv2', () => HttpResponse.json(cartVisible ? cart : emptyCart())),
    http.post('/api/checkout-v3/checkout', async ({ request }) => {
      checkoutBodies.push(CheckoutBodySchema.parse(await request.json()));
      // Stay on the form: the test reads the body, not the confirmation.
      return HttpResponse.json({ error: { code: 'CARD_DECLINED', message: 'Declined' } }, { status: 402 });
    }),
  );
});

beforeAll(async () => {
  await import('./checkout-page');
}, 30_000);

/** Everything but the email, filled as a guest would. */
async function fillAllButEmail(user: UserEvent) {
  await user.type(screen.getByLabelText('First name'), 'Guest');
  await user.type(screen.getByLabelText('Last name'), 'Buyer');
  await user.type(screen.getByLabelText('Phone'), '(407) 555-0134');
  await user.type(screen.getByLabelText('Street address'), '12 Bass Ave');
  await user.type(screen.getByLabelText('City'), 'Orlando');
  await user.selectOptions(screen.getByLabelText('State'), 'FL');
  await user.type(screen.getByLabelText('ZIP code'), '32801');
  await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await user.selectOptions(screen.getByLabelText('Expiration month'), '12');
  await user.selectOptions(screen.getByLabelText('Expiration year'), String(new Date().getFullYear() + 2));
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
}

async function openCheckout() {
  const user = userEvent.setup();
  renderRoute('/checkout/v3');
  await screen.findByRole('button', { name: 'Place Order' });
  return user;
}

describe('CheckoutForm, email typos', () => {
  it('stops Place Order on guest.buyer@gmial.con with "Did you mean guest.buyer@gmail.com?", then orders with the suggestion', async () => {
    const user = await openCheckout();
    await user.type(screen.getByLabelText('Email'), TYPO);
    await fillAllButEmail(user);

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(`Did you mean ${FIXED}?`);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the field marked below.');
    expect(checkoutBodies).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Use ${FIXED}` }));
    expect(email).toHaveValue(FIXED);
    expect(email).toHaveFocus();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(`Did you mean ${FIXED}?`)).toBeNull();
    expect(screen.queryByRole('button', { name: `Keep ${TYPO}` })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(checkoutBodies).toHaveLength(1));
    expect(checkoutBodies[0]?.contact.email).toBe(FIXED);
  });

  it('lets the typed address through once the shopper chooses "Keep guest.buyer@gmial.con"', async () => {
    const user = await openCheckout();
    await user.type(screen.getByLabelText('Email'), TYPO);
    await fillAllButEmail(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(checkoutBodies).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Keep ${TYPO}` }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(TYPO);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(`Did you mean ${FIXED}?`)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(checkoutBodies).toHaveLength(1));
    expect(checkoutBodies[0]?.contact.email).toBe(TYPO);
  });

  it('offers the suggestion as a hint when the field is left, not while typing, and again for a new typo after "Keep"', async () => {
    const user = await openCheckout();
    const email = screen.getByLabelText('Email');
    await user.type(email, TYPO);
    expect(screen.queryByText(`Did you mean ${FIXED}?`)).toBeNull();

    await user.tab();
    expect(email).toHaveAccessibleDescription(`Did you mean ${FIXED}?`);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: `Use ${FIXED}` })).toBeInTheDocument();

    await user.type(email, 'x');
    expect(screen.queryByText(/Did you mean/)).toBeNull();
    await user.type(email, '{Backspace}');
    await user.tab();
    await user.click(screen.getByRole('button', { name: `Keep ${TYPO}` }));
    expect(screen.queryByText(/Did you mean/)).toBeNull();

    await user.clear(email);
    await user.type(email, 'pat@yahoo.cm');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Did you mean pat@yahoo.com?');
  });

  it('offers nothing for an address that differs from its normal form only in case and spacing', async () => {
    const user = await openCheckout();
    const email = screen.getByLabelText('Email');
    await user.type(email, ' Guest.Buyer@Gmail.com');
    await fillAllButEmail(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(checkoutBodies).toHaveLength(1));
    expect(screen.queryByText(/Did you mean/)).toBeNull();
    expect(checkoutBodies[0]?.contact.email).toBe('guest.buyer@gmail.com');
  });
});
