import type { TaxRate, UsStateCode } from '@shop/domain';
import type { Db } from '../../db/database.js';

export type TaxRateRow = TaxRate & { updated_at: string };

export type TaxRepo = ReturnType<typeof createTaxRepo>;

/** The tax_rates table and the accounts' exemption (decision 075). */
export function createTaxRepo(db: Db) {
  const toRate = (r: {
    state_code: string;
    state_rate_ppm: number;
    local_rate_ppm: number;
    shipping_taxed: number;
    updated_at: string;
  }): TaxRateRow => ({
    state_code: r.state_code as UsStateCode,
    state_rate_ppm: Number(r.state_rate_ppm),
    local_rate_ppm: Number(r.local_rate_ppm),
    shipping_taxed: Number(r.shipping_taxed) === 1,
    updated_at: r.updated_at,
  });
  return {
    /** Every state's rate, by state code. */
    rates: async (): Promise<TaxRateRow[]> =>
      (await db.selectFrom('tax_rates').selectAll().orderBy('state_code').execute()).map(toRate),

    rate: async (state: string): Promise<TaxRateRow | null> => {
      const row = await db
        .selectFrom('tax_rates')
        .selectAll()
        .where('state_code', '=', state)
        .executeTakeFirst();
      return row ? toRate(row) : null;
    },

    put: async (rate: TaxRate, nowIso: string): Promise<void> => {
      const values = {
        state_rate_ppm: rate.state_rate_ppm,
        local_rate_ppm: rate.local_rate_ppm,
        shipping_taxed: rate.shipping_taxed ? 1 : 0,
        updated_at: nowIso,
      };
      await db
        .insertInto('tax_rates')
        .values({ state_code: rate.state_code, ...values })
        .onConflict((oc) => oc.column('state_code').doUpdateSet(values))
        .execute();
    },

    remove: async (state: string): Promise<boolean> => {
      const r = await db.deleteFrom('tax_rates').where('state_code', '=', state).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** Whether the account has a resale certificate on file (it pays no tax). */
    isExempt: async (userId: number): Promise<boolean> => {
      const row = await db
        .selectFrom('users')
        .select('tax_exempt')
        .where('id', '=', userId)
        .executeTakeFirst();
      return Number(row?.tax_exempt ?? 0) === 1;
    },
  };
}
