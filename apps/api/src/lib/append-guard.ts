/**
 * Bounds of an anonymous append-only table (analytics events, checkout events): rows older than the
 * retention period are deleted, and one visitor adds at most `perVisitorPerDay` rows in any 24 hours.
 * A refused row is the caller's to drop quietly: these are beacons, and the page that sent one must not
 * notice. Pruning rides on the writes (no timer to start and stop): the first write prunes, then one
 * write an interval later, and while a batch comes back full (a backlog) every write takes one more
 * batch, so that no single write pays for a large delete.
 */
import type { Clock } from './clock.js';

export type AppendLimits = {
  /** Rows are kept this many days (by their created_at). */
  retentionDays: number;
  /** Rows one visitor may add in any 24 hours; further ones are dropped. */
  perVisitorPerDay: number;
};

export type AppendStore = {
  /** The visitor's rows made at or after `sinceIso`, counted up to `limit`. */
  countSince(visitorId: string, sinceIso: string, limit: number): Promise<number>;
  /** Deletes up to `batch` rows made before `beforeIso`; answers how many went. */
  deleteBefore(beforeIso: string, batch: number): Promise<number>;
};

const DAY_MS = 86_400_000;
export const PRUNE_EVERY_MS = 60 * 60 * 1000;
export const PRUNE_BATCH = 1000;

export function appendGuard(store: AppendStore, clock: Clock, limits: AppendLimits) {
  let nextPruneAt = Number.NEGATIVE_INFINITY;
  return {
    /** Prunes when due; true when the visitor may add one more row now. */
    async admit(visitorId: string): Promise<boolean> {
      const now = clock.now().getTime();
      if (now >= nextPruneAt) {
        // Claimed before the delete runs, so that writes arriving meanwhile do not start deletes of their own.
        nextPruneAt = now + PRUNE_EVERY_MS;
        const cutoff = new Date(now - limits.retentionDays * DAY_MS).toISOString();
        const deleted = await store.deleteBefore(cutoff, PRUNE_BATCH);
        if (deleted >= PRUNE_BATCH) nextPruneAt = now;
      }
      const since = new Date(now - DAY_MS).toISOString();
      return (await store.countSince(visitorId, since, limits.perVisitorPerDay)) < limits.perVisitorPerDay;
    },
  };
}
