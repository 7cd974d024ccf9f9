/**
 * Sign-in hardening over HTTP (decision 017): a per-IP sign-in budget whatever the email, bcrypt's queue cap
 * answering in the error shape, and common passwords refused at registration and password change.
 */
import { ErrorBodySchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf, makeUser, pending, signIn, signedInAgent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { COMMON_PASSWORD_MESSAGE } from './auth.passwords.js';

const errorOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error;

const registerAs = (app: TestApp['app'], email: string, password: string) => {
  const agent = request.agent(app);
  return pending(csrfOf(agent), (csrfToken) =>
    agent.post('/api/auth/register').send({ csrfToken, email, password, first_name: 'A', last_name: 'B' }),
  );
};

describe('sign-in budget per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000, signInIpRateLimit: 4 } });
  });
  afterAll(() => t.close());

  it('answers 429 to one IP spraying different emails once its budget is spent, even for a right password', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < 4; i++) {
      await signIn(request.agent(t.app), `sprayed-${i}@example.test`, 'Long-enough-1').expect(401);
    }
    const limited = await signIn(request.agent(t.app), 'sprayed-9@example.test', 'Long-enough-1').expect(429);
    expect(errorOf(limited)).toMatchObject({ code: 'RATE_LIMITED' });
    await signIn(request.agent(t.app), user.email, user.password).expect(429);
  });

  it('counts only failed sign-ins', async () => {
    const fresh = await makeApp({ seed: false, configOverrides: { signInIpRateLimit: 2 } });
    try {
      const user = await makeUser(fresh.db);
      for (let i = 0; i < 4; i++)
        await signIn(request.agent(fresh.app), user.email, user.password).expect(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('password hashing queue', () => {
  it('answers 503 BUSY in the error shape when the bcrypt threads are busy and the queue is full', async () => {
    // One thread, no queue, cost 12 (hundreds of ms a hash): simultaneous registrations cannot all be taken.
    const t = await makeApp({
      seed: false,
      configOverrides: {
        registerRateLimit: 1000,
        bcryptCost: 12,
        passwordHashThreads: 1,
        passwordHashQueue: 0,
      },
    });
    try {
      const agents = Array.from({ length: 4 }, () => request.agent(t.app));
      const tokens = await Promise.all(agents.map((agent) => csrfOf(agent)));
      const answers = await Promise.all(
        agents.map((agent, i) =>
          agent.post('/api/auth/register').send({
            csrfToken: tokens[i],
            email: `queued-${i}@example.test`,
            password: 'Long-enough-1',
            first_name: 'A',
            last_name: 'B',
          }),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses).toContain(202);
      expect(statuses).toContain(503);
      const busy = answers.find((res) => res.status === 503)!;
      expect(errorOf(busy)).toEqual({
        code: 'BUSY',
        message: 'The server is busy; please try again in a moment',
      });
    } finally {
      await t.close();
    }
  });
});

describe('common passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000, registerRateLimit: 1000 } });
  });
  afterAll(() => t.close());

  it.each(['12345678', 'password', 'Password', 'password123', 'qwertyuiop'])(
    'refuses %s at registration with a field error on password, and makes no account',
    async (password) => {
      const email = `common-${password.toLowerCase()}@example.test`;
      const res = await registerAs(t.app, email, password).expect(400);
      expect(errorOf(res)).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'password', message: COMMON_PASSWORD_MESSAGE }],
      });
      expect(
        await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
      ).toBeUndefined();
    },
  );

  it('keeps the length rules and their wording: a short common password gets only the length message', async () => {
    const res = await registerAs(t.app, 'short@example.test', '123456').expect(400);
    expect(errorOf(res).details).toEqual([{ path: 'password', message: 'Use at least 8 characters' }]);
  });

  it('accepts an uncommon password', async () => {
    await registerAs(t.app, 'fine@example.test', 'Long-enough-1').expect(202);
    await signIn(request.agent(t.app), 'fine@example.test', 'Long-enough-1').expect(200);
  });

  it('refuses a common new password at password change and keeps the old one', async () => {
    const user = await makeUser(t.db);
    const agent = await signedInAgent(t.app, user);
    const res = await agent
      .post('/api/account/password')
      .send({ currentPassword: user.password, newPassword: 'iloveyou', csrfToken: await csrfOf(agent) })
      .expect(400);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'newPassword', message: COMMON_PASSWORD_MESSAGE }],
    });
    await signIn(request.agent(t.app), user.email, user.password).expect(200);
  });
});
