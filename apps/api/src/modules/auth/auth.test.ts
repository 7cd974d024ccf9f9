import { ErrorBodySchema, ProfileSchema, SessionResponseSchema, SignedInSessionSchema } from '@shop/domain';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../demo/accounts.js';
import {
  cookieNamed,
  cookieValue,
  csrfOf,
  makeUser,
  pending,
  signIn,
  signedInAgent,
  type MadeUser,
} from '../../test/auth-helpers.js';
import { makeApp, TEST_JWT_SECRET, TEST_NOW, type TestApp } from '../../test/make-app.js';
import { SESSION_COOKIE, signSession } from './auth.tokens.js';

const SECRET = TEST_JWT_SECRET;
const code = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;
const nowSeconds = Math.floor(TEST_NOW.getTime() / 1000);

describe('auth API', () => {
  let t: TestApp;
  let user: MadeUser;
  beforeAll(async () => {
    t = await makeApp({ configOverrides: { signInRateLimit: 1000, registerRateLimit: 1000 } });
    user = await makeUser(t.db, { firstName: 'Ada' });
  });
  afterAll(() => t.close());

  const userRow = (email: string) =>
    t.db
      .selectFrom('users')
      .select(['id', 'role', 'is_dealer', 'token_version', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();

  describe('GET /api/auth/csrf, providers, session', () => {
    it('gives a csrf token with an httpOnly cookie, and the same token while the cookie lasts', async () => {
      const agent = request.agent(t.app);
      const first = await agent.get('/api/auth/csrf').expect(200);
      expect(first.body.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookieNamed(first, 'sa_csrf')).toMatch(/HttpOnly/);
      expect(cookieNamed(first, 'sa_csrf')).toMatch(/SameSite=Lax/);
      const second = await agent.get('/api/auth/csrf').expect(200);
      expect(second.body.csrfToken).toBe(first.body.csrfToken);
      expect(cookieNamed(second, 'sa_csrf')).toBeUndefined();
    });

    it('lists the credentials provider with absolute urls on PUBLIC_URL, whatever the Host header says', async () => {
      const res = await request(t.app).get('/api/auth/providers').set('Host', 'evil.test').expect(200);
      expect(t.config.publicUrl).toBe('http://localhost:3000');
      expect(res.body).toEqual({
        credentials: {
          id: 'credentials',
          name: 'Credentials',
          type: 'credentials',
          signinUrl: 'http://localhost:3000/account/login',
          callbackUrl: 'http://localhost:3000/api/auth/callback/credentials',
        },
      });
    });

    it('answers {} for a visitor without a session', async () => {
      const res = await request(t.app).get('/api/auth/session').expect(200);
      expect(res.body).toEqual({});
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('POST /api/auth/callback/credentials', () => {
    it('signs the retail demo account in: session cookie flags, url, and the session user', async () => {
      const agent = request.agent(t.app);
      const res = await signIn(
        agent,
        DEMO_ACCOUNTS.retail.email.toUpperCase(),
        DEMO_ACCOUNTS.retail.password,
      ).expect(200);
      expect(res.body).toEqual({ url: '/account' });
      const cookie = cookieNamed(res, SESSION_COOKIE)!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);
      const session = SignedInSessionSchema.parse((await agent.get('/api/auth/session').expect(200)).body);
      expect(session.user).toMatchObject({
        email: 'retail@skar.test',
        role: 1,
        isDealer: false,
        first_name: 'Riley',
        last_name: 'Shopper',
        email_consent: 1,
        sms_consent: 0,
        primary_phone: '8135550142',
        address: {
          address_line_1: '401 Channelside Dr',
          city: 'Tampa',
          state_code: 'FL',
          zip_code: '33602',
          country_code: 'US',
        },
      });
      expect(session.expires).toBe(new Date(TEST_NOW.getTime() + 30 * 86_400_000).toISOString());
    });

    it('answers a wrong password and an unknown email with the same 401 body', async () => {
      const wrong = await signIn(request.agent(t.app), user.email, 'not-the-password').expect(401);
      const unknown = await signIn(request.agent(t.app), 'nobody@example.test', 'whatever-1').expect(401);
      const expected = { error: { code: 'CredentialsSignin', message: 'Invalid email or password.' } };
      expect(wrong.body).toEqual(expected);
      expect(unknown.body).toEqual(expected);
      expect(cookieNamed(wrong, SESSION_COOKIE)).toBeUndefined();
    });

    it('refuses a password over 72 bytes even when its first 72 bytes match', async () => {
      const long = await makeUser(t.db, { password: 'x'.repeat(72) });
      await signIn(request.agent(t.app), long.email, 'x'.repeat(72)).expect(200);
      await signIn(request.agent(t.app), long.email, 'x'.repeat(80)).expect(401);
    });

    it('refuses a missing or foreign csrf token with 403', async () => {
      const agent = request.agent(t.app);
      await csrfOf(agent);
      const missing = await agent
        .post('/api/auth/callback/credentials')
        .send({ email: user.email, password: user.password })
        .expect(403);
      expect(code(missing)).toBe('CSRF_TOKEN_INVALID');
      // A token minted for another visitor's cookie is no good here.
      const otherToken = await csrfOf(request.agent(t.app));
      await agent
        .post('/api/auth/callback/credentials')
        .send({ email: user.email, password: user.password, csrfToken: otherToken })
        .expect(403);
      // A token without its cookie neither.
      await request(t.app)
        .post('/api/auth/callback/credentials')
        .send({ email: user.email, password: user.password, csrfToken: otherToken })
        .expect(403);
    });

    it('refuses a foreign Origin with 403 before anything else', async () => {
      const agent = request.agent(t.app);
      const csrfToken = await csrfOf(agent);
      const res = await agent
        .post('/api/auth/callback/credentials')
        .set('Origin', 'https://evil.test')
        .send({ email: user.email, password: user.password, csrfToken })
        .expect(403);
      expect(code(res)).toBe('FORBIDDEN_ORIGIN');
      expect(cookieNamed(res, SESSION_COOKIE)).toBeUndefined();
    });

    it.each([
      ['//evil.test/account', '/account'],
      ['https://evil.test/account', '/account'],
      ['javascript:alert(1)', '/account'],
      ['/\\evil.test', '/account'],
      ['http://127.0.0.1.evil.test/', '/account'],
      ['/account/orders?page=2', '/account/orders?page=2'],
      ['http://localhost:3000/account/orders', '/account/orders'],
    ])('answers a same-site url for callbackUrl %j', async (callbackUrl, url) => {
      const res = await signIn(request.agent(t.app), user.email, user.password, { callbackUrl }).expect(200);
      expect(res.body).toEqual({ url });
    });

    it('answers 400 for a body that is not a sign-in', async () => {
      const agent = request.agent(t.app);
      const csrfToken = await csrfOf(agent);
      const res = await agent
        .post('/api/auth/callback/credentials')
        .send({ csrfToken, email: 5 })
        .expect(400);
      expect(code(res)).toBe('VALIDATION_FAILED');
    });
  });

  describe('session tokens', () => {
    const attack = async (token: string) => {
      const cookie = `${SESSION_COOKIE}=${token}`;
      const profile = await request(t.app).get('/api/account/profile').set('Cookie', cookie).expect(401);
      expect(code(profile)).toBe('SESSION_REQUIRED');
      const session = await request(t.app).get('/api/auth/session').set('Cookie', cookie).expect(200);
      expect(session.body).toEqual({});
    };

    it('accepts a well-made token (the control case)', async () => {
      const token = signSession(SECRET, user.id, (await userRow(user.email))!.token_version, TEST_NOW);
      await request(t.app)
        .get('/api/account/profile')
        .set('Cookie', `${SESSION_COOKIE}=${token}`)
        .expect(200);
    });

    it('refuses a token with alg none', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(
        JSON.stringify({ sub: String(user.id), tv: 0, iat: nowSeconds, exp: nowSeconds + 3600 }),
      ).toString('base64url');
      await attack(`${header}.${payload}.`);
      await attack(
        jwt.sign({ sub: String(user.id), tv: 0, exp: nowSeconds + 3600 }, '', { algorithm: 'none' }),
      );
    });

    it('refuses a token whose payload was changed after signing', async () => {
      const other = await makeUser(t.db);
      const [header, , signature] = signSession(SECRET, user.id, 0, TEST_NOW).split('.');
      const payload = Buffer.from(
        JSON.stringify({ sub: String(other.id), tv: 0, iat: nowSeconds, exp: nowSeconds + 3600 }),
      ).toString('base64url');
      await attack(`${header}.${payload}.${signature}`);
    });

    it('refuses an expired token, a token without exp, another algorithm and another secret', async () => {
      const tv = (await userRow(user.email))!.token_version;
      await attack(
        jwt.sign({ sub: String(user.id), tv, iat: nowSeconds - 7200, exp: nowSeconds - 1 }, SECRET),
      );
      await attack(jwt.sign({ sub: String(user.id), tv }, SECRET, { noTimestamp: true }));
      await attack(
        jwt.sign({ sub: String(user.id), tv, exp: nowSeconds + 3600 }, SECRET, { algorithm: 'HS512' }),
      );
      await attack(
        jwt.sign({ sub: String(user.id), tv, exp: nowSeconds + 3600 }, 'another-secret-another-secret-1234'),
      );
      await attack('not-a-jwt');
    });

    it('refuses a token from before sign-out', async () => {
      const signOutUser = await makeUser(t.db);
      const agent = await signedInAgent(t.app, signOutUser);
      const signedIn = await signIn(request.agent(t.app), signOutUser.email, signOutUser.password).expect(
        200,
      );
      const oldToken = cookieValue(signedIn, SESSION_COOKIE)!;
      const csrfToken = await csrfOf(agent);
      await agent.post('/api/auth/signout').send({ csrfToken }).expect(200);
      await attack(oldToken);
    });
  });

  describe('POST /api/auth/signout', () => {
    it('ends the session, clears the session, cart and checkout cookies, and answers a url', async () => {
      const agent = await signedInAgent(t.app, user);
      const before = (await userRow(user.email))!.token_version;
      const csrfToken = await csrfOf(agent);
      const res = await agent
        .post('/api/auth/signout')
        .send({ csrfToken, callbackUrl: 'https://evil.test/' })
        .expect(200);
      expect(res.body).toEqual({ url: '/' });
      for (const name of [SESSION_COOKIE, 'sa_cart_token', 'sa_checkout_token'])
        expect(cookieNamed(res, name), name).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect((await userRow(user.email))!.token_version).toBe(before + 1);
      expect((await agent.get('/api/auth/session').expect(200)).body).toEqual({});
    });

    it('refuses a foreign Origin and a missing csrf token (the session survives)', async () => {
      const agent = await signedInAgent(t.app, user);
      const csrfToken = await csrfOf(agent);
      const foreign = await agent
        .post('/api/auth/signout')
        .set('Origin', 'https://evil.test')
        .send({ csrfToken })
        .expect(403);
      expect(code(foreign)).toBe('FORBIDDEN_ORIGIN');
      const missing = await agent.post('/api/auth/signout').send({}).expect(403);
      expect(code(missing)).toBe('CSRF_TOKEN_INVALID');
      const session = SessionResponseSchema.parse((await agent.get('/api/auth/session').expect(200)).body);
      expect(session).toHaveProperty('user');
    });
  });

  describe('POST /api/auth/register', () => {
    const register = (body: Record<string, unknown>) => {
      const agent = request.agent(t.app);
      return pending(csrfOf(agent), (csrfToken) =>
        agent.post('/api/auth/register').send({ csrfToken, ...body }),
      );
    };

    it('answers the same 202 for a new and a taken email, and a taken email keeps its password', async () => {
      const fresh = await register({
        email: 'New.Person@Example.test',
        password: 'a good password',
        first_name: 'New',
        last_name: 'Person',
      }).expect(202);
      const taken = await register({
        email: user.email,
        password: 'hijack attempt',
        first_name: 'X',
        last_name: 'Y',
      }).expect(202);
      expect(fresh.body).toEqual(taken.body);
      expect(fresh.body).toMatchObject({ status: 'success' });
      expect(cookieNamed(fresh, SESSION_COOKIE)).toBeUndefined();
      await signIn(request.agent(t.app), 'new.person@example.test', 'a good password').expect(200);
      await signIn(request.agent(t.app), user.email, 'hijack attempt').expect(401);
      await signIn(request.agent(t.app), user.email, user.password).expect(200);
    });

    it('answers 202 to every one of simultaneous registrations of one new email, and makes one account', async () => {
      const email = 'same.time@example.test';
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          register({ email, password: `a good password ${i}`, first_name: 'Same', last_name: 'Time' }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(6).fill(202));
      const rows = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(rows).toHaveLength(1);
    });

    it('never makes a dealer, whatever the body says', async () => {
      await register({
        email: 'sneaky@example.test',
        password: 'a good password',
        first_name: 'Sneaky',
        last_name: 'Shopper',
        role: 2,
        is_dealer: true,
        isDealer: true,
      }).expect(202);
      expect(await userRow('sneaky@example.test')).toMatchObject({ role: 1, is_dealer: 0 });
      const agent = await signedInAgent(t.app, { email: 'sneaky@example.test', password: 'a good password' });
      const session = SignedInSessionSchema.parse((await agent.get('/api/auth/session').expect(200)).body);
      expect(session.user).toMatchObject({ role: 1, isDealer: false });
      const product = await agent.get('/api/search/products?q=subwoofer').expect(200);
      expect(JSON.stringify(product.body)).not.toMatch(/"price_dealer":\d/);
      await agent.get('/api/dealers/quick-order').expect(403);
    });

    it('refuses a short password, a bad email and a missing csrf token', async () => {
      expect(
        code(
          await register({
            email: 'x@example.test',
            password: 'short',
            first_name: 'A',
            last_name: 'B',
          }).expect(400),
        ),
      ).toBe('VALIDATION_FAILED');
      expect(
        code(
          await register({ email: 'nope', password: 'long enough!', first_name: 'A', last_name: 'B' }).expect(
            400,
          ),
        ),
      ).toBe('VALIDATION_FAILED');
      const res = await request(t.app)
        .post('/api/auth/register')
        .send({ email: 'x@example.test', password: 'long enough!', first_name: 'A', last_name: 'B' })
        .expect(403);
      expect(code(res)).toBe('CSRF_TOKEN_INVALID');
    });

    it("counts a new account's first sign-in as its first visit, and neither a later one nor an older account's", async () => {
      const email = 'first.visit@example.test';
      const password = 'a good password';
      await register({ email, password, first_name: 'Bob', last_name: 'Builder' }).expect(202);
      const firstVisit = async (agent: request.Agent) =>
        ProfileSchema.parse((await agent.get('/api/account/profile').expect(200)).body).first_visit;

      const first = await signedInAgent(t.app, { email, password });
      expect(await firstVisit(first)).toBe(true);
      expect(await firstVisit(first)).toBe(true);
      const second = await signedInAgent(t.app, { email, password });
      expect(await firstVisit(second)).toBe(false);
      // An account made before sign-ins were counted is greeted as returning, on its first counted sign-in too.
      expect(await firstVisit(await signedInAgent(t.app, user))).toBe(false);
    });

    it('stores a cost-4 hash under NODE_ENV=test (cost 12 otherwise, see config)', async () => {
      expect((await userRow('new.person@example.test'))!.password_hash).toMatch(/^\$2b\$04\$/);
      expect((await userRow(DEMO_ACCOUNTS.dealer.email))!.password_hash).toMatch(/^\$2b\$12\$/);
    });
  });

  describe('POST /api/auth/_log', () => {
    it('stores a bounded entry and answers 204', async () => {
      await request(t.app)
        .post('/api/auth/_log')
        .send({ level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'boom', extra: 'x' })
        .expect(204);
      expect(
        await t.db
          .selectFrom('client_logs')
          .select(['level', 'code', 'message'])
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ).toEqual({
        level: 'error',
        code: 'CLIENT_FETCH_ERROR',
        message: 'boom',
      });
      const res = await request(t.app)
        .post('/api/auth/_log')
        .send({ message: 'x'.repeat(5000) })
        .expect(400);
      expect(code(res)).toBe('VALIDATION_FAILED');
    });

    it('keeps only the latest 1000 entries', async () => {
      await t.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 1100; i++)
          await trx
            .insertInto('client_logs')
            .values({ level: 'info', message: `m${i}`, created_at: '2026-03-01T00:00:00.000Z' })
            .execute();
      });
      const { n } = await t.db
        .selectFrom('client_logs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBeLessThanOrEqual(1000);
      expect(
        await t.db
          .selectFrom('client_logs')
          .select('message')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ).toEqual({
        message: 'm1099',
      });
    });
  });
});

describe('GET /api/openapi.json (auth, account, dealers)', () => {
  it('describes the new paths', async () => {
    const t = await makeApp({ seed: false });
    try {
      const res = await request(t.app).get('/api/openapi.json').expect(200);
      const paths = Object.keys(res.body.paths as Record<string, unknown>);
      for (const path of [
        '/api/auth/csrf',
        '/api/auth/session',
        '/api/auth/callback/credentials',
        '/api/auth/signout',
        '/api/auth/register',
        '/api/account/orders/{orderNumber}',
        '/api/account/cards/{id}',
        '/api/account/returns',
        '/api/dealers/quick-order',
      ])
        expect(paths, path).toContain(path);
      expect(res.body.components.schemas).toHaveProperty('SavedCard');
    } finally {
      await t.close();
    }
  });
});

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 3, registerRateLimit: 2 } });
  });
  afterAll(() => t.close());

  it('answers 429 after too many failed sign-ins for one IP and email, other emails unaffected', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < 3; i++) await signIn(request.agent(t.app), user.email, 'wrong-password').expect(401);
    const limited = await signIn(request.agent(t.app), user.email, user.password).expect(429);
    expect(limited.body.error).toMatchObject({ code: 'RATE_LIMITED' });
    await signIn(request.agent(t.app), 'someone-else@example.test', 'wrong-password').expect(401);
  });

  it('does not count successful sign-ins', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < 5; i++) await signIn(request.agent(t.app), user.email, user.password).expect(200);
  });

  it('answers 429 after too many registrations from one IP', async () => {
    const register = (n: number) => {
      const agent = request.agent(t.app);
      return pending(csrfOf(agent), (csrfToken) =>
        agent.post('/api/auth/register').send({
          csrfToken,
          email: `r${n}@example.test`,
          password: 'long enough!',
          first_name: 'A',
          last_name: 'B',
        }),
      );
    };
    await register(1).expect(202);
    await register(2).expect(202);
    const res = await register(3).expect(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
  });
});

describe('session cookie in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ seed: false, configOverrides: { nodeEnv: 'production' } });
  });
  afterAll(() => t.close());

  it('sets Secure, HttpOnly and SameSite=Lax on the session and csrf cookies', async () => {
    const user = await makeUser(t.db);
    const csrf = await request(t.app).get('/api/auth/csrf').expect(200);
    expect(cookieNamed(csrf, 'sa_csrf')).toMatch(/Secure/);
    const cookie = cookieNamed(csrf, 'sa_csrf')!.split(';')[0]!;
    const res = await request(t.app)
      .post('/api/auth/callback/credentials')
      .set('Cookie', cookie)
      .send({ email: user.email, password: user.password, csrfToken: csrf.body.csrfToken })
      .expect(200);
    const session = cookieNamed(res, SESSION_COOKIE)!;
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
  });
});
