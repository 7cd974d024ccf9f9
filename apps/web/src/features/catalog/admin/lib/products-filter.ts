import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_STOCK_STATES,
  type AdminProductSort,
  type AdminStockState,
} from '@shop/domain';
import { queryString } from '../../../../lib/api-route';

/** Products a page of the list shows. */
export const PRODUCTS_PAGE_SIZE = 50;

export const PRODUCT_TYPES = ['normal', 'variant', 'bundle'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * What the products screen shows, as its URL says (`?q=&collection=&product_type=&stock=&enabled=&sort=&page=`):
 * empty strings for no filter, the API's default order (sku) and page 1 when not given.
 */
export type ProductsFilter = {
  q: string;
  collection: string;
  product_type: ProductType | '';
  stock: AdminStockState | '';
  enabled: 'true' | 'false' | '';
  sort: AdminProductSort;
  page: number;
};

export const DEFAULT_PRODUCTS_FILTER: ProductsFilter = {
  q: '',
  collection: '',
  product_type: '',
  stock: '',
  enabled: '',
  sort: 'sku',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

/** The filter of a URL's query; a value the API would refuse is left out (a hand-edited link still shows a list). */
export function productsFilterOf(search: URLSearchParams): ProductsFilter {
  const page = Number(search.get('page') ?? '1');
  const collection = (search.get('collection') ?? '').trim().toLowerCase();
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    collection: /^[a-z0-9-]+(?:\/[a-z0-9-]+)?$/.test(collection) ? collection : '',
    product_type: oneOf(PRODUCT_TYPES, search.get('product_type')),
    stock: oneOf(ADMIN_STOCK_STATES, search.get('stock')),
    enabled: oneOf(['true', 'false'] as const, search.get('enabled')),
    sort: oneOf(ADMIN_PRODUCT_SORTS, search.get('sort')) || 'sku',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The filters alone (no order, no page), an empty one left out: what the export and the list share. */
export const productsFilterQuery = (filter: ProductsFilter) => ({
  q: filter.q || undefined,
  collection: filter.collection || undefined,
  product_type: filter.product_type || undefined,
  stock: filter.stock || undefined,
  enabled: filter.enabled || undefined,
});

/** productsFilterQuery as query parameters. */
const productsFilterParams = (filter: ProductsFilter): URLSearchParams =>
  new URLSearchParams(queryString(productsFilterQuery(filter)));

/** The screen's URL for a filter (defaults left out, so that the plain list is /admin/products). */
export function productsPath(filter: ProductsFilter): string {
  const query = productsFilterParams(filter);
  if (filter.sort !== 'sku') query.set('sort', filter.sort);
  if (filter.page > 1) query.set('page', String(filter.page));
  const text = query.toString();
  return text ? `/admin/products?${text}` : '/admin/products';
}

/** Whether any filter or search narrows the list. */
export const isFiltered = (filter: ProductsFilter): boolean => productsFilterParams(filter).toString() !== '';

/** The API's query for a page of the list. */
export const productsApiQuery = (filter: ProductsFilter) => ({
  ...productsFilterQuery(filter),
  sort: filter.sort,
  page: filter.page,
  pageSize: PRODUCTS_PAGE_SIZE,
});

export const SORT_LABELS: Record<AdminProductSort, string> = {
  sku: 'SKU, A to Z',
  '-sku': 'SKU, Z to A',
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  price: 'Price, low to high',
  '-price': 'Price, high to low',
  newest: 'Newest first',
  oldest: 'Oldest first',
  best_selling: 'Best selling (30 days)',
};

export const STOCK_LABELS: Record<AdminStockState, string> = {
  in_stock: 'In stock',
  low: 'Low (under 20)',
  out: 'Out of stock',
};

export const TYPE_LABELS: Record<ProductType, string> = {
  normal: 'Single product',
  variant: 'Variant family',
  bundle: 'Bundle',
};
