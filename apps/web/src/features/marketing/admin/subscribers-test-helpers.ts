/** Test data and msw handlers for the subscribers screen and its push form (tests only). */
import { http, HttpResponse } from 'msw';
import { AdminSubscriberSchema, type AdminSubscriber } from '@shop/domain';
import { server } from '../../../test/server';
import { recorder } from '../../admin/admin-test-helpers';

export function buildSubscriber(overrides: Partial<AdminSubscriber> = {}): AdminSubscriber {
  return AdminSubscriberSchema.parse({
    id: 1,
    email: 'ana@example.com',
    phone: null,
    email_consent: true,
    sms_consent: false,
    email_consent_at: '2026-02-01T10:00:00.000Z',
    email_confirmed_at: '2026-02-01T10:05:00.000Z',
    email_opted_out_at: null,
    sms_consent_at: null,
    sms_opted_out_at: null,
    source: 'popup',
    user_id: null,
    created_at: '2026-02-01T09:00:00.000Z',
    ...overrides,
  });
}

/** Serves the subscriber list and the push summary and send. */
export function serveSubscribers(subscribers: AdminSubscriber[] = [buildSubscriber()], subscriptions = 3) {
  const { seen, record } = recorder();
  server.use(
    http.get('/api/admin/subscribers', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ subscribers, total: subscribers.length, page: 1, pageSize: 50 });
    }),
    http.get('/api/admin/push', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ subscriptions, sends: [] });
    }),
    http.post('/api/admin/push', async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        total: subscriptions,
        delivered: subscriptions - 1,
        removed: 1,
        failed: 0,
        skipped: 0,
      });
    }),
  );
  return { seen };
}
