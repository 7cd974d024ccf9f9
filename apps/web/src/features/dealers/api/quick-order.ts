import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DealerAddLinesBody } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { route } from '../../../lib/api-route';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { cartQueryOptions } from '../../cart/api/get-cart';

/** GET /api/dealers/quick-order?q=&page=: dealer sku rows (50 a page) with warehouse counts and in-cart units. */
export const quickOrderQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: ['dealers', 'quick-order', { q, page }] as const,
    queryFn: ({ signal }) =>
      api.get(route('GET /api/dealers/quick-order', { q, page }), (d) => d.DealerQuickOrderResponseSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useQuickOrder = (q: string, page: number) => useQuery(quickOrderQueryOptions(q, page));

/** POST /api/dealers/quick-order: many lines at once (all or nothing); the answer is the cart. */
export function useAddQuickOrderLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DealerAddLinesBody) =>
      api.send(fixedRoute('POST /api/dealers/quick-order'), body, (d) => d.CartResponseSchema),
    scope: { id: 'cart-write' },
    onSuccess: async (cart) => {
      queryClient.setQueryData(cartQueryOptions().queryKey, cart);
      await queryClient.invalidateQueries({ queryKey: ['dealers', 'quick-order'] });
    },
  });
}
