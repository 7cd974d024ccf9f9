/** Accounts and sessions for API tests: users made directly in the database, csrf, sign-in with an agent. */
import bcrypt from 'bcryptjs';
import request from 'supertest';
import type { Db } from '../db/database.js';
import { TEST_BCRYPT_COST } from '../config.js';

let counter = 0;

export type MadeUser = { id: number; email: string; password: string };

export async function makeUser(
  db: Db,
  spec: {
    email?: string;
    password?: string;
    role?: number;
    isDealer?: boolean;
    firstName?: string;
    /** Whether the address counts as verified (it does unless told). */
    verified?: boolean;
    isAdmin?: boolean;
  } = {},
): Promise<MadeUser> {
  counter++;
  const email = spec.email ?? `user${counter}-${Date.now()}@example.test`;
  const password = spec.password ?? `Password-${counter}!`;
  const { id } = await db
    .insertInto('users')
    .values({
      email,
      password_hash: bcrypt.hashSync(password, TEST_BCRYPT_COST),
      role: spec.role ?? 1,
      is_dealer: spec.isDealer ? 1 : 0,
      first_name: spec.firstName ?? 'Test',
      last_name: 'Tester',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      email_verified_at: spec.verified === false ? null : '2026-01-01T00:00:00.000Z',
      is_admin: spec.isAdmin ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email, password };
}

export type Agent = ReturnType<typeof request.agent>;

export async function csrfOf(agent: Agent): Promise<string> {
  const res = await agent.get('/api/auth/csrf').expect(200);
  return (res.body as { csrfToken: string }).csrfToken;
}

/** A request that still waits for something (a csrf token): await it, or `.expect(status)` as with supertest. */
export type Pending = PromiseLike<request.Response> & { expect(status: number): Promise<request.Response> };

export function pending<T>(prep: Promise<T>, build: (value: T) => request.Test): Pending {
  let sent: Promise<request.Response> | null = null;
  const run = (status?: number): Promise<request.Response> =>
    (sent ??= prep.then((value) => {
      const test = build(value);
      return status === undefined ? test : test.expect(status);
    }));
  return {
    then: (onFulfilled, onRejected) => run().then(onFulfilled, onRejected),
    expect: (status) => run(status),
  };
}

export function signIn(
  agent: Agent,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
): Pending {
  return pending(csrfOf(agent), (csrfToken) =>
    agent
      .post('/api/auth/callback/credentials')
      .send({ email, password, csrfToken, json: true, redirect: false, ...extra }),
  );
}

/** A new agent signed in as the user (expects success). */
export async function signedInAgent(
  app: Parameters<typeof request.agent>[0],
  user: { email: string; password: string },
): Promise<Agent> {
  const agent = request.agent(app);
  await signIn(agent, user.email, user.password).expect(200);
  return agent;
}

export const setCookies = (res: request.Response): string[] =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []);
export const cookieNamed = (res: request.Response, name: string): string | undefined =>
  setCookies(res).find((c) => c.startsWith(`${name}=`));
/** The value of a Set-Cookie of this response. */
export const cookieValue = (res: request.Response, name: string): string | undefined =>
  cookieNamed(res, name)
    ?.split(';')[0]
    ?.slice(name.length + 1);
