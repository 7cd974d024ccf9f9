/**
 * The back office's warehouses (decision 083): listed, and renamed, reordered, activated or deactivated
 * together; a warehouse holding units is not deactivated (409 WAREHOUSE_HOLDS_STOCK). Each write is audited in
 * its transaction (auditedWrite), which then publishes the 'catalog' topic: every node's cached
 * GET /api/warehouses goes at once.
 */
import { applyWarehouseEdit, type PutWarehousesBody, type WarehousesResponse } from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AdminActor } from '../admin/admin.auth.js';
import { entityWriter } from '../audit/admin.audit.js';
import { createWarehousesRepo } from './warehouses.repo.js';

export function createAdminWarehouses(deps: { db: Db; clock: Clock; changes: ChangeFeed }) {
  // The 'stock' group's lock: a deactivation and a stock write never pass each other (admin.stock.ts).
  const write = entityWriter(deps, 'stock', 'warehouse');
  return {
    list: async (): Promise<WarehousesResponse> => ({
      warehouses: await createWarehousesRepo(deps.db).list(),
    }),

    put: (body: PutWarehousesBody['warehouses'], actor: AdminActor): Promise<WarehousesResponse> =>
      write(actor, async (trx, audit) => {
        const repo = createWarehousesRepo(trx);
        const before = await repo.list();
        const edit = applyWarehouseEdit(body, await repo.held());
        if ('refused' in edit) throw new AppError('WAREHOUSE_HOLDS_STOCK', edit.refused);
        await repo.save(edit.warehouses);
        for (const after of edit.warehouses) {
          const was = before.find((w) => w.code === after.code);
          if (
            was &&
            was.name === after.name &&
            was.position === after.position &&
            was.active === after.active
          )
            continue;
          audit({ action: 'warehouse.update', entityId: after.code, before: was ?? null, after });
        }
        return { warehouses: await repo.list() };
      }),
  };
}
