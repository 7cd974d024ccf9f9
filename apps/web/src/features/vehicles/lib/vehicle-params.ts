import type { VehicleCollectionParams } from '@shop/domain';

export { vehicleLabel, vehicleParamsOf } from '@shop/domain';

/** The chosen sizes of a sizes param ('10",12"' -> ['10"', '12"']). */
export function sizesOf(params: VehicleCollectionParams): string[] {
  return (params.sizes ?? '').split(',').filter((s) => s !== '');
}

export function hasFilters(params: VehicleCollectionParams): boolean {
  return Boolean(
    params.type || params.sizes || params.vehicle_year || params.vehicle_make || params.vehicle_model,
  );
}
