import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WAREHOUSES,
  WAREHOUSE_CODES,
  applyWarehouseEdit,
  orderedWarehouses,
  warehouseLabel,
  warehouseStockField,
  warehouseStockKey,
  type Warehouse,
} from './warehouses.js';
import { PutWarehousesBodySchema } from './warehouse-schemas.js';

const none = { TPA: 0, LV: 0 };

describe('the default warehouses (the spec)', () => {
  it('are TPA Tampa then LV Las Vegas, both active', () => {
    expect(orderedWarehouses(DEFAULT_WAREHOUSES).map(warehouseLabel)).toEqual([
      'TPA (Tampa)',
      'LV (Las Vegas)',
    ]);
    expect(DEFAULT_WAREHOUSES.every((w) => w.active)).toBe(true);
  });

  it("keep each code's count in the product's tpa_wh / lv_wh and the stock line's tpa / lv", () => {
    expect(WAREHOUSE_CODES.map(warehouseStockField)).toEqual(['tpa_wh', 'lv_wh']);
    expect(WAREHOUSE_CODES.map(warehouseStockKey)).toEqual(['tpa', 'lv']);
  });
});

describe('orderedWarehouses', () => {
  const list: Warehouse[] = [
    { code: 'TPA', name: 'Tampa', position: 5, active: false },
    { code: 'LV', name: 'Las Vegas', position: 1, active: true },
  ];

  it('orders by position and keeps only the active ones when asked', () => {
    expect(orderedWarehouses(list).map((w) => w.code)).toEqual(['LV', 'TPA']);
    expect(orderedWarehouses(list, 'active').map((w) => w.code)).toEqual(['LV']);
  });

  it('never changes the list it is given', () => {
    const copy = structuredClone(list);
    orderedWarehouses(list, 'active');
    expect(list).toEqual(copy);
  });
});

describe('PutWarehousesBodySchema', () => {
  const body = (warehouses: unknown) => PutWarehousesBodySchema.safeParse({ warehouses });
  const both = [
    { code: 'LV', name: ' Henderson ', active: true },
    { code: 'TPA', name: 'Tampa', active: false },
  ];

  it('takes every warehouse once, a trimmed name, at least one active', () => {
    const parsed = body(both);
    expect(parsed.success && parsed.data.warehouses[0]!.name).toBe('Henderson');
  });

  it.each([
    ['a missing warehouse', [both[0]]],
    ['a warehouse twice', [both[0], both[0]]],
    ['an unknown code', [...both, { code: 'NYC', name: 'New York', active: true }]],
    ['an empty name', [{ ...both[0], name: '  ' }, both[1]]],
    ['a name over 40 characters', [{ ...both[0], name: 'x'.repeat(41) }, both[1]]],
    ['none active', [{ ...both[0], active: false }, both[1]]],
    ['an unknown field', [{ ...both[0], units: 3 }, both[1]]],
  ])('refuses %s', (_why, warehouses) => {
    expect(body(warehouses).success).toBe(false);
  });
});

describe('applyWarehouseEdit', () => {
  it("numbers positions in the body's order", () => {
    const edit = applyWarehouseEdit(
      [
        { code: 'LV', name: 'Henderson', active: true },
        { code: 'TPA', name: 'Tampa', active: true },
      ],
      none,
    );
    expect(edit).toEqual({
      warehouses: [
        { code: 'LV', name: 'Henderson', position: 0, active: true },
        { code: 'TPA', name: 'Tampa', position: 1, active: true },
      ],
    });
  });

  it('refuses to deactivate a warehouse that holds units, naming it', () => {
    const edit = applyWarehouseEdit(
      [
        { code: 'TPA', name: 'Tampa', active: true },
        { code: 'LV', name: 'Las Vegas', active: false },
      ],
      { TPA: 0, LV: 1200 },
    );
    expect(edit).toEqual({
      refused: 'Las Vegas (LV) holds 1,200 units: move them before deactivating it',
    });
  });

  it('never leaves an inactive warehouse holding units (property)', () => {
    const row = (code: 'TPA' | 'LV') =>
      fc.record({ code: fc.constant(code), name: fc.string({ minLength: 1 }), active: fc.boolean() });
    fc.assert(
      fc.property(
        fc.tuple(row('TPA'), row('LV')),
        fc.boolean(),
        fc.record({ TPA: fc.nat(), LV: fc.nat() }),
        ([tpa, lv], swap, held) => {
          const edit = applyWarehouseEdit(swap ? [lv, tpa] : [tpa, lv], held);
          if ('refused' in edit) return;
          for (const w of edit.warehouses) if (!w.active) expect(held[w.code]).toBe(0);
          expect(edit.warehouses.map((w) => w.position)).toEqual([0, 1]);
        },
      ),
    );
  });
});
