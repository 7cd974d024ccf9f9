/**
 * The shop's data files are its user's alone (decision 059): the SQLite file and its WAL files (every order,
 * account and password hash), and the outbox's .eml files (live reset links) are 0600, their folders 0700,
 * whatever the umask; an install made before keeps working and has its files narrowed at the next start.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { changeFeedFor } from '../db/change-feed.js';
import { openStore } from '../db/database.js';
import { migrateStore } from '../db/migrate-store.js';
import { fixedClock } from '../lib/clock.js';
import { createShop } from '../shop.js';
import { csrfOf, makeUser } from '../test/auth-helpers.js';
import { makeConfig, TEST_NOW } from '../test/make-app.js';

const modeOf = (file: string): string => (statSync(file).mode & 0o777).toString(8);

let cleanup: (() => Promise<void>) | null = null;

/** The shop as the server starts it on a SQLite file in `dataDir`, with a reset link mailed to the outbox. */
async function startAndMail(dataDir: string) {
  const config = makeConfig(dataDir);
  const store = openStore(config);
  await migrateStore(store.db);
  const changes = changeFeedFor(null);
  const shop = createShop({
    db: store.db,
    readDb: store.readDb,
    clock: fixedClock(TEST_NOW),
    config,
    changes,
  });
  cleanup = async () => {
    await shop.close();
    await changes.close();
    await store.close();
  };
  const user = await makeUser(store.db);
  const agent = request.agent(shop.app);
  const csrfToken = await csrfOf(agent);
  const asked = await agent.post('/api/auth/forgot-password').send({ email: user.email, csrfToken });
  expect(asked.status).toBe(202);
  expect(await shop.mail.deliverDue()).toBe(1);
  return { database: config.databasePath, outbox: config.mail.outboxDir };
}

describe("the shop's data files", () => {
  it('are made readable by the shop’s user only: the folders 0700, the database, its WAL files and the mail 0600', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'shop-files-'));
    const previous = process.umask(0o022);
    try {
      const dataDir = path.join(root, 'data');
      const { database, outbox } = await startAndMail(dataDir);
      expect(modeOf(dataDir)).toBe('700');
      for (const file of [database, `${database}-wal`, `${database}-shm`])
        expect(modeOf(file), file).toBe('600');
      expect(modeOf(outbox)).toBe('700');
      const mails = readdirSync(outbox);
      expect(mails).toHaveLength(1);
      expect(modeOf(path.join(outbox, mails[0]!))).toBe('600');
    } finally {
      process.umask(previous);
      await cleanup?.();
      cleanup = null;
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('narrows the files of an install made before, readable by all, at its next start', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'shop-files-'));
    try {
      const dataDir = path.join(root, 'data');
      mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
      chmodSync(path.join(dataDir, 'outbox'), 0o755);
      writeFileSync(path.join(dataDir, 'shop.db'), '');
      chmodSync(path.join(dataDir, 'shop.db'), 0o644);
      const { database, outbox } = await startAndMail(dataDir);
      for (const file of [database, `${database}-wal`, `${database}-shm`])
        expect(modeOf(file), file).toBe('600');
      expect(modeOf(outbox)).toBe('700');
    } finally {
      await cleanup?.();
      cleanup = null;
      rmSync(root, { recursive: true, force: true });
    }
  });
});
