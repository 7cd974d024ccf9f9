import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminSaleListSchema, type AdminSaleList } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { refetchAfterSaleWrite, salesQueryOptions } from './sales-list';

/**
 * PUT /api/admin/sales/order with every sale's id once, first shown first. The list shows the new order at
 * once (it decides which sale the storefront shows) and goes back if the server refuses it.
 */
export function useOrderSales() {
  const queryClient = useQueryClient();
  const key = salesQueryOptions().queryKey;
  return useMutation({
    mutationFn: async (ids: number[]) =>
      api.send(
        fixedRoute('PUT /api/admin/sales/order'),
        { ids, csrfToken: await getCsrfToken() },
        AdminSaleListSchema,
      ),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) {
        const byId = new Map(before.sales.map((s) => [s.id, s]));
        const ordered = ids.flatMap((id, position) => {
          const sale = byId.get(id);
          return sale ? [{ ...sale, position }] : [];
        });
        // The first running sale is the one shown (the server's answer says the same a moment later).
        const shown = ordered.find((s) => s.runningNow);
        const sales = ordered.map((s) => ({ ...s, shownNow: s === shown }));
        queryClient.setQueryData<AdminSaleList>(key, { sales, shownNow: shown?.setting.name ?? null });
      }
      return { before };
    },
    onSuccess: (list) => queryClient.setQueryData(key, list),
    onError: (_err, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => refetchAfterSaleWrite(queryClient),
  });
}
