import { describe, expect, it } from 'vitest';
import { PERSON_NAME_MESSAGES, STATE_CODE_MESSAGE } from '@shop/domain';
import { EMPTY_CHECKOUT, validateCheckout, type CheckoutValues } from './checkout-validation';

const NOW = new Date('2026-05-10T12:00:00Z');

const filled: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  email: 'pat@example.com',
  first_name: 'Pat',
  last_name: 'Jones',
  phone: '4075550134',
  address_line_1: '12 Bass Ave',
  city: 'Orlando',
  state_code: 'FL',
  zip_code: '32801',
  card_number: '4242424242424242',
  exp_month: '12',
  exp_year: '2028',
  cvc: '123',
};

describe('validateCheckout, state', () => {
  it.each(['FL', 'AE', 'AS', 'MP'])('takes %s, a code of the domain list', (state_code) => {
    expect(validateCheckout({ ...filled, state_code }, NOW)).toEqual({});
  });

  // a saved address prefilled with a code the API refuses must stop here, not in the body's parse
  it.each(['ZZ', 'QC'])('refuses %s, shipping or billing, with the domain message', (code) => {
    const values = { ...filled, state_code: code, billing_state_code: code };
    expect(validateCheckout(values, NOW).state_code).toEqual({
      type: 'pattern',
      message: STATE_CODE_MESSAGE,
    });
    const billing = {
      ...values,
      state_code: 'FL',
      billing_first_name: 'Pat',
      billing_last_name: 'Jones',
      billing_address_line_1: '12 Bass Ave',
      billing_city: 'Orlando',
      billing_zip_code: '32801',
    };
    expect(validateCheckout(billing, NOW, { billingSameAsShipping: false })).toEqual({
      billing_state_code: { type: 'pattern', message: STATE_CODE_MESSAGE },
    });
  });
});

describe('validateCheckout, names (decision 060)', () => {
  it('refuses a name that is not one, contact or billing, with the domain message', () => {
    const values = { ...filled, first_name: 'Pat\u202e', billing_last_name: 'visit www.win.example' };
    expect(validateCheckout(values, NOW, { billingSameAsShipping: false })).toMatchObject({
      first_name: { type: 'pattern', message: PERSON_NAME_MESSAGES.bidi },
      billing_last_name: { type: 'pattern', message: PERSON_NAME_MESSAGES.address },
    });
  });

  it('takes a real name: accents, apostrophes, another script', () => {
    expect(validateCheckout({ ...filled, first_name: 'Zoë', last_name: "O'Brien-李" }, NOW)).toEqual({});
  });
});
