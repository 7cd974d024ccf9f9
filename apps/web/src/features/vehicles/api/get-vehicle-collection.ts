import { queryOptions } from '@tanstack/react-query';
import {
  vehicleCollectionApiUrl,
  type VehicleCollectionParams,
  type VehicleCollectionResponse,
} from '@shop/domain';
import { api } from '../../../lib/api-client';
import { pageRead } from '../../../lib/api-fixed-route';
import { bootInitialData } from '../../../lib/boot-data';

export { VEHICLE_COLLECTION_PATH, type VehicleCollectionParams } from '@shop/domain';

/** GET /api/collections/vehicle-specific-subwoofer-enclosures?type=&sizes=&vehicle_year=&vehicle_make=&vehicle_model=&page= */
export const getVehicleCollection = (params: VehicleCollectionParams, signal?: AbortSignal) =>
  api.get(
    pageRead('GET /api/collections/vehicle-specific-subwoofer-enclosures', vehicleCollectionApiUrl(params)),
    (d) => d.VehicleCollectionResponseSchema,
    { signal },
  );

export const vehicleCollectionQueryOptions = (params: VehicleCollectionParams) =>
  queryOptions({
    queryKey: ['vehicles', 'collection', params] as const,
    queryFn: ({ signal }) => getVehicleCollection(params, signal),
    ...bootInitialData<VehicleCollectionResponse>(vehicleCollectionApiUrl(params)),
  });
