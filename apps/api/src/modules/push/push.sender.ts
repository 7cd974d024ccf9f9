/**
 * Sends one notification ({title, body, url}) to every stored subscription. The transport is injected:
 * `webPushTransport` (the web-push package, VAPID-signed and encrypted) in `npm run push`, a fake in
 * tests. Each endpoint's host is resolved first (the resolver is injected too): one that is no known
 * push service or resolves to a private address is skipped and reported, and kept (push.destination.ts).
 * A push service answering 404 or 410 means the subscription is gone: it is removed. Any other failure,
 * a host that does not resolve included, counts on the subscription and in the totals.
 */
import { Agent } from 'node:https';
import type { PushPayload } from '@shop/domain';
import webpush from 'web-push';
import { pinnedLookup, vetDestination, type ResolveHost, type ResolvedAddress } from './push.destination.js';
import type { Db } from '../../db/database.js';
import { createPushRepo, type PushRepo, type PushSubscriptionRow } from './push.repo.js';
import type { VapidKeys } from './push.vapid.js';

/**
 * Sends to the vetted address of the endpoint's host. Resolves on delivery; rejects with an error
 * carrying statusCode when the push service refuses.
 */
export type PushTransport = (
  subscription: PushSubscriptionRow,
  payload: string,
  address: ResolvedAddress,
) => Promise<unknown>;

export type PushSendResult = {
  total: number;
  delivered: number;
  removed: number;
  failed: number;
  skipped: number;
};

/** Notifications older than this are dropped by the push service (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const CONCURRENCY = 8;

export function webPushTransport(keys: VapidKeys): PushTransport {
  return (sub, payload, address) =>
    webpush.sendNotification(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        timeout: 15_000,
        // TLS still checks the certificate against the endpoint's host name.
        agent: new Agent({ lookup: pinnedLookup(address) }),
      },
    );
}

const statusOf = (err: unknown): number | null => {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : null;
};

export async function sendToAll(deps: {
  repo: PushRepo;
  transport: PushTransport;
  resolve: ResolveHost;
  payload: PushPayload;
  now: () => Date;
  onError?: (subscription: PushSubscriptionRow, err: unknown) => void;
  onSkip?: (subscription: PushSubscriptionRow, reason: string) => void;
}): Promise<PushSendResult> {
  const { repo, transport, payload, now } = deps;
  const startedAt = now().toISOString();
  const subscriptions = await repo.all();
  const text = JSON.stringify(payload);
  const result: PushSendResult = {
    total: subscriptions.length,
    delivered: 0,
    removed: 0,
    failed: 0,
    skipped: 0,
  };
  let next = 0;
  const worker = async () => {
    while (next < subscriptions.length) {
      const sub = subscriptions[next++];
      if (!sub) break;
      try {
        const destination = await vetDestination(sub.endpoint, deps.resolve);
        if (!destination.ok) {
          result.skipped++;
          deps.onSkip?.(sub, destination.reason);
          continue;
        }
        await transport(sub, text, destination.address);
        await repo.markDelivered(sub.id, now().toISOString());
        result.delivered++;
      } catch (err) {
        const status = statusOf(err);
        if (status === 404 || status === 410) {
          await repo.remove(sub.id);
          result.removed++;
        } else {
          await repo.markFailed(sub.id);
          result.failed++;
          deps.onError?.(sub, err);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, subscriptions.length) }, worker));
  await repo.logSend({ ...payload, ...result, started_at: startedAt, finished_at: now().toISOString() });
  return result;
}

/**
 * sendToAll to the subscriptions the store `db` holds, through this module's own repo: the back office's push
 * form (modules/marketing admin.subscribers.routes.ts, decision 069's Ports).
 */
export const sendToStored = (
  db: Db,
  deps: Omit<Parameters<typeof sendToAll>[0], 'repo'>,
): Promise<PushSendResult> => sendToAll({ ...deps, repo: createPushRepo(db) });

/** What the back office's push form shows: the stored subscriptions' count and the latest sends (decision 069). */
export function storedPushes(db: Db) {
  const repo = createPushRepo(db);
  return { subscriptionCount: repo.count, recentSends: repo.recentSends };
}
