/**
 * The checkout contract (spec sections 3, 5 and 7): the checkout request the API parses and the web
 * checkout form validates with, the order it answers with (shaped as the spec's "Order for conversion
 * tracking"), the checkout-event and cookie-clearing bodies. Money in DTOs is dollars with 2 decimals.
 * A new card arrives as a payment token (decision 074): the browser checked it with ./card's `checkCard`.
 */
import { z } from 'zod';
import { CART_SKU_MAX_LENGTH, CartChildProductSchema, CartQuantitySchema } from '../cart/schemas.js';
import { PersonNameSchema } from '../shared/person-name.js';
import { ORDER_STAGES } from '../orders/orders.js';
import { StateCodeSchema } from '../shared/us-states.js';

const text = (max: number) => z.string().trim().min(1, 'Required').max(max);

/** A US phone number: after removing non-digits and a leading 1, exactly 10 digits. */
export const UsPhoneSchema = z
  .string()
  .trim()
  .max(30)
  .refine((value) => /^\d{10}$/.test(value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')), {
    message: 'Enter a 10-digit US phone number',
  });

export const CheckoutEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid email address'));

export const ContactSchema = z.object({
  email: CheckoutEmailSchema,
  first_name: PersonNameSchema,
  last_name: PersonNameSchema,
  phone: UsPhoneSchema,
});

/** ZIP: 5 digits or ZIP+4. */
export const ZipCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code (or ZIP+4)');

export const AddressInputSchema = z.object({
  first_name: PersonNameSchema,
  last_name: PersonNameSchema,
  address_line_1: text(120),
  address_line_2: z.string().trim().max(120).optional(),
  city: text(80),
  state_code: StateCodeSchema,
  zip_code: ZipCodeSchema,
  country_code: z.literal('US'),
  phone_number: UsPhoneSchema,
});

export const ExpMonthSchema = z.string().regex(/^(0[1-9]|1[0-2])$/, 'Month 01 to 12');
export const ExpYearSchema = z.string().regex(/^\d{4}$/, 'Year as YYYY');

/**
 * A payment token: what the payment provider's browser code made of the card (decision 074). The card number
 * and security code never reach the shop's server: the test provider's token is `testCardToken`'s, Stripe's a
 * confirmation token (`ctoken_…`).
 */
export const PaymentTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_]{8,255}$/, 'Send the payment token the card was turned into');

export const PaymentInputSchema = z.object({
  token: PaymentTokenSchema,
  card_nickname: z.string().trim().max(50).optional(),
});

/** A retried submit sends the same key and gets the same order back. */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey must be 16 to 64 letters, digits, - or _');

/** POST /api/checkout-v3/checkout. The cart comes from the cart token, not from the body. */
export const CheckoutBodySchema = z
  .object({
    contact: ContactSchema,
    shippingAddress: AddressInputSchema,
    billingSameAsShipping: z.boolean(),
    billingAddress: AddressInputSchema.optional(),
    /** A new card. Exactly one of `payment` and `savedCardId` is required. */
    payment: PaymentInputSchema.optional(),
    /** Pay with a saved card of the signed-in account (GET /api/account/cards). */
    savedCardId: z.number().int().positive().optional(),
    /** Signed in and paying with a new card: keep its brand, last 4, expiry and nickname as a saved card. */
    saveCard: z.boolean().optional(),
    idempotencyKey: IdempotencyKeySchema,
  })
  .superRefine((body, ctx) => {
    if ((body.payment === undefined) === (body.savedCardId === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment'],
        message: 'Send either a card (payment) or a saved card (savedCardId)',
      });
    }
    if (!body.billingSameAsShipping && body.billingAddress === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['billingAddress'],
        message: 'Required when billing differs from shipping',
      });
    }
  });
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;
export type CheckoutBodyInput = z.input<typeof CheckoutBodySchema>;

/** An address as the order shows it (the spec's billingAddress / shippingAddress fields). */
export const OrderAddressSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state_code: z.string(),
  zip_code: z.string(),
  country_code: z.string(),
  phone_number: z.string(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const OrderCustomerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  primary_phone: z.string(),
});

export const OrderLineSchema = z.object({
  sku: z.string(),
  displayed_sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** Unit price charged, dollars. */
  price: z.number(),
  /** Unit price before discounts, dollars. */
  original_price: z.number(),
  line_total: z.number(),
  /** The line's sales tax, dollars. */
  tax: z.number(),
  is_pre_ordered_item: z.boolean(),
  child_items: z.array(CartChildProductSchema),
});

/** An order's status as shown: its stage (orders/orders.ts), the one list of them. */
export const OrderStatusSchema = z.enum(ORDER_STAGES);

export const OrderSummarySchema = z.object({
  order_number: z.string(),
  /** What was charged: subtotal + shipping + tax, dollars. */
  final_total: z.number(),
  email: z.string(),
  status: OrderStatusSchema,
  created_at: z.string(),
  is_dealer: z.boolean(),
  original_total: z.number(),
  discounts_total: z.number(),
  subtotal: z.number(),
  shipping_total: z.number(),
  /** The sales tax charged on the lines and shipping, dollars (decision 075). */
  tax_total: z.number(),
  /** No tax: the buyer had a resale certificate on file. */
  tax_exempt: z.boolean(),
  card_brand: z.enum(['amex', 'visa', 'mastercard', 'discover']),
  card_last4: z.string(),
});

/** An order, shaped as the spec's "Order for conversion tracking" plus what the confirmation page shows. */
export const OrderSchema = z.object({
  order: OrderSummarySchema,
  lineItems: z.array(OrderLineSchema),
  billingAddress: OrderAddressSchema,
  shippingAddress: OrderAddressSchema,
  customer: OrderCustomerSchema,
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * What the browser still has to do for the payment (decision 074): the shopper's bank asked for a confirmation
 * (3-D Secure), which the provider's browser library shows with `client_secret`; the order waits for it.
 */
export const PaymentNextActionSchema = z.object({
  type: z.literal('confirm_payment'),
  client_secret: z.string(),
});

/** The checkout answer: the order and the token that opens GET /api/orders/confirmation/{token}. */
export const CheckoutResponseSchema = OrderSchema.extend({
  status: z.literal('success'),
  confirmation_token: z.string(),
  /** Present while the order is awaiting payment: what the browser does next. */
  next_action: PaymentNextActionSchema.optional(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

const IgnoredNumber = z.number().nullable().optional();

/** POST /api/checkout-v4/save-checkout-event (sent when proceeding to checkout). */
export const SaveCheckoutEventBodySchema = z.object({
  serverOrClient: z.enum(['server', 'client']),
  eventName: z.literal('go_to_checkout_button_clicked'),
  accountId: z
    .union([z.number().int().nonnegative(), z.string().max(64)])
    .nullable()
    .optional(),
  customerEmail: z.string().trim().max(254).nullable().optional(),
  cartToken: z.string().max(200).nullable().optional(),
  lineItems: z
    .array(
      z.object({
        sku: z.string().trim().min(1).max(CART_SKU_MAX_LENGTH),
        price: IgnoredNumber,
        quantity: CartQuantitySchema,
        price_map: IgnoredNumber,
        price_msrp: IgnoredNumber,
      }),
    )
    .max(200),
});
export type SaveCheckoutEventBody = z.infer<typeof SaveCheckoutEventBodySchema>;

export const StatusSuccessSchema = z.object({ status: z.literal('success') });

/** The cookies DELETE /api/cookies may clear (spec section 9); any other name is ignored. */
export const CLEARABLE_COOKIE_NAMES = [
  'sa_visitor',
  'sa_cart_token',
  'sa_checkout_token',
  'sa_attribution_id',
  'sa_invoice_token',
] as const;

export const DeleteCookiesBodySchema = z.object({
  cookieNames: z.array(z.string().max(100)).max(50),
});

export const DeleteCookiesResponseSchema = z.object({ cleared: z.array(z.enum(CLEARABLE_COOKIE_NAMES)) });
export type DeleteCookiesResponse = z.infer<typeof DeleteCookiesResponseSchema>;

/**
 * The payment providers a shop can be configured with (PAYMENT_PROVIDER, decisions 070 and 074). `test` takes
 * no money: public test cards are approved or declined, nothing is charged. `stripe` takes it through Stripe.
 */
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export const PaymentProviderNameSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderNameSchema>;

/** GET /api/checkout-v3/payment: how checkout takes payment; `test_shop` when no money is taken. */
export const CheckoutPaymentSchema = z.object({
  provider: PaymentProviderNameSchema,
  test_shop: z.boolean(),
  /** Stripe's publishable key, for its browser library (public by design); absent with the test provider. */
  publishable_key: z.string().optional(),
});
export type CheckoutPayment = z.infer<typeof CheckoutPaymentSchema>;
