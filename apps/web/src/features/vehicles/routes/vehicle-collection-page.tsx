import { useEffect, useRef } from 'react';
import { type LoaderFunctionArgs } from 'react-router';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { collectionTitle, vehicleCollectionCrumbs, vehicleCollectionSeo } from '@shop/domain';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Pagination } from '../../../components/ui/pagination';
import { seoContext, useSeo } from '../../../lib/seo';
import { useUiStore } from '../../../lib/ui-store';
import { useViewport } from '../../../lib/use-viewport';
import { CollectionBanner } from '../../catalog/components/collection-banner';
import { ProductCard } from '../../catalog/components/product-card';
import { vehicleCollectionQueryOptions } from '../api/get-vehicle-collection';
import { FiltersSidebar } from '../components/filters-sidebar';
import { VehicleFilterBar } from '../components/vehicle-filter-bar';
import { VehicleFilters } from '../components/vehicle-filters';
import { vehicleHref, useVehicleFilters } from '../lib/use-vehicle-filters';
import { hasFilters, vehicleLabel, vehicleParamsOf } from '../lib/vehicle-params';
import { PRODUCT_GRID_CLASS } from '../../catalog/components/product-grid';

export const EMPTY_RESULT_TEXT = 'No items found, try removing a filter';

export const vehicleCollectionLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(
      vehicleCollectionQueryOptions(vehicleParamsOf(new URL(request.url).searchParams)),
    );
    return null;
  };

export function countLabel(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/** /collections/vehicle-specific-subwoofer-enclosures: the enclosures filtered by type, sizes and vehicle. */
export function VehicleCollectionPage() {
  const filters = useVehicleFilters();
  const { params, shownParams } = filters;
  const { data } = useSuspenseQuery(vehicleCollectionQueryOptions(shownParams));
  const { collection, products, count, page, pages, facets } = data;
  const viewport = useViewport();
  const desktop = viewport === 'desktop';

  const sidebarOpen = useUiStore((s) => s.displaySidebar && s.sidebarView === 'FILTER_VIEW');
  const openSidebar = useUiStore((s) => s.openSidebar);
  const closeSidebar = useUiStore((s) => s.closeSidebar);
  const filtersButton = useRef<HTMLButtonElement>(null);
  // The sidebar belongs to this page (and to the mobile layout): leaving either closes it.
  useEffect(() => {
    if (desktop && useUiStore.getState().sidebarView === 'FILTER_VIEW') closeSidebar();
  }, [desktop, closeSidebar]);
  useEffect(
    () => () => {
      if (useUiStore.getState().sidebarView === 'FILTER_VIEW') useUiStore.getState().closeSidebar();
    },
    [],
  );

  const title = collectionTitle(collection);
  const vehicle = vehicleLabel(shownParams);
  const crumbs = vehicleCollectionCrumbs(data, shownParams);
  useSeo(vehicleCollectionSeo(data, shownParams, seoContext()));

  const hrefFor = (p: number) => vehicleHref({ ...shownParams, page: p > 1 ? String(p) : undefined });
  const filterSet = (
    <VehicleFilters params={params} facets={facets} onChange={filters.change} onClearAll={filters.clearAll} />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Breadcrumbs items={crumbs} />
      <CollectionBanner collection={collection} />

      <header className="mt-6 flex flex-col gap-2">
        <h1 className="text-3xl font-black uppercase tracking-tight text-neutral-950 sm:text-4xl">{title}</h1>
        {vehicle ? (
          <p className="text-lg font-semibold text-neutral-800">Enclosures for the {vehicle}</p>
        ) : (
          collection.collection_description && (
            <p className="max-w-3xl leading-relaxed text-neutral-600">{collection.collection_description}</p>
          )
        )}
      </header>

      <div className="mt-6 desktop:grid desktop:grid-cols-12 desktop:gap-8">
        {desktop && (
          <aside aria-label="Filters" className="col-span-3">
            <div className="sticky top-4 rounded-2xl border border-neutral-200 bg-white p-5">
              <h2 className="mb-5 text-lg font-black uppercase tracking-tight text-neutral-950">Filters</h2>
              {filterSet}
            </div>
          </aside>
        )}

        <section aria-label="Results" className="col-span-9 min-w-0">
          {!desktop && (
            <VehicleFilterBar
              ref={filtersButton}
              params={params}
              facets={facets}
              onChange={filters.change}
              onOpenFilters={() => openSidebar('FILTER_VIEW')}
              filtersOpen={sidebarOpen}
            />
          )}
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 desktop:mt-0">
            <p className="text-sm font-semibold text-neutral-700" role="status">
              {countLabel(count)}
            </p>
            {!desktop && hasFilters(shownParams) && (
              <button
                type="button"
                onClick={filters.clearAll}
                className="text-sm font-semibold text-red-700 underline underline-offset-2 hover:text-red-800"
              >
                Clear all
              </button>
            )}
          </div>

          <div
            aria-busy={filters.pending}
            className={filters.pending ? 'opacity-60 transition-opacity' : 'transition-opacity'}
          >
            {/* The cards' h3 titles sit under a heading of their own (heading levels go down one at a time). */}
            <h2 className="sr-only">Products</h2>
            {products.length > 0 ? (
              <ul aria-label={`${title} products`} className={`mt-4 ${PRODUCT_GRID_CLASS}`}>
                {products.map((p, i) => (
                  <li key={p.sku}>
                    <ProductCard product={p} eager={i < 3} hidePricing={collection.hidePricing} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-6 flex flex-col items-center gap-4 rounded-2xl border border-dashed border-neutral-300 p-10 text-center">
                <p className="text-neutral-700">{EMPTY_RESULT_TEXT}</p>
                {hasFilters(shownParams) && (
                  <button
                    type="button"
                    onClick={filters.clearAll}
                    className="rounded-lg bg-red-600 px-5 py-2.5 text-sm font-bold uppercase tracking-wide text-white transition hover:bg-red-700"
                  >
                    Clear filters
                  </button>
                )}
              </div>
            )}
            <Pagination page={page} totalPages={Math.max(1, pages)} hrefFor={hrefFor} />
          </div>
        </section>
      </div>

      {sidebarOpen && !desktop && (
        <FiltersSidebar onClose={closeSidebar} resultsLabel={`Show ${countLabel(count)}`}>
          {filterSet}
        </FiltersSidebar>
      )}
    </div>
  );
}
