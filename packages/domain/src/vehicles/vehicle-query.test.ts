import { describe, expect, it } from 'vitest';
import {
  applyVehicleFilterChange,
  VEHICLE_PARAM_KEYS,
  vehicleParamsOf,
  vehicleQueryString,
} from './vehicle-query.js';

describe('applyVehicleFilterChange', () => {
  it('sets type as a single choice and removes it when unchecked', () => {
    const loaded = applyVehicleFilterChange(
      { type: 'Empty' },
      { kind: 'type', value: 'Loaded', checked: true },
    );
    expect(loaded).toEqual({ type: 'Loaded' });
    expect(applyVehicleFilterChange(loaded, { kind: 'type', value: 'Loaded', checked: false })).toEqual({});
  });

  it('joins checked sizes as a comma list in 8", 10", 12" order', () => {
    const q = applyVehicleFilterChange({ sizes: '12"' }, { kind: 'size', value: '8"', checked: true });
    expect(q).toEqual({ sizes: '8",12"' });
  });

  it('removes the sizes parameter when none is left checked', () => {
    expect(
      applyVehicleFilterChange({ sizes: '10"' }, { kind: 'size', value: '10"', checked: false }),
    ).toEqual({});
  });

  it('clears the chosen model when a year or a make is chosen', () => {
    const q = { vehicle_make: 'Ford', vehicle_model: 'F-150', vehicle_year: '2016' };
    expect(applyVehicleFilterChange(q, { kind: 'year', value: '2018' })).toEqual({
      vehicle_make: 'Ford',
      vehicle_year: '2018',
    });
    expect(applyVehicleFilterChange(q, { kind: 'make', value: 'Ram' })).toEqual({
      vehicle_make: 'Ram',
      vehicle_year: '2016',
    });
  });

  it('keeps year and make when only the model changes, and goes back to page 1', () => {
    const q = { vehicle_make: 'Ford', vehicle_year: '2016', page: '3' };
    expect(applyVehicleFilterChange(q, { kind: 'model', value: 'F-150' })).toEqual({
      vehicle_make: 'Ford',
      vehicle_year: '2016',
      vehicle_model: 'F-150',
    });
  });

  it('does not change the query it was given', () => {
    const q = { type: 'Loaded' };
    applyVehicleFilterChange(q, { kind: 'type', value: 'Loaded', checked: false });
    expect(q).toEqual({ type: 'Loaded' });
  });
});

describe('vehicle collection URL params', () => {
  it('reads known keys, trims, drops blanks and page 1, and writes them back in a fixed order', () => {
    const params = vehicleParamsOf(
      new URLSearchParams('vehicle_make=%20Ford%20&type=Loaded&page=1&sizes=10%22,12%22&x=1&vehicle_model='),
    );
    expect(params).toEqual({ type: 'Loaded', sizes: '10",12"', vehicle_make: 'Ford' });
    expect(vehicleQueryString(params)).toBe('type=Loaded&sizes=10%22%2C12%22&vehicle_make=Ford');
    expect(vehicleQueryString({})).toBe('');
    expect(vehicleParamsOf(new URLSearchParams('page=3')).page).toBe('3');
    expect(VEHICLE_PARAM_KEYS).toEqual([
      'type',
      'sizes',
      'vehicle_year',
      'vehicle_make',
      'vehicle_model',
      'page',
    ]);
  });
});
