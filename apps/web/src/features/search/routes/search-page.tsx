import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { searchCrumbs, searchPageParamsOf, searchSeo } from '@shop/domain';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Pagination } from '../../../components/ui/pagination';
import { ApiError } from '../../../lib/api-client';
import { seoContext, useSeo } from '../../../lib/seo';
import { ProductCard } from '../../catalog/components/product-card';
import { searchQueryOptions } from '../api/search-products';
import { SearchBox, searchHref } from '../components/search-box';

/** Prefetches the results; a failed search is shown by the page itself, never by the error boundary. */
export const searchLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const params = searchPageParamsOf(new URL(request.url).searchParams);
    if (params.q) await queryClient.prefetchQuery(searchQueryOptions(params));
    return null;
  };

export function resultCountLabel(count: number, q: string): string {
  return `${count} ${count === 1 ? 'result' : 'results'} for "${q}"`;
}

const POPULAR = ['12 inch subwoofer', 'EVL', 'amp kit', 'monoblock amplifier', 'loaded enclosure', 'battery'];

function PopularSearches() {
  return (
    <div className="mt-6">
      <h2 className="text-sm font-black uppercase tracking-wider text-neutral-700">Popular searches</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {POPULAR.map((q) => (
          <li key={q}>
            <Link
              to={searchHref(q)}
              className="inline-block rounded-full bg-white px-4 py-2 text-sm font-semibold text-neutral-800 ring-1 ring-neutral-300 hover:text-red-700 hover:ring-red-600"
            >
              {q}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SearchPage() {
  const [search] = useSearchParams();
  const params = searchPageParamsOf(search);
  const { q, page } = params;
  const { data, error, isPending } = useQuery({ ...searchQueryOptions(params), enabled: q !== '' });

  const crumbs = searchCrumbs(q);
  const products = data?.products ?? [];
  useSeo(searchSeo(q, page, data ?? null, seoContext()));

  let content;
  if (!q) {
    content = (
      <div className="mt-6 max-w-2xl">
        <p className="text-neutral-700">
          Type a product name, a size or a SKU (for example SVR-12 or EVL-10) to find it.
        </p>
        <SearchBox variant="mobile" className="mt-4 md:hidden" />
        <PopularSearches />
      </div>
    );
  } else if (error) {
    const badQuery = error instanceof ApiError && error.status === 400;
    content = (
      <div role="alert" className="mt-6 rounded-xl bg-white p-6 ring-1 ring-neutral-200">
        <p className="font-semibold text-neutral-900">
          {badQuery
            ? `We couldn't search for "${q}". Try shorter or simpler words.`
            : 'Search is unavailable right now. Please try again in a moment.'}
        </p>
      </div>
    );
  } else if (isPending || !data) {
    content = (
      <div aria-busy="true" className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <p className="sr-only">Searching…</p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-96 animate-pulse rounded-2xl bg-neutral-200" />
        ))}
      </div>
    );
  } else if (data.count === 0) {
    content = (
      <div className="mt-6">
        <p className="text-lg font-bold text-neutral-900">No results for "{q}"</p>
        <p className="mt-2 text-neutral-700">
          Check the spelling, try a more general word, or search by SKU.
        </p>
        <PopularSearches />
      </div>
    );
  } else {
    const totalPages = Math.max(1, Math.ceil(data.count / data.pageSize));
    content = (
      <>
        <p className="mt-3 text-sm font-semibold text-neutral-700" aria-live="polite">
          {resultCountLabel(data.count, q)}
        </p>
        {/* The cards' h3 titles sit under a heading of their own (heading levels go down one at a time). */}
        <h2 className="sr-only">Results</h2>
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((p, i) => (
            <li key={p.id}>
              <ProductCard product={p} eager={i < 3} />
            </li>
          ))}
        </ul>
        <Pagination page={data.page} totalPages={totalPages} hrefFor={(p) => searchHref(q, p)} />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Breadcrumbs items={crumbs} />
      <h1 className="mt-6 text-3xl font-black uppercase tracking-tight text-neutral-950 sm:text-4xl">
        {q ? `Search results for "${q}"` : 'Search'}
      </h1>
      {content}
    </div>
  );
}
