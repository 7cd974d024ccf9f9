/** The payment provider PAYMENT_PROVIDER names (decisions 070, 074). */
import type { PaymentProviderName } from '@shop/domain';
import { createTestPaymentProvider, type PaymentProvider } from './payment-provider.js';
import { createStripePaymentProvider, type StripeSettings } from './stripe-payments.js';

/** Stripe's keys come checked from config.ts. */
export function paymentProviderOf(config: {
  paymentProvider: PaymentProviderName;
  stripe: StripeSettings | null;
}): PaymentProvider {
  switch (config.paymentProvider) {
    case 'test':
      return createTestPaymentProvider();
    case 'stripe':
      if (!config.stripe) throw new Error('PAYMENT_PROVIDER=stripe without its keys');
      return createStripePaymentProvider(config.stripe);
  }
}
