/**
 * express-rate-limit's counters in the store's `rate_limits` table (migration 010), so that several API nodes
 * on one PostgreSQL database count against one budget instead of each its own (which would give a client N
 * times the limit behind N nodes). lib/rate-limit.ts decides when it is used (PostgreSQL only).
 *
 * A row is one client's count in one limiter: its key is the limiter's prefix (name and window) and the
 * client key, its window ends at `reset_at` (milliseconds since the epoch, from the node's clock: the nodes'
 * clocks must agree, as NTP keeps them). Portable SQL: the same statements run on SQLite and PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Db } from '../db/database.js';
import { precompiled } from '../db/precompiled.js';

/** The longest key the table takes (its CHECK). */
export const RATE_LIMIT_KEY_MAX = 600;

/** How often a node deletes expired rows, and how many one statement deletes. */
export const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 500;
/** Batches one sweep deletes at most; what is left waits for the next sweep. */
const SWEEP_MAX_BATCHES = 20;

/**
 * Deletes expired rows now and then: one sweep per SWEEP_EVERY_MS per node (all of a node's limiters share
 * one sweeper), started by an increment and not awaited by it, in batches so that no statement holds many
 * rows. A failed sweep is dropped; the next one deletes what it left.
 */
export type RateLimitSweeper = {
  /** Starts a sweep in the background when the last one began SWEEP_EVERY_MS ago or more. */
  maybeSweep: (now: number) => void;
  /** Deletes the rows whose window ended by `now`; answers how many. */
  sweep: (now: number) => Promise<number>;
};

export function createRateLimitSweeper(db: Db, everyMs = SWEEP_EVERY_MS): RateLimitSweeper {
  let nextAt = 0;
  let running = false;

  const sweep = async (now: number): Promise<number> => {
    let deleted = 0;
    for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch++) {
      const result = await db
        .deleteFrom('rate_limits')
        // Checked again on the row itself: a row another node's increment has just renewed is kept.
        .where('reset_at', '<=', now)
        .where('key', 'in', (eb) =>
          eb.selectFrom('rate_limits').select('key').where('reset_at', '<=', now).limit(SWEEP_BATCH),
        )
        .executeTakeFirst();
      const count = Number(result.numDeletedRows);
      deleted += count;
      if (count < SWEEP_BATCH) break;
    }
    return deleted;
  };

  return {
    sweep,
    maybeSweep(now) {
      if (running || now < nextAt) return;
      nextAt = now + everyMs;
      running = true;
      sweep(now)
        .catch(() => undefined)
        .finally(() => {
          running = false;
        });
    },
  };
}

export type DatabaseRateLimitStoreOptions = {
  /** Expired rows' cleaner, one per node; a store of its own when not given. */
  sweeper?: RateLimitSweeper;
  /** Milliseconds since the epoch; Date.now unless a test sets the time. */
  now?: () => number;
};

/**
 * A hit, in one statement (compiled once: db/precompiled.ts): the first hit inserts the row; a later one adds
 * to it, or starts a new window when the row's has ended.
 */
const hitOf = precompiled((ex, key: string, now: number, resetAt: number) =>
  ex
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.hits + 1 END`,
        reset_at: sql<number>`CASE WHEN rate_limits.reset_at <= ${now} THEN ${resetAt} ELSE rate_limits.reset_at END`,
      }),
    )
    .returning(['hits', 'reset_at']),
);

/**
 * One limiter's counts. `name` tells the limiter apart from the others of the app (it is the same on every
 * node); the prefix adds the window, so that limiters with different windows never share a row.
 */
export class DatabaseRateLimitStore implements Store {
  /** Another node's hits count here too (express-rate-limit's double-count check). */
  readonly localKeys = false;
  prefix: string;
  #windowMs = 60_000;
  readonly #db: Db;
  readonly #name: string;
  readonly #sweeper: RateLimitSweeper;
  readonly #now: () => number;

  constructor(db: Db, name: string, options: DatabaseRateLimitStoreOptions = {}) {
    this.#db = db;
    this.#name = name;
    this.#sweeper = options.sweeper ?? createRateLimitSweeper(db);
    this.#now = options.now ?? Date.now;
    this.prefix = `${name}:${this.#windowMs}|`;
  }

  init(options: Pick<Options, 'windowMs'>): void {
    this.#windowMs = options.windowMs;
    this.prefix = `${this.#name}:${options.windowMs}|`;
  }

  /**
   * The row's key: the limiter's prefix and the client key's hash, never the key itself (client addresses and
   * sign-in emails are personal data, and a hash always fits the column).
   */
  #keyOf(key: string): string {
    return `${this.prefix}sha256:${createHash('sha256').update(key).digest('hex')}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.#db
      .selectFrom('rate_limits')
      .select(['hits', 'reset_at'])
      .where('key', '=', this.#keyOf(key))
      .where('reset_at', '>', this.#now())
      .executeTakeFirst();
    return row ? { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) } : undefined;
  }

  /**
   * One statement, atomic on both stores: the first hit inserts the row; a later one adds to it, or starts a
   * new window when the row's has ended. Concurrent hits from several nodes on one key wait for each other's
   * row lock (PostgreSQL) or the write lock (SQLite): none is lost.
   */
  async increment(key: string): Promise<IncrementResponse> {
    const now = this.#now();
    const resetAt = now + this.#windowMs;
    const [row] = (await hitOf(this.#db, this.#keyOf(key), now, resetAt)).rows;
    if (!row) throw new Error('rate limit: the upsert answered no row');
    this.#sweeper.maybeSweep(now);
    return { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) };
  }

  /** Takes back one hit (skipSuccessfulRequests: the request succeeded); never below zero. */
  async decrement(key: string): Promise<void> {
    await this.#db
      .updateTable('rate_limits')
      .set({ hits: sql<number>`hits - 1` })
      .where('key', '=', this.#keyOf(key))
      .where('hits', '>', 0)
      .execute();
  }

  async resetKey(key: string): Promise<void> {
    await this.#db.deleteFrom('rate_limits').where('key', '=', this.#keyOf(key)).execute();
  }
}
