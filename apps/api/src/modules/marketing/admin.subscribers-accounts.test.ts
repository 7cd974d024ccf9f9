/**
 * The back office's subscribers hold every consent the shop has, an account holder's own included (decision 050):
 * a profile opt-in (email or SMS), the demo retail account, and the accounts of a store made before their
 * consents were recorded as subscribers (migration 028), each with where it came from and when.
 */
import { AdminSubscriberListSchema, type AdminSubscriber } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../demo/accounts.js';
import { up as recordAccountConsents } from '../../db/migrations/028-account-consent-subscribers.js';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000 } });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
});
afterAll(() => t.close());

const listed = async (app: TestApp, agent: Agent, email: string): Promise<AdminSubscriber | undefined> =>
  AdminSubscriberListSchema.parse(
    (await agent.get(`/api/admin/subscribers?q=${encodeURIComponent(email)}`).expect(200)).body,
  ).subscribers.find((s) => s.email === email);

const exported = async (agent: Agent, email: string): Promise<string | undefined> =>
  (await agent.get('/api/admin/subscribers/export.csv').expect(200)).text
    .split('\r\n')
    .find((line) => line.startsWith(`${email},`));

describe('an account holder who consents in the profile', () => {
  it('is a subscriber (list and CSV) from the profile, since the change, and withdrawn when turned off', async () => {
    const user = await makeUser(t.db, { email: 'profile-optin@example.com' });
    const shopper = await signedInAgent(t.app, user);
    await shopper
      .patch('/api/account/profile')
      .send({ email_consent: 1, sms_consent: 1, primary_phone: '7025550123' })
      .expect(200);
    expect(await listed(t, admin, user.email)).toMatchObject({
      email_consent: true,
      email_consent_at: TEST_NOW.toISOString(),
      sms_consent: true,
      sms_consent_at: TEST_NOW.toISOString(),
      phone: '+17025550123',
      source: 'update',
      user_id: user.id,
    });
    expect(await exported(admin, user.email)).toMatch(
      /^profile-optin@example\.com,\+17025550123,true,2026-03-01T15:00:00\.000Z,,,true,2026-03-01T15:00:00\.000Z,,update,\d+,/,
    );

    await shopper.patch('/api/account/profile').send({ email_consent: 0 }).expect(200);
    expect(await listed(t, admin, user.email)).toMatchObject({
      email_consent: false,
      email_opted_out_at: TEST_NOW.toISOString(),
      sms_consent: true,
      source: 'update',
    });
  });

  it('is no subscriber while the profile gives no consent', async () => {
    const user = await makeUser(t.db, { email: 'profile-none@example.com' });
    const shopper = await signedInAgent(t.app, user);
    await shopper.patch('/api/account/profile').send({ email_consent: 0, first_name: 'Nia' }).expect(200);
    expect(await listed(t, admin, user.email)).toBeUndefined();
  });

  it("keeps a subscriber's own source when its account turns a consent on later", async () => {
    await t.db
      .insertInto('subscribers')
      .values({
        email: 'popup-first@example.com',
        email_consent: 1,
        email_consent_ts: '2026-02-01T10:00:00.000Z',
        source: 'popup',
        created_at: '2026-02-01T10:00:00.000Z',
        updated_at: '2026-02-01T10:00:00.000Z',
      })
      .execute();
    const user = await makeUser(t.db, { email: 'popup-first@example.com' });
    const shopper = await signedInAgent(t.app, user);
    await shopper.patch('/api/account/profile').send({ email_consent: 1 }).expect(200);
    expect(await listed(t, admin, user.email)).toMatchObject({
      email_consent: true,
      email_consent_at: '2026-02-01T10:00:00.000Z',
      source: 'popup',
      user_id: user.id,
    });
  });
});

describe('accounts that consented before their consent was a subscriber', () => {
  it('become subscribers from the profile, as of their last change, with migration 028', async () => {
    const user = await makeUser(t.db, { email: 'old-optin@example.com' });
    await t.db
      .updateTable('users')
      .set({ email_consent: 1, updated_at: '2026-01-15T12:00:00.000Z' })
      .where('id', '=', user.id)
      .execute();
    expect(await listed(t, admin, user.email)).toBeUndefined();
    await recordAccountConsents(t.db);
    await recordAccountConsents(t.db); // twice changes nothing
    const rows = await t.db.selectFrom('subscribers').select('id').where('email', '=', user.email).execute();
    expect(rows).toHaveLength(1);
    expect(await listed(t, admin, user.email)).toMatchObject({
      email_consent: true,
      email_consent_at: '2026-01-15T12:00:00.000Z',
      sms_consent: false,
      source: 'update',
      user_id: user.id,
    });
  });
});

describe('the demo shop', () => {
  it('lists the retail demo account, which consents, from its profile', async () => {
    const demo = await makeApp({ configOverrides: { signInRateLimit: 1000 } });
    try {
      const demoAdmin = await signedInAgent(demo.app, await makeUser(demo.db, { isAdmin: true }));
      expect(await listed(demo, demoAdmin, DEMO_ACCOUNTS.retail.email)).toMatchObject({
        email_consent: true,
        email_consent_at: expect.any(String),
        source: 'update',
        user_id: expect.any(Number),
      });
    } finally {
      await demo.close();
    }
  });
});
