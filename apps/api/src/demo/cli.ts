/**
 * npm run seed -- --products 50000 [--reviews M] [--database path] [--seed N]
 * Recreates the catalogue in the database (default DATABASE_PATH or ./data/shop.db) with at least N products.
 */
import { existsSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { DEFAULT_SEED, isCatalogEmpty, seedDatabase } from './seed.js';

const ArgsSchema = z.object({
  products: z.coerce.number().int().min(0).max(2_000_000).default(0),
  reviews: z.coerce.number().int().min(0).max(50_000_000).default(0),
  database: z
    .string()
    .min(1)
    .default(process.env.DATABASE_PATH || './data/shop.db'),
  seed: z.coerce.number().int().min(0).default(DEFAULT_SEED),
});

function main(): void {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      reviews: { type: 'string' },
      database: { type: 'string' },
      seed: { type: 'string' },
    },
    strict: true,
  });
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(
      `seed: ${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
    process.exit(2);
  }
  const args = parsed.data;
  const started = performance.now();
  if (args.database !== ':memory:') {
    // A fresh file: the big catalogue replaces whatever was there.
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(args.database + suffix)) rmSync(args.database + suffix);
  }
  const db = openDatabase(args.database);
  migrate(db);
  if (!isCatalogEmpty(db)) throw new Error('database is not empty');
  const log = (message: string) =>
    console.log(`[seed ${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);
  log(`seeding ${args.database} with ${args.products || 'the base'} products (seed ${args.seed})`);
  const stats = seedDatabase(db, {
    seed: args.seed,
    now: new Date(),
    products: args.products,
    reviews: args.reviews,
    onProgress: log,
  });
  db.pragma('optimize');
  db.close();
  log(
    `done: ${stats.products} products (${stats.cards} cards), ${stats.collections} collections in ${(stats.ms / 1000).toFixed(1)}s`,
  );
  log(`${stats.reviews} reviews, ratings recomputed from them`);
}

main();
