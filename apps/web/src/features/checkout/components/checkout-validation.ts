import {
  CheckoutBodySchema,
  CheckoutEmailSchema,
  UsPhoneSchema,
  ZipCodeSchema,
  expiryValid,
  luhnValid,
  type CheckoutBody,
} from '@shop/domain';
import { validateField, type FieldError } from '../../../components/ui/text-field';

export type CheckoutValues = {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state_code: string;
  zip_code: string;
  card_number: string;
  exp_month: string;
  exp_year: string;
  cvc: string;
  card_nickname: string;
};
export type CheckoutField = keyof CheckoutValues;
export type CheckoutErrors = Partial<Record<CheckoutField, FieldError>>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  email: '',
  first_name: '',
  last_name: '',
  phone: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  state_code: '',
  zip_code: '',
  card_number: '',
  exp_month: '',
  exp_year: '',
  cvc: '',
  card_nickname: '',
};

const OPTIONAL: ReadonlySet<CheckoutField> = new Set(['address_line_2', 'card_nickname']);

/** Format checks after the required check; the messages a shopper reads. */
function formatError(field: CheckoutField, v: CheckoutValues, now: Date): FieldError | null {
  const value = v[field].trim();
  switch (field) {
    case 'email':
      return CheckoutEmailSchema.safeParse(value).success ? null : { type: 'pattern', message: 'Enter a valid email address' };
    case 'phone':
      return UsPhoneSchema.safeParse(value).success ? null : { type: 'pattern', message: 'Enter a 10-digit US phone number' };
    case 'zip_code':
      return ZipCodeSchema.safeParse(value).success ? null : { type: 'pattern', message: 'Enter a 5-digit ZIP code (or ZIP+4)' };
    case 'address_line_1':
      return validateField(value, { minLength: 3 }, { minLength: 'Enter the street address' });
    case 'card_number':
      return luhnValid(value) ? null : { type: 'pattern', message: 'Enter a valid card number' };
    case 'cvc':
      return /^\d{3,4}$/.test(value) ? null : { type: 'pattern', message: 'Enter the 3 or 4 digit security code' };
    case 'exp_year':
      return v.exp_month && !expiryValid(v.exp_month, value, now) ? { type: 'validate', message: 'This card has expired' } : null;
    default:
      return null;
  }
}

/** Every field's error (required unless optional, then its format); empty when the form is good. */
/** The new-card fields: not asked for when the shopper pays with a saved card. */
export const NEW_CARD_FIELDS: ReadonlySet<CheckoutField> = new Set<CheckoutField>(['card_number', 'exp_month', 'exp_year', 'cvc', 'card_nickname']);

/** How a signed-in shopper pays: a saved card (its id), or a new card that may be saved to the account. */
export type PaymentChoice = { savedCardId: number } | { savedCardId?: undefined; saveCard?: boolean };

export function validateCheckout(values: CheckoutValues, now: Date, payment: PaymentChoice = {}): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of Object.keys(values) as CheckoutField[]) {
    if (payment.savedCardId !== undefined && NEW_CARD_FIELDS.has(field)) continue;
    const required = validateField(values[field], { optional: OPTIONAL.has(field) });
    const error = required ?? (values[field].trim() ? formatError(field, values, now) : null);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The request body, parsed by the domain's CheckoutBodySchema (the API parses it the same way). */
export function checkoutBodyOf(values: CheckoutValues, idempotencyKey: string, payment: PaymentChoice = {}): CheckoutBody {
  const trim = (s: string) => s.trim();
  return CheckoutBodySchema.parse({
    contact: {
      email: trim(values.email),
      first_name: trim(values.first_name),
      last_name: trim(values.last_name),
      phone: trim(values.phone),
    },
    shippingAddress: {
      first_name: trim(values.first_name),
      last_name: trim(values.last_name),
      address_line_1: trim(values.address_line_1),
      ...(values.address_line_2.trim() ? { address_line_2: trim(values.address_line_2) } : {}),
      city: trim(values.city),
      state_code: values.state_code,
      zip_code: trim(values.zip_code),
      country_code: 'US',
      phone_number: trim(values.phone),
    },
    billingSameAsShipping: true,
    ...(payment.savedCardId !== undefined
      ? { savedCardId: payment.savedCardId }
      : {
          payment: {
            card_number: values.card_number.replace(/[\s-]/g, ''),
            exp_month: values.exp_month,
            exp_year: values.exp_year,
            cvc: trim(values.cvc),
            ...(values.card_nickname.trim() ? { card_nickname: trim(values.card_nickname) } : {}),
          },
          ...(payment.saveCard ? { saveCard: true } : {}),
        }),
    idempotencyKey,
  });
}
