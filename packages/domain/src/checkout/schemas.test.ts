import { describe, expect, it } from 'vitest';
import { AddCartLineBodySchema } from '../cart/schemas.js';
import {
  CheckoutBodySchema,
  CheckoutResponseSchema,
  DeleteCookiesBodySchema,
  SaveCheckoutEventBodySchema,
  type CheckoutBodyInput,
  type CheckoutResponse,
} from './schemas.js';

const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_line_1: '1 Main St',
  city: 'Tampa',
  state_code: 'FL',
  zip_code: '33601',
  country_code: 'US' as const,
  phone_number: '(813) 555-0100',
};

const body = (over: Partial<CheckoutBodyInput> = {}): CheckoutBodyInput => ({
  contact: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', phone: '813-555-0100' },
  shippingAddress: address,
  billingSameAsShipping: true,
  payment: { token: 'tok_test_visa_4242_04_2030_approved' },
  idempotencyKey: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff',
  ...over,
});

describe('CheckoutBodySchema', () => {
  it('accepts a complete checkout and normalises email and state code', () => {
    const parsed = CheckoutBodySchema.parse(
      body({
        contact: { email: '  Ada@Example.COM ', first_name: 'Ada', last_name: 'L', phone: '+1 813 555 0100' },
        shippingAddress: { ...address, state_code: 'fl', zip_code: '33601-1234' },
      }),
    );
    expect(parsed.contact.email).toBe('ada@example.com');
    expect(parsed.shippingAddress.state_code).toBe('FL');
  });
  it('requires a billing address when billing differs from shipping', () => {
    const result = CheckoutBodySchema.safeParse(body({ billingSameAsShipping: false }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['billingAddress']);
    expect(
      CheckoutBodySchema.safeParse(body({ billingSameAsShipping: false, billingAddress: address })).success,
    ).toBe(true);
  });
  it('drops unknown fields', () => {
    const parsed = CheckoutBodySchema.parse({ ...body(), total: 0.01 });
    expect(parsed).not.toHaveProperty('total');
  });
  it.each([
    ['a bad email', { contact: { email: 'nope', first_name: 'A', last_name: 'B', phone: '8135550100' } }],
    [
      'a 9-digit phone',
      { contact: { email: 'a@b.co', first_name: 'A', last_name: 'B', phone: '813555010' } },
    ],
    [
      'a blank first name',
      { contact: { email: 'a@b.co', first_name: '  ', last_name: 'B', phone: '8135550100' } },
    ],
    ['a 3-letter state', { shippingAddress: { ...address, state_code: 'FLA' } }],
    ['a 4-digit zip', { shippingAddress: { ...address, zip_code: '3360' } }],
    ['a non-US country', { shippingAddress: { ...address, country_code: 'CA' as 'US' } }],
    ['a card number instead of a token', { payment: { card_number: '4242424242424242' } }],
    ['a token with spaces', { payment: { token: 'tok test visa 4242' } }],
    ['a short token', { payment: { token: 'tok_1' } }],
    ['a short idempotency key', { idempotencyKey: 'short' }],
    ['an idempotency key with spaces', { idempotencyKey: 'has spaces in it, 123456' }],
  ])('rejects %s', (_name, over) => {
    expect(CheckoutBodySchema.safeParse(body(over as Partial<CheckoutBodyInput>)).success).toBe(false);
  });
});

describe('CheckoutResponseSchema', () => {
  const response: CheckoutResponse = {
    status: 'success',
    confirmation_token: 'tok',
    order: {
      order_number: 'SA-000001',
      final_total: 104.81,
      email: 'ada@example.com',
      status: 'paid',
      created_at: '2026-03-01T15:00:00.000Z',
      is_dealer: false,
      original_total: 120,
      discounts_total: 19.99,
      subtotal: 100.01,
      shipping_total: 4.8,
      tax_total: 0,
      tax_exempt: false,
      card_brand: 'visa',
      card_last4: '4242',
    },
    lineItems: [
      {
        sku: 'EVL-12-D2',
        displayed_sku: 'EVL-12-D2',
        name: 'EVL 12',
        quantity: 1,
        price: 100.01,
        original_price: 120,
        line_total: 100.01,
        tax: 0,
        is_pre_ordered_item: false,
        child_items: [],
      },
    ],
    billingAddress: { ...address, address_line_2: null },
    shippingAddress: { ...address, address_line_2: null },
    customer: { first_name: 'Ada', last_name: 'Lovelace', primary_phone: '8135550100' },
  };
  it('accepts the order for conversion tracking', () => {
    expect(CheckoutResponseSchema.parse(response)).toEqual(response);
  });
  it('rejects an order without an order number', () => {
    const { order_number: _n, ...order } = response.order;
    expect(CheckoutResponseSchema.safeParse({ ...response, order }).success).toBe(false);
  });
});

describe('SaveCheckoutEventBodySchema', () => {
  const event = {
    serverOrClient: 'client',
    eventName: 'go_to_checkout_button_clicked',
    accountId: null,
    customerEmail: null,
    cartToken: 'tok',
    lineItems: [{ sku: 'EVL-12-D2', price: 149.99, quantity: 2, price_map: 149.99, price_msrp: 199.99 }],
  };
  it('accepts the spec event', () => {
    expect(SaveCheckoutEventBodySchema.parse(event)).toEqual(event);
  });
  it('rejects another event name and a quantity of 0', () => {
    expect(SaveCheckoutEventBodySchema.safeParse({ ...event, eventName: 'other' }).success).toBe(false);
    expect(
      SaveCheckoutEventBodySchema.safeParse({ ...event, lineItems: [{ sku: 'A', quantity: 0 }] }).success,
    ).toBe(false);
  });
});

describe('DeleteCookiesBodySchema and AddCartLineBodySchema', () => {
  it('accepts a list of names and rejects a non-list', () => {
    expect(DeleteCookiesBodySchema.safeParse({ cookieNames: ['sa_cart_token', 'x'] }).success).toBe(true);
    expect(DeleteCookiesBodySchema.safeParse({ cookieNames: 'sa_cart_token' }).success).toBe(false);
  });
  it('accepts one sku with a quantity 1..1000', () => {
    expect(AddCartLineBodySchema.safeParse({ sku: 'A', quantity: 1000 }).success).toBe(true);
    expect(AddCartLineBodySchema.safeParse({ sku: 'A', quantity: 1001 }).success).toBe(false);
  });
});

describe('CheckoutBodySchema payment choice', () => {
  const base = {
    contact: { email: 'a@b.test', first_name: 'A', last_name: 'B', phone: '8135550100' },
    shippingAddress: {
      first_name: 'A',
      last_name: 'B',
      address_line_1: '1 Main St',
      city: 'Tampa',
      state_code: 'FL',
      zip_code: '33601',
      country_code: 'US',
      phone_number: '8135550100',
    },
    billingSameAsShipping: true,
    idempotencyKey: 'key-1234567890abcdef',
  };
  const payment = { token: 'tok_test_visa_4242_12_2030_approved' };

  it('takes a new card or a saved card id, exactly one of them', () => {
    expect(CheckoutBodySchema.safeParse({ ...base, payment }).success).toBe(true);
    expect(CheckoutBodySchema.safeParse({ ...base, savedCardId: 3 }).success).toBe(true);
    expect(CheckoutBodySchema.safeParse(base).success).toBe(false);
    expect(CheckoutBodySchema.safeParse({ ...base, payment, savedCardId: 3 }).success).toBe(false);
  });
});
