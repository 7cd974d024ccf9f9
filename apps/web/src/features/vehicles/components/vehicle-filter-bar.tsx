import { forwardRef } from 'react';
import { VEHICLE_SIZES, VEHICLE_TYPES, type VehicleFacets, type VehicleFilterChange } from '@shop/domain';
import type { VehicleCollectionParams } from '../api/get-vehicle-collection';
import { hasFilters, sizesOf } from '../lib/vehicle-params';

export type VehicleFilterBarProps = {
  params: VehicleCollectionParams;
  facets: VehicleFacets;
  onChange: (change: VehicleFilterChange) => void;
  onOpenFilters: () => void;
  filtersOpen: boolean;
};

const chip =
  'inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600';
const on = 'border-red-600 bg-red-600 text-white';
const off = 'border-neutral-300 bg-white text-neutral-800 hover:border-red-600 hover:text-red-700';

/** The horizontal filter variant (mobile and tablet): type and size chips and the button opening 'Filters'. */
export const VehicleFilterBar = forwardRef<HTMLButtonElement, VehicleFilterBarProps>(
  function VehicleFilterBar({ params, facets, onChange, onOpenFilters, filtersOpen }, filtersButton) {
    const sizes = sizesOf(params);
    const vehicleCount = [params.vehicle_year, params.vehicle_make, params.vehicle_model].filter(
      Boolean,
    ).length;
    return (
      <div role="group" aria-label="Quick filters" className="-mx-4 overflow-x-auto px-4 pb-1">
        <div className="flex w-max items-center gap-2">
          <button
            ref={filtersButton}
            type="button"
            onClick={onOpenFilters}
            aria-haspopup="dialog"
            aria-expanded={filtersOpen}
            className={`${chip} gap-2 ${hasFilters(params) ? 'border-neutral-900 bg-neutral-900 text-white' : off}`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path d="M3 5h14v2H3zM6 9h8v2H6zM8 13h4v2H8z" />
            </svg>
            Filters
            {vehicleCount > 0 && <span className="sr-only">({vehicleCount} vehicle filters set)</span>}
          </button>
          {VEHICLE_TYPES.map((t) => {
            const pressed = params.type === t;
            return (
              <button
                key={t}
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange({ kind: 'type', value: t, checked: !pressed })}
                className={`${chip} ${pressed ? on : off}`}
              >
                {t}
              </button>
            );
          })}
          {VEHICLE_SIZES.map((s) => {
            const pressed = sizes.includes(s);
            const available = pressed || facets.sizes.includes(s);
            return (
              <button
                key={s}
                type="button"
                aria-pressed={pressed}
                disabled={!available}
                onClick={() => onChange({ kind: 'size', value: s, checked: !pressed })}
                className={`${chip} ${pressed ? on : off} disabled:cursor-not-allowed disabled:border-neutral-200 disabled:bg-neutral-100 disabled:text-neutral-500`}
              >
                {s}
              </button>
            );
          })}
        </div>
      </div>
    );
  },
);
