import { VEHICLE_PARAM_KEYS, type VehicleCollectionParams } from '../api/get-vehicle-collection';

/** The vehicle collection's params read from a URL query: known keys only, blank values dropped. */
export function vehicleParamsOf(search: URLSearchParams): VehicleCollectionParams {
  const out: VehicleCollectionParams = {};
  for (const key of VEHICLE_PARAM_KEYS) {
    const value = search.get(key)?.trim();
    if (value) out[key] = value;
  }
  if (out.page === '1') delete out.page;
  return out;
}

/** The chosen sizes of a sizes param ('10",12"' -> ['10"', '12"']). */
export function sizesOf(params: VehicleCollectionParams): string[] {
  return (params.sizes ?? '').split(',').filter((s) => s !== '');
}

/** The vehicle a shopper chose, as words ('2020 Ford F-150'), or '' when none. */
export function vehicleLabel(params: VehicleCollectionParams): string {
  return [params.vehicle_year, params.vehicle_make, params.vehicle_model].filter(Boolean).join(' ');
}

export function hasFilters(params: VehicleCollectionParams): boolean {
  return Boolean(params.type || params.sizes || params.vehicle_year || params.vehicle_make || params.vehicle_model);
}

