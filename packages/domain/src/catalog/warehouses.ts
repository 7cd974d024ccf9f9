/**
 * The stock locations as data (decision 083): each warehouse's code, name, place in the order and whether it is
 * shown. The spec's TPA "Tampa" and LV "Las Vegas" are the defaults; their counts stay the product's `tpa_wh` and
 * `lv_wh` (the spec's wire shape), so a code is the warehouse's fixed key and the merchant changes its name, its
 * place and whether it is active. A warehouse holding stock cannot be deactivated (its units would vanish from
 * every screen while still counting as on hand).
 */
/** The codes a count is kept for: each one's units are the product's `<code>_wh` (tpa_wh, lv_wh). */
export const WAREHOUSE_CODES = ['TPA', 'LV'] as const;
export type WarehouseCode = (typeof WAREHOUSE_CODES)[number];

export type Warehouse = { code: WarehouseCode; name: string; position: number; active: boolean };

/** The spec's two warehouses, as a new store holds them. */
export const DEFAULT_WAREHOUSES: readonly Warehouse[] = [
  { code: 'TPA', name: 'Tampa', position: 0, active: true },
  { code: 'LV', name: 'Las Vegas', position: 1, active: true },
];

export const WAREHOUSE_NAME_MAX = 40;

/** One warehouse as the back office sends it (PutWarehousesBodySchema): its place is its place in the list. */
export type WarehouseEdit = Pick<Warehouse, 'code' | 'name' | 'active'>;

/** The warehouses in the merchant's order (position, then code), every one or only the active ones. */
export function orderedWarehouses(list: readonly Warehouse[], only: 'all' | 'active' = 'all'): Warehouse[] {
  return list
    .filter((w) => only === 'all' || w.active)
    .sort((a, b) => a.position - b.position || a.code.localeCompare(b.code));
}

/** The product's count field of a warehouse: TPA -> tpa_wh. */
export const warehouseStockField = (code: WarehouseCode): 'tpa_wh' | 'lv_wh' =>
  code === 'TPA' ? 'tpa_wh' : 'lv_wh';

/** The back office's and the CSV's key of a warehouse's count: TPA -> tpa (a stock line, a CSV column). */
export const warehouseStockKey = (code: WarehouseCode): 'tpa' | 'lv' => (code === 'TPA' ? 'tpa' : 'lv');

/** How a screen names a warehouse in full: "TPA (Tampa)". */
export const warehouseLabel = (w: Pick<Warehouse, 'code' | 'name'>): string => `${w.code} (${w.name})`;

/**
 * The stored list after an edit (positions from the body's order), or why not: a warehouse still holding units
 * (`held`, by code) cannot be deactivated.
 */
export function applyWarehouseEdit(
  body: readonly WarehouseEdit[],
  held: Readonly<Record<WarehouseCode, number>>,
): { warehouses: Warehouse[] } | { refused: string } {
  const holding = body.filter((w) => !w.active && held[w.code] > 0);
  if (holding.length > 0)
    return {
      refused: holding
        .map(
          (w) =>
            `${w.name} (${w.code}) holds ${held[w.code].toLocaleString('en-US')} units: move them before deactivating it`,
        )
        .join('; '),
    };
  return {
    warehouses: body.map((w, position) => ({ code: w.code, name: w.name, position, active: w.active })),
  };
}
