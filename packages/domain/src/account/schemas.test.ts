import { describe, expect, it } from 'vitest';
import {
  AddCardBodySchema,
  AddCardFormSchema,
  ReturnRequestBodySchema,
  UpdateProfileBodySchema,
} from './schemas.js';

describe('AddCardFormSchema (the browser form)', () => {
  const base = { exp_month: '12', exp_year: '2030' };
  it('accepts a Luhn-valid number of an accepted brand', () => {
    expect(AddCardFormSchema.safeParse({ ...base, card_number: '4242 4242 4242 4242' }).success).toBe(true);
    expect(AddCardFormSchema.safeParse({ ...base, card_number: '378282246310005' }).success).toBe(true);
  });
  it('refuses a number failing Luhn or of another brand', () => {
    expect(AddCardFormSchema.safeParse({ ...base, card_number: '4242 4242 4242 4241' }).success).toBe(false);
    // 7-prefixed, Luhn-valid: no accepted brand.
    expect(AddCardFormSchema.safeParse({ ...base, card_number: '7000000000000002' }).success).toBe(false);
  });
});

describe('AddCardBodySchema (what the server receives: a token, never the number)', () => {
  it('takes a token and drops a card number or cvc sent along', () => {
    const body = AddCardBodySchema.parse({
      token: 'tok_test_visa_4242_12_2030_approved',
      card_number: '4242424242424242',
      cvc: '123',
    });
    expect(body).toEqual({ token: 'tok_test_visa_4242_12_2030_approved' });
  });
  it('refuses a body without a token, or a token with other characters', () => {
    expect(AddCardBodySchema.safeParse({ card_number: '4242424242424242' }).success).toBe(false);
    expect(AddCardBodySchema.safeParse({ token: 'tok test 4242' }).success).toBe(false);
  });
});

describe('UpdateProfileBodySchema', () => {
  it('drops role and dealer flags', () => {
    expect(UpdateProfileBodySchema.parse({ first_name: 'Ann', role: 2, is_dealer: 1 })).toEqual({
      first_name: 'Ann',
    });
  });
  it('accepts null to remove the phone and refuses a bad phone', () => {
    expect(UpdateProfileBodySchema.parse({ primary_phone: null })).toEqual({ primary_phone: null });
    expect(UpdateProfileBodySchema.safeParse({ primary_phone: '123' }).success).toBe(false);
  });
});

describe('ReturnRequestBodySchema', () => {
  it('reads an order line id and requires a note for "other"', () => {
    expect(
      ReturnRequestBodySchema.parse({ order_line_id: 'sa-000012-1', quantity: 1, reason: 'defective' }),
    ).toMatchObject({
      order_line_id: 'SA-000012-1',
    });
    expect(
      ReturnRequestBodySchema.safeParse({ order_line_id: 'SA-000012-1', quantity: 1, reason: 'other' })
        .success,
    ).toBe(false);
    expect(
      ReturnRequestBodySchema.safeParse({ order_line_id: '12', quantity: 1, reason: 'defective' }).success,
    ).toBe(false);
  });
});
