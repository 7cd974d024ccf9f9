import { WAREHOUSE_CODES, orderedWarehouses, type Warehouse, type WarehouseCode } from '@shop/domain';
import type { Db } from '../../db/database.js';

/** The warehouses table (decision 083) and the units each warehouse holds (stock.tpa_wh, stock.lv_wh). */
export function createWarehousesRepo(db: Db) {
  return {
    /** Every warehouse, in the merchant's order. */
    list: async (): Promise<Warehouse[]> =>
      orderedWarehouses(
        (await db.selectFrom('warehouses').selectAll().execute()).map((r) => ({
          code: r.code as WarehouseCode,
          name: r.name,
          position: Number(r.position),
          active: Number(r.active) === 1,
        })),
      ),

    /** The units on hand in each warehouse, all products together. */
    held: async (): Promise<Record<WarehouseCode, number>> => {
      const row = await db
        .selectFrom('stock')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('tpa_wh'), eb.lit(0)).as('TPA'),
          eb.fn.coalesce(eb.fn.sum<number>('lv_wh'), eb.lit(0)).as('LV'),
        ])
        .executeTakeFirst();
      return { TPA: Number(row?.TPA ?? 0), LV: Number(row?.LV ?? 0) };
    },

    /** The products with these skus (one statement, so at most a chunk of them) and their units in each warehouse. */
    stockOfSkus: async (skus: readonly string[]) =>
      (
        await db
          .selectFrom('products as p')
          .leftJoin('stock as s', 's.product_id', 'p.id')
          .select(['p.id', 'p.sku', 's.tpa_wh', 's.lv_wh'])
          .where('p.sku', 'in', skus)
          .execute()
      ).map((r) => ({ id: r.id, sku: r.sku, tpa: r.tpa_wh ?? 0, lv: r.lv_wh ?? 0 })),

    /** Sets a product's units in each warehouse (its stock row made when it has none). */
    setStock: async (
      productId: number,
      units: { tpa: number; lv: number },
      nowIso: string,
    ): Promise<void> => {
      await db
        .insertInto('stock')
        .values({ product_id: productId, tpa_wh: units.tpa, lv_wh: units.lv, updated_at: nowIso })
        .onConflict((oc) =>
          oc.column('product_id').doUpdateSet({ tpa_wh: units.tpa, lv_wh: units.lv, updated_at: nowIso }),
        )
        .execute();
    },

    /** Writes each warehouse's name, place and state (the codes are fixed: WAREHOUSE_CODES). */
    save: async (list: readonly Warehouse[]): Promise<void> => {
      for (const w of list)
        if (WAREHOUSE_CODES.includes(w.code))
          await db
            .updateTable('warehouses')
            .set({ name: w.name, position: w.position, active: w.active ? 1 : 0 })
            .where('code', '=', w.code)
            .execute();
    },
  };
}
