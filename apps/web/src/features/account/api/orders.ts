import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { route } from '../../../lib/api-route';

export const ORDER_HISTORY_PAGE_SIZE = 10;

/** GET /api/account/orders?page=&pageSize=: the signed-in account's orders, newest first. */
export const ordersQueryOptions = (page: number, pageSize = ORDER_HISTORY_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['account', 'orders', { page, pageSize }] as const,
    queryFn: ({ signal }) =>
      api.get(route('GET /api/account/orders', { page, pageSize }), (d) => d.AccountOrdersResponseSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useOrders = (page: number, pageSize = ORDER_HISTORY_PAGE_SIZE) =>
  useQuery(ordersQueryOptions(page, pageSize));

/** GET /api/account/orders/{orderNumber}: the order, its lines and each line's return eligibility. */
export const orderDetailQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: ['account', 'order', { orderNumber }] as const,
    queryFn: ({ signal }) =>
      api.get(
        route('GET /api/account/orders/{orderNumber}', { orderNumber }),
        (d) => d.AccountOrderDetailSchema,
        {
          signal,
        },
      ),
  });

export const useOrderDetail = (orderNumber: string) => useQuery(orderDetailQueryOptions(orderNumber));
