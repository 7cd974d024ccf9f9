import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/sales/active: the first active sale, or `{ sale: null }`. */
export const getActiveSale = (signal?: AbortSignal) =>
  api.get('/api/sales/active', (d) => d.ActiveSaleResponseSchema, { signal });

export const activeSaleQueryOptions = () =>
  queryOptions({
    queryKey: ['sales', 'active', {}] as const,
    queryFn: ({ signal }) => getActiveSale(signal),
  });

export const useActiveSale = () => useQuery(activeSaleQueryOptions());
