import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { AdminSaleListSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';

/** Every back office read of sales (the list, one sale, previews): a sale write invalidates them all. */
export const SALES_KEY = ['admin', 'sales'] as const;

/** GET /api/admin/sales: the stored sales in display order, each with runningNow and shownNow. */
export const salesQueryOptions = () =>
  queryOptions({
    queryKey: [...SALES_KEY, 'list', {}] as const,
    queryFn: ({ signal }) => api.get(fixedRoute('GET /api/admin/sales'), AdminSaleListSchema, { signal }),
  });

export const useSales = () => useQuery(salesQueryOptions());

/**
 * After a sale write: the back office's sales and audit log refetch, and the storefront's kept answers (the
 * active sale, product prices) are stale, so "View shop" shows the change.
 */
export const refetchAfterSaleWrite = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: SALES_KEY }),
    queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
    queryClient.invalidateQueries({ queryKey: ['sales'] }),
    queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  ]);
