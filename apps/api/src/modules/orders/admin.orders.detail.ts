/**
 * An order as the back office shows it (decision 049): lines, totals, addresses, payment, shipment, history (each
 * entry with who made it, named as the audit log names them).
 */
import {
  OrderAddressSchema,
  orderActions,
  refundableCents,
  shipmentInfoOf,
  type AdminOrder,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { createOrdersRepo } from './orders.repo.js';
import { actorsOf } from '../audit/admin.audit.js';
import { stageOf } from './admin.orders.changes.js';
import { createAdminOrdersRepo } from './admin.orders.repo.js';

export async function orderDetail(trx: Db, orderNumber: string): Promise<AdminOrder> {
  const orders = createOrdersRepo(trx);
  const o = await orders.findByNumber(orderNumber);
  if (!o) throw notFound('No order has this number');
  const [lines, events] = await Promise.all([orders.linesOf(o.id), createAdminOrdersRepo(trx).events(o.id)]);
  const placedBy = o.user_id === null ? 'guest' : `customer:${o.user_id}`;
  const actors = await actorsOf(trx, [placedBy, ...events.map((e) => e.actor)]);
  const stage = stageOf(o);
  return {
    order_number: o.order_number,
    created_at: o.created_at,
    email: o.email,
    name: `${o.first_name} ${o.last_name}`,
    first_name: o.first_name,
    last_name: o.last_name,
    phone: o.phone,
    stage,
    is_dealer: o.is_dealer === 1,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    total_cents: o.total_cents,
    refunded_cents: o.refunded_cents,
    refundable_cents: refundableCents(o.total_cents, o.refunded_cents),
    lines: lines.map((l) => ({
      position: l.position,
      sku: l.sku,
      displayed_sku: l.displayed_sku,
      name: l.name,
      quantity: l.quantity,
      unit_price_cents: l.unit_price_cents,
      line_total_cents: l.unit_price_cents * l.quantity,
      tax_cents: l.tax_cents,
      is_pre_ordered_item: l.is_pre_ordered_item === 1,
    })),
    totals: {
      original_cents: o.original_total_cents,
      discounts_cents: o.discounts_total_cents,
      subtotal_cents: o.subtotal_cents,
      shipping_cents: o.shipping_cents,
      tax_cents: o.tax_cents,
      shipping_tax_cents: o.shipping_tax_cents,
      refunded_tax_cents: o.refunded_tax_cents,
      tax_exempt: o.tax_exempt === 1,
      total_cents: o.total_cents,
    },
    shipping_address: OrderAddressSchema.parse(JSON.parse(o.shipping_address)),
    billing_address: OrderAddressSchema.parse(JSON.parse(o.billing_address)),
    payment: { card_brand: o.card_brand, card_last4: o.card_last4, reference: o.payment_reference },
    shipment: shipmentInfoOf(o),
    can: orderActions(stage, o.total_cents, o.refunded_cents),
    history: [
      {
        id: 0,
        action: 'placed',
        actor: placedBy,
        actor_detail: actors.get(placedBy)!,
        detail: {},
        created_at: o.created_at,
      },
      ...events.map((e) => ({
        ...e,
        actor_detail: actors.get(e.actor)!,
        detail: JSON.parse(e.detail) as Record<string, unknown>,
      })),
    ],
  };
}
