/**
 * `npm run seed -- --remove-demo` (decision 070): takes the demo out of a shop, in one transaction, on either
 * store. Gone: the demo accounts (their sessions end with them: a session is read against its account on each
 * request), their carts, orders, reviews, subscriptions and queued mail; the demo catalogue (products by the
 * seed's skus, with their stock, pictures, reviews, ratings and fitment by the store's cascades), the demo
 * sales, collections and menu categories, the home's slides, tiles and footer while they are the demo's, and
 * the demo pictures nothing shows any more. Kept: everything the
 * merchant made, and a demo collection or menu category that still lists a product of the merchant's.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { demoNames, DEMO_EMAILS } from './demo-data.js';
import { inTransaction } from './insert-batches.js';
import { removeDemoHome } from './home.js';
import { drawDemoPicture, referencedPaths } from './pictures/pictures.js';

export type RemovedDemo = {
  accounts: number;
  orders: number;
  products: number;
  collections: number;
  menuCategories: number;
  sales: number;
  pictures: number;
  /** Demo collections and menu categories left because they list the merchant's products. */
  kept: string[];
};

export class DemoRemovalRefused extends Error {
  override name = 'DemoRemovalRefused';
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

async function removeAccounts(trx: Db): Promise<{ accounts: number; orders: number }> {
  const users = ids(await trx.selectFrom('users').select('id').where('email', 'in', DEMO_EMAILS).execute());
  // By address too: an order or a subscription a demo address made without signing in.
  const ofDemo = (eb: ExpressionBuilder<DB, 'orders' | 'subscribers'>) =>
    eb.or([eb('email', 'in', DEMO_EMAILS), ...(users.length > 0 ? [eb('user_id', 'in', users)] : [])]);
  const orders = deleted(await trx.deleteFrom('orders').where(ofDemo).executeTakeFirstOrThrow());
  await trx.deleteFrom('subscribers').where(ofDemo).execute();
  if (users.length > 0) {
    await trx.deleteFrom('carts').where('user_id', 'in', users).execute();
    await trx.deleteFrom('reviews').where('user_id', 'in', users).execute();
  }
  await trx.deleteFrom('mail_outbox').where('to_address', 'in', DEMO_EMAILS).execute();
  // Addresses, saved cards, returns, one-time links, votes and dealer applications go by the store's cascades.
  const accounts = deleted(
    await trx.deleteFrom('users').where('email', 'in', DEMO_EMAILS).executeTakeFirstOrThrow(),
  );
  return { accounts, orders };
}

async function removeCatalogue(trx: Db): Promise<number> {
  const names = demoNames();
  const products = ids(
    await trx.selectFrom('products').select('id').where('sku', 'in', names.skus).execute(),
  );
  if (products.length === 0) return 0;
  const foreignBundles = await trx
    .selectFrom('bundle_items as b')
    .innerJoin('products as p', 'p.id', 'b.bundle_id')
    .select('p.sku')
    .distinct()
    .where('b.child_id', 'in', products)
    .where('b.bundle_id', 'not in', products)
    .orderBy('p.sku')
    .execute();
  if (foreignBundles.length > 0)
    throw new DemoRemovalRefused(
      `the bundles ${foreignBundles.map((b) => b.sku).join(', ')} include demo products: take those out of them first`,
    );
  // A bundle's items before the products (an item's product may not go while a bundle lists it).
  await trx.deleteFrom('bundle_items').where('bundle_id', 'in', products).execute();
  // The merchant's orders of a demo product keep their lines (the line's product becomes null).
  return deleted(await trx.deleteFrom('products').where('id', 'in', products).executeTakeFirstOrThrow());
}

/** Demo collections, subs first; one that still lists a product (the merchant's) stays, and so do its parents. */
async function removeCollections(trx: Db, kept: string[]): Promise<number> {
  const handles = demoNames().collections;
  const listed = await trx
    .selectFrom('collections as c')
    .innerJoin('collection_products as cp', 'cp.collection_id', 'c.id')
    .select('c.full_handle')
    .distinct()
    .where('c.full_handle', 'in', handles)
    .execute();
  const keep = new Set<string>();
  for (const { full_handle } of listed) {
    keep.add(full_handle);
    keep.add(full_handle.split('/')[0]!);
  }
  kept.push(...[...keep].sort().map((h) => `collection ${h}`));
  const gone = handles.filter((h) => !keep.has(h)).reverse();
  if (gone.length === 0) return 0;
  return deleted(
    await trx.deleteFrom('collections').where('full_handle', 'in', gone).executeTakeFirstOrThrow(),
  );
}

/** Demo menu categories; one whose entries still list a product (the merchant's) stays. */
async function removeMenu(trx: Db, kept: string[]): Promise<number> {
  const handles = demoNames().menuCategories;
  const listing = await trx
    .selectFrom('menu_categories as c')
    .leftJoin('menu_collections as mc', 'mc.category_id', 'c.id')
    .innerJoin('menu_products as mp', (join) =>
      join.on((eb) =>
        eb.or([eb('mp.category_id', '=', eb.ref('c.id')), eb('mp.menu_collection_id', '=', eb.ref('mc.id'))]),
      ),
    )
    .select('c.handle')
    .distinct()
    .where('c.handle', 'in', handles)
    .execute();
  const keep = new Set(listing.map((c) => c.handle));
  kept.push(...[...keep].sort().map((h) => `menu category ${h}`));
  const gone = handles.filter((h) => !keep.has(h));
  if (gone.length === 0) return 0;
  return deleted(
    await trx.deleteFrom('menu_categories').where('handle', 'in', gone).executeTakeFirstOrThrow(),
  );
}

/** The demo's drawn pictures (their paths are the seed's forms, SVG) that nothing refers to any more. */
async function removePictures(trx: Db): Promise<number> {
  const stored = await trx
    .selectFrom('images')
    .select('path')
    .where('content_type', 'like', 'image/svg+xml%')
    .execute();
  const candidates = stored.flatMap((i) =>
    i.path && drawDemoPicture(i.path, null) !== null ? [i.path] : [],
  );
  if (candidates.length === 0) return 0;
  const referenced = new Set((await referencedPaths(trx)).map((r) => r.path));
  const unused = candidates.filter((p) => !referenced.has(p));
  let removed = 0;
  // In slices: SQLite takes at most 32,766 parameters in a statement.
  for (let i = 0; i < unused.length; i += 1000)
    removed += deleted(
      await trx
        .deleteFrom('images')
        .where('path', 'in', unused.slice(i, i + 1000))
        .executeTakeFirstOrThrow(),
    );
  return removed;
}

/** Removes the demo data; all of it or, on any failure, nothing. */
export function removeDemo(db: Db): Promise<RemovedDemo> {
  return inTransaction(db, async (trx) => {
    const kept: string[] = [];
    const { accounts, orders } = await removeAccounts(trx);
    const products = await removeCatalogue(trx);
    const collections = await removeCollections(trx, kept);
    const menuCategories = await removeMenu(trx, kept);
    const sales = deleted(
      await trx.deleteFrom('sales').where('name', 'in', demoNames().sales).executeTakeFirstOrThrow(),
    );
    await removeDemoHome(trx);
    const pictures = await removePictures(trx);
    return { accounts, orders, products, collections, menuCategories, sales, pictures, kept };
  });
}
