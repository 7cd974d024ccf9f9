/**
 * /api/admin/subscribers and /api/admin/push (decision 050): marketing consent listed and exported as CSV
 * (marketing:read), and a web-push notification sent to every stored subscription (marketing:write) by the
 * same sender as `npm run push` (modules/push/push.sender.ts), audited.
 */
import {
  AdminPushBodySchema,
  AdminPushResultSchema,
  AdminPushSummarySchema,
  AdminSubscriberListSchema,
  SUBSCRIBERS_CSV_HEADER,
  SUBSCRIBERS_PAGE_SIZE,
  SubscribersExportQuerySchema,
  SubscribersQuerySchema,
  pushCountStillTrue,
  subscriberCsvRowOf,
} from '@shop/domain';
import { Router } from 'express';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { component, defineRoutes, fails, media, mountRoutes, reply } from '../../lib/route-table.js';
import { streamChunks } from '../../lib/stream-chunks.js';
import { csvRows } from '../../lib/csv-writer.js';
import { systemResolve, type ResolveHost } from '../push/push.destination.js';
import { sendToStored, storedPushes, webPushTransport, type PushTransport } from '../push/push.sender.js';
import { storedVapidKeys } from '../push/push.vapid.js';
import { actorName, adminActorOf, guardsOf, type AdminGuard } from '../admin/admin.auth.js';
import {
  adminGuarded as guarded,
  adminInvalid as invalid,
  adminWrites as writes,
} from '../admin/admin.refusals.js';
import { recordAudit } from '../audit/admin.audit.js';
import { createAdminSubscribersRepo, type SubscriberFilters } from './admin.subscribers.repo.js';

/** How the app delivers web push: the VAPID-signed transport (read from the store on first use) and DNS. */
export type PushDelivery = { transport: () => Promise<PushTransport>; resolve: ResolveHost };

/** What `npm run push` uses: the store's VAPID keys and the system's resolver. */
export const webPushDelivery = (db: Db, legacyFile: string): PushDelivery => ({
  transport: async () => webPushTransport((await storedVapidKeys(db, { legacyFile })).keys),
  resolve: systemResolve,
});

const EXPORT_PAGE = 1000;

export const adminSubscribersTable = defineRoutes('/api', 'admin', {
  subscribers: {
    method: 'get',
    path: '/admin/subscribers',
    security: { scope: 'marketing:read' },
    summary:
      'Marketing subscribers, the newest first, 50 a page: email or phone (q), consent now (email, sms) or withdrawn; each consent with when it was given, confirmed through the mailed link and withdrawn, and the form it came from',
    query: SubscribersQuerySchema,
    errors: [],
    responses: {
      200: reply('A page of subscribers', component('AdminSubscriberList', AdminSubscriberListSchema)),
      ...invalid,
      ...guarded,
    },
  },
  exportSubscribers: {
    method: 'get',
    path: '/admin/subscribers/export.csv',
    security: { scope: 'marketing:read' },
    summary: `Every subscriber matching the list's filters as CSV (UTF-8 with a BOM, CRLF, columns ${SUBSCRIBERS_CSV_HEADER.join(', ')}); streamed; a cell starting with = + - @ gets a leading apostrophe, a whole E.164 phone excepted (decision 048)`,
    query: SubscribersExportQuerySchema,
    errors: [],
    responses: { 200: media('The CSV file', 'text/csv'), ...invalid, ...guarded },
  },
  push: {
    method: 'get',
    path: '/admin/push',
    security: { scope: 'marketing:read' },
    summary: 'How many browsers a notification goes to now, and the last 10 sends with their counts',
    errors: [],
    responses: {
      200: reply('Push summary', component('AdminPushSummary', AdminPushSummarySchema)),
      ...guarded,
    },
  },
  sendPush: {
    method: 'post',
    path: '/admin/push',
    security: { scope: 'marketing:write' },
    summary:
      'Send a notification (title, body, url) to every stored subscription, as `npm run push` does; expectedSubscriptions is the count the sender confirmed: 409 PUSH_COUNT_CHANGED when more have subscribed since, 409 PUSH_RUNNING while another send runs on this node; audited',
    body: component('AdminPushBody', AdminPushBodySchema),
    errors: ['PUSH_RUNNING', 'PUSH_COUNT_CHANGED'],
    responses: {
      200: reply('The counts', component('AdminPushResult', AdminPushResultSchema)),
      409: fails('PUSH_COUNT_CHANGED, PUSH_RUNNING'),
      ...writes,
    },
  },
});

export type AdminSubscribersRouteOptions = { db: Db; clock: Clock; guard: AdminGuard; push: PushDelivery };

export function adminSubscribersRoutes(opts: AdminSubscribersRouteOptions): Router {
  const guardOf = guardsOf(adminSubscribersTable, opts.guard);
  const repo = createAdminSubscribersRepo(opts.db);
  const noStore = { 'Cache-Control': 'no-store' };
  let sending = false;

  async function* csv(filters: SubscriberFilters): AsyncGenerator<string> {
    yield `\uFEFF${csvRows([SUBSCRIBERS_CSV_HEADER])}`;
    for (let after = 0; ;) {
      const page = await repo.after(filters, after, EXPORT_PAGE);
      if (page.length > 0) yield csvRows(page.map(subscriberCsvRowOf));
      if (page.length < EXPORT_PAGE) return;
      after = page[page.length - 1]!.id;
    }
  }

  const pushes = storedPushes(opts.db);
  const subscriptionCount = pushes.subscriptionCount;

  return mountRoutes(Router(), adminSubscribersTable, {
    subscribers: {
      before: guardOf('subscribers'),
      handle: async (_req, res, { query }) => {
        const size = SUBSCRIBERS_PAGE_SIZE;
        const found = await repo.page(query, size, (query.page - 1) * size);
        res.set(noStore).json({ ...found, page: query.page, pageSize: size });
      },
    },
    exportSubscribers: {
      before: guardOf('exportSubscribers'),
      handle: async (_req, res, { query }) => {
        const day = opts.clock.now().toISOString().slice(0, 10);
        res.set({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="subscribers-${day}.csv"`,
          ...noStore,
        });
        await streamChunks(res, csv(query));
      },
    },
    push: {
      before: guardOf('push'),
      handle: async (_req, res) => {
        const sends = await pushes.recentSends(10);
        res.set(noStore).json({ subscriptions: await subscriptionCount(), sends });
      },
    },
    sendPush: {
      before: guardOf('sendPush'),
      handle: async (_req, res, { body }) => {
        if (sending)
          throw new AppError(
            'PUSH_RUNNING',
            'Another notification is being sent. Try again when it is done.',
          );
        sending = true;
        try {
          const count = await subscriptionCount();
          if (!pushCountStillTrue(body.expectedSubscriptions, count))
            throw new AppError(
              'PUSH_COUNT_CHANGED',
              `${count.toLocaleString('en-US')} browsers have subscribed now, not ${body.expectedSubscriptions.toLocaleString('en-US')}: confirm again`,
              { subscriptions: count },
            );
          const payload = { title: body.title, body: body.body, url: body.url };
          const startedAt = opts.clock.now().toISOString();
          const result = await sendToStored(opts.db, {
            transport: await opts.push.transport(),
            resolve: opts.push.resolve,
            payload,
            now: () => opts.clock.now(),
          });
          await recordAudit(
            opts.db,
            [
              {
                actor: actorName(adminActorOf(res)),
                action: 'push.send',
                entity: 'push',
                entityId: startedAt,
                before: null,
                after: { ...payload, ...result },
              },
            ],
            opts.clock.now().toISOString(),
          );
          res.set(noStore).json(result);
        } finally {
          sending = false;
        }
      },
    },
  });
}
