/**
 * The store of one test app, copied from a template this process migrated and seeded once per kind (seeded or
 * not, and the seed's clock), which takes milliseconds instead of a seed per app (docs/decisions/076).
 * SQLite (the default): a file in the test's temp folder, a copy of the template's closed file.
 * PostgreSQL (SHOP_TEST_STORE=postgres, with TEST_DATABASE_URL naming a server where databases may be made):
 * a database of its own, made with CREATE DATABASE ... TEMPLATE.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type LogConfig } from 'kysely';
import { kyselyOfPostgres, openStore, type Store } from '../db/database.js';
import { migrateStore } from '../db/migrate-store.js';
import { seedDatabase } from '../demo/seed.js';

export type TestStoreKind = 'sqlite' | 'postgres';

/** The store the API suite runs on in this process. */
export const testStoreKind = (): TestStoreKind =>
  process.env.SHOP_TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

/** Every database a test makes starts with this, so that a run's leftovers are found and dropped. */
export const TEST_DATABASE_PREFIX = 'shop_test_';

export type TestStore = { store: Store; databaseUrl: string | null; drop: () => Promise<void> };

type Seeding = { seed: boolean; now: Date };

/** Migrates the store, and seeds it when asked. */
async function prepare(store: Store, seeding: Seeding): Promise<void> {
  await migrateStore(store.db);
  if (seeding.seed) await seedDatabase(store.db, { now: seeding.now });
}

/** `log`: Kysely's logger on the store's connection (the seed ran on the template: it sees the app's statements). */
export async function openTestStore(dir: string, seeding: Seeding, log?: LogConfig): Promise<TestStore> {
  if (testStoreKind() === 'sqlite') {
    const databasePath = path.join(dir, 'shop.db');
    copyFileSync(await sqliteTemplateFor(seeding), databasePath);
    const store = openStore({ databasePath, databaseUrl: null, databasePoolSize: 1, log });
    return { store, databaseUrl: null, drop: () => store.close() };
  }
  const name = await cloneTemplate(seeding);
  const databaseUrl = urlOf(name);
  const store = openStore({ databasePath: '', databaseUrl, databasePoolSize: 4, log });
  return {
    store,
    databaseUrl,
    drop: async () => {
      await store.close();
      await dropDatabase(name);
    },
  };
}

const keyOf = (seeding: Seeding): string =>
  `${seeding.seed ? 'seeded' : 'empty'}_${seeding.now.getTime().toString(36)}`;

/** The SQLite templates' folders start with this and the pid of their process (removeSqliteTemplates). */
const SQLITE_TEMPLATES_PREFIX = 'shop-api-test-templates-';

/**
 * This process's SQLite templates: a folder named with its pid, removed once the process has ended by the API
 * projects' global setup (test/sqlite-global-setup.ts) at the start or end of a run. Vitest ends its workers with
 * a signal, so an exit handler would not run.
 */
let sqliteTemplateDir: string | null = null;
const sqliteTemplates = new Map<string, Promise<string>>();

/**
 * The file of this process's SQLite template for the seeding, made (migrated, seeded) on first use. It is
 * closed once made: closing the last connection checkpoints the WAL into the file and removes the -wal and
 * -shm files, so the one file is the whole database and a copy of it opens as a database of its own.
 */
function sqliteTemplateFor(seeding: Seeding): Promise<string> {
  const key = keyOf(seeding);
  let template = sqliteTemplates.get(key);
  if (!template) {
    template = (async () => {
      if (sqliteTemplateDir === null) {
        sqliteTemplateDir = mkdtempSync(path.join(tmpdir(), `${SQLITE_TEMPLATES_PREFIX}${process.pid}-`));
      }
      const file = path.join(sqliteTemplateDir, `${key}.db`);
      const store = openStore({ databasePath: file, databaseUrl: null, databasePoolSize: 1 });
      try {
        await prepare(store, seeding);
        store.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
      } finally {
        await store.close();
      }
      return file;
    })();
    // A template that failed to build is not kept: the next app tries again.
    template.catch(() => sqliteTemplates.delete(key));
    sqliteTemplates.set(key, template);
  }
  return template;
}

const adminUrl = (): string => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'SHOP_TEST_STORE=postgres needs TEST_DATABASE_URL (a server where databases may be made)',
    );
  return url;
};

const urlOf = (database: string): string => {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
};

let admin: ReturnType<typeof kyselyOfPostgres> | null = null;
const adminDb = () => (admin ??= kyselyOfPostgres(adminUrl(), 2));

// CREATE DATABASE ... TEMPLATE refuses while another copy of the same template is being made: one at a time.
let queue: Promise<unknown> = Promise.resolve();
const serially = <T>(task: () => Promise<T>): Promise<T> => {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
};

const templates = new Map<string, Promise<string>>();
let made = 0;
const processTag = `${process.pid}_${Date.now().toString(36)}`;

/** The name of a template database of this process for the seeding, made (migrated, seeded) on first use. */
function templateFor(seeding: Seeding): Promise<string> {
  const key = keyOf(seeding);
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const name = `${TEST_DATABASE_PREFIX}${processTag}_tpl_${key}`;
      await sql.raw(`CREATE DATABASE ${name}`).execute(adminDb());
      const store = openStore({ databasePath: '', databaseUrl: urlOf(name), databasePoolSize: 1 });
      try {
        await prepare(store, seeding);
      } finally {
        await store.close();
      }
      return name;
    })();
    // A template that failed to build is not kept: the next app tries again.
    template.catch(() => templates.delete(key));
    templates.set(key, template);
  }
  return template;
}

async function cloneTemplate(seeding: Seeding): Promise<string> {
  const template = await templateFor(seeding);
  const name = `${TEST_DATABASE_PREFIX}${processTag}_${++made}`;
  await serially(() => sql.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`).execute(adminDb()));
  return name;
}

/**
 * An empty database of its own on TEST_DATABASE_URL's server, for servers a test starts itself (they migrate
 * and seed it); named as the others, so a run that died leaves it to the next run's cleanup.
 */
export async function emptyTestDatabase(): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const name = `${TEST_DATABASE_PREFIX}${processTag}_${++made}`;
  await serially(() => sql.raw(`CREATE DATABASE ${name}`).execute(adminDb()));
  return { databaseUrl: urlOf(name), drop: () => dropDatabase(name) };
}

/**
 * Drops a test database once its connections are gone. Not WITH (FORCE) at once: a pool that has just been
 * closed may still be ending its connections, and terminating them makes their clients raise errors that
 * outlive the test; after thirty seconds of waiting (a loaded machine closes them slowly), FORCE.
 */
async function dropDatabase(name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await sql.raw(`DROP DATABASE IF EXISTS ${name}`).execute(adminDb());
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(adminDb());
}

/** True while the process that made a test database (its name carries the pid) still runs. */
const makerAlive = (name: string): boolean =>
  processRuns(Number(name.slice(TEST_DATABASE_PREFIX.length).split('_')[0]));

const processRuns = (pid: number): boolean => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Drops the test databases left by processes that have ended (vitest's global setup calls it before and
 * after a run); another run's live databases on the same server are left alone.
 */
export async function dropTestDatabases(url: string): Promise<void> {
  const db = kyselyOfPostgres(url, 1);
  try {
    const rows = await sql<{ datname: string }>`
      SELECT datname FROM pg_database WHERE datname LIKE ${`${TEST_DATABASE_PREFIX}%`}`.execute(db);
    // Clones first: a template cannot be dropped while a clone is being made from it.
    const names = rows.rows
      .map((r) => r.datname)
      .filter((name) => !makerAlive(name))
      .sort((a, b) => Number(a.includes('_tpl_')) - Number(b.includes('_tpl_')));
    for (const name of names) await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(db);
  } finally {
    await db.destroy();
  }
}

/** Removes the SQLite template folders of processes that have ended (the API projects' global setup). */
export function removeSqliteTemplates(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(SQLITE_TEMPLATES_PREFIX)) continue;
    if (!processRuns(Number(name.slice(SQLITE_TEMPLATES_PREFIX.length).split('-')[0])))
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}
