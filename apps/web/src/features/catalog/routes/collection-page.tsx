import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { collectionCrumbs, collectionSeo, collectionTitle, pageNumberOf } from '@shop/domain';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Pagination } from '../../../components/ui/pagination';
import { collectionPath, collectionQueryOptions, type CollectionParams } from '../api/get-collection';
import { CollectionBanner } from '../components/collection-banner';
import { ProductCard } from '../components/product-card';
import { DealerProductCard } from '../components/dealer-product-card';
import { useIsDealer } from '../../auth/api/get-session';
import { seoContext, useSeo } from '../../../lib/seo';
import { PRODUCT_GRID_CLASS } from '../components/product-grid';

function paramsOf(params: Record<string, string | undefined>, search: URLSearchParams): CollectionParams {
  return { handle: params.handle ?? '', sub: params.sub ?? null, page: pageNumberOf(search) };
}

export const collectionLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(
      collectionQueryOptions(paramsOf(params, new URL(request.url).searchParams)),
    );
    return null;
  };

export function countLabel(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

export function CollectionPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const query = paramsOf(params, search);
  const { data } = useSuspenseQuery(collectionQueryOptions(query));
  const isDealer = useIsDealer();
  const { collection, products, count, page, pageSize } = data;
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  const path = collectionPath(query);
  const title = collectionTitle(collection);
  const crumbs = collectionCrumbs(collection);
  useSeo(collectionSeo(data, seoContext()));

  const hrefFor = (p: number) => {
    const next = new URLSearchParams(search);
    if (p <= 1) next.delete('page');
    else next.set('page', String(p));
    const qs = next.toString();
    return qs ? `${path}?${qs}` : path;
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-6 lg:px-8">
      <Breadcrumbs items={crumbs} />

      <CollectionBanner collection={collection} />

      {/* On a phone the heading block stays short (one row of sub-collections that scrolls sideways, the
          description in two lines) so that the first product starts on the first screen. */}
      <header className="mt-4 flex flex-col gap-2 sm:mt-6 sm:gap-3">
        <h1 className="text-2xl font-black uppercase tracking-tight text-neutral-950 sm:text-4xl">{title}</h1>
        {collection.collection_description && (
          <p className="line-clamp-2 max-w-3xl text-sm leading-relaxed text-neutral-600 sm:line-clamp-none sm:text-base">
            {collection.collection_description}
          </p>
        )}
        {collection.subCollections.length > 0 && (
          <nav aria-label="Sub-collections">
            <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
              {collection.subCollections.map((s) => (
                <li key={s.handle} className="shrink-0">
                  <Link
                    to={`/collections/${collection.parent?.handle ?? collection.handle}/${s.handle}`}
                    className="inline-flex whitespace-nowrap rounded-full border border-neutral-300 bg-white px-3 py-1.5 text-sm font-semibold text-neutral-800 hover:border-red-600 hover:text-red-600 sm:px-4"
                  >
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="text-sm font-semibold text-neutral-600" role="status">
          {countLabel(count)}
        </p>
      </header>

      {products.length > 0 ? (
        <>
          {/* The cards' h3 titles sit under a heading of their own (heading levels go down one at a time). */}
          <h2 className="sr-only">Products</h2>
          <ul aria-label={`${title} products`} className={`mt-4 sm:mt-6 ${PRODUCT_GRID_CLASS}`}>
            {products.map((p, i) => (
              <li key={p.sku}>
                {isDealer ? (
                  <DealerProductCard product={p} eager={i < 3} hidePricing={collection.hidePricing} />
                ) : (
                  <ProductCard product={p} eager={i < 3} hidePricing={collection.hidePricing} />
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-10 rounded-2xl border border-dashed border-neutral-300 p-10 text-center text-neutral-600">
          No products in this collection yet.
        </p>
      )}

      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
    </div>
  );
}
