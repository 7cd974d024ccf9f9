import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AdminTaxRatesSchema, type PutTaxRateBody, type UsStateCode } from '@shop/domain';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';
import { taxRatesQueryOptions } from '../../api/get-tax-rates';

/** GET /api/admin/tax/rates: every state's rate with when it last changed. */
export const adminTaxRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'tax', 'rates', {}] as const,
    queryFn: ({ signal }) => api.get(fixedRoute('GET /api/admin/tax/rates'), AdminTaxRatesSchema, { signal }),
  });

export const useAdminTaxRates = () => useQuery(adminTaxRatesQueryOptions());

const refetchAfterWrite = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminTaxRatesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: taxRatesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  ]);

/** PUT /api/admin/tax/rates/:state with the csrf token: the state's rate, new or changed. */
export function usePutTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ state, body }: { state: UsStateCode; body: Omit<PutTaxRateBody, 'csrfToken'> }) =>
      api.send(
        route('PUT /api/admin/tax/rates/{state}', { state }),
        { ...body, csrfToken: await getCsrfToken() },
        AdminTaxRatesSchema,
      ),
    onSettled: () => refetchAfterWrite(queryClient),
  });
}

/** DELETE /api/admin/tax/rates/:state, the csrf token as X-CSRF-Token; answers 204. */
export function useDeleteTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (state: UsStateCode) =>
      api.send(route('DELETE /api/admin/tax/rates/{state}', { state }), undefined, z.undefined(), {
        headers: { 'x-csrf-token': await getCsrfToken() },
      }),
    onSettled: () => refetchAfterWrite(queryClient),
  });
}
