import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReturnReason } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';

/** GET /api/account/returns. */
export const returnsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'returns', {}] as const,
    queryFn: ({ signal }) =>
      api.get(fixedRoute('GET /api/account/returns'), (d) => d.ReturnListResponseSchema, { signal }),
  });

export const useReturns = () => useQuery(returnsQueryOptions());

export type ReturnRequest = { order_line_id: string; quantity: number; reason: ReturnReason; note?: string };

/** POST /api/account/returns: the returns list and the order's eligibility refetch. */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequest) =>
      api.send(fixedRoute('POST /api/account/returns'), body, (d) => d.ReturnSchema),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['account', 'returns'] });
      await queryClient.invalidateQueries({ queryKey: ['account', 'order'] });
    },
  });
}
