/**
 * /api/admin/orders and /api/admin/returns (decision 049): the order list and detail, the status
 * changes (ship, deliver, cancel, refund) and the returns queue (approve, refuse, receive, refund). Reads take
 * orders:read, writes orders:write; the route table's scope is both the OpenAPI document's and the guard's.
 */
import {
  AdminCsrfBodySchema,
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  AdminOrderParamSchema,
  AdminOrderSchema,
  AdminReturnListQuerySchema,
  AdminReturnListSchema,
  AdminReturnSchema,
  CancelOrderBodySchema,
  IdParamSchema,
  ReceiveReturnBodySchema,
  RefundOrderBodySchema,
  RefundReturnBodySchema,
  ReturnDecisionBodySchema,
  ShipOrderBodySchema,
} from '@shop/domain';
import { Router } from 'express';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminGuard } from '../admin/admin.auth.js';
import { createAdminOrders, type AdminOrdersDeps } from './admin.orders.js';
import {
  adminGuarded as guarded,
  adminInvalid as invalid,
  adminWrites as writes,
} from '../admin/admin.refusals.js';
import { createAdminReturns } from './admin.returns.js';

const noOrder = { 404: fails('No such order (NOT_FOUND)') };
const noReturn = { 404: fails('No such return (NOT_FOUND)') };
const stageConflict = { 409: fails('The order is not at a stage that allows this (ORDER_STATUS_CONFLICT)') };
const refundRefused = {
  409: fails(
    'The order takes no refund (ORDER_STATUS_CONFLICT), or the amount is more than is left of what was paid (REFUND_EXCEEDS_PAID)',
  ),
  502: fails('The payment provider did not take the refund; nothing changed (PAYMENT_PROVIDER_FAILED)'),
};
const returnConflict = {
  409: fails('The return is not at a step that allows this (RETURN_STATUS_CONFLICT)'),
};
const Order = component('AdminOrder', AdminOrderSchema);
const Return = component('AdminReturn', AdminReturnSchema);
const Decision = component('ReturnDecisionBody', ReturnDecisionBodySchema);

export const adminOrdersTable = defineRoutes('/api', 'admin', {
  orders: {
    method: 'get',
    path: '/admin/orders',
    security: { scope: 'orders:read' },
    summary:
      'Orders, newest first, filtered by status, New York days (from, to), email, order number and dealer or retail; 50 a page',
    query: AdminOrderListQuerySchema,
    errors: [],
    responses: {
      200: reply('Orders', component('AdminOrderList', AdminOrderListSchema)),
      ...invalid,
      ...guarded,
    },
  },
  order: {
    method: 'get',
    path: '/admin/orders/:orderNumber',
    security: { scope: 'orders:read' },
    summary:
      'One order: lines, totals, both addresses, payment reference, shipment, refunds left and its history',
    params: AdminOrderParamSchema,
    errors: ['NOT_FOUND'],
    responses: { 200: reply('The order', Order), ...noOrder, ...invalid, ...guarded },
  },
  shipOrder: {
    method: 'post',
    path: '/admin/orders/:orderNumber/ship',
    security: { scope: 'orders:write' },
    summary:
      'A paid order ships with its carrier and tracking number; the buyer is mailed the tracking link; audited',
    params: AdminOrderParamSchema,
    body: component('ShipOrderBody', ShipOrderBodySchema),
    errors: ['NOT_FOUND', 'ORDER_NOT_SHIPPABLE'],
    responses: {
      200: reply('Shipped', Order),
      409: fails('Only a paid order ships (ORDER_NOT_SHIPPABLE)'),
      ...noOrder,
      ...writes,
    },
  },
  deliverOrder: {
    method: 'post',
    path: '/admin/orders/:orderNumber/deliver',
    security: { scope: 'orders:write' },
    summary: 'A shipped order is delivered; the buyer is mailed; audited',
    params: AdminOrderParamSchema,
    body: component('AdminCsrfBody', AdminCsrfBodySchema),
    errors: ['NOT_FOUND', 'ORDER_STATUS_CONFLICT'],
    responses: { 200: reply('Delivered', Order), ...stageConflict, ...noOrder, ...writes },
  },
  cancelOrder: {
    method: 'post',
    path: '/admin/orders/:orderNumber/cancel',
    security: { scope: 'orders:write' },
    summary:
      'Cancel an order not yet shipped: its stock goes back and what is left of the payment is refunded in full; the buyer is mailed the reason; audited',
    params: AdminOrderParamSchema,
    body: component('CancelOrderBody', CancelOrderBodySchema),
    errors: ['NOT_FOUND', 'PAYMENT_PROVIDER_FAILED', 'ORDER_STATUS_CONFLICT'],
    responses: { 200: reply('Cancelled', Order), ...refundRefused, ...stageConflict, ...noOrder, ...writes },
  },
  refundOrder: {
    method: 'post',
    path: '/admin/orders/:orderNumber/refunds',
    security: { scope: 'orders:write' },
    summary:
      'Refund part or all of what is left of the payment through the payment provider (the sum of refunds never passes what was paid); the buyer is mailed; audited',
    params: AdminOrderParamSchema,
    body: component('RefundOrderBody', RefundOrderBodySchema),
    errors: [
      'NOT_FOUND',
      'PAYMENT_PROVIDER_FAILED',
      'ORDER_STATUS_CONFLICT',
      'REFUND_EXCEEDS_PAID',
      'REFUND_AMOUNT_INVALID',
    ],
    responses: { 200: reply('Refunded', Order), ...refundRefused, ...noOrder, ...writes },
  },
  returns: {
    method: 'get',
    path: '/admin/returns',
    security: { scope: 'orders:read' },
    summary: "The shoppers' return requests, oldest first, by status; 50 a page",
    query: AdminReturnListQuerySchema,
    errors: [],
    responses: {
      200: reply('Returns', component('AdminReturnList', AdminReturnListSchema)),
      ...invalid,
      ...guarded,
    },
  },
  approveReturn: {
    method: 'post',
    path: '/admin/returns/:id/approve',
    security: { scope: 'orders:write' },
    summary: "Approve a requested return; the note is in the shopper's mail; audited",
    params: IdParamSchema,
    body: Decision,
    errors: ['NOT_FOUND', 'RETURN_STATUS_CONFLICT'],
    responses: { 200: reply('Approved', Return), ...returnConflict, ...noReturn, ...writes },
  },
  rejectReturn: {
    method: 'post',
    path: '/admin/returns/:id/reject',
    security: { scope: 'orders:write' },
    summary: "Refuse a return before it arrives; the note is in the shopper's mail; audited",
    params: IdParamSchema,
    body: Decision,
    errors: ['NOT_FOUND', 'RETURN_STATUS_CONFLICT'],
    responses: { 200: reply('Refused', Return), ...returnConflict, ...noReturn, ...writes },
  },
  receiveReturn: {
    method: 'post',
    path: '/admin/returns/:id/receive',
    security: { scope: 'orders:write' },
    summary:
      'An approved return arrived; a resellable item goes back to stock; the shopper is mailed; audited',
    params: IdParamSchema,
    body: component('ReceiveReturnBody', ReceiveReturnBodySchema),
    errors: ['NOT_FOUND', 'RETURN_STATUS_CONFLICT'],
    responses: { 200: reply('Received', Return), ...returnConflict, ...noReturn, ...writes },
  },
  refundReturn: {
    method: 'post',
    path: '/admin/returns/:id/refund',
    security: { scope: 'orders:write' },
    summary:
      "Refund a received return through its order's refund path (the returned units' price unless amountCents says otherwise; never more than is left); the shopper is mailed; audited",
    params: IdParamSchema,
    body: component('RefundReturnBody', RefundReturnBodySchema),
    errors: [
      'NOT_FOUND',
      'PAYMENT_PROVIDER_FAILED',
      'ORDER_STATUS_CONFLICT',
      'RETURN_STATUS_CONFLICT',
      'REFUND_EXCEEDS_PAID',
      'REFUND_AMOUNT_INVALID',
    ],
    responses: { 200: reply('Refunded', Return), ...refundRefused, ...noReturn, ...writes },
  },
});

export function adminOrdersRoutes(opts: AdminOrdersDeps & { guard: AdminGuard }): Router {
  const orders = createAdminOrders(opts);
  const returns = createAdminReturns(opts);
  const guardOf = guardsOf(adminOrdersTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };

  return mountRoutes(Router(), adminOrdersTable, {
    orders: {
      before: guardOf('orders'),
      handle: async (_req, res, { query }) => void res.set(noStore).json(await orders.list(query)),
    },
    order: {
      before: guardOf('order'),
      handle: async (_req, res, { params }) =>
        void res.set(noStore).json(await orders.get(params.orderNumber)),
    },
    shipOrder: {
      before: guardOf('shipOrder'),
      handle: async (_req, res, { params, body }) =>
        void res.set(noStore).json(await orders.ship(params.orderNumber, body, adminActorOf(res))),
    },
    deliverOrder: {
      before: guardOf('deliverOrder'),
      handle: async (_req, res, { params }) =>
        void res.set(noStore).json(await orders.deliver(params.orderNumber, adminActorOf(res))),
    },
    cancelOrder: {
      before: guardOf('cancelOrder'),
      handle: async (_req, res, { params, body }) =>
        void res.set(noStore).json(await orders.cancel(params.orderNumber, body.reason, adminActorOf(res))),
    },
    refundOrder: {
      before: guardOf('refundOrder'),
      handle: async (_req, res, { params, body }) =>
        void res
          .set(noStore)
          .json(await orders.refund(params.orderNumber, body.amountCents, body.reason, adminActorOf(res))),
    },
    returns: {
      before: guardOf('returns'),
      handle: async (_req, res, { query }) => void res.set(noStore).json(await returns.list(query)),
    },
    approveReturn: {
      before: guardOf('approveReturn'),
      handle: async (_req, res, { params, body }) =>
        void res.set(noStore).json(await returns.approve(params.id, body.note, adminActorOf(res))),
    },
    rejectReturn: {
      before: guardOf('rejectReturn'),
      handle: async (_req, res, { params, body }) =>
        void res.set(noStore).json(await returns.reject(params.id, body.note, adminActorOf(res))),
    },
    receiveReturn: {
      before: guardOf('receiveReturn'),
      handle: async (_req, res, { params, body }) =>
        void res.set(noStore).json(await returns.receive(params.id, body.resellable, adminActorOf(res))),
    },
    refundReturn: {
      before: guardOf('refundReturn'),
      handle: async (_req, res, { params, body }) =>
        void res.set(noStore).json(await returns.refund(params.id, body.amountCents, adminActorOf(res))),
    },
  });
}
