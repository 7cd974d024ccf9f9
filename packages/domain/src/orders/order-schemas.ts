/**
 * The back office's orders and returns contract (decision 049): the list's filters, an order's
 * detail with its history, and the bodies of its status changes and a return's steps. Money is in cents.
 */
import { z } from 'zod';
import { OrderAddressSchema } from '../checkout/schemas.js';
import { CARRIERS, ShipmentInfoSchema, TrackingNumberSchema } from '../checkout/shipment.js';
import { ReturnStatusSchema, RETURN_REASONS, type ReturnStatus } from '../account/schemas.js';
import { SHOP_TIME_ZONE, zoneFields } from '../dates/zone-time.js';
import { AuditActorSchema } from '../audit/audit.js';
import { OptionalCsrfSchema } from '../admin/fields.js';
import { ORDER_STAGES } from './orders.js';

export const OrderStageSchema = z.enum(ORDER_STAGES);

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC instant a New York day (YYYY-MM-DD) starts at; null for a day that does not exist. */
export function shopDayStart(ymd: string): Date | null {
  const m = YMD.exec(ymd);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  for (const offset of [4, 5]) {
    const at = new Date(Date.UTC(year, month - 1, day, offset));
    const f = zoneFields(at, SHOP_TIME_ZONE);
    if (f.year === year && f.month === month && f.day === day && f.hour === 0) return at;
  }
  return null;
}

/** The UTC instant a New York day (YYYY-MM-DD) ends at: the next day's start (days are 23 to 25 hours). */
export function shopDayEnd(ymd: string): Date | null {
  const start = shopDayStart(ymd);
  if (!start) return null;
  const next = new Date(
    Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10)) + 1),
  );
  return shopDayStart(next.toISOString().slice(0, 10));
}

const ShopDaySchema = z
  .string()
  .trim()
  .refine((v) => shopDayStart(v) !== null, 'Use a date as YYYY-MM-DD');

/** An order number as typed: 'SA-000012', 'sa-12' or '12' all name order SA-000012. */
const OrderNumberQuerySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(SA-)?\d{1,12}$/, 'Use an order number like SA-000012')
  .transform(
    (v) =>
      `SA-${v
        .replace(/^SA-/, '')
        .replace(/^0+(?=\d)/, '')
        .padStart(6, '0')}`,
  );

export const AdminOrderListQuerySchema = z
  .strictObject({
    status: OrderStageSchema.optional(),
    /** Placed on or after this New York day. */
    from: ShopDaySchema.optional(),
    /** Placed on or before this New York day. */
    to: ShopDaySchema.optional(),
    /** The buyer's whole address, any case. */
    email: z.string().trim().toLowerCase().min(3).max(254).optional(),
    order: OrderNumberQuerySchema.optional(),
    channel: z.enum(['dealer', 'retail']).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The end comes before the start',
    path: ['to'],
  });
export type AdminOrderListQuery = z.output<typeof AdminOrderListQuerySchema>;

export const AdminOrderRowSchema = z.object({
  order_number: z.string(),
  created_at: z.string(),
  email: z.string(),
  name: z.string(),
  stage: OrderStageSchema,
  is_dealer: z.boolean(),
  item_count: z.number().int(),
  total_cents: z.number().int(),
  refunded_cents: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const AdminOrderLineSchema = z.object({
  position: z.number().int(),
  sku: z.string(),
  displayed_sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  line_total_cents: z.number().int(),
  tax_cents: z.number().int(),
  is_pre_ordered_item: z.boolean(),
});

/**
 * One entry of an order's history: what changed, who did it and when. `actor` as stored ('user:12',
 * 'api-key:3', 'customer:7', 'guest'); `actor_detail` names an administrator or key as the audit log does
 * (kind 'other' for the shopper or a guest checkout).
 */
export const OrderEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string(),
  actor_detail: AuditActorSchema,
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

export const AdminOrderSchema = AdminOrderRowSchema.extend({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  lines: z.array(AdminOrderLineSchema),
  totals: z.object({
    original_cents: z.number().int(),
    discounts_cents: z.number().int(),
    subtotal_cents: z.number().int(),
    shipping_cents: z.number().int(),
    tax_cents: z.number().int(),
    /** Of the tax: the part charged on shipping. */
    shipping_tax_cents: z.number().int(),
    /** Of what was refunded: the tax given back. */
    refunded_tax_cents: z.number().int(),
    tax_exempt: z.boolean(),
    total_cents: z.number().int(),
  }),
  shipping_address: OrderAddressSchema,
  billing_address: OrderAddressSchema,
  payment: z.object({ card_brand: z.string(), card_last4: z.string(), reference: z.string() }),
  shipment: ShipmentInfoSchema.nullable(),
  refundable_cents: z.number().int(),
  /** What may happen next (the domain's rules at the order's stage). */
  can: z.object({ ship: z.boolean(), deliver: z.boolean(), cancel: z.boolean(), refund: z.boolean() }),
  history: z.array(OrderEventSchema),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrderParamSchema = z.object({
  orderNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^SA-\d{6,12}$/, 'Unknown order'),
});

export const ShipOrderBodySchema = z.strictObject({
  carrier: z.enum(CARRIERS, 'Choose a carrier'),
  trackingNumber: TrackingNumberSchema,
  csrfToken: OptionalCsrfSchema,
});

const NoteSchema = z.string().trim().min(1, 'Required').max(1000);

export const CancelOrderBodySchema = z.strictObject({
  reason: NoteSchema,
  csrfToken: OptionalCsrfSchema,
});

export const RefundOrderBodySchema = z.strictObject({
  amountCents: z.number().int('Use whole cents').positive('Refund more than nothing').max(100_000_000),
  reason: NoteSchema,
  csrfToken: OptionalCsrfSchema,
});

// ---------------------------------------------------------------- returns

/** The returns still waiting on the shop (an answer, the item, the refund): what the back office opens on. */
export const OPEN_RETURN_STATUSES = [
  'requested',
  'approved',
  'received',
] as const satisfies readonly ReturnStatus[];

/** The returns list's status filter: one status, or `open` (OPEN_RETURN_STATUSES). */
export const AdminReturnFilterSchema = z.enum([...ReturnStatusSchema.options, 'open']);
export type AdminReturnFilter = z.infer<typeof AdminReturnFilterSchema>;

export const AdminReturnListQuerySchema = z.strictObject({
  status: AdminReturnFilterSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const AdminReturnSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  email: z.string(),
  name: z.string(),
  sku: z.string(),
  item: z.string(),
  quantity: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  /** What the shopper wrote. */
  shopper_note: z.string().nullable(),
  status: ReturnStatusSchema,
  /** What the shop wrote when it approved or refused (it is in the shopper's mail). */
  decision_note: z.string().nullable(),
  resellable: z.boolean().nullable(),
  /** Units that went back to the warehouses when it was received as resellable (restockOf); null before. */
  restocked_units: z.number().int().nullable(),
  refunded_cents: z.number().int().nullable(),
  /** The price paid for the returned units: what a refund gives back unless told otherwise. */
  value_cents: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminReturn = z.infer<typeof AdminReturnSchema>;

export const AdminReturnListSchema = z.object({
  returns: z.array(AdminReturnSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReturnList = z.infer<typeof AdminReturnListSchema>;

export const ReturnDecisionBodySchema = z.strictObject({
  note: NoteSchema,
  csrfToken: OptionalCsrfSchema,
});

export const ReceiveReturnBodySchema = z.strictObject({
  resellable: z.boolean('Say whether the item can be sold again'),
  csrfToken: OptionalCsrfSchema,
});

export const RefundReturnBodySchema = z.strictObject({
  /** Cents to refund; the returned units' price when left out. */
  amountCents: z
    .number()
    .int('Use whole cents')
    .positive('Refund more than nothing')
    .max(100_000_000)
    .optional(),
  csrfToken: OptionalCsrfSchema,
});
