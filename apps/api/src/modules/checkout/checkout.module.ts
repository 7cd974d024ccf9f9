/** The checkout module (decision 069, the module contract): placing an order, and the payment webhooks. */
import type { Config } from '../../config.js';
import { isStripeProvider } from '../../lib/stripe-payments.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import { createPaymentLifecycle, type PaymentCardsPort } from './checkout.payments.js';
import { createCheckoutRepo } from './checkout.repo.js';
import {
  checkoutRoutes,
  checkoutTable,
  paymentWebhookRoutes,
  paymentWebhookTable,
} from './checkout.routes.js';
import { createCheckoutService } from './checkout.service.js';

type CheckoutDeps = Parameters<typeof createCheckoutService>[0];

export const checkoutModule = defineModule({
  name: 'checkout',
  mounts: {
    // Payment webhooks read their body raw (signature), so they are routed before the JSON parser (decision 074).
    paymentWebhooks: at(paymentWebhookTable, 'raw'),
    checkout: at(checkoutTable),
  },
  create: (
    deps: ModuleInfra &
      Pick<CheckoutDeps, 'cart' | 'orders' | 'payments' | 'tax' | 'mail' | 'savedCards'> & {
        /** A card Stripe kept with a payment the bank confirmed later (the account's). */
        cards: PaymentCardsPort;
        config: Pick<Config, 'anonymousEvents' | 'checkoutRateLimit' | 'eventsPerIpPerDay'>;
      },
  ) => {
    const { db, clock, logger, payments, mail, config } = deps;
    const stripe = isStripeProvider(payments) ? payments : null;
    const lifecycle = createPaymentLifecycle({ db, clock, logger, payments, mail, cards: deps.cards });
    const checkout = createCheckoutService({
      db,
      clock,
      logger,
      cart: deps.cart,
      repo: createCheckoutRepo(db),
      orders: deps.orders,
      payments,
      tax: deps.tax,
      eventLimits: config.anonymousEvents,
      mail,
      savedCards: deps.savedCards,
    });
    return {
      service: checkout,
      routers: {
        paymentWebhooks: paymentWebhookRoutes(stripe, lifecycle),
        checkout: checkoutRoutes(checkout, {
          production: deps.production,
          paymentProvider: payments.name,
          ...(stripe ? { publishableKey: stripe.publishableKey } : {}),
          checkoutRateLimit: config.checkoutRateLimit,
          eventsPerIpPerDay: config.eventsPerIpPerDay,
          rateLimits: deps.rateLimits,
        }),
      },
    };
  },
});
