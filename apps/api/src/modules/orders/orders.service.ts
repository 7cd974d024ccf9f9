/** Orders as the confirmation page and conversion tracking read them. */
import {
  CartChildProductSchema,
  centsToDollars,
  OrderAddressSchema,
  orderStage,
  type Order,
} from '@shop/domain';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { createOrdersRepo, type OrderLineRow, type OrderRow, type OrdersRepo } from './orders.repo.js';

/** An order's row shapes, for the modules that read one through this service (checkout, account). */
export type { NewOrderLine, OrderRow } from './orders.repo.js';

const ChildItemsSchema = z.array(CartChildProductSchema);

export function toOrderDto(row: OrderRow, lines: readonly OrderLineRow[]): Order {
  const money = centsToDollars;
  return {
    order: {
      order_number: row.order_number,
      final_total: money(row.total_cents),
      email: row.email,
      status: orderStage(row.status, row.delivered_at, row.payment_due_at),
      created_at: row.created_at,
      is_dealer: row.is_dealer === 1,
      original_total: money(row.original_total_cents),
      discounts_total: money(row.discounts_total_cents),
      subtotal: money(row.subtotal_cents),
      shipping_total: money(row.shipping_cents),
      tax_total: money(row.tax_cents),
      tax_exempt: row.tax_exempt === 1,
      card_brand: row.card_brand,
      card_last4: row.card_last4,
    },
    lineItems: lines.map((l) => ({
      sku: l.sku,
      displayed_sku: l.displayed_sku,
      name: l.name,
      quantity: l.quantity,
      price: money(l.unit_price_cents),
      original_price: money(l.original_unit_cents),
      line_total: money(l.unit_price_cents * l.quantity),
      tax: money(l.tax_cents),
      is_pre_ordered_item: l.is_pre_ordered_item === 1,
      child_items: ChildItemsSchema.parse(JSON.parse(l.child_items)),
    })),
    billingAddress: OrderAddressSchema.parse(JSON.parse(row.billing_address)),
    shippingAddress: OrderAddressSchema.parse(JSON.parse(row.shipping_address)),
    customer: { first_name: row.first_name, last_name: row.last_name, primary_phone: row.phone },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(repo: OrdersRepo) {
  return {
    orderDto: async (row: OrderRow): Promise<Order> => toOrderDto(row, await repo.linesOf(row.id)),
    /** The order behind a confirmation token; any other token is a 404 (no hint whether it exists). */
    async byConfirmationToken(token: string): Promise<Order> {
      const row = await repo.findByConfirmationToken(token);
      if (!row) throw notFound('No order found for this confirmation');
      return toOrderDto(row, await repo.linesOf(row.id));
    },
  };
}

/**
 * The orders' reads and writes checkout makes through `ex`, the store or checkout's own transaction: the
 * placement takes stock, stores the order and empties the cart in one; the payment's webhook and the hold job
 * change an order awaiting payment together with their event (decision 069, Ports). Never opens a transaction.
 */
export function ordersIn(ex: Db) {
  const repo = createOrdersRepo(ex);
  return {
    findById: repo.findById,
    findByIdempotencyKey: repo.findByIdempotencyKey,
    insert: repo.insert,
    lockByPaymentReference: repo.lockByPaymentReference,
    overdueReferences: repo.overdueReferences,
    markPaymentReceived: repo.markPaymentReceived,
    cancelUnpaid: repo.cancelUnpaid,
    ...createOrdersService(repo),
  };
}
