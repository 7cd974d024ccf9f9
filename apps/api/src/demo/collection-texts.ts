/**
 * A database seeded before the collections had descriptions of their own (the meta description was the
 * title again, `{title} | Skar Audio`; sub-collections said "Shop ... from Skar Audio."): at start the
 * seed's texts replace those of every collection whose meta description is still that generated one.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { inTransaction } from './insert-batches.js';
import { COLLECTIONS, type SeedCollection } from './collections.js';

const withFullHandles = (list: readonly SeedCollection[], parent = ''): [string, string][] =>
  list.flatMap((c) => {
    const fullHandle = parent ? `${parent}/${c.handle}` : c.handle;
    return [[fullHandle, c.description] as [string, string], ...withFullHandles(c.subs ?? [], fullHandle)];
  });

/** Rewrites the generated collection texts with the seed's; returns how many collections changed. */
export async function refreshCollectionTexts(db: Db): Promise<number> {
  return inTransaction(db, async (trx) => {
    let changed = 0;
    for (const [handle, description] of withFullHandles(COLLECTIONS)) {
      const result = await trx
        .updateTable('collections')
        .set({ description, seo_description: description })
        .where('full_handle', '=', handle)
        .where('seo_description', '=', sql<string>`title || ' | Skar Audio'`)
        .executeTakeFirst();
      changed += Number(result.numUpdatedRows);
    }
    return changed;
  });
}
