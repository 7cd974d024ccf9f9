/**
 * The sales of the back office (decision 044): the stored sale settings listed with what the storefront makes of
 * them now, created, edited, switched on and off, ordered and deleted, each write in one transaction with its
 * audit entry and then published on the 'catalog' topic (every node empties its response cache and its kept
 * copy of the sales), and a preview of an unsaved setting computed by the storefront's own functions.
 *
 * "The first active sale is the one shown" stays the storefront's rule: the sales keep their stored order
 * (position, then id) and the domain's findActiveSale picks from it, here as in sales.service.ts.
 */
import {
  adminSaleList,
  isDailyDealSku,
  salePreviewFrame,
  saleShownTo,
  toStoredSale,
  type AdminSale,
  type AdminSaleList,
  type SaleSetting,
  type SaleSettingInputSchema,
  type SalePreview,
} from '@shop/domain';
import type { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { ANONYMOUS_VIEWER } from '../../lib/viewer.js';
import { catalogServiceOn } from '../catalog/catalog.service.js';
import type { SalesService } from './sales.service.js';
import { entityWriter } from '../audit/admin.audit.js';
import type { AdminActor } from '../admin/admin.auth.js';
import { createAdminSalesRepo, type StoredSale } from './admin.sales.repo.js';

type SaleInput = z.output<typeof SaleSettingInputSchema>;

const nameTaken = (name: string) => new AppError('SALE_NAME_TAKEN', `A sale named ${name} already exists`);
const saleNotFound = () => notFound('No such sale');

/** Sales as the storefront would read them when it shows `sale`: the one fixed sale, none for a dealer. */
const showing = (sale: SaleSetting): SalesService => ({
  activeSale: () => Promise.resolve(sale),
  saleFor: (viewer) => Promise.resolve(saleShownTo(sale, viewer)),
});

export function createAdminSales(deps: { db: Db; clock: Clock; changes: ChangeFeed }) {
  /** One write: under the sales lock, audited in its transaction, published after it commits. */
  const write = entityWriter(deps, 'sales', 'sale');

  /** Renumbers the sales 0, 1, ... in the order of `ids` (only the rows whose place changes are written). */
  async function renumber(trx: Db, stored: readonly StoredSale[], ids: readonly number[]) {
    const repo = createAdminSalesRepo(trx);
    const byId = new Map(stored.map((s) => [s.id, s]));
    for (const [position, id] of ids.entries())
      if (byId.get(id)?.position !== position) await repo.setPosition(id, position);
  }

  async function saleIn(trx: Db, id: number): Promise<AdminSale> {
    const found = adminSaleList(await createAdminSalesRepo(trx).list(), deps.clock.now()).sales.find(
      (s) => s.id === id,
    );
    if (!found) throw saleNotFound();
    return found;
  }

  async function stored(trx: Db, id: number): Promise<StoredSale> {
    const sale = (await createAdminSalesRepo(trx).list()).find((s) => s.id === id);
    if (!sale) throw saleNotFound();
    return sale;
  }

  return {
    list: async (): Promise<AdminSaleList> =>
      adminSaleList(await createAdminSalesRepo(deps.db).list(), deps.clock.now()),

    get: (id: number): Promise<AdminSale> => saleIn(deps.db, id),

    create: (input: SaleInput, position: number | undefined, actor: AdminActor): Promise<AdminSale> =>
      write(actor, async (trx, audit) => {
        const repo = createAdminSalesRepo(trx);
        const setting = toStoredSale(input);
        if ((await repo.idByName(setting.name)) !== null) throw nameTaken(setting.name);
        const before = await repo.list();
        const at = Math.min(position ?? before.length, before.length);
        const id = await repo.insert(setting, at);
        const ids = before.map((s) => s.id);
        ids.splice(at, 0, id);
        await renumber(trx, [...before, { id, position: at, setting }], ids);
        audit({
          action: 'sale.create',
          entityId: String(id),
          before: null,
          after: { position: at, setting },
        });
        return saleIn(trx, id);
      }),

    update: (id: number, input: SaleInput, actor: AdminActor): Promise<AdminSale> =>
      write(actor, async (trx, audit) => {
        const repo = createAdminSalesRepo(trx);
        const current = await stored(trx, id);
        const setting = toStoredSale(input);
        const holder = await repo.idByName(setting.name);
        if (holder !== null && holder !== id) throw nameTaken(setting.name);
        if (JSON.stringify(setting) !== JSON.stringify(current.setting)) {
          await repo.update(id, setting);
          audit({ action: 'sale.update', entityId: String(id), before: current.setting, after: setting });
        }
        return saleIn(trx, id);
      }),

    /** Switches the sale's active flag (the rest of its setting stays). */
    setActive: (id: number, active: boolean, actor: AdminActor): Promise<AdminSale> =>
      write(actor, async (trx, audit) => {
        const current = await stored(trx, id);
        if (current.setting.saleIsActive !== active) {
          await createAdminSalesRepo(trx).update(id, { ...current.setting, saleIsActive: active });
          audit({
            action: active ? 'sale.activate' : 'sale.deactivate',
            entityId: String(id),
            before: { saleIsActive: !active },
            after: { saleIsActive: active },
          });
        }
        return saleIn(trx, id);
      }),

    remove: (id: number, actor: AdminActor): Promise<void> =>
      write(actor, async (trx, audit) => {
        const current = await stored(trx, id);
        await createAdminSalesRepo(trx).remove(id);
        audit({
          action: 'sale.delete',
          entityId: String(id),
          before: { position: current.position, setting: current.setting },
          after: null,
        });
      }),

    /** Puts the sales in the order of `ids`, which must name every stored sale once. */
    reorder: (ids: readonly number[], actor: AdminActor): Promise<AdminSaleList> =>
      write(actor, async (trx, audit) => {
        const repo = createAdminSalesRepo(trx);
        const before = await repo.list();
        const known = new Set(before.map((s) => s.id));
        if (ids.length !== known.size || !ids.every((id) => known.has(id)))
          throw new AppError('SALE_ORDER_MISMATCH', 'List every stored sale once', {
            ids: before.map((s) => s.id),
          });
        await renumber(trx, before, ids);
        for (const [position, id] of ids.entries()) {
          const was = before.find((s) => s.id === id)?.position;
          if (was !== position)
            audit({
              action: 'sale.reorder',
              entityId: String(id),
              before: { position: was },
              after: { position },
            });
        }
        return adminSaleList(await repo.list(), deps.clock.now());
      }),

    /**
     * What the storefront would show with this setting, unsaved: whether it runs now and would be the sale
     * shown if saved (as an edit of sale `id`, else as a new sale placed last), its banner, badge, countdown and
     * cart text, and each sku's price for a retail shopper while it is shown, priced by the catalogue itself.
     */
    async preview(input: SaleInput, opts: { id?: number; skus: readonly string[] }): Promise<SalePreview> {
      const now = deps.clock.now();
      const setting = toStoredSale(input);
      const repo = createAdminSalesRepo(deps.db);
      const list = (await repo.list()).map((s) => (s.id === opts.id ? setting : s.setting));
      if (opts.id !== undefined && !list.includes(setting)) throw saleNotFound();
      if (opts.id === undefined) list.push(setting);
      const wanted = [...new Set(opts.skus.map((s) => s.toUpperCase()))];
      const rows = await repo.shownProducts(wanted);
      const idOf = new Map(rows.map((r) => [r.sku.toUpperCase(), r.id]));
      // A listing card does not say whether its sku is a daily deal (decision 071): its row does.
      const dailyDeal = new Set(
        rows.filter((r) => isDailyDealSku(r.sku, r.is_daily_deal === 1)).map((r) => r.id),
      );
      const ids = wanted.flatMap((sku) => idOf.get(sku) ?? []);
      const catalog = catalogServiceOn(deps.db, showing(setting));
      const cards = await catalog.cardsByIds(ids, ANONYMOUS_VIEWER);
      return {
        ...salePreviewFrame(setting, list, now),
        products: cards.map((c) => ({
          sku: c.sku,
          name: c.name,
          price: c.price,
          saleEnabled: c.saleEnabled,
          isDailyDeal: dailyDeal.has(c.id),
          sale: c.sale,
        })),
        unknownSkus: wanted.filter((sku) => !idOf.has(sku)),
      };
    },
  };
}
