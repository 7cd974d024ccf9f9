/**
 * The back office's settings (decision 080): the whole document read and written at once. The write is audited
 * in its transaction (auditedWrite), which then publishes the 'catalog' topic: every node's kept settings and
 * cached storefront answers go at once.
 */
import type { ShopSettings } from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { AdminActor } from '../admin/admin.auth.js';
import { entityWriter } from '../audit/admin.audit.js';
import { createSettingsRepo } from './settings.repo.js';

export function createAdminSettings(deps: {
  db: Db;
  clock: Clock;
  changes: ChangeFeed;
  defaults: ShopSettings;
}) {
  const write = entityWriter(deps, 'settings', 'settings');
  const read = async (db: Db): Promise<ShopSettings> =>
    (await createSettingsRepo(db).stored()) ?? deps.defaults;

  return {
    get: () => read(deps.db),

    put: (settings: ShopSettings, actor: AdminActor): Promise<ShopSettings> =>
      write(actor, async (trx, audit) => {
        const before = await read(trx);
        await createSettingsRepo(trx).put(settings, deps.clock.now().toISOString());
        audit({ action: 'settings.update', entityId: 'shop', before, after: settings });
        return settings;
      }),
  };
}
