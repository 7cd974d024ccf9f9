import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminSaleSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { SALES_KEY } from './sales-list';

/** GET /api/admin/sales/:id: one stored sale (404 NOT_FOUND when there is none). */
export const saleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...SALES_KEY, 'detail', { id }] as const,
    queryFn: ({ signal }) => api.get(route('GET /api/admin/sales/{id}', { id }), AdminSaleSchema, { signal }),
  });

/** The sale with this id; nothing is asked for while `id` is null (a new sale). */
export const useSale = (id: number | null) =>
  useQuery({ ...saleQueryOptions(id ?? 0), enabled: id !== null });
