import { createHash } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type ErrorRequestHandler } from 'express';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/connection.js';
import { kyselyOf, kyselyOfPostgres, type Db } from '../db/database.js';
import { migrateStore } from '../db/migrate-store.js';
import { TEST_DATABASE_PREFIX } from '../test/test-store.js';
import { AppError } from './app-error.js';
import { createRateLimits } from './rate-limit.js';
import { createRateLimitSweeper, DatabaseRateLimitStore, RATE_LIMIT_KEY_MAX } from './rate-limit-store.js';

const WINDOW = 60_000;

/** Two nodes' connections to one store. */
type Nodes = { a: Db; b: Db };

/** Sweeps that the store starts are tested apart: here none runs behind a test's back. */
const noSweeps = { maybeSweep: vi.fn<(now: number) => void>(), sweep: async () => 0 };

/** A store for one limiter on one node, as express-rate-limit sets it up. */
function storeOn(db: Db, name: string, windowMs = WINDOW, now?: () => number): DatabaseRateLimitStore {
  const store = new DatabaseRateLimitStore(db, name, { now, sweeper: noSweeps });
  store.init({ windowMs });
  return store;
}

/** A key no other test uses: the tests of one suite share the table. */
const freshKey = () => `203.0.113.${randomBytes(4).toString('hex')}`;

/** What both stores must do alike. */
function storeContract(nodes: () => Nodes) {
  it('loses no hit when two nodes count one key at once', async () => {
    const { a, b } = nodes();
    const onA = storeOn(a, 'race');
    const onB = storeOn(b, 'race');
    const key = freshKey();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? onA : onB).increment(key)),
    );
    // Every hit saw a count of its own: 1..200, none twice, none lost.
    expect(results.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
    expect((await onA.get(key))?.totalHits).toBe(200);
    expect((await onB.get(key))?.totalHits).toBe(200);
    // One window for all: the first hit's.
    expect(new Set(results.map((r) => r.resetTime?.getTime())).size).toBe(1);
  });

  it('starts a new count when the window has ended', async () => {
    const { a, b } = nodes();
    let now = 1_700_000_000_000;
    const onA = storeOn(a, 'window', WINDOW, () => now);
    const onB = storeOn(b, 'window', WINDOW, () => now);
    const key = freshKey();
    expect(await onA.increment(key)).toEqual({ totalHits: 1, resetTime: new Date(now + WINDOW) });
    now += WINDOW - 1;
    expect(await onB.increment(key)).toEqual({ totalHits: 2, resetTime: new Date(now + 1) });
    now += 1;
    expect(await onA.get(key)).toBeUndefined();
    expect(await onB.increment(key)).toEqual({ totalHits: 1, resetTime: new Date(now + WINDOW) });
    expect(await onA.increment(key)).toEqual({ totalHits: 2, resetTime: new Date(now + WINDOW) });
    // Each increment offers its node's sweeper a chance, at the store's time.
    expect(noSweeps.maybeSweep).toHaveBeenLastCalledWith(now);
  });

  it('decrements (never below zero) and resets a key', async () => {
    const { a, b } = nodes();
    const onA = storeOn(a, 'undo');
    const onB = storeOn(b, 'undo');
    const key = freshKey();
    const other = freshKey();
    for (let i = 0; i < 3; i++) await onA.increment(key);
    await onA.increment(other);
    await onB.decrement(key);
    expect((await onA.get(key))?.totalHits).toBe(2);
    expect((await onA.increment(key)).totalHits).toBe(3);
    for (let i = 0; i < 5; i++) await onB.decrement(key);
    expect((await onA.get(key))?.totalHits).toBe(0);
    expect((await onA.increment(key)).totalHits).toBe(1);
    await onB.resetKey(key);
    expect(await onA.get(key)).toBeUndefined();
    expect((await onA.increment(key)).totalHits).toBe(1);
    // The other key is untouched.
    expect((await onB.get(other))?.totalHits).toBe(1);
    await onA.decrement(freshKey()); // no row: nothing happens
  });

  it('keeps limiters apart by name and by window', async () => {
    const { a } = nodes();
    const key = freshKey();
    const first = storeOn(a, 'first', WINDOW);
    const second = storeOn(a, 'second', WINDOW);
    const longer = storeOn(a, 'first', 2 * WINDOW);
    expect(first.prefix).toBe(`first:${WINDOW}|`);
    expect(longer.prefix).toBe(`first:${2 * WINDOW}|`);
    for (let i = 0; i < 3; i++) await first.increment(key);
    await second.increment(key);
    expect((await longer.increment(key)).totalHits).toBe(1);
    expect((await first.get(key))?.totalHits).toBe(3);
    expect((await second.get(key))?.totalHits).toBe(1);
    const hashed = createHash('sha256').update(key).digest('hex');
    const rows = await a
      .selectFrom('rate_limits')
      .select(['key', 'hits'])
      .where('key', 'like', `%|sha256:${hashed}`)
      .orderBy('key')
      .execute();
    expect(rows.map((r) => [r.key, Number(r.hits)])).toEqual([
      [`first:${2 * WINDOW}|sha256:${hashed}`, 1],
      [`first:${WINDOW}|sha256:${hashed}`, 3],
      [`second:${WINDOW}|sha256:${hashed}`, 1],
    ]);
  });

  it('stores client keys hashed (no address or email at rest), long ones too', async () => {
    const { a } = nodes();
    const store = storeOn(a, 'long');
    const key = `${freshKey()}|ada@example.com|${'x'.repeat(RATE_LIMIT_KEY_MAX)}`;
    expect((await store.increment(key)).totalHits).toBe(1);
    expect((await store.increment(key)).totalHits).toBe(2);
    expect((await store.increment(`${key}y`)).totalHits).toBe(1);
    const keys = (
      await a.selectFrom('rate_limits').select('key').where('key', 'like', 'long:%').execute()
    ).map((r) => r.key);
    expect(keys.length).toBe(2);
    for (const k of keys) expect(k).toMatch(/^long:\d+\|sha256:[0-9a-f]{64}$/);
  });

  it('deletes expired rows in batches, and at most once a minute per node', async () => {
    const { a, b } = nodes();
    const base = 2_000_000_000_000; // after every other test's windows
    await a.deleteFrom('rate_limits').where('reset_at', '<=', base).execute();
    const rows = (prefix: string, count: number, resetAt: number) =>
      a
        .insertInto('rate_limits')
        .values(
          Array.from({ length: count }, (_, i) => ({ key: `${prefix}|${i}`, hits: 1, reset_at: resetAt })),
        )
        .execute();
    const countOf = async (prefix: string) =>
      Number(
        (
          await a
            .selectFrom('rate_limits')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('key', 'like', `${prefix}|%`)
            .executeTakeFirstOrThrow()
        ).n,
      );

    await rows('old', 1_200, base - 1);
    await rows('live', 3, base + WINDOW);
    const sweeper = createRateLimitSweeper(b);
    expect(await sweeper.sweep(base)).toBe(1_200);
    expect(await countOf('old')).toBe(0);
    expect(await countOf('live')).toBe(3);

    // Started by increments: the first sweeps, the next ones within the minute do not.
    await rows('expired', 10, base);
    sweeper.maybeSweep(base);
    await vi.waitFor(async () => expect(await countOf('expired')).toBe(0));
    await rows('expired', 10, base);
    sweeper.maybeSweep(base + 1_000);
    sweeper.maybeSweep(base + 59_999);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await countOf('expired')).toBe(10);
    sweeper.maybeSweep(base + 60_000);
    await vi.waitFor(async () => expect(await countOf('expired')).toBe(0));
    expect(await countOf('live')).toBe(0); // their window ended by then too
  });
}

/** An app with one limiter: 3 requests per minute per client address. */
function limitedApp(db: Db): express.Express {
  const { rateLimiter } = createRateLimits(db);
  const app = express();
  app.get('/limited', rateLimiter('limited', 3, WINDOW), (_req, res) => {
    res.json({ ok: true });
  });
  const errors: ErrorRequestHandler = (err, _req, res, _next) => {
    const status = err instanceof AppError ? err.status : 500;
    res.status(status).json({ code: err instanceof AppError ? err.code : 'INTERNAL' });
  };
  app.use(errors);
  return app;
}

describe('the rate-limit store on SQLite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-rate-limit-'));
  let nodes: Nodes;

  beforeAll(async () => {
    const file = path.join(dir, 'shop.db');
    const a = kyselyOf(openDatabase(file));
    await migrateStore(a);
    nodes = { a, b: kyselyOf(openDatabase(file)) };
  });

  afterAll(async () => {
    await nodes?.a.destroy();
    await nodes?.b.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  storeContract(() => nodes);

  it("keeps the app's counts in memory: no row is written per request", async () => {
    await nodes.a.deleteFrom('rate_limits').execute();
    const app = limitedApp(nodes.a);
    for (let i = 0; i < 3; i++) await request(app).get('/limited').expect(200);
    const refused = await request(app).get('/limited').expect(429);
    expect(refused.body).toEqual({ code: 'RATE_LIMITED' });
    expect(await nodes.a.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });

  it('refuses a second limiter of the same name (its counts would be shared by mistake)', () => {
    const { rateLimiter } = createRateLimits(nodes.a);
    rateLimiter('sign-in', 3, WINDOW);
    expect(() => rateLimiter('sign-in', 5, WINDOW)).toThrow('two rate limiters named "sign-in"');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the rate-limit store on PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `${TEST_DATABASE_PREFIX}rate_limit_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let nodes: Nodes;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Two pools, as two nodes have.
    nodes = { a: kyselyOfPostgres(url.toString(), 10), b: kyselyOfPostgres(url.toString(), 10) };
    await migrateStore(nodes.a);
  });

  afterAll(async () => {
    await nodes?.a.destroy();
    await nodes?.b.destroy();
    if (admin) {
      // The pools' connections close after destroy() answers: dropping under them would fail them loudly.
      await vi.waitFor(
        async () => {
          const { rows } = await admin.query<{ n: string }>(
            'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          expect(Number(rows[0]?.n)).toBe(0);
        },
        { timeout: 60_000, interval: 20 },
      );
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  storeContract(() => nodes);

  it('gives two nodes one budget', async () => {
    await nodes.a.deleteFrom('rate_limits').execute();
    const first = limitedApp(nodes.a);
    const second = limitedApp(nodes.b);
    await request(first).get('/limited').expect(200);
    await request(second).get('/limited').expect(200);
    await request(first).get('/limited').expect(200);
    const refused = await request(second).get('/limited').expect(429);
    expect(refused.body).toEqual({ code: 'RATE_LIMITED' });
    expect(refused.headers['ratelimit']).toContain('r=0');
    const rows = await nodes.a.selectFrom('rate_limits').select(['key', 'hits']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key).toMatch(new RegExp(`^limited:${WINDOW}\\|`));
    expect(Number(rows[0]?.hits)).toBe(4);
  });
});
