import { SaleSettingSchema, type SaleSetting } from '@shop/domain';
import type { Db } from '../../db/connection.js';

export type SalesRepo = ReturnType<typeof createSalesRepo>;

export function createSalesRepo(db: Db) {
  const all = db.prepare<[], { settings: string }>('SELECT settings FROM sales ORDER BY position, id');
  return {
    /** Every stored sale, in order ("the first active sale is used"). */
    listSales: (): SaleSetting[] => all.all().map((row) => SaleSettingSchema.parse(JSON.parse(row.settings))),
  };
}
