/** Test data and msw handlers for the orders and returns screens (imported by their tests only). */
import { http, HttpResponse } from 'msw';
import { OPEN_RETURN_STATUSES, ReturnStatusSchema, type AdminOrder, type AdminReturn } from '@shop/domain';
import { server } from '../../../test/server';
import { buildAuditActor, type Seen } from '../../admin/admin-test-helpers';

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

export function buildAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
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
    refundable_cents: 30_482,
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
    can: { ship: true, deliver: false, cancel: true, refund: true },
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
}

export function buildAdminReturn(overrides: Partial<AdminReturn> = {}): AdminReturn {
  return {
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
  };
}

const shipped = (order: AdminOrder, body: Record<string, unknown>): AdminOrder => ({
  ...order,
  stage: 'shipped',
  shipment: {
    carrier: body.carrier as 'ups',
    carrier_name: 'UPS',
    tracking_number: String(body.trackingNumber),
    tracking_url: `https://www.ups.com/track?tracknum=${String(body.trackingNumber)}`,
    shipped_at: '2026-03-02T15:00:00.000Z',
    delivered_at: null,
  },
  can: { ship: false, deliver: true, cancel: false, refund: true },
  history: [
    ...order.history,
    {
      id: 1,
      action: 'shipped',
      actor: 'user:1',
      actor_detail: buildAuditActor('user:1'),
      detail: body,
      created_at: '2026-03-02T15:00:00.000Z',
    },
  ],
});

/**
 * Serves the orders list (filtered by nothing: it records the query), one order whose writes the handlers
 * apply (ship, refunds; a refund above what is left is refused as the API does), and the returns queue.
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
  const row = (o: AdminOrder) => {
    const {
      order_number,
      created_at,
      email,
      name,
      stage,
      is_dealer,
      item_count,
      total_cents,
      refunded_cents,
    } = o;
    return {
      order_number,
      created_at,
      email,
      name,
      stage,
      is_dealer,
      item_count,
      total_cents,
      refunded_cents,
    };
  };
  server.use(
    http.get('/api/admin/orders', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ orders: [row(current)], total: 1, page: 1, pageSize: 50 });
    }),
    http.get('/api/admin/orders/:number', async ({ request }) => {
      await record(request);
      return HttpResponse.json(current);
    }),
    http.post('/api/admin/orders/:number/:action', async ({ request, params }) => {
      const body = await record(request);
      if (params.action === 'ship')
        current = shipped(current, { carrier: body.carrier, trackingNumber: body.trackingNumber });
      if (params.action === 'refunds') {
        const amount = Number(body.amountCents);
        if (amount > current.refundable_cents)
          return HttpResponse.json(
            { error: { code: 'REFUND_EXCEEDS_PAID', message: 'At most 100 cents are left to refund' } },
            { status: 409 },
          );
        current = {
          ...current,
          refunded_cents: current.refunded_cents + amount,
          refundable_cents: current.refundable_cents - amount,
        };
      }
      return HttpResponse.json(current);
    }),
    http.get('/api/admin/returns', async ({ request }) => {
      await record(request);
      const status = new URL(request.url).searchParams.get('status');
      const statuses: readonly string[] =
        status === 'open' ? OPEN_RETURN_STATUSES : status ? [status] : ReturnStatusSchema.options;
      const shown = queue.filter((r) => statuses.includes(r.status));
      return HttpResponse.json({ returns: shown, total: shown.length, page: 1, pageSize: 50 });
    }),
    http.post('/api/admin/returns/:id/:action', async ({ request, params }) => {
      const body = await record(request);
      const next = {
        approve: 'approved',
        reject: 'rejected',
        receive: 'received',
        refund: 'refunded',
      } as const;
      const status = next[params.action as keyof typeof next];
      queue = queue.map((r) =>
        r.id === Number(params.id)
          ? {
              ...r,
              status,
              decision_note: typeof body.note === 'string' ? body.note : r.decision_note,
              ...(typeof body.resellable === 'boolean' && {
                resellable: body.resellable,
                restocked_units: body.resellable ? r.quantity : null,
              }),
            }
          : r,
      );
      return HttpResponse.json(queue.find((r) => r.id === Number(params.id)));
    }),
  );
  return { seen, order: () => current, returns: () => queue };
}
