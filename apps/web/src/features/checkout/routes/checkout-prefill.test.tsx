import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CheckoutBodySchema, type CheckoutBody } from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { buildCart, buildCartLine } from '../../../test/cart-factories';
import { buildAddress, buildProfile, buildSessionUser, serveSession } from '../../../test/account-factories';

const WORK = buildAddress({
  id: 7,
  first_name: 'Pat',
  last_name: 'Lee',
  address_line_1: '12 Bass Ave',
  address_line_2: 'Suite 4',
  city: 'Orlando',
  zip_code: '32801',
});
const HOME = buildAddress({ id: 9, is_default: true });

let bodies: CheckoutBody[] = [];
/** Resolves the profile and address book answers when a test opens it (they answer at once otherwise). */
let accountGate: Promise<void> = Promise.resolve();

beforeAll(async () => {
  await import('./checkout-page');
}, 30_000);

beforeEach(() => {
  bodies = [];
  accountGate = Promise.resolve();
  serveSession(buildSessionUser());
  server.use(
    http.get('/api/account/profile', async () => {
      await accountGate;
      return HttpResponse.json(buildProfile({ primary_phone: '8135550100' }));
    }),
    http.get('/api/account/addresses', async () => {
      await accountGate;
      return HttpResponse.json({ addresses: [WORK, HOME] });
    }),
    http.get('/api/account/cards', () => HttpResponse.json({ cards: [] })),
    http.get('/api/cartv2', () =>
      HttpResponse.json(buildCart([buildCartLine({ sku: 'EVL-12-D2', short_title: 'EVL-12 Subwoofer' })])),
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

const group = (name: string) => screen.getByRole('group', { name });

async function fillCard(user: UserEvent) {
  await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await user.selectOptions(screen.getByLabelText('Expiration month'), '12');
  await user.selectOptions(screen.getByLabelText('Expiration year'), String(new Date().getFullYear() + 2));
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
}

async function placeOrder(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  return bodies[0]!;
}

describe('Checkout for a signed-in shopper', () => {
  it('prefills contact from the profile and shipping from the default address, with shipping autocomplete tokens', async () => {
    renderRoute('/checkout/v3');
    const contact = await screen.findByRole('group', { name: 'Contact' });
    await waitFor(() => expect(within(contact).getByLabelText('Email')).toHaveValue('pat@example.com'));
    expect(within(contact).getByLabelText('First name')).toHaveValue('Pat');
    expect(within(contact).getByLabelText('Last name')).toHaveValue('Lee');
    expect(within(contact).getByLabelText('Phone')).toHaveValue('(813) 555-0100');
    const shipping = group('Shipping address');
    await waitFor(() => expect(within(shipping).getByLabelText('Street address')).toHaveValue('1 Main St'));
    expect(within(shipping).getByLabelText('City')).toHaveValue('Tampa');
    expect(within(shipping).getByLabelText('State')).toHaveValue('FL');
    expect(within(shipping).getByLabelText('ZIP code')).toHaveValue('33601');
    expect(within(shipping).getByLabelText('Saved address')).toHaveDisplayValue(
      'Pat Lee, 1 Main St, Tampa, FL 33601 (default)',
    );
    expect(within(shipping).getByLabelText('Street address')).toHaveAttribute(
      'autocomplete',
      'shipping address-line1',
    );
    expect(within(shipping).getByLabelText('ZIP code')).toHaveAttribute(
      'autocomplete',
      'shipping postal-code',
    );
    expect(within(shipping).getByLabelText('State')).toHaveAttribute(
      'autocomplete',
      'shipping address-level1',
    );
  });

  it('keeps what the shopper typed when the profile and address book arrive later', async () => {
    let release: () => void = () => undefined;
    accountGate = new Promise<void>((resolve) => (release = resolve));
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    const contact = await screen.findByRole('group', { name: 'Contact' });
    const shipping = group('Shipping address');
    await user.type(within(contact).getByLabelText('Email'), 'me@work.example');
    await user.type(within(shipping).getByLabelText('Street address'), '9 Other Rd');
    release();
    await waitFor(() => expect(within(contact).getByLabelText('First name')).toHaveValue('Pat'));
    await waitFor(() => expect(within(shipping).getByLabelText('City')).toHaveValue('Tampa'));
    expect(within(contact).getByLabelText('Email')).toHaveValue('me@work.example');
    expect(within(shipping).getByLabelText('Street address')).toHaveValue('9 Other Rd');
  });

  it('ships to another address picked from the address book, billing the same', async () => {
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    const shipping = await screen.findByRole('group', { name: 'Shipping address' });
    await user.selectOptions(
      await within(shipping).findByLabelText('Saved address'),
      'Pat Lee, 12 Bass Ave Suite 4, Orlando, FL 32801',
    );
    expect(within(shipping).getByLabelText('Street address')).toHaveValue('12 Bass Ave');
    expect(within(shipping).getByLabelText(/Apartment/)).toHaveValue('Suite 4');
    expect(within(shipping).getByLabelText('City')).toHaveValue('Orlando');
    expect(
      within(shipping).getByRole('checkbox', { name: 'Billing address same as shipping' }),
    ).toBeChecked();
    await fillCard(user);
    const body = await placeOrder(user);
    expect(body.shippingAddress).toMatchObject({
      address_line_1: '12 Bass Ave',
      address_line_2: 'Suite 4',
      city: 'Orlando',
      zip_code: '32801',
      phone_number: '(813) 555-0100',
    });
    expect(body.billingSameAsShipping).toBe(true);
    expect(body.billingAddress).toBeUndefined();
  });

  it("asks for and sends a billing address once 'Billing address same as shipping' is unchecked", async () => {
    const user = userEvent.setup();
    renderRoute('/checkout/v3');
    const shipping = await screen.findByRole('group', { name: 'Shipping address' });
    await waitFor(() => expect(within(shipping).getByLabelText('City')).toHaveValue('Tampa'));
    expect(screen.queryByRole('group', { name: 'Billing address' })).toBeNull();
    await user.click(within(shipping).getByRole('checkbox', { name: 'Billing address same as shipping' }));
    const billing = group('Billing address');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(within(billing).getByLabelText('Street address')).toHaveAccessibleDescription('Required');
    expect(within(billing).getByLabelText('First name')).toHaveFocus();
    expect(bodies).toHaveLength(0);

    expect(within(billing).getByLabelText('Street address')).toHaveAttribute(
      'autocomplete',
      'billing address-line1',
    );
    await user.type(within(billing).getByLabelText('First name'), 'Sam');
    await user.type(within(billing).getByLabelText('Last name'), 'Ortiz');
    await user.type(within(billing).getByLabelText('Street address'), '500 Card Ln');
    await user.type(within(billing).getByLabelText('City'), 'Miami');
    await user.selectOptions(within(billing).getByLabelText('State'), 'FL');
    await user.type(within(billing).getByLabelText('ZIP code'), '33101');
    const body = await placeOrder(user);
    expect(body.billingSameAsShipping).toBe(false);
    expect(body.billingAddress).toMatchObject({
      first_name: 'Sam',
      last_name: 'Ortiz',
      address_line_1: '500 Card Ln',
      city: 'Miami',
      state_code: 'FL',
      zip_code: '33101',
    });
    expect(body.shippingAddress).toMatchObject({ address_line_1: '1 Main St', city: 'Tampa' });
  });
});
