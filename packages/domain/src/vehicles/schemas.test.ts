import { describe, expect, it } from 'vitest';
import { VehicleCollectionQuerySchema, vehicleFilterFromQuery, vehicleFiltersOf } from './schemas.js';

describe('VehicleCollectionQuerySchema', () => {
  it('parses the spec query parameters into a filter', () => {
    const q = VehicleCollectionQuerySchema.parse({
      type: 'Loaded',
      sizes: '10",12"',
      vehicle_year: '2016',
      vehicle_make: 'Ford',
      vehicle_model: 'F-150',
    });
    expect(vehicleFilterFromQuery(q)).toEqual({
      type: 'Loaded',
      sizes: ['10"', '12"'],
      year: 2016,
      make: 'Ford',
      model: 'F-150',
    });
    expect(q.page).toBe(1);
  });

  it('accepts sizes without the inch mark and drops duplicates', () => {
    expect(VehicleCollectionQuerySchema.parse({ sizes: '8,8",12' }).sizes).toEqual(['8"', '12"']);
  });

  it('treats empty parameters as absent', () => {
    const q = VehicleCollectionQuerySchema.parse({ type: '', sizes: '', vehicle_year: '', vehicle_make: '' });
    expect(vehicleFilterFromQuery(q)).toEqual({ type: null, sizes: [], year: null, make: null, model: null });
  });

  it('rejects an unknown type, an unknown size and a year that is not a year', () => {
    expect(VehicleCollectionQuerySchema.safeParse({ type: 'Full' }).success).toBe(false);
    expect(VehicleCollectionQuerySchema.safeParse({ sizes: '15"' }).success).toBe(false);
    expect(VehicleCollectionQuerySchema.safeParse({ vehicle_year: 'abc' }).success).toBe(false);
    expect(VehicleCollectionQuerySchema.safeParse({ vehicle_year: '20160' }).success).toBe(false);
    expect(VehicleCollectionQuerySchema.safeParse({ vehicle_make: 'x'.repeat(61) }).success).toBe(false);
  });
});

describe('VehicleCollectionQuerySchema, strict values', () => {
  it.each([
    ['a year with a sign or decimals', { vehicle_year: '+2016' }],
    ['a year in exponent form', { vehicle_year: '2e3' }],
    ['a year before 1950', { vehicle_year: '1949' }],
    ['a year after 2100', { vehicle_year: '2101' }],
    ['a type in another case', { type: 'loaded' }],
    ['a make with markup', { vehicle_make: '<script>' }],
    ['a model holding the pipe separator', { vehicle_model: 'F-150|F-250' }],
    ['a repeated parameter', { vehicle_make: ['Ford', 'Ram'] }],
  ])('rejects %s', (_, query) => {
    expect(VehicleCollectionQuerySchema.safeParse(query).success).toBe(false);
  });

  it('accepts the boundary years and the makes and models of the menus', () => {
    const q = VehicleCollectionQuerySchema.parse({
      vehicle_year: '1950',
      vehicle_make: 'Chevrolet/GMC',
      vehicle_model: 'Silverado 1500',
    });
    expect(vehicleFiltersOf(q)).toEqual({
      type: null,
      sizes: [],
      vehicle_year: 1950,
      vehicle_make: 'Chevrolet/GMC',
      vehicle_model: 'Silverado 1500',
    });
    expect(VehicleCollectionQuerySchema.parse({ vehicle_year: '2100' }).vehicle_year).toBe(2100);
  });
});
