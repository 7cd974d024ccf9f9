import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ErrorBodySchema, PushPublicKeyResponseSchema } from '@shop/domain';
import request from 'supertest';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { browserKeys, subscription } from '../../test/push-factories.js';
import type { PushSubscriptionRow } from './push.repo.js';
import { VAPID_SETTING } from './push.vapid.js';

const ADD = '/api/marketing/push/subscriber/add';
const KEY = '/api/marketing/push/public-key';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { marketingRateLimit: 10_000 } });
});
afterAll(() => t.close());

const rows = (): Promise<PushSubscriptionRow[]> =>
  t.db.selectFrom('push_subscriptions').selectAll().orderBy('id').execute();

describe('GET /api/marketing/push/public-key', () => {
  it('creates the VAPID pair once in the store and answers the same public key after', async () => {
    const first = PushPublicKeyResponseSchema.parse((await request(t.app).get(KEY).expect(200)).body);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', VAPID_SETTING)
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toBe(first.publicKey);
    // No key file any more: every node on the store answers the same pair.
    expect(t.config.vapidPath).toBe(path.join(t.dir, 'vapid.json'));
    expect(existsSync(t.config.vapidPath)).toBe(false);
    const second = await request(t.app).get(KEY).expect(200);
    expect(second.body).toEqual(first);
    expect(JSON.stringify(second.body)).not.toContain(stored.privateKey);
  });

  it("answers the public key of an older install's vapid.json, imported into the store", async () => {
    const imported = await makeApp({ seed: false });
    try {
      const keys = webpush.generateVAPIDKeys();
      const pair = { ...keys, subject: 'mailto:ops@example.com', createdAt: '2025-01-01T00:00:00.000Z' };
      writeFileSync(imported.config.vapidPath, JSON.stringify(pair, null, 2), { mode: 0o600 });
      const res = await request(imported.app).get(KEY).expect(200);
      expect(res.body).toEqual({ publicKey: keys.publicKey });
      const row = await imported.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', VAPID_SETTING)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.value)).toEqual(pair);
    } finally {
      await imported.close();
    }
  });
});

describe('POST /api/marketing/push/subscriber/add', () => {
  it('stores a subscription and answers success', async () => {
    const sub = subscription();
    const res = await request(t.app).post(ADD).send(sub).expect(200);
    expect(res.body).toEqual({ status: 'success' });
    expect((await rows()).find((r) => r.endpoint === sub.endpoint)).toMatchObject({
      p256dh: sub.p256dh,
      auth: sub.auth,
      failures: 0,
    });
  });

  it('upserts a repeated endpoint: one row with the new keys', async () => {
    const sub = subscription();
    await request(t.app).post(ADD).send(sub).expect(200);
    const keys = browserKeys();
    await request(t.app)
      .post(ADD)
      .send({ ...sub, ...keys })
      .expect(200);
    await Promise.all(
      Array.from({ length: 10 }, () =>
        request(t.app)
          .post(ADD)
          .send({ ...sub, ...keys })
          .expect(200),
      ),
    );
    const mine = (await rows()).filter((r) => r.endpoint === sub.endpoint);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject(keys);
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://fcm.googleapis.com/fcm/send/x' }],
    ['a non-URL endpoint', { endpoint: 'fcm/send/x' }],
    ['a localhost endpoint', { endpoint: 'https://localhost:8443/push' }],
    ['an IP endpoint', { endpoint: 'https://169.254.169.254/latest' }],
    ['a javascript: endpoint', { endpoint: 'javascript:alert(1)' }],
    ['an over-long endpoint', { endpoint: `https://fcm.googleapis.com/${'x'.repeat(2100)}` }],
    ['a short p256dh', { p256dh: 'AAAA' }],
    ['a p256dh that is not base64url', { p256dh: `${'A'.repeat(86)}!` }],
    ['an auth of the wrong size', { auth: randomBytes(20).toString('base64url') }],
    ['a missing auth', { auth: undefined }],
    ['a numeric endpoint', { endpoint: 42 }],
    ['an unknown field', { keys: {} }],
  ])('refuses %s with 400 and stores nothing', async (_name, change) => {
    const before = (await rows()).length;
    const res = await request(t.app)
      .post(ADD)
      .send({ ...subscription(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('error');
    expect(ErrorBodySchema.parse(res.body).error.code).toBe('VALIDATION_FAILED');
    expect(await rows()).toHaveLength(before);
  });

  it('refuses an endpoint on a host that is no known push service with 400 naming the services', async () => {
    const res = await request(t.app)
      .post(ADD)
      .send({ ...subscription(), endpoint: 'https://push.example.com/wpush/v2/abc' })
      .expect(400);
    expect(res.body.status).toBe('error');
    const { error } = ErrorBodySchema.parse(res.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain(
      'endpoint must be an https URL of a known push service (Google, Mozilla, Apple or Microsoft)',
    );
    expect((await rows()).some((r) => r.endpoint.includes('example.com'))).toBe(false);
  });

  it('answers 429 after the rate limit', async () => {
    const limited = await makeApp({ seed: false, configOverrides: { marketingRateLimit: 2 } });
    try {
      await request(limited.app).post(ADD).send(subscription()).expect(200);
      await request(limited.app).post(ADD).send(subscription()).expect(200);
      const res = await request(limited.app).post(ADD).send(subscription()).expect(429);
      expect(ErrorBodySchema.parse(res.body).error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
