/** Vehicle-specific enclosure filter (spec section 5, "Vehicle filter matching"). */
import { normalizeSize } from '../catalog/compatibility.js';

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
export const NO_VEHICLE_FILTER: VehicleFilter = { type: null, sizes: [], year: null, make: null, model: null };

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

export type VehicleFacets = { years: number[]; makes: string[]; models: string[] };

/**
 * The year, make and model choices that fit the other filters. Years come from each enclosure's range;
 * an open range ends at maxYear (e.g. next model year, passed in to keep this pure).
 */
export function vehicleFacets(products: VehicleProduct[], f: VehicleFilter, maxYear: number): VehicleFacets {
  const years = new Set<number>();
  for (const p of filterVehicleProducts(products, { ...f, year: null, model: null })) {
    const start = yearProp(p.properties, 'Start Year');
    if (start === null) continue;
    const end = yearProp(p.properties, 'End Year') ?? maxYear;
    for (let y = start; y <= Math.min(end, start + 100); y++) years.add(y);
  }
  const makes = new Set<string>();
  for (const p of filterVehicleProducts(products, { ...f, make: null, model: null })) {
    const make = p.properties['Make']?.trim();
    if (make) makes.add(make);
  }
  const models = new Set<string>();
  for (const p of filterVehicleProducts(products, { ...f, model: null })) {
    for (const m of modelsOf(p.properties)) models.add(m);
  }
  const byText = (a: string, b: string) => a.localeCompare(b, 'en');
  return { years: [...years].sort((a, b) => b - a), makes: [...makes].sort(byText), models: [...models].sort(byText) };
}
