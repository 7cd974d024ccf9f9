/**
 * The back office's tax settings (decision 075): the states' rates listed, set (new or changed) and removed,
 * and an account's resale certificate cleared. Each write is audited in its transaction (auditedWrite), which
 * then publishes the 'catalog' topic: every node's cached GET /api/tax/rates goes at once.
 */
import type { AdminTaxRates, TaxRate, UsStateCode } from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AdminActor } from '../admin/admin.auth.js';
import { entityWriter } from '../audit/admin.audit.js';
import { createTaxRepo } from './tax.repo.js';

export function createAdminTax(deps: { db: Db; clock: Clock; changes: ChangeFeed }) {
  const writeRate = entityWriter(deps, 'tax', 'tax-rate');
  const list = async (db: Db = deps.db): Promise<AdminTaxRates> => ({
    rates: await createTaxRepo(db).rates(),
  });

  return {
    list: () => list(),

    put: (rate: TaxRate, actor: AdminActor): Promise<AdminTaxRates> =>
      writeRate(actor, async (trx, audit) => {
        const repo = createTaxRepo(trx);
        const before = await repo.rate(rate.state_code);
        await repo.put(rate, deps.clock.now().toISOString());
        audit({
          action: before ? 'tax-rate.update' : 'tax-rate.create',
          entityId: rate.state_code,
          before: before ? { ...before, updated_at: undefined } : null,
          after: rate,
        });
        return list(trx);
      }),

    remove: (state: UsStateCode, actor: AdminActor): Promise<void> =>
      writeRate(actor, async (trx, audit) => {
        const repo = createTaxRepo(trx);
        const before = await repo.rate(state);
        if (!before || !(await repo.remove(state))) throw notFound('The shop collects no tax in this state');
        audit({ action: 'tax-rate.delete', entityId: state, before, after: null });
      }),
  };
}
