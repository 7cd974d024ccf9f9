import type { VehicleCollectionParams } from '@shop/domain';

export { vehicleParamsOf } from '@shop/domain';

/** The chosen sizes of a sizes param ('10",12"' -> ['10"', '12"']). */
export function sizesOf(params: VehicleCollectionParams): string[] {
  return (params.sizes ?? '').split(',').filter((s) => s !== '');
}

/** The vehicle a shopper chose, as words ('2020 Ford F-150'), or '' when none. */
export function vehicleLabel(params: VehicleCollectionParams): string {
  return [params.vehicle_year, params.vehicle_make, params.vehicle_model].filter(Boolean).join(' ');
}

export function hasFilters(params: VehicleCollectionParams): boolean {
  return Boolean(
    params.type || params.sizes || params.vehicle_year || params.vehicle_make || params.vehicle_model,
  );
}
