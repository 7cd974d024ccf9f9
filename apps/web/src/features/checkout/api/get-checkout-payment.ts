import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';

/** GET /api/checkout-v3/payment: the shop's payment provider, and whether it is a test shop (decision 070). */
export const getCheckoutPayment = (signal?: AbortSignal) =>
  api.get(fixedRoute('GET /api/checkout-v3/payment'), (d) => d.CheckoutPaymentSchema, { signal });

export const checkoutPaymentQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'payment'] as const,
    queryFn: ({ signal }) => getCheckoutPayment(signal),
    staleTime: 5 * 60_000,
  });

export const useCheckoutPayment = () => useQuery(checkoutPaymentQueryOptions());
