import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminOrderListSchema,
  AdminOrderSchema,
  AdminReturnFilterSchema,
  AdminReturnListSchema,
  AdminReturnSchema,
  ORDER_STAGES,
  type AdminOrder,
  type AdminReturn,
  type AdminReturnFilter,
  type OrderStage,
} from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { queryString, route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';

/** Every back office read of orders and returns: a write to one refetches them all (a return moves its order). */
const ORDERS_KEY = ['admin', 'orders'] as const;

export type OrdersFilter = {
  status: OrderStage | '';
  from: string;
  to: string;
  email: string;
  order: string;
  channel: 'dealer' | 'retail' | '';
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pageOf = (value: string | null) => {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};
const oneOf = <T extends string>(value: string | null, options: readonly T[]): T | '' =>
  options.includes(value as T) ? (value as T) : '';

/** A list's query: its values without empty fields or the first page (left out of the URL). */
const queryOf = <T extends Record<string, string | number>>(values: T) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value === '' || (key === 'page' && value === 1) ? undefined : value,
    ]),
  ) as { [K in keyof T]: Exclude<T[K], ''> | undefined };

/** The list's URL query, without empty fields or the first page. */
export const queryStringOf = (values: Record<string, string | number>): string =>
  queryString(queryOf(values));

export const ordersFilterOf = (search: URLSearchParams): OrdersFilter => ({
  status: oneOf(search.get('status'), ORDER_STAGES),
  from: DAY.test(search.get('from') ?? '') ? (search.get('from') ?? '') : '',
  to: DAY.test(search.get('to') ?? '') ? (search.get('to') ?? '') : '',
  email: (search.get('email') ?? '').trim().slice(0, 254),
  order: (search.get('order') ?? '').trim().slice(0, 20),
  channel: oneOf(search.get('channel'), ['dealer', 'retail'] as const),
  page: pageOf(search.get('page')),
});

/** GET /api/admin/orders: a page of the filtered list; the last page stays shown while the next loads. */
export const ordersQueryOptions = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', filter] as const,
    queryFn: ({ signal }) =>
      api.get(route('GET /api/admin/orders', queryOf(filter)), AdminOrderListSchema, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const useOrders = (filter: OrdersFilter) => useQuery(ordersQueryOptions(filter));

/** GET /api/admin/orders/:number: lines, totals, addresses, payment, shipment and history. */
export const orderQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'one', orderNumber] as const,
    queryFn: ({ signal }) =>
      api.get(route('GET /api/admin/orders/{orderNumber}', { orderNumber }), AdminOrderSchema, { signal }),
  });

export const useOrder = (orderNumber: string) => useQuery(orderQueryOptions(orderNumber));

/** The returns list's filter: a status, `open` (waiting on the shop: the default) or '' (every return). */
export type ReturnsFilter = { status: AdminReturnFilter | ''; page: number };

export const returnsFilterOf = (search: URLSearchParams): ReturnsFilter => ({
  status: search.has('status') ? oneOf(search.get('status'), AdminReturnFilterSchema.options) : 'open',
  page: pageOf(search.get('page')),
});

/** GET /api/admin/returns: the queue, oldest first, by status (or the open ones). */
export const returnsQueryOptions = (filter: ReturnsFilter) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'returns', filter] as const,
    queryFn: ({ signal }) =>
      api.get(route('GET /api/admin/returns', queryOf(filter)), AdminReturnListSchema, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const useReturns = (filter: ReturnsFilter) => useQuery(returnsQueryOptions(filter));

/** After a write: every order and return read and the audit log refetch. */
function useRefetchAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
      queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
    ]);
}

export type OrderAction =
  | { action: 'ship'; body: { carrier: string; trackingNumber: string } }
  | { action: 'deliver'; body: Record<string, never> }
  | { action: 'cancel'; body: { reason: string } }
  | { action: 'refunds'; body: { amountCents: number; reason: string } };

/** POST /api/admin/orders/:number/(ship|deliver|cancel|refunds) with the csrf token. */
export function useOrderAction(orderNumber: string) {
  const queryClient = useQueryClient();
  const refetch = useRefetchAfterWrite();
  return useMutation({
    mutationFn: async ({ action, body }: OrderAction): Promise<AdminOrder> =>
      api.send(
        route(`POST /api/admin/orders/{orderNumber}/${action}`, { orderNumber }),
        { ...body, csrfToken: await getCsrfToken() },
        AdminOrderSchema,
      ),
    onSuccess: (order) => queryClient.setQueryData(orderQueryOptions(orderNumber).queryKey, order),
    onSettled: refetch,
  });
}

export type ReturnAction =
  | { action: 'approve' | 'reject'; body: { note: string } }
  | { action: 'receive'; body: { resellable: boolean } }
  | { action: 'refund'; body: Record<string, never> };

/** POST /api/admin/returns/:id/(approve|reject|receive|refund) with the csrf token. */
export function useReturnAction(id: number) {
  const refetch = useRefetchAfterWrite();
  return useMutation({
    mutationFn: async ({ action, body }: ReturnAction): Promise<AdminReturn> =>
      api.send(
        route(`POST /api/admin/returns/{id}/${action}`, { id }),
        { ...body, csrfToken: await getCsrfToken() },
        AdminReturnSchema,
      ),
    onSettled: refetch,
  });
}
