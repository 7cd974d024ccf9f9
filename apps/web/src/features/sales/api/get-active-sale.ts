import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveSaleResponse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { bootInitialData } from '../../../lib/boot-data';

const ACTIVE_SALE_URL = '/api/sales/active';

/** GET /api/sales/active: the first active sale, or `{ sale: null }`. */
export const getActiveSale = (signal?: AbortSignal) =>
  api.get(ACTIVE_SALE_URL, (d) => d.ActiveSaleResponseSchema, { signal });

export const activeSaleQueryOptions = () =>
  queryOptions({
    queryKey: ['sales', 'active', {}] as const,
    queryFn: ({ signal }) => getActiveSale(signal),
    ...bootInitialData<ActiveSaleResponse>(ACTIVE_SALE_URL),
  });

export const useActiveSale = () => useQuery(activeSaleQueryOptions());
