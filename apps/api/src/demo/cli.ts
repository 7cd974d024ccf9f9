/**
 * npm run seed -- --demo [--products 50000] [--reviews M] [--database path | --url postgres://...] [--seed N]
 * npm run seed -- --remove-demo [--database path | --url postgres://...]
 * The shop's store: the SQLite file (--database, DATABASE_PATH or ./data/shop.db) or PostgreSQL (--url, or
 * DATABASE_URL), migrated first. --demo seeds the demo catalogue (at least N products), its reviews and the demo
 * accounts into a store whose catalogue is empty, in any NODE_ENV (a staging shop); --remove-demo takes them out
 * again, leaving what the merchant made (decision 070). Without either it says so and changes nothing.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { z } from 'zod';
import { openStore } from '../db/database.js';
import { migrateStore } from '../db/migrate-store.js';
import { DEFAULT_SEED, isCatalogEmpty, seedDatabase } from './seed.js';
import { DemoRemovalRefused, removeDemo } from './remove-demo.js';

export const SEED_USAGE = `npm run seed changes the shop's store only when told what to do:
  npm run seed -- --demo         seeds the demo catalogue, reviews and accounts (retail@skar.test, dealer@skar.test,
                                 with the README's published passwords) into a store whose catalogue is empty
  npm run seed -- --remove-demo  removes the demo accounts, their orders and the demo catalogue; keeps what you made
Options: --database path (SQLite, default DATABASE_PATH or ./data/shop.db) or --url postgres://... (default
DATABASE_URL); with --demo also --products N (a larger catalogue, for benchmarks), --reviews M, --seed N.`;

const ArgsSchema = z.object({
  demo: z.boolean().default(false),
  'remove-demo': z.boolean().default(false),
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
      demo: { type: 'boolean' },
      'remove-demo': { type: 'boolean' },
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
  if (args.demo === args['remove-demo']) {
    console.error(args.demo ? 'seed: --demo or --remove-demo, not both' : SEED_USAGE);
    process.exit(2);
  }
  const started = performance.now();
  const store = openStore({
    databasePath: args.database,
    databaseUrl: args.url ?? null,
    databasePoolSize: 1,
  });
  const target = args.url ? new URL(args.url).pathname.slice(1) || 'PostgreSQL' : args.database;
  try {
    await migrateStore(store.db);
    if (args['remove-demo']) {
      const removed = await removeDemo(store.db).catch((err: unknown) => {
        if (err instanceof DemoRemovalRefused) return err;
        throw err;
      });
      if (removed instanceof DemoRemovalRefused) {
        console.error(`seed: nothing removed: ${removed.message}`);
        process.exitCode = 1;
        return;
      }
      console.log(
        `removed from ${target}: ${removed.accounts} demo accounts, ${removed.orders} orders, ${removed.products} products, ${removed.collections} collections, ${removed.menuCategories} menu categories, ${removed.sales} sales, ${removed.pictures} pictures`,
      );
      if (removed.kept.length > 0)
        console.log(`kept, since they list your products: ${removed.kept.join(', ')}`);
      return;
    }
    if (!(await isCatalogEmpty(store.db))) {
      console.error(
        `seed: ${target} already has a catalogue: the demo goes into an empty one (another --database, or --remove-demo first)`,
      );
      process.exitCode = 1;
      return;
    }
    const log = (message: string) =>
      console.log(`[seed ${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);
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
