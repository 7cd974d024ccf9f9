import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CheckoutBodySchema, type CheckoutBody } from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { buildCart, buildCartLine } from '../../../test/cart-factories';
import {
  buildProfile,
  buildSavedCard,
  buildSessionUser,
  serveSession,
} from '../../../test/account-factories';

let bodies: CheckoutBody[] = [];

beforeAll(async () => {
  await import('./checkout-page');
}, 30_000);

beforeEach(() => {
  bodies = [];
  serveSession(buildSessionUser());
  server.use(
    // Contact comes from the profile; no saved addresses here.
    http.get('/api/account/profile', () => HttpResponse.json(buildProfile())),
    http.get('/api/account/addresses', () => HttpResponse.json({ addresses: [] })),
    http.get('/api/cartv2', () =>
      HttpResponse.json(buildCart([buildCartLine({ sku: 'EVL-12-D2', short_title: 'EVL-12 Subwoofer' })])),
    ),
    http.get('/api/account/cards', () =>
      HttpResponse.json({
        cards: [
          buildSavedCard({ id: 5, card_no: '4242', is_default_card: 1 }),
          buildSavedCard({
            id: 6,
            card_brand: 'amex',
            card_no: '0005',
            is_default_card: 0,
            card_nickname: null,
          }),
        ],
      }),
    ),
    http.post('/api/checkout-v3/checkout', async ({ request }) => {
      bodies.push(CheckoutBodySchema.parse(await request.json()));
      // Refused, so the page stays: the test only reads what was sent.
      return HttpResponse.json(
        { error: { code: 'CARD_DECLINED', message: 'Declined for the test.' } },
        { status: 402 },
      );
    }),
  );
});

async function fillAddress(user: UserEvent) {
  const form = await screen.findByRole('form', { name: 'Checkout' });
  await waitFor(() => expect(within(form).getByLabelText('Email')).toHaveValue('pat@example.com'));
  await user.type(within(form).getByLabelText('Phone'), '(407) 555-0134');
  await user.type(within(form).getByLabelText('Street address'), '12 Bass Ave');
  await user.type(within(form).getByLabelText('City'), 'Orlando');
  await user.selectOptions(within(form).getByLabelText('State'), 'FL');
  await user.type(within(form).getByLabelText('ZIP code'), '32801');
}

describe('Checkout with saved cards (signed in)', () => {
  it('pays with the default saved card: sends savedCardId and no card details', async () => {
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    const group = await screen.findByRole('radiogroup', { name: 'Pay with' });
    expect(within(group).getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.savedCardId).toBe(5);
    expect(bodies[0]!.payment).toBeUndefined();
  });

  it("pays with a new card and 'Save this card': sends the card and saveCard true", async () => {
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    await user.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    await fillAddress(user);
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.selectOptions(screen.getByLabelText('Expiration month'), '12');
    await user.selectOptions(screen.getByLabelText('Expiration year'), String(new Date().getFullYear() + 2));
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.saveCard).toBe(true);
    expect(bodies[0]!.savedCardId).toBeUndefined();
    expect(bodies[0]!.payment?.token).toBe(`tok_test_visa_4242_12_${new Date().getFullYear() + 2}_approved`);
  });
});
