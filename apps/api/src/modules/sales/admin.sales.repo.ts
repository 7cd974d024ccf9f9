/** The back office's sales SQL: the stored sale settings (JSON) with their mirrored columns and their order. */
import { SaleSettingSchema, type SaleSetting } from '@shop/domain';
import type { Db } from '../../db/database.js';
import { shownSku } from '../../db/shown-sku.js';

export type StoredSale = { id: number; position: number; setting: SaleSetting };

/** The columns that mirror the setting (the storefront reads the JSON; these serve queries). */
const mirrorOf = (setting: SaleSetting) => ({
  name: setting.name,
  settings: JSON.stringify(setting),
  is_active: setting.saleIsActive ? 1 : 0,
  starts_at: setting.saleStartsAt,
  expires_at: setting.saleExpiresAt,
});

export function createAdminSalesRepo(db: Db) {
  return {
    /** Every stored sale in the storefront's order (position, then id: sales.repo's listSales). */
    list: async (): Promise<StoredSale[]> => {
      const rows = await db
        .selectFrom('sales')
        .select(['id', 'position', 'settings'])
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        position: r.position,
        setting: SaleSettingSchema.parse(JSON.parse(r.settings)),
      }));
    },
    idByName: async (name: string): Promise<number | null> =>
      (await db.selectFrom('sales').select('id').where('name', '=', name).executeTakeFirst())?.id ?? null,
    insert: async (setting: SaleSetting, position: number): Promise<number> =>
      (
        await db
          .insertInto('sales')
          .values({ ...mirrorOf(setting), position })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: async (id: number, setting: SaleSetting): Promise<void> => {
      await db.updateTable('sales').set(mirrorOf(setting)).where('id', '=', id).execute();
    },
    remove: async (id: number): Promise<void> => {
      await db.deleteFrom('sales').where('id', '=', id).execute();
    },
    setPosition: async (id: number, position: number): Promise<void> => {
      await db.updateTable('sales').set({ position }).where('id', '=', id).execute();
    },
    /** The enabled, shown products among `skus` (upper case), for a preview: id, sku and daily-deal flag. */
    shownProducts: (skus: readonly string[]) =>
      skus.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('products')
            .select(['id', 'sku', 'is_daily_deal'])
            .where('sku', 'in', skus)
            .where('enabled_on_site', '=', 1)
            .where(shownSku('sku'))
            .execute(),
  };
}
