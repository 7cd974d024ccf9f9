import { Router, type Request } from 'express';
import {
  CheckoutBodySchema,
  CheckoutPaymentSchema,
  CheckoutResponseSchema,
  type PaymentProviderName,
  SaveCheckoutEventBodySchema,
  StatusSuccessSchema,
} from '@shop/domain';
import { clientIp, type RateLimits } from '../../lib/rate-limit.js';
import {
  component,
  defineRoutes,
  fails,
  mountRoutes,
  reply,
  writeGuardRefusals,
} from '../../lib/route-table.js';
import { viewerOf } from '../../lib/viewer.js';
import { visitorOf } from '../analytics/analytics.cookies.js';
import { CHECKOUT_COOKIE, cartCookieOptions, cartTokenOf, cartTokenParameter } from '../cart/cart.cookies.js';
import type { CheckoutService } from './checkout.service.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Who is paying, for the second checkout budget: the account when signed in, else the cart; a caller with
 * neither is held by its address alone. Addresses rotate (and one proxy address can be many shoppers),
 * so the address budget alone neither stops card testing nor spares a shared address.
 */
const buyerKey = (req: Request): string => {
  const user = req.res ? viewerOf(req.res).user : null;
  if (user) return `checkout|account|${user.account_id}`;
  const cart = cartTokenOf(req);
  return cart ? `checkout|cart|${cart}` : `checkout|ip|${clientIp(req)}`;
};

export const checkoutTable = defineRoutes('/api', 'checkout', {
  checkout: {
    method: 'post',
    path: '/checkout-v3/checkout',
    summary: 'Pay for the cart and place the order (idempotent per idempotencyKey)',
    headers: [cartTokenParameter],
    body: component('CheckoutBody', CheckoutBodySchema),
    responses: {
      200: reply(
        'The order (also for a retried key); sets sa_checkout_token',
        component('CheckoutResponse', CheckoutResponseSchema),
      ),
      400: fails('VALIDATION_FAILED, CART_EMPTY, CARD_INVALID'),
      401: fails('A saved card without a session (SESSION_REQUIRED)'),
      402: fails('CARD_DECLINED'),
      404: fails("A saved card that is not the account's (NOT_FOUND)"),
      409: fails('OUT_OF_STOCK, CART_CHANGED, PRICE_CHANGED, IDEMPOTENCY_KEY_REUSED'),
      429: fails('Too many checkouts (RATE_LIMITED)'),
      ...writeGuardRefusals,
    },
  },
  payment: {
    method: 'get',
    path: '/checkout-v3/payment',
    summary:
      "How checkout takes payment: the shop's provider, and whether it is a test shop (no money taken)",
    responses: {
      200: reply('The payment settings', component('CheckoutPayment', CheckoutPaymentSchema)),
    },
  },
  saveEvent: {
    method: 'post',
    path: '/checkout-v4/save-checkout-event',
    summary: 'Store a go_to_checkout_button_clicked event',
    body: component('SaveCheckoutEventBody', SaveCheckoutEventBodySchema),
    responses: {
      200: reply('Stored', component('StatusSuccess', StatusSuccessSchema)),
      400: fails('Invalid body (VALIDATION_FAILED)'),
      429: fails('Too many events (RATE_LIMITED)'),
      ...writeGuardRefusals,
    },
  },
});

export function checkoutRoutes(
  checkout: CheckoutService,
  opts: {
    production: boolean;
    paymentProvider: PaymentProviderName;
    checkoutRateLimit: number;
    eventsPerIpPerDay: number;
    rateLimits: RateLimits;
  },
): Router {
  const { rateLimiter, eventsPerDayLimiter } = opts.rateLimits;
  return mountRoutes(Router(), checkoutTable, {
    checkout: {
      before: [
        rateLimiter(
          'checkout-ip',
          opts.checkoutRateLimit,
          FIFTEEN_MINUTES,
          (req) => `checkout|${clientIp(req)}`,
        ),
        rateLimiter('checkout-buyer', opts.checkoutRateLimit, FIFTEEN_MINUTES, buyerKey),
      ],
      handle: async (req, res, { body }) => {
        const { response } = await checkout.checkout(cartTokenOf(req), body, viewerOf(res));
        res.cookie(CHECKOUT_COOKIE, response.confirmation_token, cartCookieOptions(opts.production));
        res.set('Cache-Control', 'no-store').json(response);
      },
    },
    payment: (_req, res) => {
      // Fixed while the node runs; a restart with another PAYMENT_PROVIDER must show at once.
      res.set('Cache-Control', 'no-cache');
      res.json({ provider: opts.paymentProvider, test_shop: opts.paymentProvider === 'test' });
    },
    saveEvent: {
      before: [
        rateLimiter('checkout-events', 120, 60 * 1000),
        eventsPerDayLimiter('checkout-events-day', opts.eventsPerIpPerDay),
      ],
      handle: async (_req, res, { body }) => {
        await checkout.saveCheckoutEvent(body, visitorOf(res).visitorId);
        res.json({ status: 'success' });
      },
    },
  });
}
