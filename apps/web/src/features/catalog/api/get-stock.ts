import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { route } from '../../../lib/api-route';

/** GET /api/product/stock/{sku}: live stock; the current page path goes along as `x-pathname`. */
export const getStock = (sku: string, signal?: AbortSignal) =>
  api.get(route('GET /api/product/stock/{sku}', { sku }), (d) => d.StockResponseSchema, {
    sendPathname: true,
    signal,
  });

export const stockQueryOptions = (sku: string) =>
  queryOptions({
    queryKey: ['catalog', 'stock', { sku }] as const,
    queryFn: ({ signal }) => getStock(sku, signal),
  });

export const useStock = (sku: string | null, enabled = true) =>
  useQuery({ ...stockQueryOptions(sku ?? ''), enabled: enabled && Boolean(sku) });
