/**
 * A test app on a real socket with an administrator's API key of the given scopes: for the tests of what takes
 * turns with the node's other requests (the catalogue CSV's export and import), which a supertest call cannot
 * show.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminScope } from '@shop/domain';
import { hashApiKey, newApiKey } from '../modules/admin/admin.auth.js';
import { createApiKeysRepo } from '../modules/api-keys/api-keys.repo.js';
import { makeUser } from './auth-helpers.js';
import { makeApp, type TestApp } from './make-app.js';

export type ListeningAdminApp = {
  t: TestApp;
  base: URL;
  /** The key's Authorization header. */
  auth: Record<string, string>;
  close: () => Promise<void>;
};

export async function listeningAdminApp(
  keyName: string,
  scopes: readonly AdminScope[],
): Promise<ListeningAdminApp> {
  const t = await makeApp({ configOverrides: { adminKeyRateLimit: 100_000 } });
  const server = http.createServer(t.handle);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const user = await makeUser(t.db, { isAdmin: true });
  const key = newApiKey();
  await createApiKeysRepo(t.db).insertKey({
    name: keyName,
    prefix: key.slice(0, 10),
    hash: hashApiKey(key),
    scopes: [...scopes],
    createdBy: user.id,
    nowIso: new Date().toISOString(),
  });
  return {
    t,
    base: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    auth: { Authorization: `Bearer ${key}` },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await t.close();
    },
  };
}
