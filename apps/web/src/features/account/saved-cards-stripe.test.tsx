// The account's cards panel with PAYMENT_PROVIDER=stripe (decision 074): "Add a card" is Stripe's Payment Element
// in setup mode. Stripe's React library is mocked (as in checkout-stripe.test.tsx): the element is a stand-in,
// and the confirmation token and the bank's 3-D Secure step are the test's to script.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SavedCard } from '@shop/domain';
import { server } from '../../test/server';
import { renderRoute } from '../../test/render';
import { stripe } from '../../test/stripe-mock';
import { buildSavedCard, buildSessionUser, serveAccount, serveSession } from '../../test/account-factories';

vi.mock('@stripe/stripe-js/pure', async () => (await import('../../test/stripe-mock')).stripeJsMock);
vi.mock('@stripe/react-stripe-js', async () => (await import('../../test/stripe-mock')).reactStripeMock);

let cards: SavedCard[];
let added: unknown[];
let confirmed: unknown[];
/** What POST /api/account/cards answers: the card, or the setup the bank must confirm (202). */
let answer: 'saved' | 'requires_action';

beforeEach(() => {
  cards = [];
  added = [];
  confirmed = [];
  answer = 'saved';
  stripe.elementsOptions = [];
  stripe.loadStripe.mockReset().mockResolvedValue({});
  stripe.submit.mockReset().mockResolvedValue({});
  stripe.createConfirmationToken
    .mockReset()
    .mockResolvedValue({ confirmationToken: { id: 'ctoken_web_setup' } });
  stripe.handleNextAction.mockReset().mockResolvedValue({ setupIntent: { status: 'succeeded' } });
  serveSession(buildSessionUser());
  serveAccount({ cards });
  const saved = buildSavedCard({ id: 7, card_brand: 'mastercard', card_no: '3184', card_nickname: 'Trip' });
  server.use(
    http.get('/api/checkout-v3/payment', () =>
      HttpResponse.json({ provider: 'stripe', test_shop: false, publishable_key: 'pk_test_cards' }),
    ),
    http.get('/api/account/cards', () => HttpResponse.json({ cards })),
    http.post('/api/account/cards', async ({ request }) => {
      added.push(await request.json());
      if (answer === 'requires_action')
        return HttpResponse.json(
          {
            next_action: { type: 'confirm_setup', client_secret: 'seti_1_secret_2' },
            setup: 'seti_1',
          },
          { status: 202 },
        );
      cards = [saved];
      return HttpResponse.json(saved, { status: 201 });
    }),
    http.post('/api/account/cards/confirm', async ({ request }) => {
      confirmed.push(await request.json());
      cards = [saved];
      return HttpResponse.json(saved, { status: 201 });
    }),
  );
});

async function openAddCard() {
  const user = userEvent.setup();
  renderRoute('/account');
  await screen.findByText('No saved cards yet.');
  await user.click(await screen.findByRole('button', { name: 'Add a card' }));
  const form = await screen.findByRole('form', { name: 'Add a card' });
  expect(await within(form).findByRole('group', { name: 'Card details (Stripe)' })).toBeInTheDocument();
  return { user, form };
}

describe('Saved cards with Stripe', () => {
  it("adds a card with Stripe's element in setup mode, sending only its token, nickname and default marker", async () => {
    const { user, form } = await openAddCard();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_cards');
    expect(stripe.elementsOptions.at(-1)).toMatchObject({
      mode: 'setup',
      currency: 'usd',
      setupFutureUsage: 'off_session',
      allowedPaymentMethodTypes: ['card'],
    });
    // No card number field of the shop's own: the card stays in Stripe's frames.
    expect(within(form).queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Nickname/), 'Trip');
    await user.click(within(form).getByRole('checkbox', { name: 'Make this my default card' }));
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('listitem', { name: 'Mastercard ending in 3184' })).toBeInTheDocument();
    expect(added).toEqual([{ token: 'ctoken_web_setup', card_nickname: 'Trip', is_default_card: true }]);
    // Stripe's own fields collect what it needs of the holder here (no checkout form around it).
    expect(stripe.createConfirmationToken).toHaveBeenCalledWith({ elements: expect.anything() as unknown });
    expect(stripe.handleNextAction).not.toHaveBeenCalled();
    expect(screen.queryByRole('form', { name: 'Add a card' })).not.toBeInTheDocument();
  });

  it("shows the bank's 3-D Secure challenge, then saves the confirmed setup", async () => {
    answer = 'requires_action';
    const { user, form } = await openAddCard();
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('listitem', { name: 'Mastercard ending in 3184' })).toBeInTheDocument();
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'seti_1_secret_2' });
    expect(confirmed).toEqual([{ setup: 'seti_1', card_nickname: null, is_default_card: false }]);
  });

  it('says so when the bank does not confirm the card, saving nothing', async () => {
    answer = 'requires_action';
    stripe.handleNextAction.mockResolvedValue({
      error: { message: 'We are unable to authenticate your payment method.' },
    });
    const { user, form } = await openAddCard();
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'We are unable to authenticate your payment method.',
    );
    expect(confirmed).toEqual([]);
    expect(screen.getByText('No saved cards yet.')).toBeInTheDocument();
  });

  it("shows Stripe's message for a card it refuses in the browser, sending nothing", async () => {
    stripe.submit.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    const { user, form } = await openAddCard();
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save card' })).toBeEnabled());
    expect(added).toEqual([]);
  });
});
