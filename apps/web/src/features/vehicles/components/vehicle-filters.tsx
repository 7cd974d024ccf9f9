import { useId } from 'react';
import { VEHICLE_SIZES, VEHICLE_TYPES, type VehicleFacets, type VehicleFilterChange } from '@shop/domain';
import type { VehicleCollectionParams } from '../api/get-vehicle-collection';
import { hasFilters, sizesOf } from '../lib/vehicle-params';

export type VehicleFiltersProps = {
  params: VehicleCollectionParams;
  facets: VehicleFacets;
  onChange: (change: VehicleFilterChange) => void;
  onClearAll: () => void;
};

const selectClass =
  'mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-sm focus:border-red-600 focus:outline-none focus:ring-2 focus:ring-red-600/30 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500';
const legendClass = 'text-xs font-bold uppercase tracking-wider text-neutral-700';
const checkClass = 'h-4 w-4 rounded border-neutral-400 accent-red-600';

/** Options of a select: the facet's values, keeping the chosen one even when the facet lacks it. */
function optionsWith(values: string[], chosen: string | undefined): string[] {
  return chosen && !values.some((v) => v.toLowerCase() === chosen.toLowerCase())
    ? [chosen, ...values]
    : values;
}

/** The full vehicle filter set: type, sizes, year, make, model (the desktop column and the mobile sidebar). */
export function VehicleFilters({ params, facets, onChange, onClearAll }: VehicleFiltersProps) {
  const id = useId();
  const sizes = sizesOf(params);
  const years = optionsWith(facets.years.map(String), params.vehicle_year);
  const makes = optionsWith(facets.makes, params.vehicle_make);
  const models = optionsWith(facets.models, params.vehicle_model);
  const chosenOf = (values: string[], chosen: string | undefined) =>
    values.find((v) => v.toLowerCase() === chosen?.toLowerCase()) ?? '';

  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className={legendClass}>Type</legend>
        <div className="mt-2 flex flex-col gap-2">
          {VEHICLE_TYPES.map((t) => (
            <label key={t} className="flex cursor-pointer items-center gap-2 text-sm text-neutral-800">
              <input
                type="checkbox"
                className={checkClass}
                checked={params.type === t}
                onChange={(e) => onChange({ kind: 'type', value: t, checked: e.target.checked })}
              />
              {t}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>Sizes</legend>
        <div className="mt-2 flex flex-col gap-2">
          {VEHICLE_SIZES.map((s) => {
            const checked = sizes.includes(s);
            const available = checked || facets.sizes.includes(s);
            return (
              <label
                key={s}
                className={`flex items-center gap-2 text-sm ${available ? 'cursor-pointer text-neutral-800' : 'cursor-not-allowed text-neutral-500'}`}
              >
                <input
                  type="checkbox"
                  className={checkClass}
                  checked={checked}
                  disabled={!available}
                  onChange={(e) => onChange({ kind: 'size', value: s, checked: e.target.checked })}
                />
                {s}
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="flex flex-col gap-4">
        <p className={legendClass}>Vehicle</p>
        <div>
          <label htmlFor={`${id}-year`} className="text-sm font-semibold text-neutral-800">
            Year
          </label>
          <select
            id={`${id}-year`}
            className={selectClass}
            value={chosenOf(years, params.vehicle_year)}
            onChange={(e) => onChange({ kind: 'year', value: e.target.value || null })}
          >
            <option value="">Any year</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-make`} className="text-sm font-semibold text-neutral-800">
            Make
          </label>
          <select
            id={`${id}-make`}
            className={selectClass}
            value={chosenOf(makes, params.vehicle_make)}
            onChange={(e) => onChange({ kind: 'make', value: e.target.value || null })}
          >
            <option value="">Any make</option>
            {makes.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-model`} className="text-sm font-semibold text-neutral-800">
            Model
          </label>
          <select
            id={`${id}-model`}
            className={selectClass}
            value={chosenOf(models, params.vehicle_model)}
            disabled={!params.vehicle_make}
            aria-describedby={params.vehicle_make ? undefined : `${id}-model-hint`}
            onChange={(e) => onChange({ kind: 'model', value: e.target.value || null })}
          >
            <option value="">Any model</option>
            {models.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
          {!params.vehicle_make && (
            <p id={`${id}-model-hint`} className="mt-1 text-xs text-neutral-600">
              Choose a make first.
            </p>
          )}
        </div>
      </div>

      {hasFilters(params) && (
        <button
          type="button"
          onClick={onClearAll}
          className="self-start text-sm font-semibold text-red-700 underline underline-offset-2 hover:text-red-800"
        >
          Clear all
        </button>
      )}
    </div>
  );
}
