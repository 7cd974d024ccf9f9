import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscription } from '../test/push-factories.js';
import { storedVapidKeys, VAPID_SETTING, VapidFileError } from '../modules/push/push.vapid.js';
import { webPushTransport } from '../modules/push/push.sender.js';
import { openDatabase } from './connection.js';
import { kyselyOf, kyselyOfPostgres, type Db } from './database.js';
import { migrateStore } from './migrate-store.js';
import { storedSetting } from './settings.js';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A migrated SQLite store of its own. */
async function sqliteStore(): Promise<Db> {
  const db = kyselyOf(openDatabase(path.join(dir, `${randomBytes(6).toString('hex')}.db`)));
  await migrateStore(db);
  return db;
}

const valueOf = async (db: Db, key: string) =>
  (await db.selectFrom('settings').select('value').where('key', '=', key).execute()).map((r) => r.value);

describe('storedSetting on SQLite', () => {
  let db: Db;
  beforeAll(async () => {
    db = await sqliteStore();
  });
  afterAll(() => db.destroy());

  it('stores the made value once and answers it after without making another', async () => {
    let made = 0;
    const make = () => `value-${++made}`;
    expect(await storedSetting(db, 'once', make)).toBe('value-1');
    expect(await storedSetting(db, 'once', make)).toBe('value-1');
    expect(made).toBe(1);
    expect(await valueOf(db, 'once')).toEqual(['value-1']);
    const row = await db
      .selectFrom('settings')
      .select('created_at')
      .where('key', '=', 'once')
      .executeTakeFirst();
    expect(row?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('keeps the first value when calls race, and every caller gets it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => storedSetting(db, 'raced', () => `racer-${i}`)),
    );
    expect(new Set(answers).size).toBe(1);
    expect(await valueOf(db, 'raced')).toEqual([answers[0]]);
  });

  it('keeps settings apart by key', async () => {
    expect(await storedSetting(db, 'a', () => 'A')).toBe('A');
    expect(await storedSetting(db, 'b', () => 'B')).toBe('B');
  });

  it('shares the value between two connections to one file', async () => {
    const file = path.join(dir, 'shared.db');
    const a = kyselyOf(openDatabase(file));
    const b = kyselyOf(openDatabase(file));
    try {
      await migrateStore(a);
      const [x, y] = await Promise.all([
        storedSetting(a, 'shared', () => 'from-a'),
        storedSetting(b, 'shared', () => 'from-b'),
      ]);
      expect(x).toBe(y);
      expect(await storedSetting(b, 'shared', () => 'later')).toBe(x);
    } finally {
      await a.destroy();
      await b.destroy();
    }
  });
});

const OBJECT_IN_USE = '55006';

describe.skipIf(!process.env.TEST_DATABASE_URL)('storedSetting on PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `shop_test_settings_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let a: Db;
  let b: Db;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    a = kyselyOfPostgres(url.toString(), 8);
    b = kyselyOfPostgres(url.toString(), 8);
    await migrateStore(a);
  });

  afterAll(async () => {
    await a?.destroy();
    await b?.destroy();
    if (admin) {
      // Not WITH (FORCE): a pool's last connections may still be closing, and a forced drop would fail them.
      const deadline = Date.now() + 60_000;
      for (;;) {
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== OBJECT_IN_USE || Date.now() > deadline) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await admin.end();
    }
  });

  it('gives two nodes racing for one key the same value, stored once', async () => {
    for (let round = 0; round < 10; round++) {
      const key = `race-${round}`;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          storedSetting(i % 2 === 0 ? a : b, key, () => `${i % 2 === 0 ? 'a' : 'b'}-${i}`),
        ),
      );
      expect(new Set(answers).size).toBe(1);
      expect(await valueOf(a, key)).toEqual([answers[0]]);
      expect(await storedSetting(b, key, () => 'later')).toBe(answers[0]);
    }
  });

  it('keeps the VAPID keys of the node that stored first for both', async () => {
    const [x, y] = await Promise.all([storedVapidKeys(a), storedVapidKeys(b)]);
    expect(x.keys).toEqual(y.keys);
    expect([x.source, y.source].filter((s) => s === 'created').length).toBeLessThanOrEqual(1);
    expect((await storedVapidKeys(b)).source).toBe('store');
  });
});

describe('storedVapidKeys', () => {
  let db: Db;
  beforeEach(async () => {
    db = await sqliteStore();
  });
  afterEach(() => db.destroy());

  it('creates a pair once in the store, with the subject asked for, and reads it back after', async () => {
    const now = new Date('2026-03-01T15:00:00.000Z');
    const first = await storedVapidKeys(db, { subject: 'mailto:ops@example.com', now });
    expect(first.source).toBe('created');
    expect(first.keys).toMatchObject({ subject: 'mailto:ops@example.com', createdAt: now.toISOString() });
    expect(first.keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(JSON.parse((await valueOf(db, VAPID_SETTING))[0] ?? '')).toEqual(first.keys);
    expect(await storedVapidKeys(db, { subject: 'mailto:other@example.com' })).toEqual({
      keys: first.keys,
      source: 'store',
    });
  });

  it('imports an older install key file once, then no longer reads it', async () => {
    const elsewhere = await sqliteStore();
    const old = await storedVapidKeys(elsewhere);
    await elsewhere.destroy();
    const file = path.join(dir, `import-${randomBytes(4).toString('hex')}`, 'vapid.json');
    mkdirSync(path.dirname(file));
    writeFileSync(file, JSON.stringify(old.keys, null, 2));
    expect(await storedVapidKeys(db, { legacyFile: file })).toEqual({ keys: old.keys, source: 'imported' });
    expect(JSON.parse((await valueOf(db, VAPID_SETTING))[0] ?? '')).toEqual(old.keys);
    // The store has them now: a damaged or missing file no longer matters.
    writeFileSync(file, 'damaged');
    expect(await storedVapidKeys(db, { legacyFile: file })).toEqual({ keys: old.keys, source: 'store' });
    rmSync(file);
    expect((await storedVapidKeys(db, { legacyFile: file })).keys).toEqual(old.keys);
  });

  it('creates a new pair when the key file named does not exist, and writes no file', async () => {
    const file = path.join(dir, 'absent', 'vapid.json');
    expect((await storedVapidKeys(db, { legacyFile: file })).source).toBe('created');
    expect(existsSync(path.dirname(file))).toBe(false);
  });

  it('refuses a damaged key file to import instead of replacing it, and stores nothing', async () => {
    const file = path.join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ publicKey: 'x' }));
    await expect(storedVapidKeys(db, { legacyFile: file })).rejects.toThrow(VapidFileError);
    expect(await valueOf(db, VAPID_SETTING)).toEqual([]);
  });

  it('refuses a damaged setting instead of replacing it', async () => {
    await storedSetting(db, VAPID_SETTING, () => '{"publicKey":"x"}');
    await expect(storedVapidKeys(db)).rejects.toThrow(VapidFileError);
    await expect(storedVapidKeys(db)).rejects.toThrow(/vapid-keys/);
  });

  it('makes keys web-push can sign and encrypt with for a browser subscription', async () => {
    const { keys } = await storedVapidKeys(db);
    const sub = subscription();
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify({ title: 'Hi', body: 'There', url: '/' }),
      { vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey } },
    );
    expect(details.method).toBe('POST');
    expect(details.headers.Authorization).toMatch(new RegExp(`^vapid t=.+, k=${keys.publicKey}$`));
    expect(details.headers['Content-Encoding']).toBe('aes128gcm');
    expect(typeof webPushTransport(keys)).toBe('function');
  });
});
