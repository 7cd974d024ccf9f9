/**
 * Getting back in and proving an address (decision 042), over HTTP against the real store: the forgotten
 * password (no enumeration, a one-hour single-use link that ends the other sessions and signs in), the
 * verification after registration, the notice to an address that registers again, and the reset mail
 * delivered through a real SMTP server.
 */
import {
  CONSENT_NEEDS_VERIFIED_EMAIL,
  EMAIL_VERIFIED_MESSAGE,
  ErrorBodySchema,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  ProfileSchema,
  REGISTER_ACCEPTED_MESSAGE,
  RESET_LINK_INVALID,
  VERIFICATION_SENT_MESSAGE,
  VERIFY_LINK_INVALID,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { csrfOf, makeUser, signedInAgent, signIn, type Agent } from '../../test/auth-helpers.js';
import { decodedMail, lastMailTo, mailTo, startSmtp, tokenIn } from '../../test/mail-helpers.js';
import { makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';
import { createMailSender } from '../mail/mail.sender.js';
import { smtpTransport } from '../mail/mail.transport.js';

let time = TEST_NOW.getTime();
let t: TestApp;
beforeAll(async () => {
  t = await makeApp({
    seed: false,
    clock: { now: () => new Date(time) },
    configOverrides: { signInRateLimit: 1000, registerRateLimit: 1000, recoveryRateLimit: 1000 },
  });
});
afterAll(() => t.close());

/** A write with the agent's csrf token (fetched first: the agent sends the cookies it holds when the request is made). */
const post = async (agent: Agent, path: string, body: Record<string, unknown>) => {
  const csrfToken = await csrfOf(agent);
  return agent.post(path).send({ ...body, csrfToken });
};
const forgot = (email: string, agent = request.agent(t.app)) =>
  post(agent, '/api/auth/forgot-password', { email });
const reset = (token: string, password: string, agent = request.agent(t.app)) =>
  post(agent, '/api/auth/reset-password', { token, password });
const expectCode = (res: request.Response, status: number, code: string, message?: string) => {
  expect(res.status).toBe(status);
  const { error } = ErrorBodySchema.parse(res.body);
  expect(error.code).toBe(code);
  if (message) expect(error.message).toBe(message);
};
const resetTokenOf = async (email: string) =>
  tokenIn(await lastMailTo(t.db, email, 'password-reset'), '/account/reset-password');

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for an account and an unknown address, and mails only the account', async () => {
    const user = await makeUser(t.db);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.test');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ status: 'success', message: PASSWORD_RESET_REQUESTED_MESSAGE });
    expect(unknown.body).toEqual(known.body);
    const [mail] = await mailTo(t.db, user.email, 'password-reset');
    expect(mail?.subject).toBe('Choose a new Skar Audio password');
    expect(mail?.text).toContain(`${t.config.publicUrl}/account/reset-password?token=`);
    expect(await mailTo(t.db, 'nobody-here@example.test')).toEqual([]);
  });

  it('stores only the hash of the link', async () => {
    const user = await makeUser(t.db);
    await forgot(user.email);
    const token = await resetTokenOf(user.email);
    const rows = await t.db
      .selectFrom('one_time_links')
      .select('token_hash')
      .where('email', '=', user.email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sends at most three links an hour to one address, with the same answer', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < 5; i++) expect((await forgot(user.email)).status).toBe(202);
    expect(await mailTo(t.db, user.email, 'password-reset')).toHaveLength(3);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('signs in once with the new password and ends every other session', async () => {
    const user = await makeUser(t.db, { verified: false });
    const other = await signedInAgent(t.app, user);
    await forgot(user.email);
    const token = await resetTokenOf(user.email);

    const browser = request.agent(t.app);
    const res = await reset(token, 'a-brand-new-passphrase', browser);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: '/account' });
    expect(String(res.headers['set-cookie'])).toMatch(/sa_session=[^;]+;.*HttpOnly/i);
    const profile = await browser.get('/api/account/profile').expect(200);
    expect(ProfileSchema.parse(profile.body)).toMatchObject({ email: user.email, email_verified: true });

    await other.get('/api/account/profile').expect(401);
    expectCode(
      await reset(token, 'another-new-passphrase'),
      400,
      RESET_LINK_INVALID.code,
      RESET_LINK_INVALID.message,
    );
    await signIn(request.agent(t.app), user.email, user.password).expect(401);
    await signIn(request.agent(t.app), user.email, 'a-brand-new-passphrase').expect(200);
  });

  it('ends the other reset links of the account', async () => {
    const user = await makeUser(t.db);
    await forgot(user.email);
    const first = await resetTokenOf(user.email);
    await forgot(user.email);
    const second = await resetTokenOf(user.email);
    expect(second).not.toBe(first);
    expect((await reset(second, 'second-link-passphrase')).status).toBe(200);
    expectCode(await reset(first, 'first-link-passphrase'), 400, RESET_LINK_INVALID.code);
  });

  it('refuses a link after its hour, a made-up one and a malformed one', async () => {
    const user = await makeUser(t.db);
    await forgot(user.email);
    const token = await resetTokenOf(user.email);
    time += 60 * 60 * 1000 + 1;
    try {
      expectCode(await reset(token, 'too-late-passphrase'), 400, RESET_LINK_INVALID.code);
    } finally {
      time = TEST_NOW.getTime();
    }
    expectCode(await reset('A'.repeat(43), 'made-up-passphrase'), 400, RESET_LINK_INVALID.code);
    expectCode(await reset('short', 'malformed-passphrase'), 400, 'VALIDATION_FAILED');
    await signIn(request.agent(t.app), user.email, user.password).expect(200);
  });

  it('refuses a well-known password and keeps the link usable', async () => {
    const user = await makeUser(t.db);
    await forgot(user.email);
    const token = await resetTokenOf(user.email);
    expectCode(await reset(token, 'password123'), 400, 'VALIDATION_FAILED');
    expect((await reset(token, 'an-uncommon-passphrase')).status).toBe(200);
  });

  it('works once when the link is opened twice at the same moment', async () => {
    const user = await makeUser(t.db);
    await forgot(user.email);
    const token = await resetTokenOf(user.email);
    const answers = await Promise.all([
      reset(token, 'concurrent-one-pass'),
      reset(token, 'concurrent-two-pass'),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('needs the csrf token', async () => {
    await request(t.app)
      .post('/api/auth/reset-password')
      .send({ token: 'A'.repeat(43), password: 'whatever-passphrase' })
      .expect(403);
  });
});

describe('email verification', () => {
  const register = (email: string) =>
    post(request.agent(t.app), '/api/auth/register', {
      email,
      password: 'register-passphrase-1',
      first_name: 'Vera',
      last_name: 'Fied',
    });

  it('mails a new account a link; the account works at once and is verified by the link, once', async () => {
    const email = `new-${Date.now()}@example.test`;
    const res = await register(email);
    expect(res.status).toBe(202);
    const mail = await lastMailTo(t.db, email, 'email-verification');
    expect(mail.subject).toBe('Confirm your email address for Skar Audio');
    expect(mail.text).toContain('Welcome to Skar Audio, Vera');

    const agent = await signedInAgent(t.app, { email, password: 'register-passphrase-1' });
    const before = await agent.get('/api/account/profile').expect(200);
    expect(ProfileSchema.parse(before.body).email_verified).toBe(false);

    const token = tokenIn(mail, '/account/verify-email');
    const verified = await post(request.agent(t.app), '/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ status: 'success', message: EMAIL_VERIFIED_MESSAGE });
    const after = await agent.get('/api/account/profile').expect(200);
    expect(ProfileSchema.parse(after.body).email_verified).toBe(true);
    expectCode(
      await post(request.agent(t.app), '/api/auth/verify-email', { token }),
      400,
      VERIFY_LINK_INVALID.code,
      VERIFY_LINK_INVALID.message,
    );
  });

  it('sends the link again on request while unverified, and nothing once verified', async () => {
    const user = await makeUser(t.db, { verified: false });
    const agent = await signedInAgent(t.app, user);
    const res = await post(agent, '/api/account/verification', {});
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'success', message: VERIFICATION_SENT_MESSAGE });
    const token = tokenIn(await lastMailTo(t.db, user.email, 'email-verification'), '/account/verify-email');
    await post(request.agent(t.app), '/api/auth/verify-email', { token }).then((r) =>
      expect(r.status).toBe(200),
    );
    expect((await post(agent, '/api/account/verification', {})).status).toBe(202);
    expect(await mailTo(t.db, user.email, 'email-verification')).toHaveLength(1);
    await request(t.app).post('/api/account/verification').send({}).expect(401);
  });

  it('answers a taken address as a new one, and mails its owner a notice with a working reset link', async () => {
    const user = await makeUser(t.db);
    const res = await register(user.email);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'success', message: REGISTER_ACCEPTED_MESSAGE });
    expect(await mailTo(t.db, user.email, 'email-verification')).toEqual([]);
    const notice = await lastMailTo(t.db, user.email, 'account-exists');
    expect(notice.subject).toBe('You already have a Skar Audio account');
    const token = tokenIn(notice, '/account/reset-password');
    expect((await reset(token, 'notice-link-passphrase')).status).toBe(200);
    await signIn(request.agent(t.app), user.email, user.password).expect(401);
  });
});

describe('the reset mail over SMTP', () => {
  it('reaches the SMTP server once, with the link that resets the password', async () => {
    const smtp = await startSmtp();
    try {
      const user = await makeUser(t.db);
      await forgot(user.email);
      const sender = createMailSender({
        db: t.db,
        transport: smtpTransport(smtp.url, 'Shop <orders@shop.test>', t.config.publicUrl),
        clock: { now: () => new Date(time) },
        logger: createLogger('silent'),
      });
      while ((await sender.deliverDue()) > 0);
      const received = smtp.received.filter((m) => m.to.includes(user.email));
      expect(received).toHaveLength(1);
      const raw = decodedMail(received[0]!.raw);
      expect(raw).toContain('Subject: Choose a new Skar Audio password');
      const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(raw)?.[1] ?? '';
      expect((await reset(token, 'smtp-link-passphrase')).status).toBe(200);
    } finally {
      await smtp.close();
    }
  });
});

describe('marketing consent needs a verified address', () => {
  it('refuses to turn marketing email on in the profile until the address is verified', async () => {
    const user = await makeUser(t.db, { verified: false });
    const agent = await signedInAgent(t.app, user);
    const refused = await agent.patch('/api/account/profile').send({ email_consent: 1 });
    expectCode(refused, 409, CONSENT_NEEDS_VERIFIED_EMAIL.code, CONSENT_NEEDS_VERIFIED_EMAIL.message);
    await post(agent, '/api/account/verification', {});
    const token = tokenIn(await lastMailTo(t.db, user.email, 'email-verification'), '/account/verify-email');
    expect((await post(request.agent(t.app), '/api/auth/verify-email', { token })).status).toBe(200);
    const ok = await agent.patch('/api/account/profile').send({ email_consent: 1 });
    expect(ok.status).toBe(200);
    expect(ProfileSchema.parse(ok.body).email_consent).toBe(1);
  });
});
