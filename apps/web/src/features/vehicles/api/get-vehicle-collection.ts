import { queryOptions, useQuery } from '@tanstack/react-query';
import { VEHICLE_COLLECTION_HANDLE } from '@shop/domain';
import { api } from '../../../lib/api-client';

export const VEHICLE_COLLECTION_PATH = `/collections/${VEHICLE_COLLECTION_HANDLE}`;

/** The URL query of the vehicle collection, as strings (absent filters left out). */
export type VehicleCollectionParams = {
  type?: string;
  sizes?: string;
  vehicle_year?: string;
  vehicle_make?: string;
  vehicle_model?: string;
  page?: string;
};

export const VEHICLE_PARAM_KEYS = [
  'type',
  'sizes',
  'vehicle_year',
  'vehicle_make',
  'vehicle_model',
  'page',
] as const;

/** The query string of these params in a fixed order ('' when none). */
export function vehicleQueryString(params: VehicleCollectionParams): string {
  const search = new URLSearchParams();
  for (const key of VEHICLE_PARAM_KEYS) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  return search.toString();
}

/** GET /api/collections/vehicle-specific-subwoofer-enclosures?type=&sizes=&vehicle_year=&vehicle_make=&vehicle_model=&page= */
export const getVehicleCollection = (params: VehicleCollectionParams, signal?: AbortSignal) => {
  const qs = vehicleQueryString(params);
  return api.get(
    `/api${VEHICLE_COLLECTION_PATH}${qs ? `?${qs}` : ''}`,
    (d) => d.VehicleCollectionResponseSchema,
    { signal },
  );
};

export const vehicleCollectionQueryOptions = (params: VehicleCollectionParams) =>
  queryOptions({
    queryKey: ['vehicles', 'collection', params] as const,
    queryFn: ({ signal }) => getVehicleCollection(params, signal),
  });

export const useVehicleCollection = (params: VehicleCollectionParams) =>
  useQuery(vehicleCollectionQueryOptions(params));
