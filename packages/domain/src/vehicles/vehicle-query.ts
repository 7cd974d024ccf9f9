/** URL query changes of the vehicle collection filters (spec sections 2 and 5). */

/** The vehicle-specific enclosures collection, which has its own filtered page. */
export const VEHICLE_COLLECTION_HANDLE = 'vehicle-specific-subwoofer-enclosures';

export const VEHICLE_SIZES = ['8"', '10"', '12"'] as const;
export type VehicleQueryParams = Record<string, string>;

export type VehicleFilterChange =
  | { kind: 'type'; value: 'Empty' | 'Loaded'; checked: boolean }
  | { kind: 'size'; value: string; checked: boolean }
  | { kind: 'year'; value: string | null }
  | { kind: 'make'; value: string | null }
  | { kind: 'model'; value: string | null };

function setOrDelete(q: VehicleQueryParams, key: string, value: string | null): void {
  if (value === null || value === '') delete q[key];
  else q[key] = value;
}

/**
 * The next query after one filter change. Type is a single choice (unchecking removes it); sizes are a
 * comma list in the 8", 10", 12" order (none removes the parameter); choosing a year or a make clears the
 * model. Any change goes back to the first page.
 */
export function applyVehicleFilterChange(
  query: VehicleQueryParams,
  change: VehicleFilterChange,
): VehicleQueryParams {
  const next: VehicleQueryParams = { ...query };
  delete next['page'];
  switch (change.kind) {
    case 'type':
      setOrDelete(next, 'type', change.checked ? change.value : null);
      break;
    case 'size': {
      const current = new Set((query['sizes'] ?? '').split(',').filter((s) => s !== ''));
      if (change.checked) current.add(change.value);
      else current.delete(change.value);
      const ordered = [
        ...VEHICLE_SIZES.filter((s) => current.has(s)),
        ...[...current].filter((s) => !VEHICLE_SIZES.includes(s as never)),
      ];
      setOrDelete(next, 'sizes', ordered.join(','));
      break;
    }
    case 'year':
      setOrDelete(next, 'vehicle_year', change.value);
      delete next['vehicle_model'];
      break;
    case 'make':
      setOrDelete(next, 'vehicle_make', change.value);
      delete next['vehicle_model'];
      break;
    case 'model':
      setOrDelete(next, 'vehicle_model', change.value);
      break;
  }
  return next;
}

/** The URL query of the vehicle collection, as strings (absent filters left out). */
export type VehicleCollectionParams = {
  type?: string;
  sizes?: string;
  vehicle_year?: string;
  vehicle_make?: string;
  vehicle_model?: string;
  page?: string;
};

/** The vehicle collection's query parameters, in the order its URLs (page and API) write them. */
export const VEHICLE_PARAM_KEYS = [
  'type',
  'sizes',
  'vehicle_year',
  'vehicle_make',
  'vehicle_model',
  'page',
] as const;

/** The vehicle collection's params read from a URL query: known keys only, blank values and page 1 dropped. */
export function vehicleParamsOf(search: URLSearchParams): VehicleCollectionParams {
  const out: VehicleCollectionParams = {};
  for (const key of VEHICLE_PARAM_KEYS) {
    const value = search.get(key)?.trim();
    if (value) out[key] = value;
  }
  if (out.page === '1') delete out.page;
  return out;
}

/** The query string of these params in the fixed order ('' when none): the web's API call and its preload. */
export function vehicleQueryString(params: VehicleCollectionParams): string {
  const search = new URLSearchParams();
  for (const key of VEHICLE_PARAM_KEYS) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  return search.toString();
}

/** The vehicle collection page's path. */
export const VEHICLE_COLLECTION_PATH = `/collections/${VEHICLE_COLLECTION_HANDLE}`;

/** The vehicle collection page's URL for these params. */
export function vehicleCollectionHref(params: VehicleCollectionParams): string {
  const qs = vehicleQueryString(params);
  return qs ? `${VEHICLE_COLLECTION_PATH}?${qs}` : VEHICLE_COLLECTION_PATH;
}

/** The vehicle a shopper chose, as words ('2020 Ford F-150'), or '' when none. */
export function vehicleLabel(params: VehicleCollectionParams): string {
  return [params.vehicle_year, params.vehicle_make, params.vehicle_model].filter(Boolean).join(' ');
}
