import { SaleSettingSchema, type SaleSetting } from '@shop/domain';
import type { Db } from '../../db/database.js';

export type SalesRepo = ReturnType<typeof createSalesRepo>;

export function createSalesRepo(db: Db) {
  return {
    /** Every stored sale, in order ("the first active sale is used"). */
    listSales: async (): Promise<SaleSetting[]> => {
      const rows = await db
        .selectFrom('sales')
        .select('settings')
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((row) => SaleSettingSchema.parse(JSON.parse(row.settings)));
    },
  };
}
