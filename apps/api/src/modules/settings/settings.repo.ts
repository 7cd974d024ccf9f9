/**
 * The shop's settings document (decision 080): one row of the shared settings table (migration 010), its
 * value the JSON of ShopSettings. No row, or a value that no longer parses, is the defaults.
 */
import { ShopSettingsSchema, type ShopSettings } from '@shop/domain';
import type { Db } from '../../db/database.js';

export const SHOP_SETTINGS_KEY = 'shop-settings';

export function createSettingsRepo(db: Db) {
  return {
    /** The stored document, or null when none is stored (or it no longer parses). */
    async stored(): Promise<ShopSettings | null> {
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', SHOP_SETTINGS_KEY)
        .executeTakeFirst();
      if (!row) return null;
      try {
        const parsed = ShopSettingsSchema.safeParse(JSON.parse(row.value));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },

    async put(settings: ShopSettings, atIso: string): Promise<void> {
      const value = JSON.stringify(settings);
      await db
        .insertInto('settings')
        .values({ key: SHOP_SETTINGS_KEY, value, created_at: atIso })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, created_at: atIso }))
        .execute();
    },
  };
}
