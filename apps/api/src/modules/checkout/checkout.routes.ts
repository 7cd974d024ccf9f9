import express, { Router, type Request } from 'express';
import { z } from 'zod';
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
import type { PaymentEvent, PaymentLifecycle } from './checkout.payments.js';
import type { StripePaymentProvider } from '../../lib/stripe-payments.js';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.js';

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
    errors: [
      'SESSION_REQUIRED',
      'NOT_FOUND',
      'RATE_LIMITED',
      'NOT_PURCHASABLE',
      'OUT_OF_STOCK',
      'CART_EMPTY',
      'CART_CHANGED',
      'PRICE_CHANGED',
      'IDEMPOTENCY_KEY_REUSED',
      'CARD_INVALID',
      'CARD_DECLINED',
      'SAVED_CARD_UNSUPPORTED',
    ],
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
    errors: [],
    responses: {
      200: reply('The payment settings', component('CheckoutPayment', CheckoutPaymentSchema)),
    },
  },
  saveEvent: {
    method: 'post',
    path: '/checkout-v4/save-checkout-event',
    summary: 'Store a go_to_checkout_button_clicked event',
    body: component('SaveCheckoutEventBody', SaveCheckoutEventBodySchema),
    errors: ['RATE_LIMITED'],
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
    /** Stripe's publishable key, for the browser's Payment Element (decision 074). */
    publishableKey?: string;
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
      res.json({
        provider: opts.paymentProvider,
        test_shop: opts.paymentProvider === 'test',
        ...(opts.publishableKey ? { publishable_key: opts.publishableKey } : {}),
      });
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

const PaymentWebhookAnswerSchema = z.object({
  received: z.literal(true),
  /** What the event did: paid, released (stock put back), duplicate (handled before) or ignored. */
  result: z.enum(['paid', 'released', 'duplicate', 'ignored']),
});

/** Stripe's webhook (decision 074): its body is read raw, before the app's JSON parser, to check the signature. */
export const paymentWebhookTable = defineRoutes('/api', 'checkout', {
  stripeWebhook: {
    method: 'post',
    path: '/payments/stripe/webhook',
    summary:
      "Stripe's payment events, signed (Stripe-Signature): an order awaiting payment is paid or released, once per event",
    headers: [
      {
        name: 'Stripe-Signature',
        in: 'header',
        required: true,
        description: "Stripe's signature of the raw body with the endpoint's signing secret",
        schema: { type: 'string' },
      },
    ],
    rawBody: ['application/json'],
    errors: ['NOT_FOUND', 'WEBHOOK_SIGNATURE_INVALID'],
    responses: {
      200: reply('Received', component('PaymentWebhookAnswer', PaymentWebhookAnswerSchema)),
      400: fails('A body without a valid signature (WEBHOOK_SIGNATURE_INVALID)'),
      404: fails('The shop does not take payments through Stripe (NOT_FOUND)'),
    },
  },
});

/** What the shop reads of a Stripe event: a PaymentIntent that was authorized, failed or was cancelled. */
function paymentEventOf(event: ReturnType<StripePaymentProvider['webhookEvent']>): PaymentEvent {
  const object = event.data.object as Partial<
    Pick<Stripe.PaymentIntent, 'object' | 'id' | 'customer' | 'payment_method' | 'setup_future_usage'>
  >;
  const reference = object.object === 'payment_intent' && object.id ? object.id : null;
  // "Save this card": the intent was set up for later payments by its customer (decision 074).
  const customer = typeof object.customer === 'string' ? object.customer : object.customer?.id;
  const method =
    typeof object.payment_method === 'string' ? object.payment_method : object.payment_method?.id;
  const keep = object.setup_future_usage && customer && method ? { keep: { customer, method } } : {};
  const outcome =
    event.type === 'payment_intent.amount_capturable_updated' || event.type === 'payment_intent.succeeded'
      ? 'paid'
      : event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled'
        ? 'failed'
        : 'other';
  return { id: event.id, type: event.type, outcome, reference, ...keep };
}

export function paymentWebhookRoutes(
  provider: StripePaymentProvider | null,
  lifecycle: PaymentLifecycle,
): Router {
  return mountRoutes(Router(), paymentWebhookTable, {
    stripeWebhook: {
      before: [express.raw({ type: 'application/json', limit: '1mb' })],
      handle: async (req, res) => {
        if (!provider) throw new AppError('NOT_FOUND', 'This shop does not take payments through Stripe');
        let event: ReturnType<StripePaymentProvider['webhookEvent']>;
        try {
          const body: unknown = req.body;
          if (!Buffer.isBuffer(body)) throw new Error('no raw body');
          event = provider.webhookEvent(body, req.get('stripe-signature') ?? '');
        } catch {
          throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The webhook signature is not valid');
        }
        const result = await lifecycle.handle(paymentEventOf(event));
        res.json({ received: true, result });
      },
    },
  });
}
