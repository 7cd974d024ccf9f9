/**
 * `npm run admin -- revoke --email E` (decision 062), started as the command line is: it withdraws an
 * administrator's rights (audited, their keys revoked), and refuses the last administrator and an unknown
 * address with a clear message and a non-zero exit.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ADMIN_REVOKE_REFUSALS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../db/database.js';
import { migrateStore } from '../../db/migrate-store.js';
import { REPO_ROOT, SPAWNING_TEST_TIMEOUT_MS } from '../../test/server-process.js';
import { makeAdministrator } from './admin.accounts.js';
import { hashApiKey } from './admin.auth.js';
import { createApiKeysRepo } from '../api-keys/api-keys.repo.js';

const NOW = '2026-03-01T15:00:00.000Z';
let dir: string;
let database: string;
let store: Store;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-admin-revoke-'));
  database = path.join(dir, 'shop.db');
  store = openStore({ databasePath: database, databaseUrl: null, databasePoolSize: 1 });
  await migrateStore(store.db);
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const revoke = (email: string) =>
  promisify(execFile)(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      'apps/api/src/admin-cli.ts',
      'revoke',
      '--email',
      email,
      '--database',
      database,
    ],
    { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: '' } },
  );

describe('npm run admin -- revoke', () => {
  it(
    'withdraws the rights and revokes the keys; refuses the last administrator and an unknown address',
    async () => {
      const hash = 'x'.repeat(60);
      const first = await makeAdministrator(store.db, 'first@example.com', hash, NOW);
      const second = await makeAdministrator(store.db, 'second@example.com', hash, NOW);
      const key = await createApiKeysRepo(store.db).insertKey({
        name: 'Feed',
        prefix: 'sk_1234567',
        hash: hashApiKey('sk_feed'),
        scopes: ['stock:write'],
        createdBy: first.id,
        nowIso: NOW,
      });

      const done = await revoke('First@Example.com');
      expect(done.stdout).toContain(
        `admin: first@example.com (account ${first.id}) is no longer an administrator; its sessions have ended and its 1 API key is revoked`,
      );
      const rows = await store.db.selectFrom('users').select(['id', 'is_admin']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: first.id, is_admin: 0 },
        { id: second.id, is_admin: 1 },
      ]);
      const keyRow = await store.db
        .selectFrom('api_keys')
        .select('revoked_at')
        .where('id', '=', key.id)
        .executeTakeFirstOrThrow();
      expect(keyRow.revoked_at).not.toBeNull();
      const audit = await store.db.selectFrom('audit_log').select(['actor', 'action', 'entity_id']).execute();
      expect(audit).toEqual([
        { actor: 'cli', action: 'customer.revoke-admin', entity_id: String(first.id) },
        { actor: 'cli', action: 'api-key.revoke', entity_id: String(key.id) },
      ]);

      await expect(revoke('second@example.com')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`admin: ${ADMIN_REVOKE_REFUSALS.last}`),
      });
      await expect(revoke('nobody@example.com')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('admin: No account has the email nobody@example.com'),
      });
      expect(
        (await store.db.selectFrom('users').select('is_admin').where('id', '=', second.id).executeTakeFirst())
          ?.is_admin,
      ).toBe(1);
      // Three starts of the command line from source: slow on a loaded machine, and awaited to their exit.
    },
    SPAWNING_TEST_TIMEOUT_MS,
  );
});
