/**
 * The SQL writes of a product create or edit (admin.products.write.ts, the catalogue import): the product row,
 * its stock at creation, and what hangs off it. Each takes the transaction's executor.
 */
import { type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { lockAdminGroup } from '../admin/admin.lock.js';

export type ProductColumns = Omit<
  Insertable<DB['products']>,
  'id' | 'turnover_30d_cents' | 'created_at' | 'sku'
>;

/** `lastPositions`: each collection's last position, remembered across writes (createAdminProductsRepo). */
export function createProductWrites(db: Db, lastPositions: Map<number, number> | null) {
  return {
    insertProduct: async (sku: string, values: ProductColumns, nowIso: string): Promise<number> =>
      (
        await db
          .insertInto('products')
          .values({ ...values, sku, created_at: nowIso })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    updateProduct: async (id: number, set: Updateable<DB['products']>): Promise<void> => {
      if (Object.keys(set).length === 0) return;
      await db.updateTable('products').set(set).where('id', '=', id).execute();
    },

    insertStock: async (id: number, tpa: number, lv: number, nowIso: string): Promise<void> => {
      await db
        .insertInto('stock')
        .values({ product_id: id, tpa_wh: tpa, lv_wh: lv, updated_at: nowIso })
        .execute();
    },

    setPreorder: async (
      id: number,
      p: {
        is_pre_order_eligible: boolean;
        is_pre_order_enabled: boolean;
        manual_override_eta_date: string | null;
        in_stock_eta_date: string | null;
      } | null,
    ): Promise<void> => {
      if (p === null) {
        await db.deleteFrom('preorder_info').where('product_id', '=', id).execute();
        return;
      }
      const values = {
        is_pre_order_eligible: p.is_pre_order_eligible ? 1 : 0,
        is_pre_order_enabled: p.is_pre_order_enabled ? 1 : 0,
        manual_override_eta_date: p.manual_override_eta_date,
        in_stock_eta_date: p.in_stock_eta_date,
      };
      await db
        .insertInto('preorder_info')
        .values({ product_id: id, ...values })
        .onConflict((oc) => oc.column('product_id').doUpdateSet(values))
        .execute();
    },

    /** `fresh`: the product was made in this transaction, so there is nothing to replace (as below). */
    replaceProperties: async (
      id: number,
      props: readonly { key: string; value: string }[],
      fresh = false,
    ): Promise<void> => {
      if (!fresh) await db.deleteFrom('product_properties').where('product_id', '=', id).execute();
      if (props.length > 0)
        await db
          .insertInto('product_properties')
          .values(props.map((p, position) => ({ product_id: id, key: p.key, value: p.value, position })))
          .execute();
    },

    setTabs: async (id: number, tabsJson: string | null): Promise<void> => {
      if (tabsJson === null) {
        await db.deleteFrom('product_tabs').where('product_id', '=', id).execute();
        return;
      }
      await db
        .insertInto('product_tabs')
        .values({ product_id: id, tab_box_info: tabsJson })
        .onConflict((oc) => oc.column('product_id').doUpdateSet({ tab_box_info: tabsJson }))
        .execute();
    },

    replaceFitment: async (
      id: number,
      rows: readonly {
        make: string;
        model: string;
        yearStart: number;
        yearEnd: number | null;
        type: string;
        sizeKey: string;
      }[],
      fresh = false,
    ): Promise<void> => {
      if (!fresh) await db.deleteFrom('vehicle_fitment').where('product_id', '=', id).execute();
      if (rows.length > 0)
        await db
          .insertInto('vehicle_fitment')
          .values(
            rows.map((f) => ({
              product_id: id,
              make: f.make,
              model: f.model,
              year_start: f.yearStart,
              year_end: f.yearEnd,
              type: f.type,
              subwoofer_size: f.sizeKey,
            })),
          )
          .execute();
    },

    /**
     * The product's collections become exactly these: it leaves the others, keeps its place in those it stays
     * in, and joins the new ones last.
     */
    async setCollections(id: number, collectionIds: readonly number[], fresh = false): Promise<void> {
      const kept = new Set(
        fresh
          ? []
          : (
              await db
                .selectFrom('collection_products')
                .select('collection_id')
                .where('product_id', '=', id)
                .execute()
            ).map((r) => r.collection_id),
      );
      // Each collection whose membership changes takes its turn (admin.lock.ts), in id order: the same lock the
      // collection's own edits take.
      const touched = [...new Set([...kept, ...collectionIds])]
        .filter((c) => kept.has(c) !== collectionIds.includes(c))
        .sort((a, b) => a - b);
      for (const collectionId of touched) await lockAdminGroup(db, `collection:${collectionId}`);
      if (!fresh) {
        let drop = db.deleteFrom('collection_products').where('product_id', '=', id);
        if (collectionIds.length > 0) drop = drop.where('collection_id', 'not in', collectionIds);
        await drop.execute();
      }
      for (const collectionId of collectionIds) {
        if (kept.has(collectionId)) continue;
        const last =
          lastPositions?.get(collectionId) ??
          Number(
            (
              await db
                .selectFrom('collection_products')
                .select((eb) => eb.fn.max<number | null>('position').as('position'))
                .where('collection_id', '=', collectionId)
                .executeTakeFirst()
            )?.position ?? -1,
          );
        lastPositions?.set(collectionId, last + 1);
        await db
          .insertInto('collection_products')
          .values({
            collection_id: collectionId,
            product_id: id,
            position: last + 1,
            is_visible: 1,
            is_preordered: 0,
          })
          .execute();
      }
    },

    /** The listing flags of listed products (parents or single products) in every collection holding them. */
    setListingFlags: async (ids: readonly number[], visible: boolean, preordered: boolean): Promise<void> => {
      if (ids.length === 0) return;
      await db
        .updateTable('collection_products')
        .set({ is_visible: visible ? 1 : 0, is_preordered: preordered ? 1 : 0 })
        .where('product_id', 'in', ids)
        .execute();
    },

    replaceBundleItems: async (
      id: number,
      items: readonly { childId: number; quantity: number }[],
    ): Promise<void> => {
      await db.deleteFrom('bundle_items').where('bundle_id', '=', id).execute();
      if (items.length > 0)
        await db
          .insertInto('bundle_items')
          .values(
            items.map((item, position) => ({
              bundle_id: id,
              child_id: item.childId,
              quantity: item.quantity,
              position,
            })),
          )
          .execute();
    },

    setPath: async (id: number, path: string): Promise<void> => {
      await db.updateTable('products').set({ path }).where('id', '=', id).execute();
    },
  };
}
