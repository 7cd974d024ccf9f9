/**
 * The back office's products (decision 045): the list, one product as the back office edits it, a create and an
 * edit. A write runs in one transaction: it checks that the sku and handles name no other product (the
 * storefront finds a product by any of them), that what it refers to exists (parent, collections, skus), writes
 * the product and what hangs off it (stock at creation, pre-order info, properties and the vehicle fitment they
 * give, tabs, collections and their listing flags, bundle items), and audits the fields it changed. The search
 * index follows by itself (migration 003's triggers, on both stores); after the commit the 'catalog' topic
 * empties every node's response cache, so the storefront shows the change at once. The checks (planCreate,
 * planUpdate, admin.products.refs.ts) and the writes (writeCreate, writeUpdate, admin.products.write.ts) are the
 * catalogue import's too (admin.catalog-csv.ts).
 */
import {
  productDraftFromAdmin,
  type AdminProduct,
  type AdminProductList,
  type AdminProductListQuery,
  type CreateProductBody,
  type UpdateProductBody,
} from '@shop/domain';
import { sql } from 'kysely';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { type AdminActor } from '../admin/admin.auth.js';
import { filtered } from './admin.products.list-repo.js';
import { createAdminProductsRepo } from './admin.products.repo.js';
import { recordAudit } from '../audit/admin.audit.js';
import { deleteProduct } from './admin.products.delete.js';
import { readProduct, readProductById, toRow } from './admin.products.read.js';
import { refreshListings } from './admin.products.listings.js';
import {
  createAuditOf,
  planCreate,
  planUpdate,
  updateAuditOf,
  writeCreate,
  writeUpdate,
  writingProducts,
} from './admin.products.write.js';

/**
 * The products in a stock state of the product list (its `?stock=` filter), counted, unrun: the dashboard's
 * figure (decision 069's Ports), so that it and the list it links to always agree.
 */
export const stockStateCountQuery = (db: Db, state: 'low' | 'out') =>
  filtered(db, { stock: state }).select(sql<number | string>`count(*)`.as('n'));

export function createAdminProducts(deps: { db: Db; clock: Clock; changes: ChangeFeed }) {
  const nowIso = () => deps.clock.now().toISOString();

  async function list(query: AdminProductListQuery): Promise<AdminProductList> {
    const repo = createAdminProductsRepo(deps.db);
    const { rows, total } = await repo.list(query);
    const [family, images] = await Promise.all([
      repo.familyStock(rows.filter((r) => r.is_parent === 1).map((r) => r.sku)),
      repo.firstImages(rows.map((r) => r.id)),
    ]);
    return {
      products: rows.map((r) => toRow(r, family, images)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function get(sku: string): Promise<AdminProduct> {
    const repo = createAdminProductsRepo(deps.db);
    const found = await repo.findBySku(sku);
    if (!found) throw notFound(`No product has the sku "${sku}"`);
    return readProductById(repo, found.id);
  }

  async function create(body: CreateProductBody, actor: AdminActor): Promise<AdminProduct> {
    const now = nowIso();
    const product = await writingProducts(deps.db, async (trx) => {
      const repo = createAdminProductsRepo(trx);
      const plan = await planCreate(repo, body);
      const id = await writeCreate(trx, plan, now);
      await refreshListings(trx, [id]);
      await recordAudit(trx, [createAuditOf(actor, plan)], now);
      return readProductById(repo, id);
    });
    deps.changes.publish('catalog');
    return product;
  }

  async function update(sku: string, body: UpdateProductBody, actor: AdminActor): Promise<AdminProduct> {
    const now = nowIso();
    const { product, changed } = await writingProducts(deps.db, async (trx) => {
      const repo = createAdminProductsRepo(trx);
      const found = await repo.findBySku(sku);
      if (!found) throw notFound(`No product has the sku "${sku}"`);
      // The family's parent first, then the product: edits within one family queue in one order.
      const oldParent = found.variant_parent_sku ? await repo.findBySku(found.variant_parent_sku) : null;
      if (oldParent) await repo.lock(oldParent.id);
      await repo.lock(found.id);
      const row = await repo.byId(found.id);
      if (!row) throw notFound(`No product has the sku "${sku}"`);
      const stored = await readProduct(repo, row);
      const plan = await planUpdate(
        repo,
        {
          id: row.id,
          sku: row.sku,
          path: row.path,
          primaryCollectionId: row.primary_collection_id,
          draft: productDraftFromAdmin(stored),
        },
        body,
      );
      if (!plan) return { product: stored, changed: false };
      await writeUpdate(trx, plan);
      await refreshListings(trx, oldParent ? [row.id, oldParent.id] : [row.id]);
      await recordAudit(trx, [updateAuditOf(actor, plan)], now);
      return { product: await readProductById(repo, row.id), changed: true };
    });
    if (changed) deps.changes.publish('catalog');
    return product;
  }

  /** DELETE: refused while orders, variants or bundles need the product (admin.products.delete.ts). */
  const remove = (sku: string, actor: AdminActor): Promise<void> => deleteProduct(deps, sku, actor);

  return { list, get, create, update, remove };
}
