import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminProductListSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { productsApiQuery, type ProductsFilter } from '../lib/products-filter';

/** Everything the products screens read: a product write invalidates the lists, products and images under it. */
export const PRODUCTS_KEY = ['admin', 'products'] as const;
/** Every page of the list. */
export const PRODUCTS_LIST_KEY = [...PRODUCTS_KEY, 'list'] as const;

/**
 * GET /api/admin/products: a page of the list (server-side search, filters, order and paging). While another
 * page or filter loads, the last one stays shown (keepPreviousData), so the table never blanks out.
 */
export const productsQueryOptions = (filter: ProductsFilter) =>
  queryOptions({
    queryKey: [...PRODUCTS_LIST_KEY, filter] as const,
    queryFn: ({ signal }) =>
      api.get(route('GET /api/admin/products', productsApiQuery(filter)), AdminProductListSchema, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const useProducts = (filter: ProductsFilter) => useQuery(productsQueryOptions(filter));
