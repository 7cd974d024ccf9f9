/**
 * Collections in the back office (decision 044): their texts, banners and flags, new collections, and which
 * products each holds in which order. Every write runs in one transaction with its audit entry (before and
 * after), then publishes the 'catalog' topic so that every node's response cache empties and the storefront's
 * GET /api/collections/... shows it at once.
 *
 * A membership row mirrors its product (is_visible: enabled on the site; is_preordered: out of stock and
 * pre-orderable, a parent by its variants) as the seed and the checkout keep it, so a page stays one index range.
 */
import {
  newCollectionFullHandle,
  type AdminCollection,
  type AdminCollectionDetail,
  type CreateCollectionBodySchema,
  type UpdateCollectionBodySchema,
} from '@shop/domain';
import type { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { createCatalogRepo, type ProductRow } from './catalog.repo.js';
import { stockFactsOf } from './catalog.serializer.js';
import { familyStock, isPreordered } from './catalog.stock.js';
import { entityWriter } from '../audit/admin.audit.js';
import type { AdminActor } from '../admin/admin.auth.js';
import {
  createAdminCollectionsRepo,
  type CollectionListRow,
  type CollectionRow,
} from './admin.collections.repo.js';
import { lockAdminGroup } from '../admin/admin.lock.js';
import { deleteCollection } from './admin.collections.delete.js';

type UpdateCollection = Omit<z.output<typeof UpdateCollectionBodySchema>, 'csrfToken'>;
type CreateCollection = z.output<typeof CreateCollectionBodySchema>;

const CHUNK = 500;
const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

const flag = (value: boolean): number => (value ? 1 : 0);

const toAdminCollection = (row: CollectionRow, productCount: number): AdminCollection => ({
  id: row.id,
  handle: row.handle,
  full_handle: row.full_handle,
  parent_id: row.parent_id,
  title: row.title,
  collection_page_title: row.collection_page_title,
  description: row.description,
  seo_description: row.seo_description,
  page_image: row.page_image,
  sale_banner_image: row.sale_banner_image,
  no_sale_banner_image: row.no_sale_banner_image,
  hide_pricing: row.hide_pricing === 1,
  is_daily_deal: row.is_daily_deal === 1,
  product_count: productCount,
});

/** The edited fields as columns (booleans as 0/1). */
const columnsOf = (fields: UpdateCollection) => {
  const { hide_pricing, is_daily_deal, ...texts } = fields;
  return {
    ...texts,
    ...(hide_pricing === undefined ? {} : { hide_pricing: flag(hide_pricing) }),
    ...(is_daily_deal === undefined ? {} : { is_daily_deal: flag(is_daily_deal) }),
  };
};

const collectionNotFound = () => notFound('No such collection');

/** Throws 400 UNKNOWN_SKU naming every sku no product has (as PUT /api/admin/stock does). */
export function refuseUnknownSkus(wanted: readonly string[], found: ReadonlyMap<string, unknown>): void {
  const unknown = wanted.filter((sku) => !found.has(sku.toUpperCase()));
  if (unknown.length > 0)
    throw new AppError('UNKNOWN_SKU', `No product has the sku ${unknown.slice(0, 20).join(', ')}`, {
      unknown,
    });
}

/** The product with `sku` (any case), else 400 UNKNOWN_SKU: the menu's product links (its port, decision 069). */
export async function knownProduct(trx: Db, sku: string): Promise<{ id: number; sku: string }> {
  const [product] = await createAdminCollectionsRepo(trx).productsBySku([sku]);
  refuseUnknownSkus([sku], new Map(product ? [[product.sku.toUpperCase(), product.id]] : []));
  return product!;
}

export function createAdminCollections(deps: { db: Db; clock: Clock; changes: ChangeFeed }) {
  /** One write, audited in its transaction and published after it commits (when it changed something). */
  const write = entityWriter(deps, null, 'collection');

  async function detail(db: Db, id: number): Promise<AdminCollectionDetail> {
    const repo = createAdminCollectionsRepo(db);
    const row = await repo.collection(id);
    if (!row) throw collectionNotFound();
    const members = await repo.members(id);
    return {
      collection: toAdminCollection(row, members.length),
      products: members.map((m) => ({
        sku: m.sku,
        name: m.name,
        position: m.position,
        enabled: m.enabled_on_site === 1,
        preordered: m.is_preordered === 1,
      })),
    };
  }

  /** Products by sku (any case), keyed by the upper-case sku; refuses unknown skus. */
  async function productsOf(trx: Db, skus: readonly string[]): Promise<Map<string, number>> {
    const found = await createAdminCollectionsRepo(trx).productsBySku(skus);
    const ids = new Map(found.map((p) => [p.sku.toUpperCase(), p.id]));
    refuseUnknownSkus(skus, ids);
    return ids;
  }

  /**
   * Writes the collection's membership as `productIds` in that order, each row's flags computed from its
   * product as the storefront reads it (a parent's stock is its enabled variants').
   */
  async function writeMembers(trx: Db, collectionId: number, productIds: readonly number[]): Promise<void> {
    const catalog = createCatalogRepo(trx);
    const rows: ProductRow[] = [];
    for (const part of chunks(productIds)) rows.push(...(await catalog.productsByIds(part)));
    const parents = rows.filter((r) => r.is_parent === 1).map((r) => r.sku);
    const variants: ProductRow[] = [];
    for (const part of chunks(parents)) variants.push(...(await catalog.enabledVariantsOf(part)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    await createAdminCollectionsRepo(trx).replaceMembers(
      collectionId,
      productIds.map((id, position) => {
        const row = byId.get(id);
        if (!row) throw new Error(`admin: product ${id} vanished inside its transaction`);
        const facts =
          row.is_parent === 1
            ? familyStock(
                stockFactsOf(row),
                variants
                  .filter((v) => v.variant_parent_sku?.toUpperCase() === row.sku.toUpperCase())
                  .map(stockFactsOf),
              )
            : stockFactsOf(row);
        return {
          product_id: id,
          position,
          is_visible: row.enabled_on_site,
          is_preordered: flag(isPreordered(facts)),
        };
      }),
    );
  }

  /**
   * Changes the membership under the collection's lock: `next` gets the current members (product ids in
   * order) and answers the new list; an unchanged list writes nothing.
   */
  function changeMembers(
    id: number,
    actor: AdminActor,
    next: (trx: Db, current: { productId: number; sku: string }[]) => Promise<number[]>,
  ): Promise<AdminCollectionDetail> {
    return write(actor, async (trx, audit) => {
      await lockAdminGroup(trx, `collection:${id}`);
      const repo = createAdminCollectionsRepo(trx);
      if (!(await repo.collection(id))) throw collectionNotFound();
      const members = await repo.members(id);
      const current = members.map((m) => ({ productId: m.product_id, sku: m.sku }));
      const ids = await next(trx, current);
      const before = current.map((m) => m.productId);
      if (ids.length !== before.length || ids.some((pid, i) => pid !== before[i])) {
        await writeMembers(trx, id, ids);
        const after = await repo.members(id);
        audit({
          action: 'collection.products',
          entityId: String(id),
          before: { skus: members.map((m) => m.sku) },
          after: { skus: after.map((m) => m.sku) },
        });
      }
      return detail(trx, id);
    });
  }

  return {
    list: async (): Promise<AdminCollection[]> =>
      (await createAdminCollectionsRepo(deps.db).collections()).map((r: CollectionListRow) =>
        toAdminCollection(r, r.product_count),
      ),

    get: (id: number): Promise<AdminCollectionDetail> => detail(deps.db, id),

    create: (body: CreateCollection, actor: AdminActor): Promise<AdminCollectionDetail> =>
      write(actor, async (trx, audit) => {
        await lockAdminGroup(trx, 'collections');
        const repo = createAdminCollectionsRepo(trx);
        const placed = newCollectionFullHandle(
          body.handle,
          body.parent_id === null ? null : await repo.collection(body.parent_id),
          body.parent_id,
        );
        if ('refusal' in placed)
          throw placed.refusal === 'UNKNOWN_PARENT'
            ? new AppError(placed.refusal, 'No collection has this parent_id')
            : new AppError(placed.refusal, 'A sub-collection goes under a top-level collection');
        const { fullHandle } = placed;
        const taken = () =>
          new AppError('HANDLE_TAKEN', `The collection ${fullHandle} already exists`, {
            full_handle: fullHandle,
          });
        if (await repo.collectionByHandle(fullHandle)) throw taken();
        const row = {
          handle: body.handle,
          full_handle: fullHandle,
          parent_id: body.parent_id,
          title: body.title,
          collection_page_title: body.collection_page_title ?? body.title,
          description: body.description,
          seo_description: body.seo_description,
          page_image: body.page_image,
          sale_banner_image: body.sale_banner_image,
          no_sale_banner_image: body.no_sale_banner_image,
          hide_pricing: flag(body.hide_pricing),
          is_daily_deal: flag(body.is_daily_deal),
          position: await repo.nextCollectionPosition(body.parent_id),
        };
        let id: number;
        try {
          id = await repo.insertCollection(row);
        } catch (err) {
          if (isUniqueViolation(err)) throw taken();
          throw err;
        }
        audit({ action: 'collection.create', entityId: String(id), before: null, after: row });
        return detail(trx, id);
      }),

    update: (id: number, fields: UpdateCollection, actor: AdminActor): Promise<AdminCollectionDetail> =>
      write(actor, async (trx, audit) => {
        const repo = createAdminCollectionsRepo(trx);
        const current = await repo.collection(id);
        if (!current) throw collectionNotFound();
        const set = columnsOf(fields);
        const changed = Object.entries(set).filter(
          ([key, value]) => current[key as keyof CollectionRow] !== value,
        );
        if (changed.length > 0) {
          await repo.updateCollection(id, Object.fromEntries(changed));
          audit({
            action: 'collection.update',
            entityId: String(id),
            before: Object.fromEntries(changed.map(([key]) => [key, current[key as keyof CollectionRow]])),
            after: Object.fromEntries(changed),
          });
        }
        return detail(trx, id);
      }),

    /** The whole membership, in order: products not listed leave, listed ones take their places. */
    setProducts: (id: number, skus: readonly string[], actor: AdminActor) =>
      changeMembers(id, actor, async (trx) => {
        const ids = await productsOf(trx, skus);
        return skus.map((sku) => ids.get(sku.toUpperCase())!);
      }),

    /** Adds (or moves) products to `position` (default: after the last). */
    addProducts: (id: number, skus: readonly string[], position: number | undefined, actor: AdminActor) =>
      changeMembers(id, actor, async (trx, current) => {
        const ids = await productsOf(trx, skus);
        const adding = skus.map((sku) => ids.get(sku.toUpperCase())!);
        const moving = new Set(adding);
        const kept = current.map((m) => m.productId).filter((pid) => !moving.has(pid));
        const at = Math.min(position ?? kept.length, kept.length);
        return [...kept.slice(0, at), ...adding, ...kept.slice(at)];
      }),

    /** Takes one product out of the collection (404 when it is not in it). */
    removeProduct: (id: number, sku: string, actor: AdminActor) =>
      changeMembers(id, actor, async (_trx, current) => {
        const rest = current.filter((m) => m.sku.toUpperCase() !== sku.toUpperCase());
        if (rest.length === current.length) throw notFound(`${sku} is not in this collection`);
        return rest.map((m) => m.productId);
      }),

    remove: (id: number, actor: AdminActor): Promise<void> => deleteCollection(deps, id, actor),
  };
}
