/**
 * Deleting a collection (decision 044): its page answers 404 at once (the 'catalog' topic empties every node's
 * cached answers), its membership and the menu entries that open it go in the same transaction, its products
 * stay. Refused while sub-collections or a menu category need it (the domain's collectionDeleteRefusal).
 */
import { collectionDeleteRefusal } from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { auditedWrite, type AuditFn } from '../audit/admin.audit.js';
import type { AdminActor } from '../admin/admin.auth.js';
import { createAdminCollectionsRepo } from './admin.collections.repo.js';
import { lockAdminGroup } from '../admin/admin.lock.js';
import { menuOfCollection } from '../menu/admin.menu.js';

/**
 * Deletes the collection with its membership and the menu collections and product links that open it (their
 * sub-menus too); its products stay. Refused (409 COLLECTION_IN_USE) while sub-collections or a menu
 * category need it.
 */
export function deleteCollection(
  deps: { db: Db; clock: Clock; changes: ChangeFeed },
  id: number,
  actor: AdminActor,
): Promise<void> {
  return auditedWrite(deps, actor, 'menu', async (trx, audit: AuditFn) => {
    // The menu's lock (auditedWrite), then the collections' (a new one) and this one's (its membership).
    await lockAdminGroup(trx, 'collections');
    await lockAdminGroup(trx, `collection:${id}`);
    const repo = createAdminCollectionsRepo(trx);
    const current = await repo.collection(id);
    if (!current) throw notFound('No such collection');
    const menu = menuOfCollection(trx, current.full_handle);
    const subCollections = await repo.subCollections(id);
    const categories = await menu.categoriesOpening();
    const refusal = collectionDeleteRefusal(current.full_handle, {
      subCollections,
      menuCategories: categories,
    });
    if (refusal)
      throw new AppError('COLLECTION_IN_USE', refusal, {
        sub_collections: subCollections,
        menu_categories: categories.map((c) => ({ id: c.id, title: c.title })),
      });
    // A menu collection under one that goes goes with it: only the topmost are deleted (and audited).
    const menuCollections = await menu.removeOpening(audit);
    const members = await repo.members(id);
    const primaryOf = await repo.primaryOf(id);
    await repo.deleteCollection(id);
    audit({
      action: 'collection.delete',
      entity: 'collection',
      entityId: String(id),
      before: {
        ...current,
        skus: members.map((m) => m.sku),
        primary_of: primaryOf,
        menu_collections: menuCollections,
      },
      after: null,
    });
  });
}
