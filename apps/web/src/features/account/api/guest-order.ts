import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { route } from '../../../lib/api-route';
import { getCsrfToken } from '../../auth/api/get-csrf';
import type { ReturnRequest } from './returns';

/**
 * GET /api/orders/{token}: an order's page for whoever holds its token (the link in the order's mails), with
 * its shipment, each line's return eligibility and its return requests.
 */
export const guestOrderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['orders', 'guest', { token }] as const,
    queryFn: ({ signal }) =>
      api.get(route('GET /api/orders/{token}', { token }), (d) => d.GuestOrderDetailSchema, { signal }),
  });

export const useGuestOrder = (token: string) => useQuery(guestOrderQueryOptions(token));

/** POST /api/orders/{token}/returns with the csrf token; the order's page refetches (eligibility, returns). */
export function useGuestReturn(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReturnRequest) => {
      const csrfToken = await getCsrfToken();
      return api.send(
        route('POST /api/orders/{token}/returns', { token }),
        { ...body, csrfToken },
        (d) => d.ReturnSchema,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestOrderQueryOptions(token).queryKey }),
  });
}
