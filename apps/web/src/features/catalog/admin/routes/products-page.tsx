import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Pagination } from '../../../../components/ui/pagination';
import { route } from '../../../../lib/api-route';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { productsCollectionsQueryOptions } from '../api/products-collections';
import { PRODUCTS_LIST_KEY, productsQueryOptions, useProducts } from '../api/products-list';
import {
  AdminPage,
  LoadError,
  Notice,
  primaryButtonCls,
  secondaryButtonCls,
  textLinkCls,
} from '../../../admin/components/admin-ui';
import { ProductsCsvImport } from '../components/products-csv';
import { ProductsFilters } from '../components/products-filters';
import { ProductsTable } from '../components/products-table';
import {
  PRODUCTS_PAGE_SIZE,
  isFiltered,
  productsFilterOf,
  productsFilterQuery,
  productsPath,
  type ProductsFilter,
} from '../lib/products-filter';

/**
 * /admin/products: prefetches the URL's page with the options the screen reads, and the collections for its
 * filter, in parallel. The first visit waits for the page; moving to another page or filter does not: the last
 * page stays shown, dimmed, until the next arrives.
 */
export const productsLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, async () => {
      const filter = productsFilterOf(new URL(request.url).searchParams);
      const shownBefore = queryClient
        .getQueriesData({ queryKey: PRODUCTS_LIST_KEY })
        .some(([, data]) => data !== undefined);
      const page = queryClient.prefetchQuery(productsQueryOptions(filter));
      void queryClient.prefetchQuery(productsCollectionsQueryOptions());
      if (!shownBefore) await page;
    });

/** Where the CSV export of the list's filters downloads from. */
export const productsExportHref = (filter: ProductsFilter): string =>
  route('GET /api/admin/products/export.csv', productsFilterQuery(filter)).url;

function Results({ filter }: { filter: ProductsFilter }) {
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useProducts(filter);
  if (isPending) return <p className="text-sm text-neutral-600">Loading the products…</p>;
  if (isError) return <LoadError error={error} what="the products" onRetry={() => void refetch()} />;
  const totalPages = Math.max(1, Math.ceil(data.total / PRODUCTS_PAGE_SIZE));
  if (data.products.length === 0) {
    if (data.total > 0 && !isPlaceholderData)
      return (
        <p className="text-sm text-neutral-700">
          There is no page {filter.page}.{' '}
          <Link to={productsPath({ ...filter, page: 1 })} className={textLinkCls}>
            Go to the first page
          </Link>
        </p>
      );
    return (
      <p className="text-sm text-neutral-700">
        {isFiltered(filter)
          ? 'No product matches this search and these filters.'
          : 'There are no products yet.'}
      </p>
    );
  }
  const shownPage = isPlaceholderData ? data.page : filter.page;
  const first = (shownPage - 1) * PRODUCTS_PAGE_SIZE + 1;
  const last = first + data.products.length - 1;
  return (
    <div aria-busy={isPlaceholderData || undefined}>
      <p className="mb-3 text-sm text-neutral-700" aria-live="polite">
        {isPlaceholderData
          ? 'Loading…'
          : `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${data.total.toLocaleString(
              'en-US',
            )} ${data.total === 1 ? 'product' : 'products'}`}
      </p>
      <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <ProductsTable products={data.products} />
      </div>
      <Pagination
        page={filter.page}
        totalPages={totalPages}
        neighbours={1}
        hrefFor={(page) => productsPath({ ...filter, page })}
      />
    </div>
  );
}

/**
 * /admin/products: the catalogue a page at a time, searched, filtered and ordered on the server (50,000
 * products and more), everything in the URL so that a view can be linked to; each row leads to its edit screen.
 * The catalogue CSV is exported with the same filters and imported here (checked, then applied when no row is refused).
 */
export function ProductsPage() {
  const id = useId();
  const [params] = useSearchParams();
  const filter = productsFilterOf(params);
  const [importing, setImporting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(params.toString());
  // What the last step did (a product deleted on its own page).
  const done = (useLocation().state as { saved?: string } | null)?.saved;

  // Another page or filter: focus goes to the results' heading, so that they are read from their start.
  useEffect(() => {
    const key = params.toString();
    if (shown.current === key) return;
    const pageOnly = shown.current.replace(/(^|&)page=\d+/, '') === key.replace(/(^|&)page=\d+/, '');
    shown.current = key;
    if (pageOnly) heading.current?.focus();
  }, [params]);

  return (
    <AdminPage
      title="Products"
      intro="Every product of the shop: search by SKU or name, filter, and open one to edit it. Changes show on the storefront at once."
    >
      <div role="status" className="empty:hidden">
        {done && <Notice tone="success">{done}</Notice>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/admin/products/new" className={primaryButtonCls}>
          New product
        </Link>
        <a href={productsExportHref(filter)} download className={secondaryButtonCls}>
          Export CSV
          {isFiltered(filter) && <span className="sr-only"> of the filtered products</span>}
        </a>
        <button
          type="button"
          className={`${secondaryButtonCls} aria-expanded:border-red-600 aria-expanded:bg-red-50 aria-expanded:text-red-800`}
          aria-expanded={importing}
          aria-controls={`${id}-import`}
          onClick={() => setImporting((open) => !open)}
        >
          Import CSV
        </button>
      </div>
      {importing && (
        <section
          id={`${id}-import`}
          aria-labelledby={`${id}-import-title`}
          className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm"
        >
          <h2 id={`${id}-import-title`} className="text-lg font-bold text-neutral-950">
            Import a catalogue CSV
          </h2>
          <div className="mt-3">
            <ProductsCsvImport />
          </div>
        </section>
      )}
      <section
        aria-labelledby={`${id}-find`}
        className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <h2 id={`${id}-find`} className="sr-only">
          Find products
        </h2>
        <ProductsFilters filter={filter} />
      </section>
      <section
        aria-labelledby={`${id}-results`}
        className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-3 shadow-sm sm:p-5"
      >
        <h2
          id={`${id}-results`}
          ref={heading}
          tabIndex={-1}
          className="mb-2 text-lg font-bold text-neutral-950 outline-none"
        >
          {isFiltered(filter) ? 'Matching products' : 'All products'}
        </h2>
        <Results filter={filter} />
      </section>
    </AdminPage>
  );
}
