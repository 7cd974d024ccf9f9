import {
  CheckoutBodySchema,
  CheckoutEmailSchema,
  STATE_CODE_MESSAGE,
  StateCodeSchema,
  UsPhoneSchema,
  ZipCodeSchema,
  emailSuggestion,
  expiryValid,
  luhnValid,
  type CheckoutBody,
} from '@shop/domain';
import { validateField, type FieldError } from '../../../components/ui/text-field';
import { personNameError } from '../../../lib/person-name-error';
import { tokenizeTestCard } from '../../../lib/tokenize-card';

/** The street-address fields of an address (the shipping ones, or with a `billing_` prefix the billing ones). */
export const ADDRESS_FIELDS = ['address_line_1', 'address_line_2', 'city', 'state_code', 'zip_code'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The billing address: its own names and street address; the phone is the contact's. */
export const BILLING_FIELDS = [
  'billing_first_name',
  'billing_last_name',
  ...ADDRESS_FIELDS.map((f) => `billing_${f}` as const),
] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];

export type CheckoutValues = Record<
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'phone'
  | AddressField
  | BillingField
  | 'card_number'
  | 'exp_month'
  | 'exp_year'
  | 'cvc'
  | 'card_nickname',
  string
>;
export type CheckoutField = keyof CheckoutValues;
export type CheckoutErrors = Partial<Record<CheckoutField, FieldError>>;

const FIELDS: readonly CheckoutField[] = [
  'email',
  'first_name',
  'last_name',
  'phone',
  ...ADDRESS_FIELDS,
  ...BILLING_FIELDS,
  'card_number',
  'exp_month',
  'exp_year',
  'cvc',
  'card_nickname',
];

export const EMPTY_CHECKOUT = Object.fromEntries(FIELDS.map((f) => [f, ''])) as CheckoutValues;

const OPTIONAL: ReadonlySet<CheckoutField> = new Set([
  'address_line_2',
  'billing_address_line_2',
  'card_nickname',
]);

/** The field whose format rule a field follows: a billing field follows its shipping counterpart. */
const ruleOf = (field: CheckoutField) => field.replace(/^billing_/, '') as CheckoutField;

/** Format checks after the required check; the messages a shopper reads. */
function formatError(field: CheckoutField, v: CheckoutValues, now: Date): FieldError | null {
  const value = v[field].trim();
  switch (ruleOf(field)) {
    case 'email':
      return CheckoutEmailSchema.safeParse(value).success
        ? null
        : { type: 'pattern', message: 'Enter a valid email address' };
    case 'phone':
      return UsPhoneSchema.safeParse(value).success
        ? null
        : { type: 'pattern', message: 'Enter a 10-digit US phone number' };
    case 'zip_code':
      return ZipCodeSchema.safeParse(value).success
        ? null
        : { type: 'pattern', message: 'Enter a 5-digit ZIP code (or ZIP+4)' };
    case 'state_code':
      // the select offers only listed codes, but a saved address prefilled into it may hold another
      return StateCodeSchema.safeParse(value).success
        ? null
        : { type: 'pattern', message: STATE_CODE_MESSAGE };
    case 'first_name':
    case 'last_name':
      return personNameError(value);
    case 'address_line_1':
      return validateField(value, { minLength: 3 }, { minLength: 'Enter the street address' });
    case 'card_number':
      return luhnValid(value) ? null : { type: 'pattern', message: 'Enter a valid card number' };
    case 'cvc':
      return /^\d{3,4}$/.test(value)
        ? null
        : { type: 'pattern', message: 'Enter the 3 or 4 digit security code' };
    case 'exp_year':
      return v.exp_month && !expiryValid(v.exp_month, value, now)
        ? { type: 'validate', message: 'This card has expired' }
        : null;
    default:
      return null;
  }
}

/** The new-card fields: not asked for when the shopper pays with a saved card. */
export const NEW_CARD_FIELDS: ReadonlySet<CheckoutField> = new Set<CheckoutField>([
  'card_number',
  'exp_month',
  'exp_year',
  'cvc',
  'card_nickname',
]);

/**
 * How the shopper pays: a saved card (its id), or a new card that may be saved to the account. A new card is
 * typed into the form (the test provider's tokenizer) unless `providerForm`: the provider's own form (Stripe's
 * Payment Element, decision 074) takes it, and its `token` is sent.
 */
export type PaymentChoice =
  | { savedCardId: number }
  | { savedCardId?: undefined; saveCard?: boolean; providerForm?: boolean; token?: string };

/** What the form asks for besides its fields: how the shopper pays and whether billing is the shipping address. */
export type CheckoutChoices = { payment?: PaymentChoice; billingSameAsShipping?: boolean };

const asked = (field: CheckoutField, { payment = {}, billingSameAsShipping = true }: CheckoutChoices) =>
  !((payment.savedCardId !== undefined || payment.providerForm) && NEW_CARD_FIELDS.has(field)) &&
  !(billingSameAsShipping && (BILLING_FIELDS as readonly string[]).includes(field));

/** Every asked field's error (required unless optional, then its format); empty when the form is good. */
export function validateCheckout(
  values: CheckoutValues,
  now: Date,
  choices: CheckoutChoices = {},
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of FIELDS) {
    if (!asked(field, choices)) continue;
    const required = validateField(values[field], { optional: OPTIONAL.has(field) });
    const error = required ?? (values[field].trim() ? formatError(field, values, now) : null);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * The address to offer for a typed email ("Did you mean …?", the marketing normaliser's fix), unless the
 * shopper chose to keep exactly this value; null when there is nothing to offer.
 */
export const suggestedEmail = (email: string, kept: string | null): string | null =>
  email === kept ? null : emailSuggestion(email);

/** What the email field says under it while a suggestion stands unanswered. */
export const emailSuggestionMessage = (suggestion: string) => `Did you mean ${suggestion}?`;

/** An address of the body from the form's fields (`billing_` ones for the billing address). */
function addressOf(
  values: CheckoutValues,
  prefix: '' | 'billing_',
  names: { first_name: string; last_name: string },
) {
  const at = (f: AddressField) => values[`${prefix}${f}`].trim();
  return {
    first_name: names.first_name.trim(),
    last_name: names.last_name.trim(),
    address_line_1: at('address_line_1'),
    ...(at('address_line_2') ? { address_line_2: at('address_line_2') } : {}),
    city: at('city'),
    state_code: at('state_code'),
    zip_code: at('zip_code'),
    country_code: 'US',
    phone_number: values.phone.trim(),
  };
}

/** Who pays, for the payment provider's form (Stripe's billing details): the billing address and the contact. */
export function payerOf(values: CheckoutValues, billingSameAsShipping: boolean) {
  const a = billingSameAsShipping
    ? addressOf(values, '', values)
    : addressOf(values, 'billing_', {
        first_name: values.billing_first_name,
        last_name: values.billing_last_name,
      });
  return {
    name: `${a.first_name} ${a.last_name}`,
    email: values.email.trim(),
    phone: a.phone_number,
    address: {
      line1: a.address_line_1,
      ...(a.address_line_2 ? { line2: a.address_line_2 } : {}),
      city: a.city,
      state: a.state_code,
      postal_code: a.zip_code,
      country: 'US' as const,
    },
  };
}

/**
 * The request body, parsed by the domain's CheckoutBodySchema (the API parses it the same way). A new card is
 * sent as the test provider's token (decision 074): a card its rules refuse throws 400 CARD_INVALID here.
 */
export function checkoutBodyOf(
  values: CheckoutValues,
  idempotencyKey: string,
  choices: CheckoutChoices = {},
  now: Date = new Date(),
): CheckoutBody {
  const { payment = {}, billingSameAsShipping = true } = choices;
  const trim = (s: string) => s.trim();
  return CheckoutBodySchema.parse({
    contact: {
      email: trim(values.email),
      first_name: trim(values.first_name),
      last_name: trim(values.last_name),
      phone: trim(values.phone),
    },
    shippingAddress: addressOf(values, '', values),
    billingSameAsShipping,
    ...(billingSameAsShipping
      ? {}
      : {
          billingAddress: addressOf(values, 'billing_', {
            first_name: values.billing_first_name,
            last_name: values.billing_last_name,
          }),
        }),
    ...(payment.savedCardId !== undefined
      ? { savedCardId: payment.savedCardId }
      : {
          payment: {
            token:
              payment.token ??
              tokenizeTestCard(
                {
                  number: values.card_number.replace(/[\s-]/g, ''),
                  expMonth: values.exp_month,
                  expYear: values.exp_year,
                  cvc: trim(values.cvc),
                },
                now,
              ),
            ...(values.card_nickname.trim() ? { card_nickname: trim(values.card_nickname) } : {}),
          },
          ...(payment.saveCard ? { saveCard: true } : {}),
        }),
    idempotencyKey,
  });
}
