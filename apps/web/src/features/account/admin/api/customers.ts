import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminCustomerListSchema,
  AdminCustomerSchema,
  type AdminCustomer,
  type CustomerAction,
} from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { queryString, route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';
import { apiKeysQueryOptions } from '../../../api-keys/admin/api/get-api-keys';

/** Every back office read of accounts and dealer applications: a write to one invalidates them all. */
export const CUSTOMERS_KEY = ['admin', 'customers'] as const;

export type CustomersFilter = { q: string; page: number };

/** The list's query (`q`, `page`) without defaults: the API's and the screen URL's. */
const customersQuery = (f: CustomersFilter) => ({
  q: f.q !== '' ? f.q : undefined,
  page: f.page > 1 ? f.page : undefined,
});

/** The list's URL query (`?q=&page=`), without defaults. */
export const customersQueryString = (f: CustomersFilter): string => queryString(customersQuery(f));

export const customersFilterOf = (search: URLSearchParams): CustomersFilter => {
  const page = Number(search.get('page') ?? '1');
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
};

/** GET /api/admin/customers: a page of the search; the last page stays shown while the next loads. */
export const customersQueryOptions = (filter: CustomersFilter) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'list', filter] as const,
    queryFn: ({ signal }) =>
      api.get(route('GET /api/admin/customers', customersQuery(filter)), AdminCustomerListSchema, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const useCustomers = (filter: CustomersFilter) => useQuery(customersQueryOptions(filter));

/** GET /api/admin/customers/:id: standing, consent, orders and dealer applications. */
export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'one', id] as const,
    queryFn: ({ signal }) =>
      api.get(route('GET /api/admin/customers/{id}', { id }), AdminCustomerSchema, { signal }),
  });

export const useCustomer = (id: number, enabled = true) => useQuery({ ...customerQueryOptions(id), enabled });

/** After a write to an account or an application: the lists, the customer and the audit log refetch. */
export const refetchAfterCustomerWrite = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
    queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  ]);

/** POST /api/admin/customers/:id/:action (revoke-dealer, disable, enable, end-sessions) with the csrf token. */
export function useCustomerAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: CustomerAction): Promise<AdminCustomer> =>
      api.send(
        route('POST /api/admin/customers/{id}/{action}', { id, action }),
        { csrfToken: await getCsrfToken() },
        AdminCustomerSchema,
      ),
    onSuccess: (customer) => queryClient.setQueryData(customerQueryOptions(id).queryKey, customer),
    onSettled: () => refetchAfterCustomerWrite(queryClient),
  });
}

/**
 * POST /api/admin/administrators/:id/revoke with the csrf token (decision 062): the account's rights go, its
 * sessions end and its keys are revoked, so the key list refetches too.
 */
export function useRevokeAdministrator(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<AdminCustomer> =>
      api.send(
        route('POST /api/admin/administrators/{id}/revoke', { id }),
        { csrfToken: await getCsrfToken() },
        AdminCustomerSchema,
      ),
    onSuccess: (customer) => queryClient.setQueryData(customerQueryOptions(id).queryKey, customer),
    onSettled: () =>
      Promise.all([
        refetchAfterCustomerWrite(queryClient),
        queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
      ]),
  });
}
