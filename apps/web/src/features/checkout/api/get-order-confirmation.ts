import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { route } from '../../../lib/api-route';

/** GET /api/orders/confirmation/{token}: the order a checkout just made (the token is unguessable). */
export const getOrderConfirmation = (token: string, signal?: AbortSignal) =>
  api.get(route('GET /api/orders/confirmation/{token}', { token }), (d) => d.OrderSchema, { signal });

export const orderConfirmationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['orders', 'confirmation', { token }] as const,
    queryFn: ({ signal }) => getOrderConfirmation(token, signal),
    staleTime: Infinity,
  });
