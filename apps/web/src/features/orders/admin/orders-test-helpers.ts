/**
 * Test data and msw handlers for the orders and returns screens (imported by their tests only). The fake
 * server keeps no rule of its own: what may happen next is the domain's orderActions, a refund's limit its
 * refundRefusal, a return's moves its canMoveReturn, bodies go through the routes' schemas and every answer
 * is parsed by its schema.
 */
import { http, HttpResponse } from 'msw';
import {
  AdminOrderListSchema,
  AdminOrderRowSchema,
  AdminOrderSchema,
  AdminReturnListSchema,
  AdminReturnSchema,
  OPEN_RETURN_STATUSES,
  RefundOrderBodySchema,
  ReturnStatusSchema,
  ShipOrderBodySchema,
  canMoveReturn,
  canShip,
  orderActions,
  refundableCents,
  refundRefusal,
  restockOf,
  shipmentInfoOf,
  stageAfterRefund,
  type AdminOrder,
  type AdminReturn,
  type ReturnStatus,
  type Shipment,
} from '@shop/domain';
import { server } from '../../../test/server';
import { buildAuditActor, parsedBody, refusal, type Seen } from '../../admin/admin-test-helpers';

/** A history entry's actor that is no administrator or key (the shopper, a guest checkout). */
const otherActor = (ref: string) => ({
  ref,
  kind: 'other' as const,
  id: null,
  name: null,
  email: null,
  revoked: false,
  deleted: false,
});

const address = {
  first_name: 'Pat',
  last_name: 'Lee',
  address_line_1: '1 Main St',
  address_line_2: 'Suite 4',
  city: 'Tampa',
  state_code: 'FL',
  zip_code: '33601',
  country_code: 'US',
  phone_number: '8135550100',
};

/**
 * An order as the API answers it: what is left to refund and what may happen next follow from its stage and
 * money (the domain's refundableCents and orderActions) unless overridden.
 */
export function buildAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const order = {
    order_number: 'SA-000012',
    created_at: '2026-03-01T15:00:00.000Z',
    email: 'pat@example.com',
    name: 'Pat Lee',
    first_name: 'Pat',
    last_name: 'Lee',
    phone: '(813) 555-0100',
    stage: 'paid',
    is_dealer: false,
    item_count: 3,
    total_cents: 30_482,
    refunded_cents: 0,
    lines: [
      {
        position: 0,
        sku: 'EVL-12-D2',
        displayed_sku: 'EVL-12-D2',
        name: 'EVL-12 Subwoofer',
        quantity: 2,
        unit_price_cents: 14_999,
        line_total_cents: 29_998,
        tax_cents: 0,
        is_pre_ordered_item: false,
      },
      {
        position: 1,
        sku: 'SK-WIRE',
        displayed_sku: 'SK-WIRE',
        name: 'Amp wiring kit',
        quantity: 1,
        unit_price_cents: 0,
        line_total_cents: 0,
        tax_cents: 0,
        is_pre_ordered_item: false,
      },
    ],
    totals: {
      original_cents: 29_998,
      discounts_cents: 0,
      subtotal_cents: 29_998,
      shipping_cents: 484,
      tax_cents: 0,
      shipping_tax_cents: 0,
      refunded_tax_cents: 0,
      tax_exempt: false,
      total_cents: 30_482,
    },
    shipping_address: address,
    billing_address: { ...address, address_line_1: '9 Bay Rd', address_line_2: null },
    payment: { card_brand: 'visa', card_last4: '4242', reference: 'test_abc123' },
    shipment: null,
    history: [
      {
        id: 0,
        action: 'placed',
        actor: 'guest',
        actor_detail: otherActor('guest'),
        detail: {},
        created_at: '2026-03-01T15:00:00.000Z',
      },
    ],
    ...overrides,
  };
  return AdminOrderSchema.parse({
    refundable_cents: refundableCents(order.total_cents, order.refunded_cents),
    can: orderActions(order.stage, order.total_cents, order.refunded_cents),
    ...order,
  });
}

export function buildAdminReturn(overrides: Partial<AdminReturn> = {}): AdminReturn {
  return AdminReturnSchema.parse({
    id: 5,
    order_number: 'SA-000012',
    email: 'pat@example.com',
    name: 'Pat Lee',
    sku: 'EVL-12-D2',
    item: 'EVL-12 Subwoofer',
    quantity: 1,
    reason: 'not_compatible',
    shopper_note: 'Too big for my trunk',
    status: 'requested',
    decision_note: null,
    resellable: null,
    restocked_units: null,
    refunded_cents: null,
    value_cents: 14_999,
    created_at: '2026-03-02T15:00:00.000Z',
    updated_at: '2026-03-02T15:00:00.000Z',
    ...overrides,
  });
}

/** The order after money or a stage changed: what is left and what may happen next, as the API derives them. */
const settled = (order: AdminOrder): AdminOrder =>
  AdminOrderSchema.parse({
    ...order,
    refundable_cents: refundableCents(order.total_cents, order.refunded_cents),
    can: orderActions(order.stage, order.total_cents, order.refunded_cents),
  });

const shipped = (order: AdminOrder, shipment: Shipment) =>
  settled({
    ...order,
    stage: 'shipped',
    shipment: shipmentInfoOf({
      carrier: shipment.carrier,
      tracking_number: shipment.trackingNumber,
      shipped_at: '2026-03-02T15:00:00.000Z',
      delivered_at: null,
    }),
    history: [
      ...order.history,
      {
        id: 1,
        action: 'shipped',
        actor: 'user:1',
        actor_detail: buildAuditActor('user:1'),
        detail: shipment,
        created_at: '2026-03-02T15:00:00.000Z',
      },
    ],
  });

const RETURN_MOVES = {
  approve: 'approved',
  reject: 'rejected',
  receive: 'received',
  refund: 'refunded',
} as const satisfies Record<string, ReturnStatus>;

/**
 * Serves the orders list (filtered by nothing: it records the query), one order whose writes the handlers
 * apply (ship, refunds, refused as the API refuses them), and the returns queue.
 */
export function serveOrders(order: AdminOrder = buildAdminOrder(), returns: AdminReturn[] = []) {
  let current = order;
  let queue = [...returns];
  const seen: Seen[] = [];
  const record = async (request: Request) => {
    const body: unknown = request.method === 'GET' ? undefined : await request.clone().json();
    seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
    return body as Record<string, unknown>;
  };
  server.use(
    http.get('/api/admin/orders', async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        AdminOrderListSchema.parse({
          orders: [AdminOrderRowSchema.parse(current)],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
      );
    }),
    http.get('/api/admin/orders/:number', async ({ request }) => {
      await record(request);
      return HttpResponse.json(current);
    }),
    http.post('/api/admin/orders/:number/:action', async ({ request, params }) => {
      const body = await record(request);
      if (params.action === 'ship') {
        const shipment = parsedBody(ShipOrderBodySchema, body);
        if (shipment instanceof Response) return shipment;
        if (!canShip(current.stage))
          return refusal(409, 'ORDER_NOT_SHIPPABLE', `Order ${current.order_number} is ${current.stage}`);
        current = shipped(current, { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber });
      }
      if (params.action === 'refunds') {
        const refund = parsedBody(RefundOrderBodySchema, body);
        if (refund instanceof Response) return refund;
        const refused = refundRefusal({
          stage: current.stage,
          paidCents: current.total_cents,
          refundedCents: current.refunded_cents,
          amountCents: refund.amountCents,
        });
        if (refused === 'REFUND_EXCEEDS_PAID')
          return refusal(409, refused, `At most ${current.refundable_cents} cents are left to refund`);
        if (refused)
          return refusal(409, 'ORDER_STATUS_CONFLICT', `Order ${current.order_number} takes no refund`);
        const refunded = current.refunded_cents + refund.amountCents;
        current = settled({
          ...current,
          refunded_cents: refunded,
          stage: stageAfterRefund(current.stage, current.total_cents, refunded),
        });
      }
      return HttpResponse.json(current);
    }),
    http.get('/api/admin/returns', async ({ request }) => {
      await record(request);
      const status = new URL(request.url).searchParams.get('status');
      const statuses: readonly string[] =
        status === 'open' ? OPEN_RETURN_STATUSES : status ? [status] : ReturnStatusSchema.options;
      const shown = queue.filter((r) => statuses.includes(r.status));
      return HttpResponse.json(
        AdminReturnListSchema.parse({ returns: shown, total: shown.length, page: 1, pageSize: 50 }),
      );
    }),
    http.post('/api/admin/returns/:id/:action', async ({ request, params }) => {
      const body = await record(request);
      const id = Number(params.id);
      const status = RETURN_MOVES[params.action as keyof typeof RETURN_MOVES];
      const found = queue.find((r) => r.id === id);
      if (!found) return refusal(404, 'NOT_FOUND', 'No return has this id');
      if (!canMoveReturn(found.status, status))
        return refusal(409, 'RETURN_STATUS_CONFLICT', `A ${found.status} return cannot become ${status}`);
      // The line's units all came from Tampa in these tests: restockOf puts them back there.
      const restocked = restockOf({ quantity: found.quantity, tpa: found.quantity, lv: 0 }, found.quantity);
      const moved = AdminReturnSchema.parse({
        ...found,
        status,
        decision_note: typeof body.note === 'string' ? body.note : found.decision_note,
        ...(typeof body.resellable === 'boolean' && {
          resellable: body.resellable,
          restocked_units: body.resellable ? restocked.tpa + restocked.lv : null,
        }),
      });
      queue = queue.map((r) => (r.id === id ? moved : r));
      return HttpResponse.json(moved);
    }),
  );
  return { seen, order: () => current, returns: () => queue };
}
