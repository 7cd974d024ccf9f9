/**
 * A database seeded before the collections had descriptions of their own (the meta description was the
 * title again, `{title} | Skar Audio`; sub-collections said "Shop ... from Skar Audio."): at start the
 * seed's texts replace those of every collection whose meta description is still that generated one.
 */
import type { Db } from '../db/connection.js';
import { COLLECTIONS, type SeedCollection } from './collections.js';

const withFullHandles = (list: readonly SeedCollection[], parent = ''): [string, string][] =>
  list.flatMap((c) => {
    const fullHandle = parent ? `${parent}/${c.handle}` : c.handle;
    return [[fullHandle, c.description] as [string, string], ...withFullHandles(c.subs ?? [], fullHandle)];
  });

/** Rewrites the generated collection texts with the seed's; returns how many collections changed. */
export function refreshCollectionTexts(db: Db): number {
  const update = db.prepare<{ handle: string; description: string }>(`
    UPDATE collections SET description = @description, seo_description = @description
    WHERE full_handle = @handle AND seo_description = title || ' | Skar Audio'`);
  return db.transaction(() =>
    withFullHandles(COLLECTIONS).reduce(
      (changed, [handle, description]) => changed + update.run({ handle, description }).changes,
      0,
    ),
  )();
}
