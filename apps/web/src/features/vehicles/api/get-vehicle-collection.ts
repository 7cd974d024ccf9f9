import { queryOptions, useQuery } from '@tanstack/react-query';
import { VEHICLE_COLLECTION_HANDLE, vehicleQueryString, type VehicleCollectionParams } from '@shop/domain';
import { api } from '../../../lib/api-client';

export { VEHICLE_PARAM_KEYS, vehicleQueryString, type VehicleCollectionParams } from '@shop/domain';

export const VEHICLE_COLLECTION_PATH = `/collections/${VEHICLE_COLLECTION_HANDLE}`;

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
