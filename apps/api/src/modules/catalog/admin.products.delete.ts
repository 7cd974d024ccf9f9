/**
 * Deleting a product: refused (409 PRODUCT_IN_USE, the domain's productDeleteRefusal) while an order
 * line names it, it is the parent of variants or a bundle includes it. Otherwise the product goes in one
 * transaction with everything that belongs only to it: its stock, pre-order info, properties, tabs, vehicle
 * fitment, collection and menu membership, rating and reviews (the store's cascades), its search card (migration
 * 003's triggers, on both stores), and its pictures' bytes that nothing else shows. A variant's parent gets its
 * listing flags again (they follow its variants' stock). Audited with the product as it was; after the commit
 * the 'catalog' topic empties every node's cached answers.
 */
import { productDeleteRefusal, productDraftFromAdmin } from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { auditedWrite } from '../audit/admin.audit.js';
import type { AdminActor } from '../admin/admin.auth.js';
import { removeUnusedPictures } from '../images/admin.images.js';
import { refreshListings } from './admin.products.listings.js';
import { readProduct } from './admin.products.read.js';
import { createAdminProductsRepo } from './admin.products.repo.js';

export function deleteProduct(
  deps: { db: Db; clock: Clock; changes: ChangeFeed },
  sku: string,
  actor: AdminActor,
): Promise<void> {
  return auditedWrite(deps, actor, null, async (trx, audit) => {
    const repo = createAdminProductsRepo(trx);
    const found = await repo.findBySku(sku);
    if (!found) throw notFound(`No product has the sku "${sku}"`);
    // The family's parent first, then the product: the order an edit takes them in.
    const parent = found.variant_parent_sku ? await repo.findBySku(found.variant_parent_sku) : null;
    if (parent) await repo.lock(parent.id);
    await repo.lock(found.id);
    const row = await repo.byId(found.id);
    if (!row) throw notFound(`No product has the sku "${sku}"`);
    const needs = await repo.deleteNeeds(row.id, row.sku);
    const refusal = productDeleteRefusal(row.sku, needs);
    if (refusal)
      throw new AppError('PRODUCT_IN_USE', refusal, {
        order_lines: needs.orderLines,
        variants: needs.variants,
        bundles: needs.bundles,
      });
    const before = await readProduct(repo, row);
    await repo.deleteProduct(row.id);
    // The pictures' bytes (and their sizes') that no other product, collection, menu entry or sale shows.
    await removeUnusedPictures(
      trx,
      before.images.map((i) => i.url),
    );
    if (parent) await refreshListings(trx, [parent.id]);
    audit({
      action: 'product.delete',
      entity: 'product',
      entityId: row.sku,
      before: { ...productDraftFromAdmin(before), images: before.images.map((i) => i.url) },
      after: null,
    });
  });
}
