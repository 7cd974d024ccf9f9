/**
 * Attack suite, sessions and accounts: forged, unsigned, expired and signed-out JWTs; another user's
 * orders, cards and returns; mass assignment; foreign Origin and missing csrf; open redirects through
 * callbackUrl; brute-force sign-in.
 */
import { createHmac } from 'node:crypto';
import { AuthUrlResponseSchema } from '@shop/domain';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../demo/accounts.js';
import {
  cookieNamed,
  cookieValue,
  csrfOf,
  makeUser,
  signedInAgent,
  signIn,
  type Agent,
  type MadeUser,
} from '../test/auth-helpers.js';
import { makeApp, TEST_NOW, type TestApp } from '../test/make-app.js';
import { expectRefusal, snapshot } from './security-helpers.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = Math.floor(TEST_NOW.getTime() / 1000);
const claims = (userId: number, over: Record<string, unknown> = {}) => ({
  sub: String(userId),
  tv: 0,
  iat: nowSeconds - 60,
  exp: nowSeconds + 3600,
  ...over,
});

describe('attack suite: sessions and accounts', () => {
  let t: TestApp;
  let attacker: MadeUser;
  let attackerAgent: Agent;
  let victimId: number;

  const profileWith = (token: string) =>
    request(t.app).get('/api/account/profile').set('Cookie', `sa_session=${token}`);
  const userRow = (id: number) =>
    t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    t = await makeApp();
    attacker = await makeUser(t.db, { firstName: 'Mallory' });
    attackerAgent = await signedInAgent(t.app, attacker);
    victimId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.retail.email)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('accepts a well-signed token (the control of the JWT cases)', async () => {
    const token = jwt.sign(claims(attacker.id), t.config.jwtSecret, { algorithm: 'HS256' });
    expect((await profileWith(token)).status).toBe(200);
  });

  it('refuses a JWT with alg none: 401 on /api/account/profile', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims(victimId))}.`;
    expectRefusal(await profileWith(token), 401, 'SESSION_REQUIRED');
  });

  it('refuses a JWT signed with another secret: 401', async () => {
    const token = jwt.sign(claims(victimId), 'not-the-secret-not-the-secret-not-the-secret', {
      algorithm: 'HS256',
    });
    expectRefusal(await profileWith(token), 401, 'SESSION_REQUIRED');
  });

  it("refuses the attacker's own token with the subject swapped to the victim (signature no longer matches): 401", async () => {
    const own = jwt.sign(claims(attacker.id), t.config.jwtSecret, { algorithm: 'HS256' });
    const [header, , signature] = own.split('.');
    expectRefusal(
      await profileWith(`${header}.${b64(claims(victimId))}.${signature}`),
      401,
      'SESSION_REQUIRED',
    );
  });

  it('refuses an HS512 token made with the right secret (HS256 is pinned): 401', async () => {
    const header = b64({ alg: 'HS512', typ: 'JWT' });
    const payload = b64(claims(attacker.id));
    const sig = createHmac('sha512', t.config.jwtSecret).update(`${header}.${payload}`).digest('base64url');
    expectRefusal(await profileWith(`${header}.${payload}.${sig}`), 401, 'SESSION_REQUIRED');
  });

  it('refuses an expired token signed with the right secret: 401', async () => {
    const token = jwt.sign(
      claims(attacker.id, { iat: nowSeconds - 7200, exp: nowSeconds - 60 }),
      t.config.jwtSecret,
      {
        algorithm: 'HS256',
      },
    );
    expectRefusal(await profileWith(token), 401, 'SESSION_REQUIRED');
  });

  it('refuses the session token after sign-out: 401', async () => {
    const user = await makeUser(t.db);
    const agent = request.agent(t.app);
    const signedIn = await signIn(agent, user.email, user.password).expect(200);
    const token = cookieValue(signedIn, 'sa_session')!;
    expect((await profileWith(token)).status).toBe(200);
    const csrfToken = await csrfOf(agent);
    await agent.post('/api/auth/signout').send({ csrfToken }).expect(200);
    expectRefusal(await profileWith(token), 401, 'SESSION_REQUIRED');
  });

  it("answers 404 for another user's order number", async () => {
    const { order_number } = await t.db
      .selectFrom('orders')
      .select('order_number')
      .where('user_id', '=', victimId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    expectRefusal(await attackerAgent.get(`/api/account/orders/${order_number}`), 404, 'NOT_FOUND');
    const list = await attackerAgent.get('/api/account/orders').expect(200);
    expect(JSON.stringify(list.body)).not.toContain(order_number);
  });

  it("answers 404 to changing or deleting another user's saved card, which stays as it was", async () => {
    const { id } = await t.db
      .selectFrom('saved_cards')
      .select('id')
      .where('user_id', '=', victimId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await snapshot(t.db, ['saved_cards']);
    expectRefusal(
      await attackerAgent.patch(`/api/account/cards/${id}`).send({ card_nickname: 'mine now' }),
      404,
      'NOT_FOUND',
    );
    expectRefusal(await attackerAgent.delete(`/api/account/cards/${id}`), 404, 'NOT_FOUND');
    expect(await snapshot(t.db, ['saved_cards'])).toBe(before);
  });

  it("answers 404 to a return on another user's order line and never lists another user's returns", async () => {
    const { order_number } = await t.db
      .selectFrom('orders')
      .select('order_number')
      .where('user_id', '=', victimId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await snapshot(t.db, ['returns']);
    const res = await attackerAgent
      .post('/api/account/returns')
      .send({ order_line_id: `${order_number}-1`, quantity: 1, reason: 'defective' });
    expectRefusal(res, 404, 'NOT_FOUND');
    expect(await snapshot(t.db, ['returns'])).toBe(before);
    expect((await attackerAgent.get('/api/account/returns').expect(200)).body).toEqual({ returns: [] });
  });

  it("answers 404 to changing or deleting another user's address", async () => {
    const { id } = await t.db
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', victimId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await snapshot(t.db, ['addresses']);
    expectRefusal(
      await attackerAgent.patch(`/api/account/addresses/${id}`).send({ city: 'Evil' }),
      404,
      'NOT_FOUND',
    );
    expectRefusal(await attackerAgent.delete(`/api/account/addresses/${id}`), 404, 'NOT_FOUND');
    expect(await snapshot(t.db, ['addresses'])).toBe(before);
  });

  it('drops role, is_dealer, isDealer, id, user_id and token_version sent to register', async () => {
    const agent = request.agent(t.app);
    const email = 'mass-assign@example.com';
    const csrfToken = await csrfOf(agent);
    await agent
      .post('/api/auth/register')
      .send({
        email,
        password: 'Long-enough-1',
        first_name: 'Eve',
        last_name: 'Adams',
        csrfToken,
        role: 2,
        is_dealer: 1,
        isDealer: true,
        id: 999_999,
        user_id: 1,
        token_version: 77,
      })
      .expect(202);
    const row = await t.db
      .selectFrom('users')
      .select(['id', 'role', 'is_dealer', 'token_version'])
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row).toMatchObject({ role: 1, is_dealer: 0, token_version: 0 });
    expect((row as { id: number }).id).not.toBe(999_999);
  });

  it('drops role, is_dealer, isDealer, id, user_id, token_version and email sent to a profile update', async () => {
    const before = (await userRow(attacker.id)) as Record<string, unknown>;
    const res = await attackerAgent
      .patch('/api/account/profile')
      .send({
        first_name: 'Mal',
        role: 2,
        is_dealer: 1,
        isDealer: true,
        id: victimId,
        user_id: victimId,
        token_version: 9,
      })
      .expect(200);
    expect(res.body).toMatchObject({ first_name: 'Mal', role: 1, isDealer: false });
    const after = (await userRow(attacker.id)) as Record<string, unknown>;
    expect({ ...after, first_name: before.first_name, updated_at: before.updated_at }).toEqual(before);
    expect(await userRow(victimId)).toMatchObject({ role: 1, is_dealer: 0 });
  });

  it.each(['https://evil.example', 'null', 'http://localhost.evil.example'])(
    'refuses sign-in from the foreign Origin %s with 403 and sets no session',
    async (origin) => {
      const agent = request.agent(t.app);
      const csrfToken = await csrfOf(agent);
      const res = await agent
        .post('/api/auth/callback/credentials')
        .set('Origin', origin)
        .send({ email: attacker.email, password: attacker.password, csrfToken });
      expectRefusal(res, 403, 'FORBIDDEN_ORIGIN');
      expect(cookieNamed(res, 'sa_session')).toBeUndefined();
    },
  );

  it('refuses sign-up from a foreign Origin with 403 and creates no user', async () => {
    const agent = request.agent(t.app);
    const before = await snapshot(t.db, ['users']);
    const csrfToken = await csrfOf(agent);
    const res = await agent.post('/api/auth/register').set('Origin', 'https://evil.example').send({
      email: 'x-origin@example.com',
      password: 'Long-enough-1',
      first_name: 'A',
      last_name: 'B',
      csrfToken,
    });
    expectRefusal(res, 403, 'FORBIDDEN_ORIGIN');
    expect(await snapshot(t.db, ['users'])).toBe(before);
  });

  it.each([
    ['no csrf token', undefined],
    ['a made-up csrf token', 'forged.token'],
  ])('refuses sign-in with %s: 403 and no session', async (_l, csrfToken) => {
    const agent = request.agent(t.app);
    await csrfOf(agent);
    const res = await agent
      .post('/api/auth/callback/credentials')
      .send({ email: attacker.email, password: attacker.password, csrfToken });
    expectRefusal(res, 403, 'CSRF_TOKEN_INVALID');
    expect(cookieNamed(res, 'sa_session')).toBeUndefined();
  });

  it('refuses sign-up without the csrf token: 403 and no user', async () => {
    const before = await snapshot(t.db, ['users']);
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ email: 'no-csrf@example.com', password: 'Long-enough-1', first_name: 'A', last_name: 'B' });
    expectRefusal(res, 403, 'CSRF_TOKEN_INVALID');
    expect(await snapshot(t.db, ['users'])).toBe(before);
  });

  it.each([
    '//evil.com',
    'https://evil.com',
    '/\\evil.com',
    'javascript:alert(1)',
    '\\\\evil.com',
    ' //evil.com/x',
    'https:evil.com',
  ])('turns the callbackUrl %s into a same-site url on sign-in', async (callbackUrl) => {
    const agent = request.agent(t.app);
    const res = await signIn(agent, attacker.email, attacker.password, { callbackUrl }).expect(200);
    const { url } = AuthUrlResponseSchema.parse(res.body);
    const host = res.request.url ? new URL(res.request.url).host : '';
    const parsed = new URL(url, `http://${host}`);
    expect(parsed.host).toBe(host);
    expect(parsed.protocol).toBe('http:');
    expect(url.startsWith('//') || url.startsWith('/\\') || url.includes('evil.com')).toBe(false);
  });

  it('reaches 429 after repeated wrong passwords and then refuses even the right one', async () => {
    const target = await makeUser(t.db);
    const agent = request.agent(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await signIn(agent, target.email, `wrong-${i}-password`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const right = await signIn(agent, target.email, target.password);
    expectRefusal(right, 429, 'RATE_LIMITED');
    expect(cookieNamed(right, 'sa_session')).toBeUndefined();
  });
});
