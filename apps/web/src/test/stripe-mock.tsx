/**
 * Stripe's browser libraries as the web tests script them (decision 074): the Payment Element is a stand-in
 * group, and the confirmation token, `submit` and the 3-D Secure step are vi.fn()s each test sets. A test file
 * mocks the two modules with these, e.g.
 *   vi.mock('@stripe/stripe-js/pure', async () => (await import('../../test/stripe-mock')).stripeJsMock);
 *   vi.mock('@stripe/react-stripe-js', async () => (await import('../../test/stripe-mock')).reactStripeMock);
 * and reads `stripe` from the same module (each web test file has its own modules).
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';

export const stripe = {
  loadStripe: vi.fn(),
  submit: vi.fn(),
  createConfirmationToken: vi.fn(),
  handleNextAction: vi.fn(),
  /** The options each <Elements> was given, in order. */
  elementsOptions: [] as unknown[],
};

export const stripeJsMock = {
  loadStripe: (...args: unknown[]): unknown => stripe.loadStripe(...args),
};

export const reactStripeMock = {
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    stripe.elementsOptions.push(options);
    return <>{children}</>;
  },
  PaymentElement: () => <div role="group" aria-label="Card details (Stripe)" />,
  useStripe: () => ({
    createConfirmationToken: stripe.createConfirmationToken,
    handleNextAction: stripe.handleNextAction,
  }),
  useElements: () => ({ submit: stripe.submit }),
};
