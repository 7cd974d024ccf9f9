/**
 * The marketing calls by HTTP on the real store. An anonymous sign-up waits for its confirmation link
 * (double opt-in, decision 042): the tests open the link mailed to the address, as its owner would.
 */
import {
  ConsentCheckResultSchema,
  ErrorBodySchema,
  MARKETING_MESSAGES,
  MarketingResponseSchema,
  ONE_TIME_LINKS_PER_HOUR,
  popupSubmitOutcome,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, signedInAgent } from '../../test/auth-helpers.js';
import { lastMailTo, linkIn, mailTo, tokenIn } from '../../test/mail-helpers.js';
import { makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';

const FOOTER = '/api/marketing/subscribers-footer/save-footer-subscriber';
const UPDATE = '/api/marketing/update-subscriber';
const POPUP = '/api/marketing/subscribers-popup/save-popup-subscriber';
const CHECK = '/api/marketing/check-consent-for-user-email';
const UNSUBSCRIBE = '/api/marketing/unsubscribe';
const CONFIRM = '/api/marketing/confirm';
const ONE_CLICK = '/api/marketing/unsubscribe/one-click';

/** The answer of a sign-up that waits for the confirmation link mailed to the address. */
const PENDING = { status: 'success', pending: true, message: MARKETING_MESSAGES.confirmInbox };
/** The answer of a sign-up applied at once (from the address's own session, or one that changes nothing). */
const APPLIED = { status: 'success' };

type Row = {
  id: number;
  email: string | null;
  phone: string | null;
  email_consent: number;
  sms_consent: number;
  email_consent_ts: string | null;
  sms_consent_ts: string | null;
  email_opted_out_ts: string | null;
  sms_opted_out_ts: string | null;
  source: string;
  form_type: string | null;
  popup_code: string | null;
  user_id: number | null;
};

/** The app's clock: TEST_NOW, moved along by a test that needs time to pass (and put back). */
let now = TEST_NOW.getTime();
let t: TestApp;
beforeAll(async () => {
  t = await makeApp({
    seed: false,
    clock: { now: () => new Date(now) },
    configOverrides: { marketingRateLimit: 10_000 },
  });
});
afterAll(() => t.close());

let n = 0;
const uniqueEmail = () => `buyer${++n}@example.com`;
const rowsFor = (email: string): Promise<Row[]> =>
  t.db.selectFrom('subscribers').selectAll().where('email', '=', email).orderBy('id').execute();
const rowFor = async (email: string): Promise<Row> => {
  const rows = await rowsFor(email);
  expect(rows).toHaveLength(1);
  return rows[0] as Row;
};
const footer = (body: Record<string, unknown>) =>
  request(t.app)
    .post(FOOTER)
    .send({ email: '', phone: '', email_consent: false, sms_consent: false, form_type: 'desktop', ...body });

/**
 * Opens the latest confirmation link mailed to the (normalised) address, as its owner would: the sign-up it
 * holds applies.
 */
async function confirmLatest(email: string): Promise<void> {
  const mail = await lastMailTo(t.db, email, 'marketing-confirmation');
  const res = await request(t.app)
    .post(CONFIRM)
    .send({ token: tokenIn(mail, '/marketing/confirm') })
    .expect(200);
  expect(res.body).toEqual({ status: 'success', message: MARKETING_MESSAGES.subscriptionConfirmed });
}

/** Ends the address's consent through the signed link mailed to it (an anonymous call only asks for it). */
async function unsubscribeByLink(email: string): Promise<void> {
  const asked = await request(t.app).post(UNSUBSCRIBE).send({ email }).expect(200);
  expect(asked.body).toEqual({
    status: 'success',
    pending: true,
    message: MARKETING_MESSAGES.unsubscribeLinkSent,
  });
  const link = linkIn(await lastMailTo(t.db, email, 'unsubscribe-link'), '/marketing/unsubscribe');
  const res = await request(t.app)
    .post(UNSUBSCRIBE)
    .send({ email: link.searchParams.get('email'), signature: link.searchParams.get('signature') })
    .expect(200);
  expect(res.body).toEqual({ status: 'success', message: MARKETING_MESSAGES.unsubscribed });
}

/** Asserts the marketing error shape (and the API's error shape) with the message. */
const expectError = (res: request.Response, status: number, message: string) => {
  expect(res.status).toBe(status);
  expect(MarketingResponseSchema.parse(res.body)).toEqual({ status: 'error', message });
  expect(ErrorBodySchema.parse(res.body).error.message).toBe(message);
};

describe('POST save-footer-subscriber', () => {
  it('saves an email subscriber, normalised, with the consent time, and answers success', async () => {
    const res = await footer({ email: '  Jane.Doe@GMIAL.co ', email_consent: true }).expect(200);
    expect(res.body).toEqual(PENDING);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await rowsFor('jane.doe@gmail.com')).toHaveLength(0);
    await confirmLatest('jane.doe@gmail.com');
    const row = await rowFor('jane.doe@gmail.com');
    expect(row).toMatchObject({
      email_consent: 1,
      sms_consent: 0,
      email_consent_ts: TEST_NOW.toISOString(),
      email_opted_out_ts: null,
      phone: null,
      source: 'footer',
      form_type: 'desktop',
    });
  });

  it('saves email and phone with both consents; the phone as E.164', async () => {
    const email = uniqueEmail();
    const res = await footer({
      email,
      email_consent: true,
      phone: '1 (555) 201-3344',
      sms_consent: true,
      form_type: 'mobile',
    }).expect(200);
    expect(res.body).toEqual(PENDING);
    await confirmLatest(email);
    expect(await rowFor(email)).toMatchObject({
      phone: '+15552013344',
      sms_consent: 1,
      sms_consent_ts: TEST_NOW.toISOString(),
      email_consent: 1,
      form_type: 'mobile',
    });
  });

  it('saves an SMS-only subscriber by phone, and a later email sign-up with that phone joins the same row', async () => {
    // SMS-only sign-ups apply at once: the shop sends no SMS to prove a phone.
    expect((await footer({ phone: '555-777-1212', sms_consent: true }).expect(200)).body).toEqual(APPLIED);
    expect((await footer({ phone: '(555) 777 1212', sms_consent: true }).expect(200)).body).toEqual(APPLIED);
    const phoneRows = (): Promise<Row[]> =>
      t.db.selectFrom('subscribers').selectAll().where('phone', '=', '+15557771212').orderBy('id').execute();
    expect(await phoneRows()).toHaveLength(1);
    expect((await phoneRows())[0]?.email).toBeNull();
    const email = uniqueEmail();
    const res = await footer({ email, email_consent: true, phone: '5557771212', sms_consent: true });
    expect(res.body).toEqual(PENDING);
    expect((await phoneRows())[0]?.email).toBeNull();
    await confirmLatest(email);
    expect(await phoneRows()).toHaveLength(1);
    expect((await phoneRows())[0]).toMatchObject({ email, email_consent: 1, sms_consent: 1 });
  });

  it.each([
    [
      'SMS consent without a phone',
      { email: 'x@example.com', email_consent: true, sms_consent: true },
      'Phone is required when opting for marketing SMS',
    ],
    [
      'a phone without SMS consent',
      { phone: '5551234567' },
      'Please check consent the checkbox for marketing SMS',
    ],
    [
      'email consent without an email',
      { email_consent: true },
      'Email is required when opting for marketing emails',
    ],
    [
      'an email without email consent',
      { email: 'x@example.com' },
      'Please check consent the checkbox for marketing emails.',
    ],
    ['nothing at all', {}, 'No email supplied to form'],
    ['an invalid email', { email: 'x@@example.com', email_consent: true }, 'Invalid email address'],
    ['an invalid phone', { phone: '555-1234', sms_consent: true }, 'Invalid phone number'],
  ])('answers 400 with the spec message for %s and stores nothing', async (_name, body, message) => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('subscribers')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expectError(await footer(body), 400, message);
    expect(await count()).toBe(before);
  });

  it('refuses a bad form type, wrong types and unknown fields with 400 in the error shape', async () => {
    for (const change of [
      { form_type: 'tablet' },
      { email_consent: 'yes' },
      { admin: true },
      { email: 42, email_consent: true },
    ]) {
      const res = await footer({ email: 'x@example.com', email_consent: true, ...change });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('error');
      expect(ErrorBodySchema.parse(res.body).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('repeated sign-ups keep one subscriber and the first consent time', async () => {
    const email = uniqueEmail();
    expect((await footer({ email, email_consent: true }).expect(200)).body).toEqual(PENDING);
    await confirmLatest(email);
    const before = await rowFor(email);
    now = TEST_NOW.getTime() + 60 * 60 * 1000;
    try {
      // A member signing up again changes nothing: applied at once, no new link.
      for (let i = 0; i < 3; i++) {
        const res = await footer({ email: i === 1 ? email.toUpperCase() : email, email_consent: true });
        expect(res.status).toBe(200);
        expect(res.body).toEqual(APPLIED);
      }
    } finally {
      now = TEST_NOW.getTime();
    }
    expect(await mailTo(t.db, email, 'marketing-confirmation')).toHaveLength(1);
    const row = await rowFor(email);
    expect(row.email_consent_ts).toBe(TEST_NOW.toISOString());
    expect(row).toEqual({
      ...before,
      updated_at: new Date(TEST_NOW.getTime() + 60 * 60 * 1000).toISOString(),
    });
  });
});

describe('20 concurrent sign-ups of one email', () => {
  /** 20 sign-ups of `email` at once through the footer and the popup, in its various spellings. */
  const signUps = (email: string, send: (path: string) => request.Test) =>
    Array.from({ length: 20 }, (_, i) => {
      if (i % 3 === 0)
        return send(FOOTER).send({
          email,
          email_consent: true,
          phone: '',
          sms_consent: false,
          form_type: 'desktop',
        });
      if (i % 3 === 1)
        return send(POPUP).send({
          email: ` ${email.toUpperCase()}`,
          popup_code: 'sa_popup',
          form_type: 'mobile',
        });
      return send(FOOTER).send({
        email: `mailto:${email}`,
        email_consent: true,
        phone: '',
        sms_consent: false,
        form_type: 'desktop',
      });
    });

  it('anonymous: each waits for a link, at most ONE_TIME_LINKS_PER_HOUR are mailed, and opening them makes one subscriber', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(signUps(email, (path) => request(t.app).post(path)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const res of answers) expect(res.body).toEqual(PENDING);
    expect(await rowsFor(email)).toHaveLength(0);
    const mails = await mailTo(t.db, email, 'marketing-confirmation');
    // Every one asked for a link; the address got the hour's allowance, not twenty mails.
    expect(mails).toHaveLength(ONE_TIME_LINKS_PER_HOUR);
    await confirmLatest(email);
    expect(await rowFor(email)).toMatchObject({ email_consent: 1 });
    // The other links, opened at the same moment, change that subscriber: still one row.
    const others = await Promise.all(
      mails.slice(0, -1).map((mail) =>
        request(t.app)
          .post(CONFIRM)
          .send({ token: tokenIn(mail, '/marketing/confirm') }),
      ),
    );
    expect(others.map((r) => r.status)).toEqual(Array(mails.length - 1).fill(200));
    expect(await rowFor(email)).toMatchObject({ email_consent: 1, email_consent_ts: TEST_NOW.toISOString() });
  });

  it("from the address's own session: applied at once, one subscriber", async () => {
    const user = await makeUser(t.db, { email: uniqueEmail() });
    const agent = await signedInAgent(t.app, user);
    const answers = await Promise.all(signUps(user.email, (path) => agent.post(path)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const res of answers) expect(res.body).toEqual(APPLIED);
    expect(await rowFor(user.email)).toMatchObject({ email_consent: 1, user_id: user.id });
    expect(await mailTo(t.db, user.email, 'marketing-confirmation')).toHaveLength(0);
  });
});

describe('POST check-consent-for-user-email', () => {
  it('answers every field null for an unknown email', async () => {
    const res = await request(t.app).post(CHECK).send({ email: uniqueEmail() }).expect(200);
    expect(res.body).toEqual({
      id: null,
      email: null,
      email_consent: null,
      email_consent_ts: null,
      email_opted_out_ts: null,
    });
  });

  it("answers only the spec's five fields for a known email (no phone, no source)", async () => {
    const email = uniqueEmail();
    await footer({ email, email_consent: true, phone: '5552223333', sms_consent: true }).expect(200);
    await confirmLatest(email);
    const res = await request(t.app).post(CHECK).send({ email: email.toUpperCase() }).expect(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'email',
      'email_consent',
      'email_consent_ts',
      'email_opted_out_ts',
      'id',
    ]);
    expect(ConsentCheckResultSchema.parse(res.body)).toMatchObject({
      email,
      email_consent: 1,
      email_consent_ts: TEST_NOW.toISOString(),
      email_opted_out_ts: null,
    });
  });

  it.each([
    ['missing', {}, 'No email supplied to form'],
    ['empty', { email: '' }, 'No email supplied to form'],
    ['blank', { email: '   ' }, 'No email supplied to form'],
    ['null', { email: null }, 'No email supplied to form'],
    ['invalid', { email: 'not-an-email' }, 'Invalid email address'],
    ['not a string', { email: 12 }, 'Invalid email address'],
  ])('answers 400 for a %s email', async (_name, body, message) => {
    expectError(await request(t.app).post(CHECK).send(body), 400, message);
  });
});

describe('the popup flow: check consent, then update or save', () => {
  /**
   * What the popup does: check, then by outcome update or save; then its visitor opens the link mailed to
   * the address (`raw` is normalised already). Answers the outcome.
   */
  const submitPopup = async (raw: string) => {
    const check = await request(t.app).post(CHECK).send({ email: raw }).expect(200);
    const outcome = popupSubmitOutcome(ConsentCheckResultSchema.parse(check.body));
    const save = async (path: string, body: Record<string, unknown>) => {
      const res = await request(t.app).post(path).send(body).expect(200);
      expect(res.body).toEqual(PENDING);
      await confirmLatest(raw);
    };
    if (outcome === 'update') await save(UPDATE, { email: raw, email_consent: true, form_type: 'desktop' });
    if (outcome === 'new') await save(POPUP, { email: raw, popup_code: 'sa_popup', form_type: 'desktop' });
    return outcome;
  };

  it('new visitor: saved as a new popup subscriber, then already a member', async () => {
    const email = uniqueEmail();
    expect(await submitPopup(email)).toBe('new');
    expect(await rowFor(email)).toMatchObject({
      source: 'popup',
      popup_code: 'sa_popup',
      email_consent: 1,
      email_consent_ts: TEST_NOW.toISOString(),
    });
    expect(await submitPopup(email)).toBe('already_member');
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('an opted-out subscriber is updated: consent back on, a new consent time, opt-out cleared', async () => {
    const email = uniqueEmail();
    await request(t.app).post(POPUP).send({ email, popup_code: 'sa_popup', form_type: 'mobile' }).expect(200);
    await confirmLatest(email);
    await unsubscribeByLink(email);
    expect(await rowFor(email)).toMatchObject({
      email_consent: 0,
      email_opted_out_ts: TEST_NOW.toISOString(),
    });
    expect(await submitPopup(email)).toBe('update');
    expect(await rowFor(email)).toMatchObject({
      email_consent: 1,
      email_consent_ts: TEST_NOW.toISOString(),
      email_opted_out_ts: null,
    });
    expect(await submitPopup(email)).toBe('already_member');
  });

  it('an SMS-only row found by email is updated when it lacks email consent', async () => {
    const email = uniqueEmail();
    await t.db
      .insertInto('subscribers')
      .values({
        email,
        phone: '+15559990000',
        sms_consent: 1,
        source: 'footer',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    expect(await submitPopup(email)).toBe('update');
    expect(await rowFor(email)).toMatchObject({ email_consent: 1, sms_consent: 1, phone: '+15559990000' });
  });
});

describe('POST update-subscriber', () => {
  it('answers 404 "Failed to update subscriber" for an email without a subscriber', async () => {
    expectError(
      await request(t.app)
        .post(UPDATE)
        .send({ email: uniqueEmail(), email_consent: true, form_type: 'desktop' }),
      404,
      'Failed to update subscriber',
    );
  });

  it('sets a phone and SMS consent; SMS consent false records the SMS opt-out', async () => {
    const email = uniqueEmail();
    await request(t.app)
      .post(POPUP)
      .send({ email, popup_code: 'sa_popup', form_type: 'desktop' })
      .expect(200);
    await confirmLatest(email);
    const phoneSet = await request(t.app)
      .post(UPDATE)
      .send({ email, email_consent: true, form_type: 'mobile', phone: '555.444.3333', sms_consent: true })
      .expect(200);
    expect(phoneSet.body).toEqual(PENDING);
    await confirmLatest(email);
    expect(await rowFor(email)).toMatchObject({
      phone: '+15554443333',
      sms_consent: 1,
      sms_consent_ts: TEST_NOW.toISOString(),
    });
    const smsOff = await request(t.app)
      .post(UPDATE)
      .send({ email, email_consent: true, form_type: 'mobile', sms_consent: false })
      .expect(200);
    expect(smsOff.body).toEqual(PENDING);
    await confirmLatest(email);
    expect(await rowFor(email)).toMatchObject({
      sms_consent: 0,
      sms_opted_out_ts: TEST_NOW.toISOString(),
      email_consent: 1,
    });
  });

  it('refuses email_consent other than true, SMS consent without any phone, and a bad phone', async () => {
    const email = uniqueEmail();
    await request(t.app)
      .post(POPUP)
      .send({ email, popup_code: 'sa_popup', form_type: 'desktop' })
      .expect(200);
    await confirmLatest(email);
    const res = await request(t.app).post(UPDATE).send({ email, email_consent: false, form_type: 'desktop' });
    expect(res.status).toBe(400);
    expectError(
      await request(t.app)
        .post(UPDATE)
        .send({ email, email_consent: true, form_type: 'desktop', sms_consent: true }),
      400,
      'Phone is required when opting for marketing SMS',
    );
    expectError(
      await request(t.app)
        .post(UPDATE)
        .send({ email, email_consent: true, form_type: 'desktop', phone: '12' }),
      400,
      'Invalid phone number',
    );
    expectError(
      await request(t.app).post(UPDATE).send({ email_consent: true, form_type: 'desktop' }),
      400,
      'No email supplied to form',
    );
  });
});

describe('POST save-popup-subscriber', () => {
  it.each([
    ['missing email', { popup_code: 'sa_popup', form_type: 'mobile' }, 'No email supplied to form'],
    ['empty email', { email: '', popup_code: 'sa_popup', form_type: 'mobile' }, 'No email supplied to form'],
    ['bad email', { email: 'john@', popup_code: 'sa_popup', form_type: 'mobile' }, 'Invalid email address'],
  ])('answers 400 for a %s', async (_name, body, message) => {
    expectError(await request(t.app).post(POPUP).send(body), 400, message);
  });

  it('refuses a popup code with odd characters', async () => {
    const res = await request(t.app)
      .post(POPUP)
      .send({ email: uniqueEmail(), popup_code: '<b>', form_type: 'mobile' });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('error');
  });
});

describe('bad emails on every call', () => {
  const bad = [
    'plainaddress',
    '@example.com',
    'john@',
    'john@@example.com',
    'john@example',
    'john..doe@example.com',
    'john.@example.com',
    'john@-example.com',
    'john@example.c0m',
    'john@exa mple@x.com',
    'John <john@example.com>',
    'john@[127.0.0.1]',
    `${'a'.repeat(65)}@example.com`,
    `john@${'a'.repeat(64)}.com`,
    `${'a'.repeat(300)}@example.com`,
  ];
  it.each(bad)('refuses %s with "Invalid email address" everywhere', async (email) => {
    expectError(await footer({ email, email_consent: true }), 400, 'Invalid email address');
    expectError(
      await request(t.app).post(POPUP).send({ email, popup_code: 'sa_popup', form_type: 'mobile' }),
      400,
      'Invalid email address',
    );
    expectError(
      await request(t.app).post(UPDATE).send({ email, email_consent: true, form_type: 'mobile' }),
      400,
      'Invalid email address',
    );
    expectError(await request(t.app).post(CHECK).send({ email }), 400, 'Invalid email address');
  });
});

describe('accounts follow the marketing email consent', () => {
  it('links the subscriber to the account of the same email and sets its email_consent', async () => {
    const user = await makeUser(t.db, { email: `member${Date.now()}@example.com` });
    // The account's own session: its own address applies at once, without a link.
    const agent = await signedInAgent(t.app, user);
    const res = await agent
      .post(POPUP)
      .send({ email: user.email, popup_code: 'sa_popup', form_type: 'desktop' })
      .expect(200);
    expect(res.body).toEqual(APPLIED);
    expect((await rowFor(user.email)).user_id).toBe(user.id);
    const consent = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('email_consent')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).email_consent;
    expect(await consent()).toBe(1);
    const out = await agent.post(UNSUBSCRIBE).send({ email: user.email }).expect(200);
    expect(out.body).toEqual({ status: 'success', message: MARKETING_MESSAGES.unsubscribed });
    expect(await consent()).toBe(0);
    expect(await rowFor(user.email)).toMatchObject({
      email_consent: 0,
      email_opted_out_ts: TEST_NOW.toISOString(),
    });
    expect(await mailTo(t.db, user.email)).toHaveLength(0);
  });
});

describe('POST unsubscribe (ours)', () => {
  it('answers the same pending success for an unknown email, stores nothing and mails nothing', async () => {
    const email = uniqueEmail();
    const res = await request(t.app).post(UNSUBSCRIBE).send({ email }).expect(200);
    expect(res.body).toEqual({
      status: 'success',
      pending: true,
      message: MARKETING_MESSAGES.unsubscribeLinkSent,
    });
    expect(await rowsFor(email)).toHaveLength(0);
    expect(await mailTo(t.db, email)).toHaveLength(0);
  });
});

describe('rate limits', () => {
  it('answers 429 RATE_LIMITED in the marketing shape after the limit', async () => {
    const limited = await makeApp({ seed: false, configOverrides: { marketingRateLimit: 3 } });
    try {
      for (let i = 0; i < 3; i++)
        await request(limited.app)
          .post(POPUP)
          .send({ email: `r${i}@example.com`, popup_code: 'sa_popup', form_type: 'mobile' })
          .expect(200);
      const res = await request(limited.app).post(FOOTER).send({
        email: 'r9@example.com',
        email_consent: true,
        phone: '',
        sms_consent: false,
        form_type: 'mobile',
      });
      expect(res.status).toBe(429);
      expect(res.body.status).toBe('error');
      expect(ErrorBodySchema.parse(res.body).error.code).toBe('RATE_LIMITED');
      // Consent checks have their own budget.
      await request(limited.app).post(CHECK).send({ email: 'r0@example.com' }).expect(200);
    } finally {
      await limited.close();
    }
  });
});

describe('request guards', () => {
  it('refuses a non-JSON body with 415 and a foreign Origin with 403', async () => {
    await request(t.app).post(POPUP).set('Content-Type', 'text/plain').send('email=a@b.com').expect(415);
    await request(t.app)
      .post(POPUP)
      .set('Origin', 'https://evil.test')
      .send({ email: 'a@b.com', popup_code: 'sa_popup', form_type: 'mobile' })
      .expect(403);
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every marketing and push call', async () => {
    const res = await request(t.app).get('/api/openapi.json').expect(200);
    const paths = Object.keys((res.body as { paths: Record<string, unknown> }).paths);
    for (const p of [
      FOOTER,
      UPDATE,
      POPUP,
      CHECK,
      UNSUBSCRIBE,
      CONFIRM,
      ONE_CLICK,
      '/api/marketing/push/subscriber/add',
      '/api/marketing/push/public-key',
    ])
      expect(paths).toContain(p);
  });
});
