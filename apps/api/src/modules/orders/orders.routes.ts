/**
 * /api/orders/...: an order for whoever holds its unguessable token (the checkout's confirmation token, which the
 * order's mails carry): the confirmation page, the order's page with its shipment and returns, and a return
 * request from it; and the lookup by order number and email that leads a guest to that page (decision 057).
 */
import {
  GuestOrderDetailSchema,
  GuestReturnRequestBodySchema,
  OrderLookupBodySchema,
  OrderLookupResponseSchema,
  OrderSchema,
  OrderTokenParamSchema,
  RETURN_WINDOW_DAYS,
  ReturnSchema,
} from '@shop/domain';
import { Router, type Request } from 'express';
import { requireCsrf } from '../../lib/csrf.js';
import { clientIp, type RateLimits } from '../../lib/rate-limit.js';
import {
  component,
  csrfGuardRefusals,
  defineRoutes,
  fails,
  mountRoutes,
  reply,
} from '../../lib/route-table.js';
import type { BuyerOrders } from './orders.buyer.js';
import type { OrdersService } from './orders.service.js';

const badToken = { 400: fails('Malformed token (VALIDATION_FAILED)') };
const unknown = { 404: fails('No such order (NOT_FOUND)') };

export const ordersTable = defineRoutes('/api', 'orders', {
  /** The confirmation page: only with the unguessable token the checkout answered with. */
  confirmation: {
    method: 'get',
    path: '/orders/confirmation/:token',
    summary: 'The order for the confirmation page, by the token the checkout answered with',
    params: OrderTokenParamSchema,
    errors: ['NOT_FOUND'],
    responses: {
      200: reply('The order', component('Order', OrderSchema)),
      ...badToken,
      ...unknown,
    },
  },
  lookup: {
    method: 'post',
    path: '/orders/lookup',
    summary:
      "Find an order by its number and the email it was placed with: the path of its page (a guest order's token page, an account order's Order History page); one 404 whichever does not match",
    body: component('OrderLookupBody', OrderLookupBodySchema),
    errors: ['CSRF_TOKEN_INVALID', 'NOT_FOUND', 'RATE_LIMITED'],
    responses: {
      200: reply('Where the order is shown', component('OrderLookupResponse', OrderLookupResponseSchema)),
      400: fails('Invalid body (VALIDATION_FAILED)'),
      404: fails('No order has this number and email (NOT_FOUND)'),
      429: fails('Too many lookups from this address, or for this order number (RATE_LIMITED)'),
      ...csrfGuardRefusals,
    },
  },
  order: {
    method: 'get',
    path: '/orders/:token',
    summary:
      "An order's page by its token (no account needed): status, lines, totals, shipment with carrier and tracking link, each line's return eligibility and the order's return requests",
    params: OrderTokenParamSchema,
    errors: ['NOT_FOUND'],
    responses: {
      200: reply('The order', component('GuestOrderDetail', GuestOrderDetailSchema)),
      ...badToken,
      ...unknown,
    },
  },
  requestReturn: {
    method: 'post',
    path: '/orders/:token/returns',
    summary: `Request a return for units of a line of the token's order, as the account's return request does (shipped orders, until ${RETURN_WINDOW_DAYS} days after delivery)`,
    params: OrderTokenParamSchema,
    body: component('GuestReturnRequestBody', GuestReturnRequestBodySchema),
    errors: ['CSRF_TOKEN_INVALID', 'NOT_FOUND', 'RETURN_NOT_ELIGIBLE'],
    responses: {
      201: reply('Requested', component('Return', ReturnSchema)),
      400: fails('Invalid body or token (VALIDATION_FAILED)'),
      404: fails('No such order, or the line is not one of its lines (NOT_FOUND)'),
      409: fails('Not eligible (RETURN_NOT_ELIGIBLE, details.reason)'),
      ...csrfGuardRefusals,
    },
  },
});

/** The order number a lookup names, as its per-number limit counts it (the body is parsed, not yet validated). */
const lookedUpNumber = (req: Request): string =>
  String((req.body as { order_number?: unknown } | undefined)?.order_number ?? '')
    .trim()
    .toUpperCase()
    .slice(0, 40);

export function ordersRoutes(
  orders: OrdersService,
  buyer: BuyerOrders,
  opts: { secret: string; lookupRateLimit: number; rateLimits: RateLimits },
): Router {
  const { rateLimiter } = opts.rateLimits;
  const window = 15 * 60 * 1000;
  return mountRoutes(Router(), ordersTable, {
    confirmation: async (_req, res, { params }) => {
      res.set('Cache-Control', 'no-store').json(await orders.byConfirmationToken(params.token));
    },
    lookup: {
      before: [
        // Every lookup from one address counts; for one order number, the ones that did not match.
        rateLimiter('order-lookup', opts.lookupRateLimit, window, (req) => `order-lookup|${clientIp(req)}`),
        rateLimiter(
          'order-lookup-number',
          opts.lookupRateLimit,
          window,
          (req) => `order-lookup-number|${lookedUpNumber(req)}`,
          { skipSuccessfulRequests: true },
        ),
        requireCsrf(opts.secret),
      ],
      handle: async (_req, res, { body }) => {
        res.set('Cache-Control', 'no-store').json(await buyer.lookup(body.order_number, body.email));
      },
    },
    order: async (_req, res, { params }) => {
      res.set('Cache-Control', 'no-store').json(await buyer.byToken(params.token));
    },
    requestReturn: {
      before: [requireCsrf(opts.secret)],
      handle: async (_req, res, { params, body }) => {
        const { csrfToken: _csrf, ...request } = body;
        res
          .status(201)
          .set('Cache-Control', 'no-store')
          .json(await buyer.requestReturn({ token: params.token }, request));
      },
    },
  });
}
