/**
 * Consent with proof (decision 042), by HTTP on the real store: an anonymous sign-up is stored only once the
 * confirmation link mailed to the address is opened (double opt-in); an anonymous call cannot change or end
 * another person's consent or phone; every marketing mail carries a signed unsubscribe link and the RFC 8058
 * one-click headers; the signed-in owner of an address changes its consent at once.
 */
import { randomBytes } from 'node:crypto';
import {
  ErrorBodySchema,
  MARKETING_CONFIRMATION_TTL_MS,
  MARKETING_MESSAGES,
  MarketingResponseSchema,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import {
  decodedMail,
  lastMailTo,
  linkIn,
  mailTo,
  startSmtp,
  tokenIn,
  type QueuedMail,
} from '../../test/mail-helpers.js';
import { makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';
import { createMailSender } from '../mail/mail.sender.js';
import { smtpTransport } from '../mail/mail.transport.js';

const FOOTER = '/api/marketing/subscribers-footer/save-footer-subscriber';
const UPDATE = '/api/marketing/update-subscriber';
const POPUP = '/api/marketing/subscribers-popup/save-popup-subscriber';
const UNSUBSCRIBE = '/api/marketing/unsubscribe';
const CONFIRM = '/api/marketing/confirm';
const ONE_CLICK = '/api/marketing/unsubscribe/one-click';
const PUBLIC_URL = 'https://shop.example.com';
const HOUR_MS = 60 * 60 * 1000;

const PENDING = { status: 'success', pending: true, message: MARKETING_MESSAGES.confirmInbox };
const LINK_SENT = { status: 'success', pending: true, message: MARKETING_MESSAGES.unsubscribeLinkSent };
const UNSUBSCRIBED = { status: 'success', message: MARKETING_MESSAGES.unsubscribed };

/** The app's clock: TEST_NOW unless a test moves it along (put back after each test). */
let now = TEST_NOW.getTime();
const clock = { now: () => new Date(now) };
let t: TestApp;
beforeAll(async () => {
  t = await makeApp({
    seed: false,
    clock,
    configOverrides: { marketingRateLimit: 10_000, publicUrl: PUBLIC_URL },
  });
});
afterEach(() => {
  now = TEST_NOW.getTime();
});
afterAll(() => t.close());

let n = 0;
const uniqueEmail = () => `proof${++n}@example.com`;

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
  user_id: number | null;
};
const rowsFor = (email: string): Promise<Row[]> =>
  t.db.selectFrom('subscribers').selectAll().where('email', '=', email).orderBy('id').execute();
const rowFor = async (email: string): Promise<Row> => {
  const rows = await rowsFor(email);
  expect(rows).toHaveLength(1);
  return rows[0] as Row;
};
const accountConsent = async (userId: number): Promise<number> =>
  (await t.db.selectFrom('users').select('email_consent').where('id', '=', userId).executeTakeFirstOrThrow())
    .email_consent;

const footer = (body: Record<string, unknown>, agent: Agent | null = null) =>
  (agent ?? request(t.app))
    .post(FOOTER)
    .send({ email: '', phone: '', email_consent: false, sms_consent: false, form_type: 'desktop', ...body });

const confirm = (token: string) => request(t.app).post(CONFIRM).send({ token });
const confirmationsTo = (email: string) => mailTo(t.db, email, 'marketing-confirmation');
const tokenOf = (mail: QueuedMail) => tokenIn(mail, '/marketing/confirm');

/** Opens the latest confirmation link mailed to the address, as its owner would. */
async function confirmLatest(email: string): Promise<void> {
  const res = await confirm(tokenOf(await lastMailTo(t.db, email, 'marketing-confirmation'))).expect(200);
  expect(res.body).toEqual({ status: 'success', message: MARKETING_MESSAGES.subscriptionConfirmed });
}

/** A subscriber with email and SMS consent and a phone, signed up and confirmed as its owner would. */
async function consentingSubscriber(phone = '555-201-0001'): Promise<string> {
  const email = uniqueEmail();
  expect((await footer({ email, email_consent: true, phone, sms_consent: true }).expect(200)).body).toEqual(
    PENDING,
  );
  await confirmLatest(email);
  expect(await rowFor(email)).toMatchObject({ email_consent: 1, sms_consent: 1 });
  return email;
}

/** The email and signature of the unsubscribe link in a mail's text. */
function signedLinkIn(mail: { text: string }): { email: string; signature: string } {
  const link = linkIn(mail, '/marketing/unsubscribe');
  return { email: link.searchParams.get('email') ?? '', signature: link.searchParams.get('signature') ?? '' };
}

/** The signed link of the address, from the unsubscribe-link mail it gets when anyone asks (it must consent). */
async function signedLinkOf(email: string): Promise<{ email: string; signature: string }> {
  expect((await request(t.app).post(UNSUBSCRIBE).send({ email }).expect(200)).body).toEqual(LINK_SENT);
  return signedLinkIn(await lastMailTo(t.db, email, 'unsubscribe-link'));
}

/** The one-click URL (path and query) of the List-Unsubscribe header of the address's welcome mail. */
async function oneClickPathOf(email: string): Promise<string> {
  const welcome = await lastMailTo(t.db, email, 'marketing-welcome');
  const headers = JSON.parse(welcome.headers) as Record<string, string>;
  const url = new URL(/^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? '');
  expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}${ONE_CLICK}`);
  return url.pathname + url.search;
}

/** What a mail provider sends (RFC 8058): a form-encoded POST, no cookies, no Origin, no session. */
const oneClick = (pathAndQuery: string) =>
  request(t.app)
    .post(pathAndQuery)
    .set('Content-Type', 'application/x-www-form-urlencoded')
    .send('List-Unsubscribe=One-Click');

/** The marketing error shape (and the API's error shape) with its message and code. */
function expectError(res: request.Response, status: number, message: string, code?: string) {
  expect(res.status).toBe(status);
  expect(MarketingResponseSchema.parse(res.body)).toEqual({ status: 'error', message });
  const { error } = ErrorBodySchema.parse(res.body);
  expect(error.message).toBe(message);
  if (code) expect(error.code).toBe(code);
}

describe('double opt-in: an anonymous sign-up waits for the link mailed to the address', () => {
  it('stores no consent (subscriber or account) until the link is opened, and the link works once', async () => {
    const user = await makeUser(t.db, { email: uniqueEmail() });
    const res = await footer({ email: user.email.toUpperCase(), email_consent: true }).expect(200);
    expect(res.body).toEqual(PENDING);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await rowsFor(user.email)).toHaveLength(0);
    expect(await accountConsent(user.id)).toBe(0);
    // One message to the normalised address, which is no marketing mail: no unsubscribe headers.
    const [mail, ...more] = await confirmationsTo(user.email);
    expect(more).toHaveLength(0);
    expect(JSON.parse(mail!.headers)).toEqual({});
    expect(linkIn(mail!, '/marketing/confirm').origin).toBe(PUBLIC_URL);

    await confirmLatest(user.email);
    expect(await rowFor(user.email)).toMatchObject({
      email_consent: 1,
      email_consent_ts: TEST_NOW.toISOString(),
      email_opted_out_ts: null,
      user_id: user.id,
    });
    expect(await accountConsent(user.id)).toBe(1);
    expect(await mailTo(t.db, user.email, 'marketing-welcome')).toHaveLength(1);

    expectError(
      await confirm(tokenOf(mail!)),
      400,
      MARKETING_MESSAGES.confirmLinkInvalid,
      'CONFIRM_LINK_INVALID',
    );
    expect(await mailTo(t.db, user.email, 'marketing-welcome')).toHaveLength(1);
  });

  it('refuses a link opened after seven days, and stores nothing; a link opened just in time works', async () => {
    const late = uniqueEmail();
    await footer({ email: late, email_consent: true }).expect(200);
    const lateToken = tokenOf(await lastMailTo(t.db, late, 'marketing-confirmation'));
    const onTime = uniqueEmail();
    await footer({ email: onTime, email_consent: true }).expect(200);
    const onTimeToken = tokenOf(await lastMailTo(t.db, onTime, 'marketing-confirmation'));

    now = TEST_NOW.getTime() + MARKETING_CONFIRMATION_TTL_MS + 1000;
    expectError(await confirm(lateToken), 400, MARKETING_MESSAGES.confirmLinkInvalid, 'CONFIRM_LINK_INVALID');
    expect(await rowsFor(late)).toHaveLength(0);

    now = TEST_NOW.getTime() + MARKETING_CONFIRMATION_TTL_MS - 1000;
    await confirm(onTimeToken).expect(200);
    // Consent was given when the form was sent; the link's use is its confirmation (a time of its own).
    expect(await rowFor(onTime)).toMatchObject({
      email_consent: 1,
      email_consent_ts: TEST_NOW.toISOString(),
    });
  });

  it('stamps the email and SMS consents when the shopper gave them, not when the email link is opened', async () => {
    const email = uniqueEmail();
    await footer({ email, email_consent: true, phone: '555-201-0077', sms_consent: true }).expect(200);
    now = TEST_NOW.getTime() + 2 * HOUR_MS;
    await confirmLatest(email);
    expect(await rowFor(email)).toMatchObject({
      email_consent: 1,
      sms_consent: 1,
      phone: '+15552010077',
      email_consent_ts: TEST_NOW.toISOString(),
      sms_consent_ts: TEST_NOW.toISOString(),
    });
    const link = await t.db
      .selectFrom('one_time_links')
      .select('used_at')
      .where('email', '=', email)
      .where('purpose', '=', 'marketing-confirmation')
      .executeTakeFirstOrThrow();
    expect(link.used_at).toBe(new Date(now).toISOString());
  });

  it('stamps a consent given before a later opt-out at the confirmation, when it is given again', async () => {
    const email = await consentingSubscriber('555-201-0078');
    // Asked again (SMS off, email kept: a change), then the email consent is withdrawn before the link is opened.
    now = TEST_NOW.getTime() + HOUR_MS;
    await request(t.app)
      .post(UPDATE)
      .send({ email, email_consent: true, sms_consent: false, form_type: 'desktop' })
      .expect(200);
    now = TEST_NOW.getTime() + 2 * HOUR_MS;
    await oneClick(await oneClickPathOf(email)).expect(200);
    now = TEST_NOW.getTime() + 3 * HOUR_MS;
    await confirmLatest(email);
    expect(await rowFor(email)).toMatchObject({
      email_consent: 1,
      email_consent_ts: new Date(now).toISOString(),
      email_opted_out_ts: null,
    });
  });

  it('refuses a made-up token and a malformed one', async () => {
    expectError(
      await confirm(randomBytes(32).toString('base64url')),
      400,
      MARKETING_MESSAGES.confirmLinkInvalid,
      'CONFIRM_LINK_INVALID',
    );
    for (const token of ['', 'short', `${'a'.repeat(42)}!`]) {
      const res = await confirm(token);
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('error');
    }
  });
});

describe("anonymous calls cannot change another person's data", () => {
  it('update-subscriber and the footer with another phone or SMS off leave the row as it is until confirmed', async () => {
    const email = await consentingSubscriber('555-201-1111');
    const before = await rowFor(email);
    expect(before.phone).toBe('+15552011111');
    // A fresh hour: the sign-up above used one of the address's links.
    now = TEST_NOW.getTime() + HOUR_MS;

    const asks = [
      request(t.app)
        .post(UPDATE)
        .send({ email, email_consent: true, form_type: 'mobile', phone: '555-202-2222', sms_consent: true }),
      request(t.app)
        .post(UPDATE)
        .send({ email, email_consent: true, form_type: 'mobile', sms_consent: false }),
      footer({ email, email_consent: true, phone: '555-203-3333', sms_consent: true }),
    ];
    for (const ask of asks) expect((await ask.expect(200)).body).toEqual(PENDING);
    expect(await rowFor(email)).toEqual(before);

    // Each link, opened by the address's owner, applies the change it holds.
    const [newPhone, smsOff] = (await confirmationsTo(email)).slice(-3);
    await confirm(tokenOf(smsOff!)).expect(200);
    expect(await rowFor(email)).toMatchObject({
      phone: '+15552011111',
      sms_consent: 0,
      sms_opted_out_ts: new Date(now).toISOString(),
      email_consent: 1,
    });
    await confirm(tokenOf(newPhone!)).expect(200);
    expect(await rowFor(email)).toMatchObject({ phone: '+15552022222', sms_consent: 1, email_consent: 1 });
  });

  it('the popup with the email of a member who opted out leaves the opt-out until confirmed', async () => {
    const email = await consentingSubscriber('555-204-4444');
    const link = await signedLinkOf(email);
    expect((await request(t.app).post(UNSUBSCRIBE).send(link).expect(200)).body).toEqual(UNSUBSCRIBED);
    const optedOut = await rowFor(email);
    expect(optedOut.email_consent).toBe(0);
    now = TEST_NOW.getTime() + HOUR_MS;
    const res = await request(t.app).post(POPUP).send({ email, popup_code: 'sa_popup', form_type: 'mobile' });
    expect(res.body).toEqual(PENDING);
    expect(await rowFor(email)).toEqual(optedOut);
  });

  it('unsubscribe without a signature leaves consent on and mails the address a signed link that ends it', async () => {
    const email = await consentingSubscriber();
    const res = await request(t.app).post(UNSUBSCRIBE).send({ email: email.toUpperCase() }).expect(200);
    expect(res.body).toEqual(LINK_SENT);
    expect(await rowFor(email)).toMatchObject({ email_consent: 1, email_opted_out_ts: null });

    const mail = await lastMailTo(t.db, email, 'unsubscribe-link');
    expect(JSON.parse(mail.headers)).toEqual({});
    const link = linkIn(mail, '/marketing/unsubscribe');
    expect(link.origin).toBe(PUBLIC_URL);
    const signed = signedLinkIn(mail);
    expect(signed.email).toBe(email);
    expect(signed.signature).not.toBe('');

    expect((await request(t.app).post(UNSUBSCRIBE).send(signed).expect(200)).body).toEqual(UNSUBSCRIBED);
    expect(await rowFor(email)).toMatchObject({
      email_consent: 0,
      email_opted_out_ts: TEST_NOW.toISOString(),
      sms_consent: 1,
    });
    // Opened again (an old mail): still unsubscribed, no error.
    expect((await request(t.app).post(UNSUBSCRIBE).send(signed).expect(200)).body).toEqual(UNSUBSCRIBED);
  });

  it('an unknown address gets the same answer and no mail', async () => {
    const email = uniqueEmail();
    const res = await request(t.app).post(UNSUBSCRIBE).send({ email }).expect(200);
    expect(res.body).toEqual(LINK_SENT);
    expect(await mailTo(t.db, email)).toHaveLength(0);
    expect(await rowsFor(email)).toHaveLength(0);
  });
});

describe('signed unsubscribe links', () => {
  it("refuses another address's signature and a tampered one with 400, changing nothing", async () => {
    const victim = await consentingSubscriber();
    const other = await consentingSubscriber();
    const { signature: otherSignature } = await signedLinkOf(other);
    const { signature } = await signedLinkOf(victim);
    const before = await rowFor(victim);
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [otherSignature, tampered, signature.slice(1), '']) {
      expectError(
        await request(t.app).post(UNSUBSCRIBE).send({ email: victim, signature: forged }),
        400,
        MARKETING_MESSAGES.unsubscribeLinkInvalid,
        'UNSUBSCRIBE_LINK_INVALID',
      );
    }
    expect(await rowFor(victim)).toEqual(before);
    expect(await rowFor(other)).toMatchObject({ email_consent: 1 });
  });

  it('one-click (RFC 8058): a form-encoded POST without cookies or Origin, as mail providers send, ends consent', async () => {
    const user = await makeUser(t.db, { email: uniqueEmail() });
    await footer({ email: user.email, email_consent: true }).expect(200);
    await confirmLatest(user.email);
    expect(await accountConsent(user.id)).toBe(1);

    const res = await oneClick(await oneClickPathOf(user.email));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await rowFor(user.email)).toMatchObject({
      email_consent: 0,
      email_opted_out_ts: TEST_NOW.toISOString(),
    });
    expect(await accountConsent(user.id)).toBe(0);
    // A mail client may post again: still success.
    await oneClick(await oneClickPathOf(user.email)).expect(200);
  });

  it('one-click with the Origin of a foreign site is refused like every write from another site', async () => {
    // Mail providers post from their servers, without Origin (accepted above). A foreign Origin means a page
    // of another site in a browser: the app's Origin guard refuses it before the signature is looked at.
    const email = await consentingSubscriber();
    const res = await oneClick(await oneClickPathOf(email)).set('Origin', 'https://mail.other.example');
    expect(res.status).toBe(403);
    expect(res.body.status).toBe('error');
    expect(ErrorBodySchema.parse(res.body).error.code).toBe('FORBIDDEN_ORIGIN');
    expect(await rowFor(email)).toMatchObject({ email_consent: 1 });
  });

  it('refuses a forged one-click (another address, tampered, missing signature), changing nothing', async () => {
    const victim = await consentingSubscriber();
    const other = await consentingSubscriber();
    const otherUrl = new URL(await oneClickPathOf(other), PUBLIC_URL);
    const victimUrl = new URL(await oneClickPathOf(victim), PUBLIC_URL);
    const signature = victimUrl.searchParams.get('signature') ?? '';
    const forgeries = [
      { email: victim, signature: otherUrl.searchParams.get('signature') ?? '' },
      { email: victim, signature: `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}` },
      { email: victim, signature: '' },
    ];
    for (const query of forgeries)
      expectError(
        await oneClick(`${ONE_CLICK}?${new URLSearchParams(query).toString()}`),
        400,
        MARKETING_MESSAGES.unsubscribeLinkInvalid,
        'UNSUBSCRIBE_LINK_INVALID',
      );
    const unsigned = await oneClick(`${ONE_CLICK}?${new URLSearchParams({ email: victim }).toString()}`);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.status).toBe('error');
    expect(await rowFor(victim)).toMatchObject({ email_consent: 1, email_opted_out_ts: null });
  });
});

describe('signed-in users', () => {
  it('the owner of the address changes its consent and phone at once, without mail', async () => {
    const user = await makeUser(t.db, { email: uniqueEmail() });
    const agent = await signedInAgent(t.app, user);
    const saved = await footer(
      { email: user.email, email_consent: true, phone: '555-205-5555', sms_consent: true },
      agent,
    ).expect(200);
    expect(saved.body).toEqual({ status: 'success' });
    expect(await rowFor(user.email)).toMatchObject({
      email_consent: 1,
      phone: '+15552055555',
      sms_consent: 1,
      user_id: user.id,
    });
    expect(await accountConsent(user.id)).toBe(1);

    await agent
      .post(UPDATE)
      .send({ email: user.email, email_consent: true, form_type: 'mobile', sms_consent: false })
      .expect(200);
    expect(await rowFor(user.email)).toMatchObject({
      sms_consent: 0,
      sms_opted_out_ts: TEST_NOW.toISOString(),
    });

    const out = await agent.post(UNSUBSCRIBE).send({ email: user.email }).expect(200);
    expect(out.body).toEqual(UNSUBSCRIBED);
    expect(await rowFor(user.email)).toMatchObject({
      email_consent: 0,
      email_opted_out_ts: TEST_NOW.toISOString(),
    });
    expect(await accountConsent(user.id)).toBe(0);
    expect(await mailTo(t.db, user.email)).toHaveLength(0);
  });

  it("cannot change another address's consent or phone without that address's link", async () => {
    const victim = await consentingSubscriber('555-206-6666');
    const before = await rowFor(victim);
    now = TEST_NOW.getTime() + HOUR_MS;
    const user = await makeUser(t.db, { email: uniqueEmail() });
    const agent = await signedInAgent(t.app, user);

    expect((await agent.post(UNSUBSCRIBE).send({ email: victim }).expect(200)).body).toEqual(LINK_SENT);
    const update = await agent.post(UPDATE).send({
      email: victim,
      email_consent: true,
      form_type: 'desktop',
      phone: '555-207-7777',
      sms_consent: false,
    });
    expect(update.body).toEqual(PENDING);
    expect(
      (await footer({ email: victim, email_consent: true, phone: '555-208-8888', sms_consent: true }, agent))
        .body,
    ).toEqual(PENDING);
    expect(await rowFor(victim)).toEqual(before);
    // The links went to the victim's address, none to the signed-in user.
    expect(await mailTo(t.db, victim, 'unsubscribe-link')).toHaveLength(1);
    expect((await confirmationsTo(victim)).length).toBe(3);
    expect(await mailTo(t.db, user.email)).toHaveLength(0);

    const stranger = uniqueEmail();
    const popup = await agent
      .post(POPUP)
      .send({ email: stranger, popup_code: 'sa_popup', form_type: 'desktop' });
    expect(popup.body).toEqual(PENDING);
    expect(await rowsFor(stranger)).toHaveLength(0);
  });
});

describe('the mails over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });

  /**
   * Sends what is due, the messages to `to` through the test SMTP server (the other tests' messages are
   * dropped, which is quicker than a connection each); answers the messages received for `to`.
   */
  async function deliverTo(to: string): Promise<string[]> {
    const smtpOut = smtpTransport(smtp.url, 'Shop <vip@shop.example.com>', PUBLIC_URL);
    const sender = createMailSender({
      db: t.db,
      transport: {
        send: (message) => (message.to === to ? smtpOut.send(message) : Promise.resolve()),
        close: () => smtpOut.close(),
      },
      clock,
      logger: createLogger('silent'),
    });
    await sender.deliverDue();
    smtpOut.close();
    return smtp.received.filter((m) => m.to.includes(to)).map((m) => m.raw);
  }

  /** The header block of a raw message, unfolded (RFC 5322: a line break before white space continues). */
  const headersOf = (raw: string): string => (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');

  it('the confirmation is no marketing mail; the welcome after it carries the signed link and the one-click headers', async () => {
    const email = uniqueEmail();
    await footer({ email, email_consent: true }).expect(200);
    const [confirmation, ...others] = await deliverTo(email);
    expect(others).toHaveLength(0);
    expect(headersOf(confirmation!)).not.toMatch(/^List-Unsubscribe/im);
    const token = /\/marketing\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(decodedMail(confirmation!))?.[1];
    expect(token).toBeDefined();

    await confirm(token!).expect(200);
    const welcome = (await deliverTo(email))[1]!;
    const headers = headersOf(welcome);
    const listUnsubscribe = /^List-Unsubscribe: <([^>]+)>\s*$/m.exec(headers)?.[1];
    expect(listUnsubscribe).toBeDefined();
    const oneClickUrl = new URL(listUnsubscribe!);
    expect(oneClickUrl.origin + oneClickUrl.pathname).toBe(`${PUBLIC_URL}${ONE_CLICK}`);
    expect(oneClickUrl.searchParams.get('email')).toBe(email);
    expect(oneClickUrl.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\s*$/m);

    // The text has the page link with the same signature; the header's URL ends consent in one POST.
    const textPart = decodedMail(welcome);
    const page = linkIn({ text: textPart }, '/marketing/unsubscribe');
    expect(page.origin).toBe(PUBLIC_URL);
    expect(page.searchParams.get('email')).toBe(email);
    expect(page.searchParams.get('signature')).toBe(oneClickUrl.searchParams.get('signature'));
    await oneClick(oneClickUrl.pathname + oneClickUrl.search).expect(200);
    expect(await rowFor(email)).toMatchObject({ email_consent: 0 });
  });
});
