/**
 * Sends a web-push notification to every stored subscription:
 *   npm run push -- --title "Black Friday" --body "Deals are live" [--url /collections/car-subwoofers]
 * Opens the store like the server (DATABASE_URL, else DATABASE_PATH, default ./data/shop.db) and reads the
 * VAPID keys from it (made there on first use, or imported from an older install's data/vapid.json next to
 * the database; the server answers the same public key at /api/marketing/push/public-key).
 * Subscriptions whose push service answers 404 or 410 are removed; those whose host is no known push
 * service or resolves to a private or local address are skipped (and kept). Prints the counts.
 */
import { parseArgs } from 'node:util';
import { PushPayloadSchema } from '@shop/domain';
import { ConfigError, loadConfig } from '../apps/api/src/config.js';
import { openStore } from '../apps/api/src/db/database.js';
import { migrateStore } from '../apps/api/src/db/migrate-store.js';
import { createPushRepo } from '../apps/api/src/modules/push/push.repo.js';
import { systemResolve } from '../apps/api/src/modules/push/push.destination.js';
import { sendToAll, webPushTransport } from '../apps/api/src/modules/push/push.sender.js';
import { storedVapidKeys } from '../apps/api/src/modules/push/push.vapid.js';

const USAGE =
  'Usage: npm run push -- --title "..." --body "..." [--url /path-or-https-url] [--subject mailto:you@example.com]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { title?: string; body?: string; url?: string; subject?: string };
try {
  ({ values } = parseArgs({
    options: {
      title: { type: 'string' },
      body: { type: 'string' },
      url: { type: 'string' },
      subject: { type: 'string' },
    },
    strict: true,
  }));
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`);
}

const payload = PushPayloadSchema.safeParse({
  title: values.title,
  body: values.body,
  url: values.url ?? '/',
});
if (!payload.success) {
  fail(`${payload.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}\n${USAGE}`);
}

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}

const store = openStore(config);
try {
  await migrateStore(store.db);
  const { keys, source } = await storedVapidKeys(store.db, {
    legacyFile: config.vapidPath,
    subject: values.subject ?? process.env.VAPID_SUBJECT,
  });
  if (source === 'created') console.log(`Created VAPID keys in the store (public key ${keys.publicKey})`);
  if (source === 'imported') console.log(`Imported the VAPID keys of ${config.vapidPath} into the store`);

  const result = await sendToAll({
    repo: createPushRepo(store.db),
    transport: webPushTransport(keys),
    resolve: systemResolve,
    payload: payload.data,
    now: () => new Date(),
    onError: (sub, err) => {
      const status = (err as { statusCode?: number }).statusCode;
      console.error(
        `failed: ${new URL(sub.endpoint).host}${status ? ` (${status})` : ''}: ${(err as Error).message}`,
      );
    },
    onSkip: (sub, reason) => console.error(`skipped: ${new URL(sub.endpoint).host}: ${reason}`),
  });
  console.log(
    `Sent "${payload.data.title}" to ${result.delivered} of ${result.total} subscriptions; ` +
      `removed ${result.removed} expired, ${result.failed} failed, ${result.skipped} skipped.`,
  );
  process.exitCode = result.failed > 0 && result.delivered === 0 && result.total > 0 ? 1 : 0;
} finally {
  await store.close();
}
