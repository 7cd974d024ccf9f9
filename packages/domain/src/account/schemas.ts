/**
 * The account contract (/api/account/...) and the dealer quick order (/api/dealers/...): profile,
 * addresses, order history, saved cards, returns. Money is dollars with 2 decimals. Objects strip
 * unknown keys (a `role` sent with a profile change is dropped).
 */
import { z } from 'zod';
import { CartQuantitySchema, CartSkuSchema } from '../cart/schemas.js';
import {
  AddressInputSchema,
  ExpMonthSchema,
  ExpYearSchema,
  OrderAddressSchema,
  OrderSchema,
  OrderStatusSchema,
  PaymentTokenSchema,
  UsPhoneSchema,
} from '../checkout/schemas.js';
import { luhnValid, normalizeCardNumber } from '../checkout/card.js';
import { ShipmentInfoSchema } from '../checkout/shipment.js';
import { cardBrandFromNumber } from '../shared/constants.js';
import { PersonNameSchema } from '../shared/person-name.js';
import { ConsentFlagSchema, SessionAddressSchema } from '../auth/schemas.js';

export const IdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

// ---------------------------------------------------------------- profile

export const ProfileSchema = z.object({
  account_id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  primary_phone: z.string().nullable(),
  email_consent: ConsentFlagSchema,
  sms_consent: ConsentFlagSchema,
  role: z.number().int(),
  isDealer: z.boolean(),
  address: SessionAddressSchema.nullable(),
  created_at: z.string(),
  /** Ours (decision 042): whether the owner opened a verification (or reset) link sent to the address. */
  email_verified: z.boolean(),
  /**
   * Ours (decision 055): whether this is the account's first visit, the session of its first sign-in since it was
   * registered (the dashboard says 'Welcome, Bob.' then, 'Welcome back, Bob.' after).
   */
  first_visit: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** PATCH /api/account/profile: names, phone, consents. Never role, dealer flag or email. */
export const UpdateProfileBodySchema = z.object({
  first_name: PersonNameSchema.optional(),
  last_name: PersonNameSchema.optional(),
  /** A 10-digit US phone, or null to remove it. */
  primary_phone: UsPhoneSchema.nullable().optional(),
  email_consent: ConsentFlagSchema.optional(),
  sms_consent: ConsentFlagSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

// ---------------------------------------------------------------- addresses

export const MAX_ADDRESSES = 20;

/** A saved address: an order's address fields plus an id and the default marker. */
export const AddressSchema = OrderAddressSchema.extend({ id: z.number().int(), is_default: z.boolean() });
export type Address = z.infer<typeof AddressSchema>;

export const AddressBodySchema = AddressInputSchema.extend({ is_default: z.boolean().optional() });
export type AddressBody = z.infer<typeof AddressBodySchema>;
/** The body as a client sends it (a state code in any case, before the schema upper-cases it). */
export type AddressBodyInput = z.input<typeof AddressBodySchema>;
export const UpdateAddressBodySchema = AddressBodySchema.partial();
export type UpdateAddressBody = z.infer<typeof UpdateAddressBodySchema>;

export const AddressListResponseSchema = z.object({ addresses: z.array(AddressSchema) });

// ---------------------------------------------------------------- saved cards

export const MAX_SAVED_CARDS = 10;

export const CardBrandSchema = z.enum(['visa', 'amex', 'discover', 'mastercard']);

/** The spec's saved card: only brand, last 4, expiry, nickname and the default marker. */
export const SavedCardSchema = z.object({
  id: z.number().int(),
  card_brand: CardBrandSchema,
  /** Last 4 digits only. */
  card_no: z.string().regex(/^\d{4}$/),
  exp_month: z.string(),
  exp_year: z.string(),
  card_nickname: z.string().nullable(),
  /** 1 is the default card. */
  is_default_card: ConsentFlagSchema,
  updated_at: z.string(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;

export const SavedCardListResponseSchema = z.object({ cards: z.array(SavedCardSchema) });

const NicknameSchema = z.string().trim().max(50).nullable().optional();

/**
 * The account's add-card form (the browser only): the number is checked here, then turned into the payment
 * provider's token (decision 074), which is all POST /api/account/cards receives.
 */
export const AddCardFormSchema = z.object({
  card_number: z
    .string()
    .max(30)
    .refine((v) => luhnValid(v), { message: 'Enter a valid card number' })
    .refine((v) => cardBrandFromNumber(normalizeCardNumber(v)) !== null, {
      message: 'We accept American Express, Visa, Mastercard and Discover.',
    }),
  exp_month: ExpMonthSchema,
  exp_year: ExpYearSchema,
  card_nickname: NicknameSchema,
  is_default_card: z.boolean().optional(),
});

/**
 * POST /api/account/cards: the provider's token of the card; the server keeps the provider's reference, brand,
 * last 4 and expiry it reads from the provider (the expiry checked against the server clock).
 */
export const AddCardBodySchema = z.object({
  token: PaymentTokenSchema,
  card_nickname: NicknameSchema,
  is_default_card: z.boolean().optional(),
});
export type AddCardBody = z.infer<typeof AddCardBodySchema>;
export type AddCardBodyInput = z.input<typeof AddCardBodySchema>;

/**
 * POST /api/account/cards answered 202 (Stripe, decision 074): the shopper's bank asks them to confirm the card
 * (3-D Secure). The browser shows the bank's challenge with `client_secret`, then sends `setup` to
 * POST /api/account/cards/confirm, which saves the card once the bank confirmed it.
 */
export const CardSetupPendingSchema = z.object({
  next_action: z.object({ type: z.literal('confirm_setup'), client_secret: z.string() }),
  setup: z.string(),
});
export type CardSetupPending = z.infer<typeof CardSetupPendingSchema>;

/** POST /api/account/cards/confirm: the setup the bank confirmed, and the card's nickname and default marker. */
export const ConfirmCardBodySchema = z.object({
  setup: z.string().regex(/^[A-Za-z0-9_]{8,255}$/, 'Send the card setup to confirm'),
  card_nickname: NicknameSchema,
  is_default_card: z.boolean().optional(),
});
export type ConfirmCardBody = z.infer<typeof ConfirmCardBodySchema>;

/** PATCH /api/account/cards/{id}: nickname, default marker, expiry. */
export const UpdateCardBodySchema = z.object({
  card_nickname: NicknameSchema,
  is_default_card: z.boolean().optional(),
  exp_month: ExpMonthSchema.optional(),
  exp_year: ExpYearSchema.optional(),
});
export type UpdateCardBody = z.infer<typeof UpdateCardBodySchema>;

export const CARD_DELETE_CONFIRMATION = 'Are you sure you want to delete this credit card?';

// ---------------------------------------------------------------- orders

export const AccountOrderSummarySchema = z.object({
  order_number: z.string(),
  created_at: z.string(),
  /** created_at as a short date in America/New_York ('Mar 9, 2026'). */
  date: z.string(),
  status: OrderStatusSchema,
  final_total: z.number(),
  item_count: z.number().int(),
  is_dealer: z.boolean(),
  /** The order takes return requests now (shipped, and not 30 days past delivery; returns.ts). */
  returnable: z.boolean(),
});
export type AccountOrderSummary = z.infer<typeof AccountOrderSummarySchema>;

export const AccountOrdersResponseSchema = z.object({
  orders: z.array(AccountOrderSummarySchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AccountOrdersResponse = z.infer<typeof AccountOrdersResponseSchema>;

/** An order line's id for returns: the order number and the 1-based line number ('SA-000012-1'). */
export const OrderLineIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^SA-\d{6,12}-\d{1,3}$/, 'Unknown order line');

export const ReturnIneligibleReasonSchema = z.enum([
  'NOT_SHIPPED',
  'ORDER_NOT_RETURNABLE',
  'WINDOW_CLOSED',
  'ALREADY_RETURNED',
]);

export const AccountOrderLineReturnSchema = z.object({
  order_line_id: z.string(),
  sku: z.string(),
  eligible: z.boolean(),
  returnable_quantity: z.number().int(),
  window_ends_at: z.string().nullable(),
  reason: ReturnIneligibleReasonSchema.nullable(),
});

/** GET /api/account/orders/{orderNumber}: the order plus, per line, its id and return eligibility. */
export const AccountOrderDetailSchema = OrderSchema.extend({
  date: z.string(),
  /** Carrier, tracking number and tracking link once shipped; null before. */
  shipment: ShipmentInfoSchema.nullable(),
  returns: z.array(AccountOrderLineReturnSchema),
});
export type AccountOrderDetail = z.infer<typeof AccountOrderDetailSchema>;

export const OrderNumberParamSchema = z.object({
  orderNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^SA-\d{6,12}$/, 'Unknown order'),
});

// ---------------------------------------------------------------- returns

export const RETURN_REASONS = [
  'defective',
  'wrong_item',
  'not_compatible',
  'not_as_described',
  'no_longer_needed',
  'other',
] as const;
export const ReturnReasonSchema = z.enum(RETURN_REASONS);
export type ReturnReason = z.infer<typeof ReturnReasonSchema>;

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  defective: 'Defective or damaged',
  wrong_item: 'Wrong item received',
  not_compatible: 'Not compatible with my vehicle',
  not_as_described: 'Not as described',
  no_longer_needed: 'No longer needed',
  other: 'Other',
};

export const ReturnStatusSchema = z.enum(['requested', 'approved', 'received', 'refunded', 'rejected']);
export type ReturnStatus = z.infer<typeof ReturnStatusSchema>;

/** A return request's fields: the account's request and the guest order page's (guest-orders.ts) share them. */
export const ReturnRequestFieldsSchema = z.object({
  order_line_id: OrderLineIdSchema,
  quantity: CartQuantitySchema,
  reason: ReturnReasonSchema,
  note: z.string().trim().max(1000).optional(),
});

/** A note is required when the reason is 'other'. */
export const requireNoteForOther = (
  body: { reason: ReturnReason; note?: string | undefined },
  ctx: z.RefinementCtx,
): void => {
  if (body.reason === 'other' && !body.note)
    ctx.addIssue({ code: 'custom', path: ['note'], message: 'Tell us why you are returning it' });
};

/** POST /api/account/returns. A note is required when the reason is 'other'. */
export const ReturnRequestBodySchema = ReturnRequestFieldsSchema.superRefine(requireNoteForOther);
export type ReturnRequestBody = z.infer<typeof ReturnRequestBodySchema>;

export const ReturnSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  order_line_id: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  reason: ReturnReasonSchema,
  note: z.string().nullable(),
  status: ReturnStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Return = z.infer<typeof ReturnSchema>;

export const ReturnListResponseSchema = z.object({ returns: z.array(ReturnSchema) });

// ---------------------------------------------------------------- dealers

export const DealerQuickOrderQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const DEALER_QUICK_ORDER_PAGE_SIZE = 50;

export const DealerQuickOrderRowSchema = z.object({
  sku: z.string(),
  displayed_sku: z.string(),
  name: z.string(),
  path: z.string(),
  price_dealer: z.number(),
  price_map: z.number(),
  tpa_wh: z.number().int(),
  lv_wh: z.number().int(),
  /** The cart's stock wording ('In Stock', 'In Stock (Only N Remaining)', 'Sold Out', ...). */
  stock: z.string(),
  purchasable: z.boolean(),
  /** Units of this sku in the dealer's cart (0 when none): the in-cart marker. */
  in_cart: z.number().int(),
});
export type DealerQuickOrderRow = z.infer<typeof DealerQuickOrderRowSchema>;

export const DealerQuickOrderResponseSchema = z.object({
  rows: z.array(DealerQuickOrderRowSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DealerQuickOrderResponse = z.infer<typeof DealerQuickOrderResponseSchema>;

/** POST /api/dealers/quick-order: many lines added at once (existing lines add up, capped at 1000). */
export const DealerAddLinesBodySchema = z.object({
  items: z
    .array(z.object({ sku: CartSkuSchema, quantity: CartQuantitySchema }))
    .min(1)
    .max(100),
});
export type DealerAddLinesBody = z.infer<typeof DealerAddLinesBodySchema>;
