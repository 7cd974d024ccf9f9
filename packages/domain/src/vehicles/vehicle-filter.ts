/** Vehicle-specific enclosure filter (spec section 5, "Vehicle filter matching"). */
import { normalizeSize } from '../catalog/compatibility.js';
import { VEHICLE_SIZES } from './vehicle-query.js';

export type VehicleType = 'Empty' | 'Loaded';

export type VehicleFilter = {
  type: VehicleType | null;
  sizes: string[];
  year: number | null;
  make: string | null;
  model: string | null;
};

export type VehicleProduct = { category: string | null; properties: Record<string, string> };

export const LOADED_CATEGORY = 'loaded-subwoofer-enclosures';
export const EMPTY_CATEGORY = 'empty-subwoofer-enclosures';
export const NO_VEHICLE_FILTER: VehicleFilter = {
  type: null,
  sizes: [],
  year: null,
  make: null,
  model: null,
};

function yearProp(props: Record<string, string>, key: string): number | null {
  const raw = props[key]?.trim();
  if (!raw || !/^\d{4}$/.test(raw)) return null;
  return Number(raw);
}

/** Start Year <= year <= End Year, inclusive; a missing or non-numeric End Year is open ("2015-UP"). */
export function matchesYear(props: Record<string, string>, year: number): boolean {
  const start = yearProp(props, 'Start Year');
  if (start === null || year < start) return false;
  const end = yearProp(props, 'End Year');
  return end === null || year <= end;
}

/** The pipe-separated models of an enclosure. */
export function modelsOf(props: Record<string, string>): string[] {
  return (props['Model'] ?? '')
    .split('|')
    .map((m) => m.trim())
    .filter((m) => m !== '');
}

function sameText(a: string | undefined, b: string): boolean {
  return a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Whether one product passes every set part of the filter. */
export function matchesVehicleFilter(p: VehicleProduct, f: VehicleFilter): boolean {
  if (f.type === 'Loaded' && p.category !== LOADED_CATEGORY) return false;
  if (f.type === 'Empty' && p.category !== EMPTY_CATEGORY) return false;
  if (f.year !== null && !matchesYear(p.properties, f.year)) return false;
  if (f.make !== null && !sameText(p.properties['Make'], f.make)) return false;
  if (f.model !== null && !modelsOf(p.properties).some((m) => sameText(m, f.model as string))) return false;
  if (f.sizes.length > 0) {
    const size = normalizeSize(p.properties['Subwoofer Size'] ?? '');
    if (size === '' || !f.sizes.some((s) => normalizeSize(s) === size)) return false;
  }
  return true;
}

export function filterVehicleProducts<T extends VehicleProduct>(products: T[], f: VehicleFilter): T[] {
  return products.filter((p) => matchesVehicleFilter(p, f));
}

export type VehicleFacets = {
  years: number[];
  makes: string[];
  /** Empty until a make is chosen. */
  models: string[];
  types: VehicleType[];
  /** Out of 8", 10", 12" (the sizes the filter offers). */
  sizes: string[];
};

export const VEHICLE_TYPES: VehicleType[] = ['Empty', 'Loaded'];

export type YearRange = { start: number; end: number | null };

/**
 * Every year of the ranges, newest first, each once. An open range (end null) runs to maxYear; a range
 * spans at most 100 years.
 */
export function yearsOfRanges(ranges: readonly YearRange[], maxYear: number): number[] {
  const years = new Set<number>();
  for (const r of ranges) {
    const end = Math.min(r.end ?? maxYear, r.start + 100);
    for (let y = r.start; y <= end; y++) years.add(y);
  }
  return [...years].sort((a, b) => b - a);
}

/**
 * The choices of each filter that still yield at least one product under the OTHER filters (for makes, the
 * filters but the model, which belongs to a make): years from
 * each enclosure's range (an open range ends at maxYear, e.g. next model year, passed in to keep this
 * pure), makes, models (only once a make is chosen), types and sizes.
 */
export function vehicleFacets(products: VehicleProduct[], f: VehicleFilter, maxYear: number): VehicleFacets {
  const ranges: YearRange[] = [];
  for (const p of filterVehicleProducts(products, { ...f, year: null })) {
    const start = yearProp(p.properties, 'Start Year');
    if (start !== null) ranges.push({ start, end: yearProp(p.properties, 'End Year') });
  }
  const makes = new Set<string>();
  // A model belongs to its make: switching make must not need 'Any make' first, so the model is left out too.
  for (const p of filterVehicleProducts(products, { ...f, make: null, model: null })) {
    const make = p.properties['Make']?.trim();
    if (make) makes.add(make);
  }
  const models = new Set<string>();
  if (f.make !== null) {
    for (const p of filterVehicleProducts(products, { ...f, model: null })) {
      for (const m of modelsOf(p.properties)) models.add(m);
    }
  }
  const types = VEHICLE_TYPES.filter((type) => products.some((p) => matchesVehicleFilter(p, { ...f, type })));
  const sizes = VEHICLE_SIZES.filter((size) =>
    products.some((p) => matchesVehicleFilter(p, { ...f, sizes: [size] })),
  );
  const byText = (a: string, b: string) => a.localeCompare(b, 'en');
  return {
    years: yearsOfRanges(ranges, maxYear),
    makes: [...makes].sort(byText),
    models: [...models].sort(byText),
    types,
    sizes: [...sizes],
  };
}

/**
 * One stored fitment row per enclosure and model: what the database indexes so that the vehicle filter is
 * a lookup. `sizeKey` is the normalized Subwoofer Size ('12"' -> '12'), `yearEnd` null for an open range.
 */
export type FitmentRow = {
  make: string;
  model: string;
  yearStart: number;
  yearEnd: number | null;
  type: VehicleType;
  sizeKey: string;
};

export function vehicleTypeOf(category: string | null): VehicleType | null {
  if (category === LOADED_CATEGORY) return 'Loaded';
  if (category === EMPTY_CATEGORY) return 'Empty';
  return null;
}

/** The fitment rows of a product; none unless it is an enclosure with a make, models and a Start Year. */
export function fitmentRowsOf(p: VehicleProduct): FitmentRow[] {
  const type = vehicleTypeOf(p.category);
  const make = p.properties['Make']?.trim();
  const yearStart = yearProp(p.properties, 'Start Year');
  if (type === null || !make || yearStart === null) return [];
  const yearEnd = yearProp(p.properties, 'End Year');
  const sizeKey = normalizeSize(p.properties['Subwoofer Size'] ?? '');
  const seen = new Set<string>();
  const models = modelsOf(p.properties);
  // Without models the enclosure still matches every filter but a model.
  return (models.length > 0 ? models : ['']).flatMap((model) => {
    const key = model.toLowerCase();
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ make, model, yearStart, yearEnd, type, sizeKey }];
  });
}

/** Whether one fitment row passes the filter: a product matches when any of its rows does. */
export function fitmentRowMatches(r: FitmentRow, f: VehicleFilter): boolean {
  if (f.type !== null && r.type !== f.type) return false;
  if (f.year !== null && (f.year < r.yearStart || (r.yearEnd !== null && f.year > r.yearEnd))) return false;
  if (f.make !== null && !sameText(r.make, f.make)) return false;
  if (f.model !== null && !sameText(r.model, f.model)) return false;
  if (f.sizes.length > 0 && (r.sizeKey === '' || !f.sizes.some((s) => normalizeSize(s) === r.sizeKey)))
    return false;
  return true;
}
