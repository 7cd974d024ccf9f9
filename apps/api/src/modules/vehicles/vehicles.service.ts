/**
 * The vehicle-specific enclosure collection: a page of the collection narrowed by type, sizes, year, make
 * and model, with the choices each filter still offers under the other filters. A fixed number of
 * statements whatever the catalogue size: the collection's header, the filter's summary (count and facets in
 * one), the page, then the cards as any listing loads them.
 */
import {
  isPreorderEligible,
  normalizeSize,
  sortPreorderedLast,
  VEHICLE_COLLECTION_HANDLE,
  VEHICLE_SIZES,
  VEHICLE_TYPES,
  vehicleFilterFromQuery,
  vehicleFiltersOf,
  yearsOfRanges,
  type VehicleCollectionQuery,
  type VehicleCollectionResponse,
  type VehicleFacets,
  type VehicleFilter,
} from '@shop/domain';
import type { Clock } from '../../lib/clock.js';
import type { Viewer } from '../../lib/viewer.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { FitmentQuery, Summary, VehicleRepo } from './vehicles.repo.js';

const byText = (a: string, b: string) => a.localeCompare(b, 'en');

export const toFitmentQuery = (f: VehicleFilter): FitmentQuery => ({
  type: f.type,
  sizeKeys: [...new Set(f.sizes.map(normalizeSize))],
  year: f.year,
  make: f.make,
  model: f.model,
});

export type VehicleService = ReturnType<typeof createVehicleService>;

export function createVehicleService(repo: VehicleRepo, catalog: CatalogService, clock: Clock) {
  /** The answer's facets from the summary's rows. */
  function facets({ values, ranges }: Summary): VehicleFacets {
    // Open ranges ("2019-Up") offer years up to next model year.
    const maxYear = clock.now().getUTCFullYear() + 1;
    const sizeKeys = new Set(values.sizes);
    const types = new Set(values.type);
    return {
      years: yearsOfRanges(ranges, maxYear),
      makes: values.make.sort(byText),
      models: values.model.filter((m) => m !== '').sort(byText),
      types: VEHICLE_TYPES.filter((t) => types.has(t)),
      sizes: VEHICLE_SIZES.filter((s) => sizeKeys.has(normalizeSize(s))),
    };
  }

  async function getCollection(
    query: VehicleCollectionQuery,
    viewer: Viewer,
  ): Promise<VehicleCollectionResponse> {
    const { id, collection } = await catalog.collectionHeader(VEHICLE_COLLECTION_HANDLE, viewer);
    const q = toFitmentQuery(vehicleFilterFromQuery(query));
    const summary = await repo.summary(id, q);
    const { count } = summary;
    const ids = await repo.page(id, q, query.pageSize, (query.page - 1) * query.pageSize, summary);
    const cards = await catalog.cardsByIds(ids, viewer);
    return {
      collection,
      // The page is already ordered by the stored pre-order flag; this keeps it true within the page.
      products: sortPreorderedLast(cards, (card) => isPreorderEligible(card)),
      count,
      page: query.page,
      pageSize: query.pageSize,
      pages: Math.ceil(count / query.pageSize),
      facets: facets(summary),
      filters: vehicleFiltersOf(query),
    };
  }

  return { getCollection };
}
