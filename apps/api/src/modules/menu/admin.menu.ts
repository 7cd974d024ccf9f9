/**
 * The header menu in the back office (decision 044): its categories (mobile-only, side, title, image), collections
 * (hidden, hide-pricing, title, target) and product links, their order, and new or removed collection and
 * product entries. Each write runs in one transaction under the menu's lock with its audit entry, then publishes
 * the 'catalog' topic: GET /api/menu (a cached answer) changes at once on every node.
 */
import {
  menuEntryOpens,
  type AdminMenu,
  type CreateMenuCategoryBodySchema,
  type CreateMenuCollectionBodySchema,
  type CreateMenuProductBodySchema,
  type MenuOrderBodySchema,
  type UpdateMenuCategoryBodySchema,
  type UpdateMenuCollectionBodySchema,
  type UpdateMenuProductBodySchema,
} from '@shop/domain';
import type { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { auditedWrite, type AuditFn } from '../audit/admin.audit.js';
import type { AdminActor } from '../admin/admin.auth.js';
import {
  createAdminMenuRepo,
  type MenuCollectionRow,
  type MenuKind,
  type MenuProductRow,
} from './admin.menu.repo.js';
import { menuOf } from './admin.menu.tree.js';

/**
 * The menu's side of a collection's deletion, in its transaction (modules/catalog admin.collections.delete.ts,
 * decision 069's Ports): the categories that open the collection (they refuse the deletion), then removing the
 * menu collections that open it: only the topmost (one under another that goes, goes with it), each audited.
 */
export const menuOfCollection = (trx: Db, fullHandle: string) => {
  const menu = createAdminMenuRepo(trx);
  return {
    categoriesOpening: async () => (await menu.menuCategories()).filter((c) => menuEntryOpens(c, fullHandle)),
    /** The ids of the topmost menu collections removed. */
    async removeOpening(audit: AuditFn): Promise<number[]> {
      const opening = (await menu.menuCollections()).filter((c) => menuEntryOpens(c, fullHandle));
      const removed = new Set(opening.map((c) => c.id));
      const topmost = opening.filter((c) => c.parent_id === null || !removed.has(c.parent_id));
      for (const entry of topmost) {
        await menu.deleteMenuCollection(entry.id);
        audit({
          action: 'menu-collection.delete',
          entity: 'menu-collection',
          entityId: String(entry.id),
          before: entry,
          after: null,
        });
      }
      return topmost.map((c) => c.id);
    },
  };
};

type Fields<S extends z.ZodType> = Omit<z.output<S>, 'csrfToken'>;
type CategoryFields = Fields<typeof UpdateMenuCategoryBodySchema>;
type CollectionFields = Fields<typeof UpdateMenuCollectionBodySchema>;
type ProductFields = Fields<typeof UpdateMenuProductBodySchema>;
type NewCategory = z.output<typeof CreateMenuCategoryBodySchema>;
type NewCollection = z.output<typeof CreateMenuCollectionBodySchema>;
type NewProduct = z.output<typeof CreateMenuProductBodySchema>;
type Order = z.output<typeof MenuOrderBodySchema>;

/** Booleans as the 0/1 columns store them; everything else as it is. */
const columnsOf = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'boolean' ? (v ? 1 : 0) : v]),
  );

/** The columns of `set` whose value differs from `current`'s. */
const changesOf = (current: Record<string, unknown>, set: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(set).filter(([k, v]) => current[k] !== v));

const pick = (row: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k]]));

/** The entries under one parent, for the order check: `[parent key, sibling ids]`. */
const groupOf = {
  categories: (_row: unknown) => 'all',
  collections: (row: MenuCollectionRow) => `${row.category_id}/${row.parent_id ?? '-'}`,
  products: (row: MenuProductRow) =>
    row.menu_collection_id !== null ? `c${row.menu_collection_id}` : `k${row.category_id}`,
};

/**
 * The port the menu checks a product link's sku through: the catalogue's, which app.ts hands in (decision 069:
 * the catalogue's collection deletion edits the menu, so this module does not import the catalogue).
 */
export type MenuProducts = { knownProduct(trx: Db, sku: string): Promise<{ id: number; sku: string }> };

export function createAdminMenu(deps: { db: Db; clock: Clock; changes: ChangeFeed; products: MenuProducts }) {
  const write = <T>(actor: AdminActor, run: (trx: Db, audit: AuditFn) => Promise<T>): Promise<T> =>
    auditedWrite(deps, actor, 'menu', run);

  /** Edits one entry: 404 when it is missing; audits only the columns that change. */
  function edit<Row extends { id: number }>(
    entity: string,
    find: (trx: Db) => Promise<Row | null>,
    fields: Record<string, unknown>,
    update: (trx: Db, set: Record<string, unknown>) => Promise<void>,
    actor: AdminActor,
  ): Promise<AdminMenu> {
    return write(actor, async (trx, audit) => {
      const current = await find(trx);
      if (!current) throw notFound(`No such ${entity.replace('menu-', 'menu ')}`);
      const changed = changesOf(current, columnsOf(fields));
      if (Object.keys(changed).length > 0) {
        await update(trx, changed);
        audit({
          action: `${entity}.update`,
          entity,
          entityId: String(current.id),
          before: pick(current, Object.keys(changed)),
          after: changed,
        });
      }
      return menuOf(trx);
    });
  }

  return {
    get: (): Promise<AdminMenu> => menuOf(deps.db),

    updateCategory: (id: number, fields: CategoryFields, actor: AdminActor) =>
      edit(
        'menu-category',
        (trx) => createAdminMenuRepo(trx).menuCategory(id),
        fields,
        (trx, set) => createAdminMenuRepo(trx).updateMenuCategory(id, set),
        actor,
      ),

    updateCollection: (id: number, fields: CollectionFields, actor: AdminActor) =>
      edit(
        'menu-collection',
        (trx) => createAdminMenuRepo(trx).menuCollection(id),
        fields,
        (trx, set) => createAdminMenuRepo(trx).updateMenuCollection(id, set),
        actor,
      ),

    updateProduct: (id: number, fields: ProductFields, actor: AdminActor) =>
      edit(
        'menu-product',
        (trx) => createAdminMenuRepo(trx).menuProduct(id),
        fields,
        (trx, set) => createAdminMenuRepo(trx).updateMenuProduct(id, set),
        actor,
      ),

    /** A new category, last in the menu. */
    createCategory: (body: NewCategory, actor: AdminActor) =>
      write(actor, async (trx, audit) => {
        const repo = createAdminMenuRepo(trx);
        const { csrfToken: _csrf, ...fields } = body;
        const row = {
          ...fields,
          mobile_only: fields.mobile_only ? 1 : 0,
          position: await repo.nextMenuCategoryPosition(),
        };
        const id = await repo.insertMenuCategory(row);
        audit({
          action: 'menu-category.create',
          entity: 'menu-category',
          entityId: String(id),
          before: null,
          after: row,
        });
        return { id, menu: await menuOf(trx) };
      }),

    /** Removes a category with every collection and product link under it (the audit entry counts them). */
    deleteCategory: (id: number, actor: AdminActor) =>
      write(actor, async (trx, audit) => {
        const repo = createAdminMenuRepo(trx);
        const current = await repo.menuCategory(id);
        if (!current) throw notFound('No such menu category');
        const entries = await repo.menuCategoryEntries(id);
        await repo.deleteMenuCategory(id);
        audit({
          action: 'menu-category.delete',
          entity: 'menu-category',
          entityId: String(id),
          before: { ...current, entries },
          after: null,
        });
      }),

    /** A new menu collection, last among its siblings; its parent must be in the same category. */
    createCollection: (body: NewCollection, actor: AdminActor) =>
      write(actor, async (trx, audit) => {
        const repo = createAdminMenuRepo(trx);
        if (!(await repo.menuCategory(body.category_id)))
          throw new AppError('UNKNOWN_CATEGORY', 'No menu category has this category_id');
        if (body.parent_id !== null) {
          const parent = await repo.menuCollection(body.parent_id);
          if (!parent || parent.category_id !== body.category_id)
            throw new AppError('UNKNOWN_PARENT', 'No menu collection of this category has this parent_id');
        }
        const { csrfToken: _csrf, ...fields } = body;
        const row = {
          ...fields,
          is_hidden: fields.is_hidden ? 1 : 0,
          hide_pricing: fields.hide_pricing ? 1 : 0,
          position: await repo.nextMenuCollectionPosition(body.category_id, body.parent_id),
        };
        const id = await repo.insertMenuCollection(row);
        audit({
          action: 'menu-collection.create',
          entity: 'menu-collection',
          entityId: String(id),
          before: null,
          after: row,
        });
        return { id, menu: await menuOf(trx) };
      }),

    /** A new product link, last under its menu collection or category. */
    createProduct: (body: NewProduct, actor: AdminActor) =>
      write(actor, async (trx, audit) => {
        const repo = createAdminMenuRepo(trx);
        if (body.menu_collection_id !== undefined && !(await repo.menuCollection(body.menu_collection_id)))
          throw new AppError('UNKNOWN_PARENT', 'No menu collection has this menu_collection_id');
        if (body.category_id !== undefined && !(await repo.menuCategory(body.category_id)))
          throw new AppError('UNKNOWN_CATEGORY', 'No menu category has this category_id');
        const product = await deps.products.knownProduct(trx, body.sku);
        const under = {
          category_id: body.category_id ?? null,
          menu_collection_id: body.menu_collection_id ?? null,
        };
        const row = {
          ...under,
          product_id: product.id,
          override_title: body.override_title,
          subtitle: body.subtitle,
          position: await repo.nextMenuProductPosition(under),
        };
        const id = await repo.insertMenuProduct(row);
        audit({
          action: 'menu-product.create',
          entity: 'menu-product',
          entityId: String(id),
          before: null,
          after: { ...row, sku: product.sku },
        });
        return { id, menu: await menuOf(trx) };
      }),

    /** Removes a menu collection with its sub-menu and product links. */
    deleteCollection: (id: number, actor: AdminActor) =>
      write(actor, async (trx, audit) => {
        const repo = createAdminMenuRepo(trx);
        const current = await repo.menuCollection(id);
        if (!current) throw notFound('No such menu collection');
        await repo.deleteMenuCollection(id);
        audit({
          action: 'menu-collection.delete',
          entity: 'menu-collection',
          entityId: String(id),
          before: current,
          after: null,
        });
      }),

    deleteProduct: (id: number, actor: AdminActor) =>
      write(actor, async (trx, audit) => {
        const repo = createAdminMenuRepo(trx);
        const current = await repo.menuProduct(id);
        if (!current) throw notFound('No such menu product link');
        await repo.deleteMenuProduct(id);
        audit({
          action: 'menu-product.delete',
          entity: 'menu-product',
          entityId: String(id),
          before: current,
          after: null,
        });
      }),

    /** Orders one group of siblings: `ids` must be exactly the entries under one parent. */
    order: ({ kind, ids }: Order, actor: AdminActor) =>
      write(actor, async (trx, audit) => {
        const repo = createAdminMenuRepo(trx);
        const rows: { id: number; position: number; group: string }[] =
          kind === 'categories'
            ? (await repo.menuCategories()).map((r) => ({ ...r, group: groupOf.categories(r) }))
            : kind === 'collections'
              ? (await repo.menuCollections()).map((r) => ({ ...r, group: groupOf.collections(r) }))
              : (await repo.menuProducts()).map((r) => ({ ...r, group: groupOf.products(r) }));
        const byId = new Map(rows.map((r) => [r.id, r]));
        const group = byId.get(ids[0] ?? -1)?.group;
        const siblings = rows.filter((r) => r.group === group);
        if (
          group === undefined ||
          siblings.length !== ids.length ||
          !ids.every((id) => byId.get(id)?.group === group)
        )
          throw new AppError(
            'MENU_ORDER_MISMATCH',
            'List every entry under one parent once (all the categories; the collections or product links of one parent)',
          );
        const entity = {
          categories: 'menu-category',
          collections: 'menu-collection',
          products: 'menu-product',
        }[kind];
        for (const [position, id] of ids.entries()) {
          const was = byId.get(id)!.position;
          if (was === position) continue;
          await repo.setMenuPosition(kind as MenuKind, id, position);
          audit({
            action: `${entity}.reorder`,
            entity,
            entityId: String(id),
            before: { position: was },
            after: { position },
          });
        }
        return menuOf(trx);
      }),
  };
}
