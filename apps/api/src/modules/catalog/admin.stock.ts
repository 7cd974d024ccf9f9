/**
 * Setting stock from the back office or an ERP's API key (decision 043): per warehouse (TPA, LV), many skus at
 * once, all applied or none (an unknown sku refuses the whole update and names every unknown one). Each
 * changed sku is written to the audit log with its counts before and after; the storefront shows the new
 * stock at once on every node (the 'catalog' topic empties the response caches).
 */
import { warehouseStockKey, type StockLine } from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { actorName, type AdminActor } from '../admin/admin.auth.js';
import { lockAdminGroup } from '../admin/admin.lock.js';
import { recordAudit, type AuditRecord } from '../audit/admin.audit.js';
import { createWarehousesRepo } from './warehouses.repo.js';

const CHUNK = 500;

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Units go only to an active warehouse (decision 083): a count above 0 for an inactive one refuses the update
 * (400 WAREHOUSE_INACTIVE). Under the 'stock' lock, so a deactivation (admin.warehouses.ts) never passes it.
 */
async function refuseInactiveWarehouses(trx: Db, lines: readonly StockLine[]): Promise<void> {
  await lockAdminGroup(trx, 'stock');
  const inactive = (await createWarehousesRepo(trx).list()).filter((w) => !w.active);
  const refused = inactive.filter((w) => lines.some((l) => (l[warehouseStockKey(w.code)] ?? 0) > 0));
  if (refused.length > 0)
    throw new AppError(
      'WAREHOUSE_INACTIVE',
      `No units go to an inactive warehouse: ${refused.map((w) => `${w.name} (${w.code})`).join(', ')}`,
    );
}

export function createAdminStock(deps: { db: Db; clock: Clock; changes: ChangeFeed }) {
  return {
    /**
     * Sets the lines' counts, or (dryRun) only counts what would change and which skus are unknown, writing
     * nothing. Applying with an unknown sku refuses everything (400 UNKNOWN_SKU).
     */
    async set(
      lines: readonly StockLine[],
      actor: AdminActor,
      options: { dryRun?: boolean } = {},
    ): Promise<{ updated: number; unchanged: number; unknown: string[] }> {
      // Each sku comes once (StockUpdateBodySchema and the CSV's parser refuse a second line of one).
      const bySku = new Map(lines.map((l) => [l.sku.toUpperCase(), l]));
      const now = deps.clock.now().toISOString();
      const result = await deps.db.transaction().execute(async (trx) => {
        await refuseInactiveWarehouses(trx, lines);
        const warehouses = createWarehousesRepo(trx);
        const found = new Map<string, { id: number; sku: string; tpa: number; lv: number }>();
        for (const part of chunks([...bySku.keys()]))
          for (const r of await warehouses.stockOfSkus(part)) found.set(r.sku.toUpperCase(), r);
        const unknown = [...bySku.keys()].filter((sku) => !found.has(sku));
        if (options.dryRun) {
          const changed = [...bySku].filter(([key, line]) => {
            const before = found.get(key);
            return (
              before && ((line.tpa ?? before.tpa) !== before.tpa || (line.lv ?? before.lv) !== before.lv)
            );
          }).length;
          return { updated: changed, unchanged: bySku.size - unknown.length - changed, unknown };
        }
        if (unknown.length > 0)
          throw new AppError('UNKNOWN_SKU', `No product has the sku ${unknown.slice(0, 20).join(', ')}`, {
            unknown,
          });
        const audit: AuditRecord[] = [];
        for (const [key, line] of bySku) {
          const before = found.get(key)!;
          const after = { tpa: line.tpa ?? before.tpa, lv: line.lv ?? before.lv };
          if (after.tpa === before.tpa && after.lv === before.lv) continue;
          await warehouses.setStock(before.id, after, now);
          audit.push({
            actor: actorName(actor),
            action: 'stock.set',
            entity: 'product',
            entityId: before.sku,
            before: { tpa: before.tpa, lv: before.lv },
            after,
          });
        }
        await recordAudit(trx, audit, now);
        return { updated: audit.length, unchanged: bySku.size - audit.length, unknown: [] };
      });
      if (result.updated > 0 && !options.dryRun) deps.changes.publish('catalog');
      return result;
    },
  };
}
