/**
 * The vehicle-specific enclosure collection: a page of the collection narrowed by type, sizes, year, make
 * and model, with the choices each filter still offers under the other filters. A fixed number of
 * queries whatever the catalogue size: count, page, five facets, then the cards.
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
import type { FitmentQuery, VehicleRepo } from './vehicles.repo.js';

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
  async function facets(collectionId: number, q: FitmentQuery): Promise<VehicleFacets> {
    // Open ranges ("2019-Up") offer years up to next model year.
    const maxYear = clock.now().getUTCFullYear() + 1;
    const [sizeValues, typeValues, ranges, makes, models] = await Promise.all([
      repo.values(collectionId, q, 'sizes'),
      repo.values(collectionId, q, 'type'),
      repo.yearRanges(collectionId, q),
      repo.values(collectionId, q, 'make'),
      q.make === null ? [] : repo.values(collectionId, q, 'model'),
    ]);
    const sizeKeys = new Set(sizeValues);
    const types = new Set(typeValues);
    return {
      years: yearsOfRanges(ranges, maxYear),
      makes: makes.sort(byText),
      models: models.filter((m) => m !== '').sort(byText),
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
    const matches = await repo.count(id, q);
    const { count } = matches;
    const ids = await repo.page(id, q, query.pageSize, (query.page - 1) * query.pageSize, matches);
    const cards = await catalog.cardsByIds(ids, viewer);
    return {
      collection,
      // The page is already ordered by the stored pre-order flag; this keeps it true within the page.
      products: sortPreorderedLast(cards, (card) => isPreorderEligible(card)),
      count,
      page: query.page,
      pageSize: query.pageSize,
      pages: Math.ceil(count / query.pageSize),
      facets: await facets(id, q),
      filters: vehicleFiltersOf(query),
    };
  }

  return { getCollection };
}
