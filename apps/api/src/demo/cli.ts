/**
 * npm run seed -- --products 50000 [--reviews M] [--database path | --url postgres://...] [--seed N]
 * SQLite (the default): recreates the catalogue in the database file (DATABASE_PATH or ./data/shop.db) with at
 * least N products. PostgreSQL (--url, or DATABASE_URL): migrates the database and seeds it, which must be empty.
 */
import { existsSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { z } from 'zod';
import { openStore } from '../db/database.js';
import { migrateStore } from '../db/migrate-store.js';
import { DEFAULT_SEED, isCatalogEmpty, seedDatabase } from './seed.js';

const ArgsSchema = z.object({
  products: z.coerce.number().int().min(0).max(2_000_000).default(0),
  reviews: z.coerce.number().int().min(0).max(50_000_000).default(0),
  database: z
    .string()
    .min(1)
    .default(process.env.DATABASE_PATH || './data/shop.db'),
  url: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  seed: z.coerce.number().int().min(0).default(DEFAULT_SEED),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      reviews: { type: 'string' },
      database: { type: 'string' },
      url: { type: 'string' },
      seed: { type: 'string' },
    },
    strict: true,
  });
  const parsed = ArgsSchema.safeParse({
    ...values,
    url: values.url ?? (process.env.DATABASE_URL || undefined),
  });
  if (!parsed.success) {
    console.error(
      `seed: ${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
    process.exit(2);
  }
  const args = parsed.data;
  const started = performance.now();
  if (!args.url && args.database !== ':memory:') {
    // A fresh file: the big catalogue replaces whatever was there.
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(args.database + suffix)) rmSync(args.database + suffix);
  }
  const store = openStore({
    databasePath: args.database,
    databaseUrl: args.url ?? null,
    databasePoolSize: 1,
  });
  try {
    await migrateStore(store.db);
    if (!(await isCatalogEmpty(store.db))) throw new Error('database is not empty');
    const log = (message: string) =>
      console.log(`[seed ${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);
    const target = args.url ? new URL(args.url).pathname.slice(1) || 'PostgreSQL' : args.database;
    log(`seeding ${target} with ${args.products || 'the base'} products (seed ${args.seed})`);
    const stats = await seedDatabase(store.db, {
      seed: args.seed,
      now: new Date(),
      products: args.products,
      reviews: args.reviews,
      onProgress: log,
    });
    // Fresh statistics for the query planner after the bulk load. PostgreSQL also vacuums: its visibility map
    // is then set (an index-only scan answers from the index, without visiting rows), and autovacuum has
    // nothing left to do. Without it autovacuum started within a minute of the seed and took a core for a
    // while on a large catalogue, from the first reads (the bench's cold reads at 200,000 products).
    if (store.sqlite) store.sqlite.pragma('optimize');
    else await sql`VACUUM ANALYZE`.execute(store.db);
    log(
      `done: ${stats.products} products (${stats.cards} cards), ${stats.collections} collections in ${(stats.ms / 1000).toFixed(1)}s`,
    );
    log(`${stats.reviews} reviews, ratings recomputed from them`);
  } finally {
    await store.close();
  }
}

await main();
